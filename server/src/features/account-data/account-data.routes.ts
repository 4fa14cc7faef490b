import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportParams, dataExportResponse, errorEnvelope } from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { AccountDataService } from './account-data.service.ts';

const tags = ['account'];

export async function accountDataRoutes(app: FastifyInstance, options: { service: AccountDataService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/account/export',
    {
      schema: { tags, response: { 200: dataExportResponse, ...commonErrorResponses } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await service.latest({ userId: request.user!.id }) }),
  );

  // one a day: the service answers a second request within 24 hours with 429 and retry_in_seconds
  r.post(
    '/v1/user/account/export',
    {
      schema: { tags, response: { 202: dataExportResponse, ...commonErrorResponses } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const data = await service.request({ userId: request.user!.id });
      return reply.status(202).send({ data });
    },
  );

  // for its owner only: anyone else, signed in or not, is told there is no such export
  r.get(
    '/v1/user/account/export/:id/download',
    {
      schema: {
        tags,
        params: dataExportParams,
        produces: ['application/zip'],
        response: { 200: z.string().describe('ZIP'), 404: errorEnvelope, 422: errorEnvelope },
      },
      preHandler: app.identify,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
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
  );
}
