import type { FastifyInstance, FastifyReply } from 'fastify';
import { heldGiftsCalls, heldGiftsSchemas } from '@pixel/contract';
import { registerRoutes, type RouteRequest } from '../../lib/routes.ts';
import type { HeldGiftsService } from './held-gifts.service.ts';

export async function heldGiftsRoutes(app: FastifyInstance, options: { service: HeldGiftsService }) {
  const { service } = options;
  const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const review = (action: 'approve' | 'remove') => ({
    handler: async (request: RouteRequest<typeof heldGiftsSchemas.approve>, reply: FastifyReply) => {
      await service[action]({ creatorUserId: request.user!.id, giftId: request.body.id });
      return reply.status(204).send(null);
    },
    options: writeLimit,
  });

  registerRoutes(app, heldGiftsCalls, heldGiftsSchemas, {
    list: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.list(request.user!.id) };
    },
    approve: review('approve'),
    remove: review('remove'),
  });
}
