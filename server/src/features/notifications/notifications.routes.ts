import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadResponse,
  notificationParams,
  notificationPreferencesRequest,
  notificationPreferencesResponse,
  notificationsQuery,
  notificationsResponse,
  pushSubscriptionRequest,
  pushSubscriptionResponse,
  pushSubscriptionStatusQuery,
  pushSubscriptionStatusResponse,
  removePushSubscriptionRequest,
  unreadCountResponse,
  vapidPublicKeyResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
// as every change a person makes to their own things
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
// the bell asks for its count every few seconds while the app is open, in every tab
const countLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export async function notificationsRoutes(app: FastifyInstance, options: { service: NotificationsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };

  r.get(
    '/v1/user/notifications',
    {
      schema: {
        tags,
        querystring: notificationsQuery,
        response: { 200: notificationsResponse, ...commonErrorResponses },
      },
      ...signedIn,
    },
    async (request) =>
      service.list({
        userId: request.user!.id,
        before: request.query.before,
        perPage: request.query.per_page,
        language: requestLanguage(request),
      }),
  );

  r.get(
    '/v1/user/notifications/unread-count',
    {
      schema: { tags, response: { 200: unreadCountResponse, ...commonErrorResponses } },
      config: countLimit,
      ...signedIn,
    },
    async (request) => ({ data: { unread_count: await service.unreadCount(request.user!.id) } }),
  );

  r.post(
    '/v1/user/notifications/:id/read',
    {
      schema: {
        tags,
        params: notificationParams,
        response: { 200: markReadResponse, ...commonErrorResponses },
      },
      config: writeLimit,
      ...signedIn,
    },
    async (request) => ({
      data: await service.markRead({ userId: request.user!.id, id: request.params.id }),
    }),
  );

  r.post(
    '/v1/user/notifications/read-all',
    {
      schema: { tags, response: { 200: markReadResponse, ...commonErrorResponses } },
      config: writeLimit,
      ...signedIn,
    },
    async (request) => ({ data: await service.markAllRead(request.user!.id) }),
  );

  r.get(
    '/v1/user/notification-preferences',
    {
      schema: { tags, response: { 200: notificationPreferencesResponse, ...commonErrorResponses } },
      ...signedIn,
    },
    async (request) => ({ data: await service.preferences(request.user!.id) }),
  );

  r.put(
    '/v1/user/notification-preferences',
    {
      schema: {
        tags,
        body: notificationPreferencesRequest,
        response: { 200: notificationPreferencesResponse, ...commonErrorResponses },
      },
      config: writeLimit,
      ...signedIn,
    },
    async (request) => ({ data: await service.setPreferences(request.user!.id, request.body) }),
  );

  r.get(
    '/v1/push/vapid-public-key',
    { schema: { tags, response: { 200: vapidPublicKeyResponse } } },
    async () => ({ data: service.vapidPublicKey() }),
  );

  r.post(
    '/v1/user/push-subscriptions',
    {
      schema: {
        tags,
        body: pushSubscriptionRequest,
        response: { 200: pushSubscriptionResponse, ...commonErrorResponses },
      },
      config: writeLimit,
      ...signedIn,
    },
    async (request) => ({
      data: await service.subscribe({
        userId: request.user!.id,
        sessionId: request.sessionId!,
        input: request.body,
      }),
    }),
  );

  r.get(
    '/v1/user/push-subscriptions/status',
    {
      schema: {
        tags,
        querystring: pushSubscriptionStatusQuery,
        response: { 200: pushSubscriptionStatusResponse, ...commonErrorResponses },
      },
      ...signedIn,
    },
    async (request) => ({
      data: await service.subscriptionStatus({
        sessionId: request.sessionId!,
        endpoint: request.query.endpoint,
      }),
    }),
  );

  r.delete(
    '/v1/user/push-subscriptions',
    {
      schema: {
        tags,
        body: removePushSubscriptionRequest,
        response: { 200: pushSubscriptionResponse, ...commonErrorResponses },
      },
      config: writeLimit,
      ...signedIn,
    },
    async (request) => ({ data: await service.unsubscribe(request.user!.id, request.body.endpoint) }),
  );
}
