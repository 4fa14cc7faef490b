import type { FastifyInstance } from 'fastify';
import { exploreCalls, exploreSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { ExploreService } from './explore.service.ts';

/** Explore, open to everyone: trending tags, popular and new creators, and a search of creators and tags. */
export async function exploreRoutes(app: FastifyInstance, options: { service: ExploreService }) {
  const { service } = options;

  registerRoutes(app, exploreCalls, exploreSchemas, {
    explore: async (request) => service.explore({ viewerId: request.user?.id ?? null }),
    search: async (request) =>
      service.search({ viewerId: request.user?.id ?? null, search: request.query.search }),
  });
}
