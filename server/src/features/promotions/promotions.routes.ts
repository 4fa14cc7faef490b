import type { FastifyInstance } from 'fastify';
import { promotionsCalls, promotionsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { PromotionsService } from './promotions.service.ts';

// the same limit on every change a creator makes to their codes
const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
// a quote says whether a code exists: slow enough that codes cannot be found by trying them
const quoteLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export async function promotionsRoutes(app: FastifyInstance, options: { service: PromotionsService }) {
  const { service } = options;

  registerRoutes(app, promotionsCalls, promotionsSchemas, {
    list: async (request) => ({ data: await service.list(request.user!.id) }),
    create: {
      handler: async (request, reply) =>
        reply.status(201).send({ data: await service.create(request.user!.id, request.body) }),
      options: writeLimit,
    },
    update: {
      handler: async (request) => ({
        data: await service.update(request.user!.id, request.params.id, request.body),
      }),
      options: writeLimit,
    },
    archive: {
      handler: async (request) => ({ data: await service.archive(request.user!.id, request.params.id) }),
      options: writeLimit,
    },
    quote: {
      handler: async (request) => ({
        data: await service.quote({ viewerId: request.user?.id ?? null, body: request.body }),
      }),
      options: quoteLimit,
    },
  });
}
