import type { FastifyInstance } from 'fastify';
import { reactionsCalls, reactionsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { ReactionsService } from './reactions.service.ts';

export async function reactionsRoutes(app: FastifyInstance, options: { service: ReactionsService }) {
  const { service } = options;
  // people tap quickly, and a picker change is two taps; a script hammering the counters is not people
  const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  registerRoutes(app, reactionsCalls, reactionsSchemas, {
    add: {
      handler: async (request) => ({
        data: await service.add({
          userId: request.user!.id,
          type: request.body.content_type,
          contentId: request.body.content_id,
          reactionId: request.body.reaction_id,
        }),
      }),
      options: { config: writeLimit },
    },

    remove: {
      handler: async (request) => ({
        data: await service.remove({
          userId: request.user!.id,
          type: request.body.content_type,
          contentId: request.body.content_id,
        }),
      }),
      options: {
        // some clients cannot send a body with DELETE: the same fields in the query do
        preValidation: async (request) => {
          const body = request.body as Record<string, unknown> | undefined;
          if (!body || Object.keys(body).length === 0) request.body = { ...(request.query as object) };
        },
        config: writeLimit,
      },
    },

    reactors: async (request) =>
      service.reactors({
        viewerId: request.user?.id ?? null,
        type: request.query.content_type,
        contentId: request.query.content_id,
        reactionId: request.query.reaction,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  });
}
