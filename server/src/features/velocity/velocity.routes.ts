import type { FastifyInstance } from 'fastify';
import { velocityCalls, velocitySchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { Velocity } from './velocity.service.ts';

const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/** Staff's side of a person's velocity limits (decision 0108): read them, set one, put one back. */
export async function velocityRoutes(app: FastifyInstance, options: { service: Velocity }) {
  const { service } = options;

  registerRoutes(app, velocityCalls, velocitySchemas, {
    limits: async (request) => ({ data: await service.list(request.params.user_id) }),
    set: {
      handler: async (request) => ({
        data: await service.set(request.staff!, {
          userId: request.params.user_id,
          key: request.params.key,
          value: request.body.value,
          reason: request.body.reason,
        }),
      }),
      options: writeLimit,
    },
    reset: {
      handler: async (request) => ({
        data: await service.reset(request.staff!, {
          userId: request.params.user_id,
          key: request.params.key,
          reason: request.body.reason,
        }),
      }),
      options: writeLimit,
    },
  });
}
