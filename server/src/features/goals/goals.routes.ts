import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  goalDeleteResponse,
  goalRequest,
  goalResponse,
  goalsPage,
  goalsQuery,
  pageUrlField,
} from '@pixel/contract';
import { featureRoutes } from '../../lib/feature-routes.ts';
import type { GoalsService } from './goals.service.ts';

const goalParams = z.object({ id: z.uuid('The selected goal is invalid.') });

export async function goalsRoutes(app: FastifyInstance, options: { service: GoalsService }) {
  const { service } = options;
  const routes = featureRoutes(app, { tags: ['goals'] });

  routes.write(
    { method: 'POST', url: '/v1/user/goals', body: goalRequest, status: 201, response: goalResponse },
    ({ userId, body }) => service.create({ userId, body }),
  );

  routes.write(
    {
      method: 'PUT',
      url: '/v1/user/goals/:id',
      params: goalParams,
      body: goalRequest,
      response: goalResponse,
    },
    ({ userId, params, body }) => service.update({ userId, goalId: params.id, body }),
  );

  routes.write(
    { method: 'POST', url: '/v1/user/goals/:id/close', params: goalParams, response: goalResponse },
    ({ userId, params }) => service.close({ userId, goalId: params.id }),
  );

  routes.write(
    { method: 'DELETE', url: '/v1/user/goals/:id', params: goalParams, response: goalDeleteResponse },
    ({ userId, params }) => service.delete({ userId, goalId: params.id }),
  );

  routes.readOwn(
    { url: '/v1/user/goals', querystring: goalsQuery, response: goalsPage },
    ({ userId, query }) => service.listOwn({ userId, page: query.page, perPage: query.per_page }),
  );

  routes.readPublic(
    {
      url: '/v1/profile/:page_url/goals',
      params: z.object({ page_url: pageUrlField }),
      querystring: goalsQuery,
      response: goalsPage,
    },
    ({ viewerId, params, query }) =>
      service.listForPage({ pageUrl: params.page_url, viewerId, page: query.page, perPage: query.per_page }),
  );
}
