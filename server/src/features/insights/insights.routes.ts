import type { FastifyInstance } from 'fastify';
import { insightsCalls, insightsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { InsightsService } from './insights.service.ts';

// the page reads a few rows by key; the limit is for a script asking over and over
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
const downloads = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export async function insightsRoutes(app: FastifyInstance, options: { service: InsightsService }) {
  const { service } = options;
  registerRoutes(app, insightsCalls, insightsSchemas, {
    insights: {
      handler: async (request) => ({
        data: await service.insights({ userId: request.user!.id, ...request.query }),
      }),
      options: reads,
    },
    export: {
      handler: async (request, reply) => {
        const { csv, filename } = await service.export({ userId: request.user!.id, ...request.query });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
      options: downloads,
    },
  });
}
