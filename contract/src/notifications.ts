import { z } from 'zod';

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
};

/** One notification, as the bell's list shows it (newest first). */
export const notification = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  /** One line, in the words the list, the mail and the push show. */
  title: z.string(),
  body: z.string(),
  /** The app's own path of the screen it opens: '/dashboard', '/dashboard/supported'. */
  url: z.string(),
  /** The person it is about (a supporter, a follower), when there is one. */
  actor: z.object({ page_url: z.string(), page_name: z.string(), avatar: z.string().nullable() }).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** `before`: the `next_cursor` of the page before, for the next (older) page. */
export const notificationsQuery = z.object({
  before: z.string({ error: 'The before must be a string.' }).max(200, 'The before is invalid.').optional(),
  per_page: z.coerce
    .number({ error: 'The per page must be a number.' })
    .int('The per page must be an integer.')
    .min(1, 'The per page must be at least 1.')
    .max(50, 'The per page must not be greater than 50.')
    .default(20),
});

export const notificationsResponse = z.object({
  data: z.array(notification),
  meta: z.object({
    /** Null on the last page. */
    next_cursor: z.string().nullable(),
    unread_count: z.number().int(),
  }),
});

export const unreadCountResponse = z.object({ data: z.object({ unread_count: z.number().int() }) });

export const notificationParams = z.object({ id: z.uuid('The selected notification is invalid.') });

export const markReadResponse = z.object({
  data: z.object({ message: z.string(), unread_count: z.number().int() }),
});

const channelChoices = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() });

/** Every kind with its channels, and how mail comes. */
export const notificationPreferences = z.object({
  email_digest: z.enum(emailDigestModes),
  kinds: z.object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, channelChoices])) as Record<
      NotificationKind,
      typeof channelChoices
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const notificationPreferencesResponse = z.object({ data: notificationPreferences });

const channelChoicesInput = z.strictObject({
  in_app: z.boolean({ error: 'The in app must be true or false.' }).optional(),
  email: z.boolean({ error: 'The email must be true or false.' }).optional(),
  push: z.boolean({ error: 'The push must be true or false.' }).optional(),
});

/** A change of some choices: what is left out stays as it was. */
export const notificationPreferencesRequest = z.strictObject({
  email_digest: z
    .enum(emailDigestModes, { error: 'The email digest must be immediate or daily.' })
    .optional(),
  kinds: z
    .partialRecord(z.enum(notificationKinds, { error: 'The kind is invalid.' }), channelChoicesInput)
    .optional(),
});
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesRequest>;

const base64Url = (field: string) =>
  z
    .string({ error: `The ${field} must be a string.` })
    .min(1, `The ${field} field is required.`)
    .max(200, `The ${field} is invalid.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${field} is invalid.`);

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .url({ error: 'The endpoint must be a valid URL.', protocol: /^https?$/ })
    .max(1000, 'The endpoint must not be greater than 1000 characters.'),
  keys: z.object({ p256dh: base64Url('p256dh'), auth: base64Url('auth') }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const removePushSubscriptionRequest = z.object({
  endpoint: z.string({ error: 'The endpoint must be a string.' }).min(1, 'The endpoint field is required.'),
});

export const pushSubscriptionResponse = z.object({ data: z.object({ message: z.string() }) });

/**
 * GET /v1/user/push-subscriptions/status: whether the browser's subscription is this session's. A
 * subscription ends with the session that made it (decision 0123), so a browser signed out and in again
 * may hold one the server no longer sends to.
 */
export const pushSubscriptionStatusQuery = removePushSubscriptionRequest;
export const pushSubscriptionStatusResponse = z.object({ data: z.object({ subscribed: z.boolean() }) });

/** The key a browser's pushManager.subscribe takes as its applicationServerKey (base64url). */
export const vapidPublicKeyResponse = z.object({ data: z.object({ public_key: z.string() }) });

/**
 * What a push message carries (JSON, encrypted to the subscription): the service worker shows `title`
 * and `body`, and opens `url` (a path of this site) when the notification is tapped.
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** The notification's id, as a `tag`: a second message of the same one replaces the first. */
  tag: z.string(),
  kind: z.enum(notificationKinds),
});
export type PushPayload = z.infer<typeof pushPayload>;
