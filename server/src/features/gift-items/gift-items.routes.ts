import type { FastifyInstance } from 'fastify';
import { giftItemsCalls, giftItemsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { GiftItems } from './gift-items.service.ts';

// a checkout is costly to serve; a repeat with the same Idempotency-Key gets the first answer
const checkout = { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true } };
// a link is read without a session: an address may try a few, never run through many
const byLink = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export async function giftItemsRoutes(app: FastifyInstance, options: { service: GiftItems }) {
  const { service } = options;
  registerRoutes(app, giftItemsCalls, giftItemsSchemas, {
    start: {
      handler: async (request) => ({ data: await service.start(request.user!.id, request.body) }),
      options: checkout,
    },
    list: async (request) => ({ data: await service.list(request.user!.id, request.query.side) }),
    view: {
      handler: async (request, reply) => {
        // what a link shows is its reader's alone: no cache keeps it
        reply.header('cache-control', 'private, no-store');
        return { data: await service.view(request.params.token) };
      },
      options: byLink,
    },
    claim: {
      handler: async (request) => ({ data: await service.claim(request.user!.id, request.params.token) }),
      options: byLink,
    },
  });
}
