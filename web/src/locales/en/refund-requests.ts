/** The refund requests' texts (features/refund-requests), the supporter's and the creator's. */
export const refundRequests = {
  states: {
    askedAwaiting: 'Refund asked: waiting for the creator',
    receivedAwaiting: 'Waiting for your answer',
    askedSupport: 'Refund asked: with PIXEL support',
    receivedSupport: 'With PIXEL support',
    askedRefunded: 'Refund approved',
    receivedRefunded: 'Refunded',
    askedDeclined: 'Refund declined',
    receivedDeclined: 'Declined',
  },
  page: {
    title: 'Refund requests',
    intro:
      'A supporter may ask for their money back within {{askDays}} days of paying for a post or a membership. Answer within {{creatorDays}} days; after that, PIXEL support decides.',
    loading: 'Loading refund requests',
    loadError: 'We could not load your refund requests.',
    empty: 'No refund requests.',
    pages: 'Pages of refund requests',
    post: 'Post',
    membership: 'Membership',
    asked: 'Asked',
    answerBy: 'Answer by',
    answered: 'Answered',
    reply: 'Reply: {{reply}}',
    approve: 'Approve refund',
    decline: 'Decline',
  },
  card: {
    titleOne: '{{count}} refund request waiting for your answer',
    titleMany: '{{count}} refund requests waiting for your answer',
    text: 'Answer within {{days}} days of each request; after that, PIXEL support decides.',
    link: 'See refund requests',
  },
  answer: {
    approve: 'Approve refund',
    decline: 'Decline refund',
    approvePurchase:
      '{{amount}} goes back to {{name}} at once, and the post closes to them. Your share of it is taken from your balance.',
    approveMembership:
      '{{amount}} goes back to {{name}} at once. Your share of it is taken from your balance.',
    declineText: 'Tell {{name}} why you decline. We email them your reply; a declined request is final.',
    replyOptional: 'Reply (optional)',
    reply: 'Reply',
  },
  ask: {
    title: 'Ask for a refund',
    membership: 'You are asking {{name}} to give back the {{amount}} you paid for this membership.',
    post: 'You are asking {{name}} to give back the {{amount}} you paid for this post.',
    deadline:
      '{{name}} has {{days}} days to answer; if they do not, PIXEL support decides. We email you the answer.',
    reason: 'Reason',
    send: 'Send request',
  },
} as const;
