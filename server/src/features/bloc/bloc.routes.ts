import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  blocPage,
  blocPostRequest,
  blocPostResponse,
  blocQuery,
  messageResponse,
  pageUrlField,
} from '@pixel/contract';
import { featureRoutes } from '../../lib/feature-routes.ts';
import type { BlocService } from './bloc.service.ts';

const postParams = z.object({ id: z.uuid('The selected post is invalid.') });

export async function blocRoutes(app: FastifyInstance, options: { service: BlocService }) {
  const { service } = options;
  const routes = featureRoutes(app, { tags: ['bloc'] });

  routes.write(
    { method: 'POST', url: '/v1/user/bloc', body: blocPostRequest, status: 201, response: blocPostResponse },
    ({ userId, body }) => service.create({ userId, body }),
  );

  routes.write(
    {
      method: 'PUT',
      url: '/v1/user/bloc/:id',
      params: postParams,
      body: blocPostRequest,
      response: blocPostResponse,
    },
    ({ userId, params, body }) => service.update({ userId, postId: params.id, body }),
  );

  routes.write(
    { method: 'DELETE', url: '/v1/user/bloc/:id', params: postParams, response: messageResponse },
    ({ userId, params }) => service.delete({ userId, postId: params.id }),
  );

  routes.readPublic(
    {
      url: '/v1/profile/:page_url/bloc',
      params: z.object({ page_url: pageUrlField }),
      querystring: blocQuery,
      response: blocPage,
    },
    ({ viewerId, params, query }) =>
      service.list({ pageUrl: params.page_url, viewerId, page: query.page, perPage: query.per_page }),
  );

  routes.readPublic(
    {
      url: '/v1/profile/:page_url/bloc/:id',
      params: z.object({ page_url: pageUrlField, id: z.uuid('The selected post is invalid.') }),
      response: blocPostResponse,
    },
    async ({ viewerId, params }) => ({
      data: await service.get({ pageUrl: params.page_url, postId: params.id, viewerId }),
    }),
  );
}
