import type { Catalogue } from '../types';

export const explore: Catalogue['explore'] = {
  title: 'Explore',
  intro: 'Maghanap ng mga creator na ifo-follow at susuportahan, at kung ano ang pinopost ng mga tao.',
  search: 'Maghanap ng creator at tag',
  searchPlaceholder: 'Maria Santos, mariasketches o #sketch',
  searching: 'Naghahanap',
  loading: 'Nilo-load ang Explore',
  noMatch: 'Walang creator o tag na tugma sa “{{search}}”.',
  tags: 'Mga tag',
  tagsFound: 'Mga tag na nakita',
  creators: 'Mga creator',
  creatorsFound: 'Mga creator na nakita',
  trendingTags: 'Mga trending na tag',
  popularCreators: 'Mga sikat na creator',
  newCreators: 'Mga bagong creator',
  nobodyYet: 'Wala pang nagpo-post. Ikaw na ang mauna: <link>{{action}}</link>.',
  startYourPage: 'simulan ang page mo',
  createYourPage: 'gumawa ng libreng page mo',
  postOne: '{{n}} post',
  postMany: '{{n}} na post',
  followerOne: '{{n}} follower',
  followerMany: '{{n}} na follower',
  supporterOne: '{{n}} Supporter',
  supporterMany: '{{n}} na Supporter',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [
  'explore.title',
  'explore.postOne',
  'explore.followerOne',
  'explore.supporterOne',
];
