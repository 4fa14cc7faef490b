import type { FastifyInstance } from 'fastify';
import { notificationsCalls, notificationsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import type { NotificationsService } from './notifications.service.ts';

// as every change a person makes to their own things
const changes = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
// the bell asks for its count every few seconds while the app is open, in every tab
const counts = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };

export async function notificationsRoutes(app: FastifyInstance, options: { service: NotificationsService }) {
  const { service } = options;

  registerRoutes(app, notificationsCalls, notificationsSchemas, {
    list: async (request) =>
      service.list({
        userId: request.user!.id,
        before: request.query.before,
        perPage: request.query.per_page,
        language: requestLanguage(request),
      }),
    unreadCount: {
      handler: async (request) => ({ data: { unread_count: await service.unreadCount(request.user!.id) } }),
      options: counts,
    },
    markRead: {
      handler: async (request) => ({
        data: await service.markRead({ userId: request.user!.id, id: request.params.id }),
      }),
      options: changes,
    },
    markAllRead: {
      handler: async (request) => ({ data: await service.markAllRead(request.user!.id) }),
      options: changes,
    },
    preferences: async (request) => ({ data: await service.preferences(request.user!.id) }),
    setPreferences: {
      handler: async (request) => ({ data: await service.setPreferences(request.user!.id, request.body) }),
      options: changes,
    },
    vapidPublicKey: async () => ({ data: service.vapidPublicKey() }),
    subscribe: {
      handler: async (request) => ({
        data: await service.subscribe({
          userId: request.user!.id,
          sessionId: request.sessionId!,
          input: request.body,
        }),
      }),
      options: changes,
    },
    subscriptionStatus: async (request) => ({
      data: await service.subscriptionStatus({
        sessionId: request.sessionId!,
        endpoint: request.query.endpoint,
      }),
    }),
    unsubscribe: {
      handler: async (request) => ({
        data: await service.unsubscribe(request.user!.id, request.body.endpoint),
      }),
      options: changes,
    },
  });
}
