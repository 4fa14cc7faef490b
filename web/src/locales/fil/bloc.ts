import type { Catalogue } from '../types';

export const bloc: Catalogue['bloc'] = {
  tab: {
    title: 'Bloc',
    manage: 'I-manage ang mga post',
    loading: 'Nilo-load ang mga post',
    loadError: 'Hindi ma-load ang mga post.',
    empty: 'Wala pang post si {{name}} sa kanyang Bloc.',
  },
  card: {
    membersOnly: 'Para sa mga member lang',
    joinTier: 'Sumali sa {{tier}} o sa mas mataas na tier para ma-unlock ang post na ito.',
    joinAnyTier: 'Sumali sa isang membership tier para ma-unlock ang post na ito.',
    joinToUnlock: 'Sumali para ma-unlock',
    supportersOnly: 'Para sa mga supporter lang',
    sendGift: 'Padalhan ng gift si {{name}} para ma-unlock ang post na ito.',
    supportMe: 'Mag-support',
  },
  page: {
    back: '← Lahat ng Bloc post',
    label: 'Bloc post',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['bloc.tab.title', 'bloc.page.label'];
