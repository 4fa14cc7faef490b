import type { Catalogue } from '../types';

export const creatorPage: Catalogue['creatorPage'] = {
  loadingPage: 'Nilo-load ang page',
  supportMe: 'Mag-support',
  pageMenu: 'Menu ng page',
  topSupporters: {
    today: 'Mga nangungunang supporter ngayong araw',
    week: 'Mga nangungunang supporter ngayong linggo',
    month: 'Mga nangungunang supporter ngayong buwan',
    all: 'Mga nangungunang supporter sa lahat ng panahon',
  },
  tabs: {
    home: 'Simula',
    membership: 'Membership',
    'my-goals': 'Mga Goal Ko',
    'question-and-answer': 'Magtanong Ka',
    'pixel-snap': 'Snap',
    'pixel-bloc': 'Bloc',
    shop: 'Shop',
  },
  empty: {
    'my-goals': 'Wala pang goal na maipapakita si {{name}}.',
    'question-and-answer': 'Hindi pa tumatanggap ng tanong si {{name}}.',
    'pixel-snap': 'Wala pang Snap na na-post si {{name}}.',
    'pixel-bloc': 'Wala pang na-post si {{name}} sa Bloc niya.',
    shop: 'Wala pang laman ang shop ni {{name}}.',
  },
};
