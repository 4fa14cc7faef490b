/** A creator's public page (spec §2): header, menu, tabs. */
export const creatorPage = {
  loadingPage: 'Loading page',
  supportMe: 'Support Me',
  pageMenu: 'Page menu',
  topSupporters: {
    today: 'Top supporters today',
    week: 'Top supporters this week',
    month: 'Top supporters this month',
    all: 'Top supporters of all time',
  },
  tabs: {
    home: 'Home',
    membership: 'Membership',
    'my-goals': 'My Goals',
    'question-and-answer': 'Ask Me Anything',
    'pixel-snap': 'Snap',
    'pixel-bloc': 'Bloc',
    shop: 'Shop',
  },
  empty: {
    'my-goals': '{{name}} has no goals to show yet.',
    'question-and-answer': '{{name}} is not taking questions yet.',
    'pixel-snap': '{{name}} has not posted any Snaps yet.',
    'pixel-bloc': '{{name}} has not posted on their Bloc yet.',
    shop: '{{name}} has nothing in their shop yet.',
  },
} as const;
