import type { FastifyInstance } from 'fastify';
import { moderationCalls, moderationSchemas } from '@pixel/contract';
import { registerRoutes, type RouteRequest } from '../../lib/routes.ts';
import type { ModerationService } from './moderation.service.ts';

export async function moderationRoutes(app: FastifyInstance, options: { service: ModerationService }) {
  const { service } = options;

  const change = (action: 'hide' | 'show') => ({
    handler: async (request: RouteRequest<typeof moderationSchemas.hide>) => ({
      data: await service[action](request.staff!, {
        kind: request.params.kind,
        postId: request.params.post_id,
        reason: request.body.reason,
      }),
    }),
    options: { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  });

  registerRoutes(app, moderationCalls, moderationSchemas, {
    posts: async (request) => service.listOf({ userId: request.params.user_id, page: request.query.page }),
    hide: change('hide'),
    show: change('show'),
  });
}
