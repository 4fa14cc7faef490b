import type { FastifyInstance } from 'fastify';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goalDeleteResponse,
  goalRequest,
  goalResponse,
  goalsPage,
  goalsQuery,
  pageUrlField,
} from '@pixel/contract';
import type { GoalsService } from './goals.service.ts';

const errors = commonErrorResponses;
const tags = ['goals'];
const goalParams = z.object({ id: z.uuid('The selected goal is invalid.') });

export async function goalsRoutes(app: FastifyInstance, options: { service: GoalsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.post(
    '/v1/user/goals',
    {
      schema: { tags, body: goalRequest, response: { 201: goalResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.create({ userId: request.user!.id, body: request.body }) }),
  );

  r.put(
    '/v1/user/goals/:id',
    {
      schema: { tags, params: goalParams, body: goalRequest, response: { 200: goalResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.update({ userId: request.user!.id, goalId: request.params.id, body: request.body }),
    }),
  );

  r.post(
    '/v1/user/goals/:id/close',
    {
      schema: { tags, params: goalParams, response: { 200: goalResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.close({ userId: request.user!.id, goalId: request.params.id }),
    }),
  );

  r.delete(
    '/v1/user/goals/:id',
    {
      schema: { tags, params: goalParams, response: { 200: goalDeleteResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.delete({ userId: request.user!.id, goalId: request.params.id }),
    }),
  );

  r.get(
    '/v1/user/goals',
    {
      schema: { tags, querystring: goalsQuery, response: { 200: goalsPage, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) =>
      service.listOwn({
        userId: request.user!.id,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.get(
    '/v1/profile/:page_url/goals',
    {
      schema: {
        tags,
        params: z.object({ page_url: pageUrlField }),
        querystring: goalsQuery,
        response: { 200: goalsPage, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) =>
      service.listForPage({
        pageUrl: request.params.page_url,
        viewerId: request.user?.id ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );
}
