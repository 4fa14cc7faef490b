import type { FastifyInstance } from 'fastify';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerQuestionRequest,
  askQuestionRequest,
  hideQuestionRequest,
  messageResponse,
  pageUrlField,
  questionResponse,
  questionsPage,
  questionsQuery,
  questionTopicRequest,
  questionTopicResponse,
  questionTopicSavedResponse,
} from '@pixel/contract';
import type { QuestionsService } from './questions.service.ts';

const errors = commonErrorResponses;
const tags = ['questions'];
const questionParams = z.object({ id: z.uuid('The selected question is invalid.') });
const pageParams = z.object({ page_url: pageUrlField });

export async function questionsRoutes(app: FastifyInstance, options: { service: QuestionsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  r.put(
    '/v1/user/questions/topic',
    {
      schema: {
        tags,
        body: questionTopicRequest,
        response: { 200: questionTopicSavedResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({ data: await service.saveTopic({ userId: request.user!.id, body: request.body }) }),
  );

  r.get(
    '/v1/profile/questions/topic/:username',
    {
      schema: {
        tags,
        params: z.object({ username: pageUrlField }),
        response: { 200: questionTopicResponse, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) => ({
      data: await service.topicFor({ pageUrl: request.params.username, viewerId: request.user?.id ?? null }),
    }),
  );

  r.post(
    '/v1/profile/:page_url/questions',
    {
      schema: {
        tags,
        params: pageParams,
        body: askQuestionRequest,
        response: { 201: questionResponse, ...errors },
      },
      preHandler: app.identify,
      // visitors may ask too: keep one address from flooding a page
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service.ask({
          pageUrl: request.params.page_url,
          asker: request.user ? { id: request.user.id } : null,
          body: request.body.body,
          name: request.body.name,
        }),
      }),
  );

  r.get(
    '/v1/profile/:page_url/questions',
    {
      schema: {
        tags,
        params: pageParams,
        querystring: questionsQuery,
        response: { 200: questionsPage, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) =>
      service.list({
        pageUrl: request.params.page_url,
        viewerId: request.user?.id ?? null,
        sort: request.query.sort,
        status: request.query.status,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.post(
    '/v1/user/questions/:id/answer',
    {
      schema: {
        tags,
        params: questionParams,
        body: answerQuestionRequest,
        response: { 200: questionResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.answer({
        creatorUserId: request.user!.id,
        questionId: request.params.id,
        answer: request.body.answer,
      }),
    }),
  );

  r.post(
    '/v1/user/questions/:id/hide',
    {
      schema: {
        tags,
        params: questionParams,
        body: hideQuestionRequest,
        response: { 200: questionResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.setHidden({
        creatorUserId: request.user!.id,
        questionId: request.params.id,
        hidden: request.body.is_hidden,
      }),
    }),
  );

  r.delete(
    '/v1/user/questions/:id',
    {
      schema: { tags, params: questionParams, response: { 200: messageResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.delete({ creatorUserId: request.user!.id, questionId: request.params.id }),
    }),
  );
}
