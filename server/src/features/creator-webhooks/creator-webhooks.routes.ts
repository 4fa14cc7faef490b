import type { FastifyInstance } from 'fastify';
import { creatorWebhooksCalls, creatorWebhooksSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { CreatorWebhooksService } from './creator-webhooks.service.ts';

// the same limit on every change a person makes to their own things
const changes = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export async function creatorWebhooksRoutes(
  app: FastifyInstance,
  options: { service: CreatorWebhooksService },
) {
  const { service } = options;

  registerRoutes(app, creatorWebhooksCalls, creatorWebhooksSchemas, {
    list: async (request) => ({ data: await service.list({ userId: request.user!.id }) }),
    create: {
      handler: async (request, reply) => {
        const data = await service.create({ userId: request.user!.id, body: request.body });
        reply.status(201);
        return { data };
      },
      options: changes,
    },
    delete: {
      handler: async (request) => ({
        data: await service.delete({ userId: request.user!.id, endpointId: request.params.id }),
      }),
      options: changes,
    },
    rollSecret: {
      handler: async (request) => ({
        data: await service.rollSecret({ userId: request.user!.id, endpointId: request.params.id }),
      }),
      options: changes,
    },
    deliveries: async (request) =>
      service.deliveries({
        userId: request.user!.id,
        endpointId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    resend: {
      handler: async (request, reply) => {
        const data = await service.resend({
          userId: request.user!.id,
          endpointId: request.params.id,
          deliveryId: request.params.delivery_id,
        });
        reply.status(202);
        return { data };
      },
      options: changes,
    },
  });
}
