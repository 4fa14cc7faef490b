import type { FastifyInstance } from 'fastify';
import { exploreResponse, exploreSearchQuery, exploreSearchResponse } from '@pixel/contract';
import { featureRoutes } from '../../lib/feature-routes.ts';
import type { ExploreService } from './explore.service.ts';

/** Explore, open to everyone: trending tags, popular and new creators, and a search of creators and tags. */
export async function exploreRoutes(app: FastifyInstance, options: { service: ExploreService }) {
  const { service } = options;
  const routes = featureRoutes(app, { tags: ['explore'] });

  routes.readPublic({ url: '/v1/explore', response: exploreResponse }, ({ viewerId }) =>
    service.explore({ viewerId }),
  );

  routes.readPublic(
    { url: '/v1/explore/search', querystring: exploreSearchQuery, response: exploreSearchResponse },
    ({ viewerId, query }) => service.search({ viewerId, search: query.search }),
  );
}
