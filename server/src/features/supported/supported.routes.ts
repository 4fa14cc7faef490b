import type { FastifyInstance } from 'fastify';
import { supportedCalls, supportedSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { SupportedService } from './supported.service.ts';

/**
 * A signed-in person's own record of support: every gift they sent (with its message, the creator's reply
 * and the goal it went to) and every post they bought (with where it opens), newest first; and the home
 * their dashboard opens on while their own page is empty.
 */
export async function supportedRoutes(app: FastifyInstance, options: { service: SupportedService }) {
  const { service } = options;

  registerRoutes(app, supportedCalls, supportedSchemas, {
    page: async (request) =>
      service.page({ userId: request.user!.id, page: request.query.page, perPage: request.query.per_page }),
    home: async (request) => service.home({ userId: request.user!.id }),
  });
}
