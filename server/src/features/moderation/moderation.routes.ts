import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPostChangedResponse,
  adminPostParams,
  adminPostsQuery,
  adminPostsResponse,
  adminUserParams,
  errorEnvelope,
  reasonRequest,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { ModerationService } from './moderation.service.ts';

// marked as staff-only in the OpenAPI document by the admin tag
const tags = ['admin'];
const errors = { ...commonErrorResponses, 403: errorEnvelope, 409: errorEnvelope };
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function moderationRoutes(app: FastifyInstance, options: { service: ModerationService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/admin/users/:user_id/posts',
    {
      schema: {
        tags,
        params: adminUserParams,
        querystring: adminPostsQuery,
        response: { 200: adminPostsResponse, ...errors },
      },
      onRequest: staffOnly(app, 'view_people'),
    },
    async (request) => service.listOf({ userId: request.params.user_id, page: request.query.page }),
  );

  for (const change of ['hide', 'show'] as const) {
    r.post(
      `/v1/admin/posts/:kind/:post_id/${change}`,
      {
        schema: {
          tags,
          params: adminPostParams,
          body: reasonRequest,
          response: { 200: adminPostChangedResponse, ...errors },
        },
        onRequest: staffOnly(app, 'moderate_content'),
        config: writeLimit,
      },
      async (request) => ({
        data: await service[change](request.staff!, {
          kind: request.params.kind,
          postId: request.params.post_id,
          reason: request.body.reason,
        }),
      }),
    );
  }
}
