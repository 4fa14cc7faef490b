import type { notificationsSchemas } from '../notifications.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['notifications'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;

/** The bell's list and count, the choice of channels, and the browsers that get push messages. */
export const notificationsCalls = callTable<typeof notificationsSchemas>()({
  list: { method: 'GET', path: '/v1/user/notifications', ...signedIn },
  unreadCount: { method: 'GET', path: '/v1/user/notifications/unread-count', ...signedIn },
  markRead: { method: 'POST', path: '/v1/user/notifications/:id/read', ...signedIn },
  markAllRead: { method: 'POST', path: '/v1/user/notifications/read-all', ...signedIn },
  preferences: { method: 'GET', path: '/v1/user/notification-preferences', ...signedIn },
  setPreferences: { method: 'PUT', path: '/v1/user/notification-preferences', ...signedIn },
  vapidPublicKey: { method: 'GET', path: '/v1/push/vapid-public-key', access: 'anyone', tags, errors: [] },
  subscribe: { method: 'POST', path: '/v1/user/push-subscriptions', ...signedIn },
  subscriptionStatus: { method: 'GET', path: '/v1/user/push-subscriptions/status', ...signedIn },
  unsubscribe: { method: 'DELETE', path: '/v1/user/push-subscriptions', ...signedIn },
});
