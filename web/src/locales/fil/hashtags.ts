import type { Catalogue } from '../types';

export const hashtags: Catalogue['hashtags'] = {
  explore: 'Explore',
  kinds: {
    bloc: 'Bloc post',
    question: 'Tanong',
    bio: 'Bio',
    image: 'Snap',
    image_collection: 'Snap Slide',
  },
  viewOn: 'Tingnan sa page ni {{name}}',
  loadError: 'Hindi ma-load ang data',
  nothingTagged: 'Wala pang naka-tag na #{{tag}}.',
  noResults: 'Walang nakitang resulta.',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'hashtags.explore',
  'hashtags.kinds.bloc',
  'hashtags.kinds.bio',
  'hashtags.kinds.image',
  'hashtags.kinds.image_collection',
];
