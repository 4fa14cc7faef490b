// What a person can be told of and through which channels, without a schema (those are in notifications.ts):
// the dashboard's bell names each kind, and would otherwise bring all of zod to every dashboard

/** What a person can be told of, each with its own choice of channels. */
export const notificationKinds = [
  'gift_received',
  'member_joined',
  'membership_renewed',
  'new_follower',
  'purchase_made',
  'gift_replied',
  'payout_sent',
  'payout_failed',
  'payout_held',
  'refund_requested',
  'refund_answered',
  'membership_ending',
  'new_post',
  'leak_report_answered',
  // a step of a commission the person requested (decision 0165)
  'commission_updated',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Mail of notifications: one each, as they happen, or one a day with all of them. */
export const emailDigestModes = ['immediate', 'daily'] as const;
export type EmailDigestMode = (typeof emailDigestModes)[number];

/**
 * The channels a person has until they choose: in the app always; mail for money that came in or went
 * out, and for what asks something of the person (a refund request and its answer, a membership about to
 * end: their feature's own mail, which is the notification's); push on every browser they turn it on for.
 * A new member stays off: the creator's membership settings mail of it. A new post of a creator one follows
 * is in the app only (decision 0133): a follower of many creators would get a mail or a push for every post
 * of each.
 */
export const defaultNotificationChannels: Record<NotificationKind, Record<NotificationChannel, boolean>> = {
  gift_received: { in_app: true, email: true, push: true },
  member_joined: { in_app: true, email: false, push: true },
  membership_renewed: { in_app: true, email: true, push: true },
  new_follower: { in_app: true, email: false, push: true },
  purchase_made: { in_app: true, email: true, push: true },
  gift_replied: { in_app: true, email: false, push: true },
  payout_sent: { in_app: true, email: true, push: true },
  payout_failed: { in_app: true, email: true, push: true },
  payout_held: { in_app: true, email: true, push: true },
  refund_requested: { in_app: true, email: true, push: true },
  refund_answered: { in_app: true, email: true, push: true },
  membership_ending: { in_app: true, email: true, push: true },
  new_post: { in_app: true, email: false, push: false },
  leak_report_answered: { in_app: true, email: true, push: true },
  commission_updated: { in_app: true, email: true, push: true },
};
