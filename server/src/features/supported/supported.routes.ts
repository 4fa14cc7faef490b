import type { FastifyInstance } from 'fastify';
import { homeResponse, supportedPage, supportedQuery } from '@pixel/contract';
import { featureRoutes } from '../../lib/feature-routes.ts';
import type { SupportedService } from './supported.service.ts';

/**
 * A signed-in person's own record of support: every gift they sent (with its message, the creator's reply
 * and the goal it went to) and every post they bought (with where it opens), newest first; and the home
 * their dashboard opens on while their own page is empty.
 */
export async function supportedRoutes(app: FastifyInstance, options: { service: SupportedService }) {
  const { service } = options;

  featureRoutes(app, { tags: ['payments'] }).readOwn(
    { url: '/v1/user/supported', querystring: supportedQuery, response: supportedPage },
    ({ userId, query }) => service.page({ userId, page: query.page, perPage: query.per_page }),
  );

  featureRoutes(app, { tags: ['user'] }).readOwn(
    { url: '/v1/user/home', response: homeResponse },
    ({ userId }) => service.home({ userId }),
  );
}
