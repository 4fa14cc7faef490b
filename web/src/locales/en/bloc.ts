/** The bloc feature's texts (features/bloc). */
export const bloc = {
  tab: {
    title: 'Bloc',
    manage: 'Manage posts',
    loading: 'Loading posts',
    loadError: 'Unable to load posts.',
    empty: '{{name}} has not posted on their Bloc yet.',
  },
  card: {
    membersOnly: 'For members only',
    joinTier: 'Join {{tier}} or a tier above it to unlock this post.',
    joinAnyTier: 'Join a membership tier to unlock this post.',
    joinToUnlock: 'Join to unlock',
    supportersOnly: 'For supporters only',
    sendGift: 'Send {{name}} a gift to unlock this post.',
    supportMe: 'Support Me',
  },
  page: {
    back: '← All Bloc posts',
    label: 'Bloc post',
  },
} as const;
