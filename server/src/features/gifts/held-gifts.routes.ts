import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, heldGiftRequest, heldGiftsResponse } from '@pixel/contract';
import type { HeldGiftsService } from './held-gifts.service.ts';

const tags = ['gifts'];
const errors = { 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

export async function heldGiftsRoutes(app: FastifyInstance, options: { service: HeldGiftsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  r.get(
    '/v1/user/donations/held',
    {
      schema: { tags, response: { 200: heldGiftsResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.list(request.user!.id) };
    },
  );

  for (const action of ['approve', 'remove'] as const) {
    r.post(
      `/v1/user/donations/held/${action}`,
      {
        schema: { tags, body: heldGiftRequest, response: { 204: z.null(), ...errors } },
        preHandler: app.authenticate,
        config: writeLimit,
      },
      async (request, reply) => {
        await service[action]({ creatorUserId: request.user!.id, giftId: request.body.id });
        return reply.status(204).send(null);
      },
    );
  }
}
