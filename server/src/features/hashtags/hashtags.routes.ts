import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, hashtagPage, hashtagQuery, hashtagTagField } from '@pixel/contract';
import type { HashtagsService } from './hashtags.service.ts';

export async function hashtagsRoutes(app: FastifyInstance, options: { service: HashtagsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/hashtags/:tag',
    {
      schema: {
        tags: ['hashtags'],
        params: z.object({ tag: hashtagTagField }),
        querystring: hashtagQuery,
        response: { 200: hashtagPage, 422: errorEnvelope },
      },
      preHandler: app.identify,
    },
    async (request) =>
      service.list({
        tag: request.params.tag,
        viewerId: request.user?.id ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );
}
