import type { Language, Notification, PushPayload } from '@pixel/contract';
import { fieldError, say } from '../../lib/errors.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { notificationText } from './notifications.texts.ts';

// the screens notifications open, as the web app's router names them
export const screens = {
  creatorHome: '/dashboard',
  members: '/dashboard/creator-hub/members',
  transactions: '/dashboard/transactions/history',
  supported: '/dashboard/supported',
  refundRequests: '/dashboard/refund-requests',
  memberships: '/dashboard/memberships',
  notifications: '/dashboard/notifications',
  settings: '/dashboard/settings/notifications',
};

/** Where the next page of the list starts: after this notification. */
export const encodeCursor = (row: NotificationRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

/** The place in the list a cursor names: a cursor that is not one of ours is refused as the `before` field. */
export function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw fieldError('before', say('fieldInvalid', { field: 'before' }));
  }
  return { at: date, id };
}

export function presentNotification(
  row: NotificationRow,
  actor: { pageUrl: string; pageName: string; avatar: string | null } | null,
  language: Language,
): Notification {
  const { title, body } = notificationText(row.kind, row.data, language);
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    url: row.url,
    // a gift's giver may have asked to stay anonymous: only the name it settled under is shown
    actor:
      actor && row.kind !== 'gift_received'
        ? { page_url: actor.pageUrl, page_name: actor.pageName, avatar: actor.avatar }
        : null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a browser shows of a notification pushed to it. */
export function pushPayloadOf(row: NotificationRow, language: Language): PushPayload {
  const { title, body } = notificationText(row.kind, row.data, language);
  return { title, body, url: row.url, tag: row.id, kind: row.kind };
}
