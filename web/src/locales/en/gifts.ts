/** Support Me, the gift list and its cards (spec §2, §5). */
export const gifts = {
  supportMe: {
    title: 'Support Me',
    sendTo: 'Send a gift to {{name}}',
    forGoal: 'For the goal: {{title}}',
    quickAmounts: 'Quick amounts',
    amount: 'Amount',
    name: 'Name',
    message: 'Message',
    anonymous: 'Send anonymously',
    anonymousHint: 'Otherwise your gift shows your page name, {{name}}.',
    send: 'Send gift',
  },
  list: {
    title: 'Latest gifts',
    loading: 'Loading gifts',
    loadError: 'Unable to load gifts.',
    emptyOwner: 'Gifts from your supporters will show here.',
    emptyVisitor: 'No gifts yet. Be the first to support {{name}}!',
  },
  card: {
    memberOf: '{{tier}} member',
    member: 'Member: ',
    sentAGiftOf: 'sent a gift of',
    hidden: 'Hidden',
    replyFrom: 'Reply from {{name}}',
    reply: 'Reply',
    editReply: 'Edit reply',
    hide: 'Hide',
    unhide: 'Unhide',
    sendReply: 'Send reply',
  },
} as const;
