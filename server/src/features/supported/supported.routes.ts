import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatCentavos, supportedPage, supportedQuery } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { commonErrorResponses } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import { createSupportedRepository } from './supported.repository.ts';

const postUrl = (pageUrl: string, kind: 'snap' | 'slide', id: string) =>
  `/${pageUrl}/pixel-snap/${kind === 'snap' ? 'image' : 'collection'}/${id}`;

/**
 * A signed-in person's own record of support: every gift they sent (with its message and the creator's
 * reply) and every post they bought (with where it opens), newest first.
 */
export async function supportedRoutes(app: FastifyInstance, options: { db: Db }) {
  const repository = createSupportedRepository(options.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/supported',
    {
      schema: {
        tags: ['payments'],
        querystring: supportedQuery,
        response: { 200: supportedPage, ...commonErrorResponses },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await repository.page({ userId: request.user!.id, page, perPage });
      return {
        data: rows.map((row) => ({
          reference: row.reference,
          kind: row.kind,
          amount: formatCentavos(row.amount),
          status: row.status,
          paid_at: row.paidAt?.toISOString() ?? null,
          creator: personSummaryOf(row),
          message: row.message ?? null,
          is_anonymous: row.giftAnonymous ?? row.purchaseAnonymous ?? false,
          reply: row.reply ?? null,
          post:
            row.postId && row.postKind
              ? {
                  type: row.postKind === 'snap' ? ('image' as const) : ('image_collection' as const),
                  id: row.postId,
                  url: postUrl(row.pageUrl, row.postKind, row.postId),
                }
              : null,
        })),
        meta: pageMeta({ page, perPage, total }),
      };
    },
  );
}
