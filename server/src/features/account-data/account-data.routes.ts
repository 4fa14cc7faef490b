import type { FastifyInstance } from 'fastify';
import { accountDataCalls, accountDataSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { AccountDataService } from './account-data.service.ts';

export async function accountDataRoutes(app: FastifyInstance, options: { service: AccountDataService }) {
  const { service } = options;

  registerRoutes(app, accountDataCalls, accountDataSchemas, {
    latest: async (request) => ({ data: await service.latest({ userId: request.user!.id }) }),

    // one a day: the service answers a second request within 24 hours with 429 and retry_in_seconds
    request: {
      handler: async (request, reply) => {
        const data = await service.request({ userId: request.user!.id });
        return reply.status(202).send({ data });
      },
      options: { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    },

    // for its owner only: anyone else, signed in or not, is told there is no such export
    download: {
      handler: async (request, reply) => {
        const { body, readyAt } = await service.download({
          userId: request.user?.id ?? null,
          exportId: request.params.id,
        });
        const day = readyAt.toISOString().slice(0, 10);
        return reply
          .type('application/zip')
          .header(
            'content-disposition',
            `attachment; filename="pixel-data-${request.user!.pageUrl}-${day}.zip"`,
          )
          .header('cache-control', 'private, no-store')
          .send(body as unknown as string);
      },
      options: { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    },
  });
}
