/** Webhooks (decision on creator webhooks): a creator's endpoints, their secrets and delivery logs. */
export const creatorWebhooks = {
  title: 'Webhooks',
  intro:
    'Have PIXEL tell your own server when you receive a gift, sell a photo post or a payout moves. Each delivery is signed with the endpoint’s secret in the Pixel-Signature header.',
  add: 'Add an endpoint',
  yours: 'Your endpoints',
  noEndpoints: 'No endpoints yet.',
  events: {
    'gift.received': 'A gift is received',
    'purchase.completed': 'A photo post is bought',
    'payout.updated': 'A payout is made or changes status',
  },
  secret: {
    title: 'Copy your signing secret now',
    text: 'It signs every delivery to {{url}}. It will not be shown again; roll it to get a new one.',
    copy: 'Copy secret',
    copied: 'Copied',
    done: 'Done',
  },
  form: {
    url: 'Endpoint URL',
    events: 'Events',
    submit: 'Add endpoint',
  },
  endpoint: {
    secretHint: 'Secret ending in {{hint}} · added <time></time>',
    confirmDelete: 'Delete this endpoint and its delivery log?',
    confirmRoll: 'Make a new secret? The old one stops working at once.',
    delete: 'Delete',
    roll: 'Roll secret',
    deleted: 'Webhook endpoint deleted.',
    deliveries: 'Deliveries',
    hideDeliveries: 'Hide deliveries',
  },
  log: {
    none: 'No deliveries yet.',
    status: { succeeded: 'succeeded', pending: 'pending', failed: 'failed' },
    resent: ' · resent',
    resend: 'Resend',
    queued: 'Delivery queued again.',
    event: 'Event {{id}}',
    attempt: 'Try {{n}}: {{status}} · {{ms}} ms',
    noAnswer: 'no answer',
  },
} as const;
