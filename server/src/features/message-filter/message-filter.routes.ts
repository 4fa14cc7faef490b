import type { FastifyInstance } from 'fastify';
import { messageFilterCalls, messageFilterSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { MessageFilterService } from './message-filter.service.ts';

export async function messageFilterRoutes(app: FastifyInstance, options: { service: MessageFilterService }) {
  const { service } = options;

  registerRoutes(app, messageFilterCalls, messageFilterSchemas, {
    phrases: async (request) => ({ data: await service.phrases(request.user!.id) }),
    setPhrases: {
      handler: async (request) => ({
        data: await service.setPhrases({ userId: request.user!.id, phrases: request.body.phrases }),
      }),
      options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    },
  });
}
