import type { FastifyInstance } from 'fastify';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blocPage,
  blocPostRequest,
  blocPostResponse,
  blocQuery,
  messageResponse,
  pageUrlField,
} from '@pixel/contract';
import type { BlocService } from './bloc.service.ts';

const errors = commonErrorResponses;
const tags = ['bloc'];
const postParams = z.object({ id: z.uuid('The selected post is invalid.') });

export async function blocRoutes(app: FastifyInstance, options: { service: BlocService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.post(
    '/v1/user/bloc',
    {
      schema: { tags, body: blocPostRequest, response: { 201: blocPostResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.create({ userId: request.user!.id, body: request.body }) }),
  );

  r.put(
    '/v1/user/bloc/:id',
    {
      schema: {
        tags,
        params: postParams,
        body: blocPostRequest,
        response: { 200: blocPostResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.update({ userId: request.user!.id, postId: request.params.id, body: request.body }),
    }),
  );

  r.delete(
    '/v1/user/bloc/:id',
    {
      schema: { tags, params: postParams, response: { 200: messageResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.delete({ userId: request.user!.id, postId: request.params.id }),
    }),
  );

  r.get(
    '/v1/profile/:page_url/bloc',
    {
      schema: {
        tags,
        params: z.object({ page_url: pageUrlField }),
        querystring: blocQuery,
        response: { 200: blocPage, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) =>
      service.list({
        pageUrl: request.params.page_url,
        viewerId: request.user?.id ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  r.get(
    '/v1/profile/:page_url/bloc/:id',
    {
      schema: {
        tags,
        params: z.object({ page_url: pageUrlField, id: z.uuid('The selected post is invalid.') }),
        response: { 200: blocPostResponse, ...errors },
      },
      preHandler: app.identify,
    },
    async (request) => ({
      data: await service.get({
        pageUrl: request.params.page_url,
        postId: request.params.id,
        viewerId: request.user?.id ?? null,
      }),
    }),
  );
}
