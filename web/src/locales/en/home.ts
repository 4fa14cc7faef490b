/** The home feature's texts (features/home). */
export const home = {
  hero: {
    badge: 'Made for Filipino creators',
    title: 'Get support from your fans,',
    titleAccent: 'in pesos.',
    lead: 'PIXEL gives you one link where supporters send gifts, unlock your photos and help you reach your goals.',
    signUp: 'Create your free page',
    logIn: 'I have an account',
    toDashboard: 'Go to your dashboard',
    address: 'pixel.ph/yourname',
    line: 'Your page, your supporters, your earnings.',
  },
  highlights: {
    title: 'Everything you need to earn from your content',
    gifts: {
      title: 'Gifts from your supporters',
      text: 'Fans send you gifts from {{amount}}, with a name and a sweet message, or anonymously.',
    },
    snaps: {
      title: 'Snaps and Slides',
      text: 'Share free sneak peeks and sell single photos or whole sets, each at your own price.',
    },
    goals: {
      title: 'Goals',
      text: 'Saving for a new camera or a trip? Set a goal and let your supporters help you reach it.',
    },
    payouts: {
      title: 'Free payouts',
      text: 'Withdraw your earnings to your e-payment account for free, or to your bank.',
    },
  },
  find: {
    toExploreTitle: 'Creators to explore',
    noneYet: 'No creator has posted yet. Yours could be the first page here.',
    explore: 'Explore creators and tags',
    noMatch: 'No creator matches “{{search}}”.',
    title: 'Find a creator',
    label: 'Find a creator',
    description: 'Search by name or page address',
    placeholder: 'Maria Santos or mariasketches',
    searching: 'Searching',
  },
} as const;
