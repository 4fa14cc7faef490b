import type { Catalogue } from '../types';

export const reactions: Catalogue['reactions'] = {
  // the reactions' names are PIXEL's, as people use them in every app here
  kinds: { heart: 'Love', laugh: 'Haha', support: 'Support', sad: 'Sad', angry: 'Angry' },
  group: 'Mga reaction',
  react: 'Mag-react',
  picker: 'Pagpili ng reaction',
  choose: 'Pumili ng reaction',
  tapForLove: 'I-tap para sa Love, i-hold para sa iba pa',
  tapToRemove: 'I-tap para alisin ang reaction mo, i-hold para palitan',
  seeWhoOne: 'Tingnan kung sino ang nag-react: {{n}} reaction',
  seeWhoMany: 'Tingnan kung sino ang nag-react: {{n}} na reaction',
  unableTitle: 'HINDI MA-REAX',
  reax: {
    title: 'Reax',
    all: 'Lahat',
    loadError: 'Hindi ma-load ang data',
    none: 'Wala pang reaction.',
    reactors: 'Mga nag-react',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'reactions.kinds.heart',
  'reactions.kinds.laugh',
  'reactions.kinds.support',
  'reactions.kinds.sad',
  'reactions.kinds.angry',
  'reactions.reax.title',
];
