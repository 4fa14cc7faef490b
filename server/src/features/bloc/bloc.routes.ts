import type { FastifyInstance } from 'fastify';
import { blocCalls, blocSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { BlocService } from './bloc.service.ts';

// the same limit on every change a creator makes to their posts, however it is sent
const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export async function blocRoutes(app: FastifyInstance, options: { service: BlocService }) {
  const { service } = options;

  registerRoutes(app, blocCalls, blocSchemas, {
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
          postId: request.params.id,
          body: request.body,
        }),
      }),
      options: writeLimit,
    },
    delete: {
      handler: async (request) => ({
        data: await service.delete({ userId: request.user!.id, postId: request.params.id }),
      }),
      options: writeLimit,
    },
    scheduled: async (request) =>
      service.scheduled({
        userId: request.user!.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    publish: {
      handler: async (request) => ({
        data: await service.publish({ userId: request.user!.id, postId: request.params.id }),
      }),
      options: writeLimit,
    },
    list: async (request) =>
      service.list({
        pageUrl: request.params.page_url,
        viewerId: request.user?.id ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    get: async (request) => ({
      data: await service.get({
        pageUrl: request.params.page_url,
        postId: request.params.id,
        viewerId: request.user?.id ?? null,
      }),
    }),
  });
}
