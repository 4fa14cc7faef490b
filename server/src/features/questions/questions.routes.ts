import type { FastifyInstance } from 'fastify';
import { questionsCalls, questionsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { QuestionsService } from './questions.service.ts';

const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function questionsRoutes(app: FastifyInstance, options: { service: QuestionsService }) {
  const { service } = options;

  registerRoutes(app, questionsCalls, questionsSchemas, {
    saveTopic: {
      handler: async (request) => ({
        data: await service.saveTopic({ userId: request.user!.id, body: request.body }),
      }),
      options: writeLimit,
    },
    topic: async (request) => ({
      data: await service.topicFor({ pageUrl: request.params.username, viewerId: request.user?.id ?? null }),
    }),
    ask: {
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await service.ask({
            pageUrl: request.params.page_url,
            asker: request.user ? { id: request.user.id } : null,
            body: request.body.body,
            name: request.body.name,
          }),
        }),
      // visitors may ask too: keep one address from flooding a page
      options: { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    },
    list: async (request) =>
      service.list({
        pageUrl: request.params.page_url,
        viewerId: request.user?.id ?? null,
        sort: request.query.sort,
        status: request.query.status,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    answer: {
      handler: async (request) => ({
        data: await service.answer({
          creatorUserId: request.user!.id,
          questionId: request.params.id,
          answer: request.body.answer,
        }),
      }),
      options: writeLimit,
    },
    hide: {
      handler: async (request) => ({
        data: await service.setHidden({
          creatorUserId: request.user!.id,
          questionId: request.params.id,
          hidden: request.body.is_hidden,
        }),
      }),
      options: writeLimit,
    },
    delete: {
      handler: async (request) => ({
        data: await service.delete({ creatorUserId: request.user!.id, questionId: request.params.id }),
      }),
      options: writeLimit,
    },
  });
}
