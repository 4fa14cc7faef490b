import { z } from 'zod';
import { emailDigestModes, notificationKinds, type NotificationKind } from './notification-kinds.ts';
import type { FieldLabel } from './fields.ts';
import { perPageField } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

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
  before: z
    .string({ error: says('fieldString', { field: 'before' }) })
    .max(200, says('fieldInvalid', { field: 'before' }))
    .optional(),
  per_page: perPageField(20),
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

export const notificationParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'notification' })),
});

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
  in_app: z.boolean({ error: says('fieldTrueOrFalse', { field: 'in app' }) }).optional(),
  email: z.boolean({ error: says('fieldTrueOrFalse', { field: 'email' }) }).optional(),
  push: z.boolean({ error: says('fieldTrueOrFalse', { field: 'push' }) }).optional(),
});

/** A change of some choices: what is left out stays as it was. */
export const notificationPreferencesRequest = z.strictObject({
  email_digest: z.enum(emailDigestModes, { error: says('emailDigestMode') }).optional(),
  kinds: z
    .partialRecord(
      z.enum(notificationKinds, { error: says('fieldInvalid', { field: 'kind' }) }),
      channelChoicesInput,
    )
    .optional(),
});
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesRequest>;

const base64Url = (field: FieldLabel) =>
  z
    .string({ error: says('fieldString', { field }) })
    .min(1, says('fieldRequired', { field }))
    .max(200, says('fieldInvalid', { field }))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, says('fieldInvalid', { field }));

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .url({ error: says('fieldUrl', { field: 'endpoint' }), protocol: /^https?$/ })
    .max(1000, says('fieldTooLong', { field: 'endpoint', max: 1000 })),
  keys: z.object({ p256dh: base64Url('p256dh'), auth: base64Url('auth') }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const removePushSubscriptionRequest = z.object({
  endpoint: z
    .string({ error: says('fieldString', { field: 'endpoint' }) })
    .min(1, says('fieldRequired', { field: 'endpoint' })),
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

/** The schemas of `notificationsCalls` (`calls/notifications.ts`). */
export const notificationsSchemas = {
  list: { query: notificationsQuery, answers: { 200: notificationsResponse } },
  unreadCount: { answers: { 200: unreadCountResponse } },
  markRead: { params: notificationParams, answers: { 200: markReadResponse } },
  markAllRead: { answers: { 200: markReadResponse } },
  preferences: { answers: { 200: notificationPreferencesResponse } },
  setPreferences: { body: notificationPreferencesRequest, answers: { 200: notificationPreferencesResponse } },
  vapidPublicKey: { answers: { 200: vapidPublicKeyResponse } },
  subscribe: { body: pushSubscriptionRequest, answers: { 200: pushSubscriptionResponse } },
  subscriptionStatus: {
    query: pushSubscriptionStatusQuery,
    answers: { 200: pushSubscriptionStatusResponse },
  },
  unsubscribe: { body: removePushSubscriptionRequest, answers: { 200: pushSubscriptionResponse } },
} as const satisfies SchemaTable;
