import type { FastifyInstance } from 'fastify';
import { goalsCalls, goalsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { GoalsService } from './goals.service.ts';

// the same limit on every change a creator makes to their goals, however it is sent
const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export async function goalsRoutes(app: FastifyInstance, options: { service: GoalsService }) {
  const { service } = options;

  registerRoutes(app, goalsCalls, goalsSchemas, {
    create: {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.create({ userId: request.user!.id, body: request.body }) }),
      options: writeLimit,
    },
    update: {
      handler: async (request) => ({
        data: await service.update({
          userId: request.user!.id,
          goalId: request.params.id,
          body: request.body,
        }),
      }),
      options: writeLimit,
    },
    close: {
      handler: async (request) => ({
        data: await service.close({ userId: request.user!.id, goalId: request.params.id }),
      }),
      options: writeLimit,
    },
    delete: {
      handler: async (request) => ({
        data: await service.delete({ userId: request.user!.id, goalId: request.params.id }),
      }),
      options: writeLimit,
    },
    listOwn: async (request) =>
      service.listOwn({
        userId: request.user!.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    listForPage: async (request) =>
      service.listForPage({
        pageUrl: request.params.page_url,
        viewerId: request.user?.id ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  });
}
