import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, messageFilterRequest, messageFilterResponse } from '@pixel/contract';
import type { MessageFilterService } from './message-filter.service.ts';

const tags = ['message filter'];
const errors = { 401: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

export async function messageFilterRoutes(app: FastifyInstance, options: { service: MessageFilterService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/message-filter',
    {
      schema: { tags, response: { 200: messageFilterResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await service.phrases(request.user!.id) }),
  );

  r.put(
    '/v1/user/message-filter',
    {
      schema: { tags, body: messageFilterRequest, response: { 200: messageFilterResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await service.setPhrases({ userId: request.user!.id, phrases: request.body.phrases }),
    }),
  );
}
