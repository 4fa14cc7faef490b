import type { FastifyInstance } from 'fastify';
import { hashtagsCalls, hashtagsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { HashtagsService } from './hashtags.service.ts';

export async function hashtagsRoutes(app: FastifyInstance, options: { service: HashtagsService }) {
  const { service } = options;

  registerRoutes(app, hashtagsCalls, hashtagsSchemas, {
    list: async (request) =>
      service.list({
        tag: request.params.tag,
        viewerId: request.user?.id ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  });
}
