import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLimitChangedResponse,
  adminLimitParams,
  adminLimitRequest,
  adminLimitsResponse,
  adminUserParams,
  errorEnvelope,
  reasonRequest,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { Velocity } from './velocity.service.ts';

// marked as staff-only in the OpenAPI document by the admin tag
const tags = ['admin'];
const errors = { ...commonErrorResponses, 403: errorEnvelope };
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Staff's side of a person's velocity limits (decision 0108): read them, set one, put one back. */
export async function velocityRoutes(app: FastifyInstance, options: { service: Velocity }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/admin/users/:user_id/limits',
    {
      schema: { tags, params: adminUserParams, response: { 200: adminLimitsResponse, ...errors } },
      onRequest: staffOnly(app, 'view_people'),
    },
    async (request) => ({ data: await service.list(request.params.user_id) }),
  );

  r.put(
    '/v1/admin/users/:user_id/limits/:key',
    {
      schema: {
        tags,
        params: adminLimitParams,
        body: adminLimitRequest,
        response: { 200: adminLimitChangedResponse, ...errors },
      },
      onRequest: staffOnly(app, 'set_limits'),
      config: writeLimit,
    },
    async (request) => ({
      data: await service.set(request.staff!, {
        userId: request.params.user_id,
        key: request.params.key,
        value: request.body.value,
        reason: request.body.reason,
      }),
    }),
  );

  r.delete(
    '/v1/admin/users/:user_id/limits/:key',
    {
      schema: {
        tags,
        params: adminLimitParams,
        body: reasonRequest,
        response: { 200: adminLimitChangedResponse, 409: errorEnvelope, ...errors },
      },
      onRequest: staffOnly(app, 'set_limits'),
      config: writeLimit,
    },
    async (request) => ({
      data: await service.reset(request.staff!, {
        userId: request.params.user_id,
        key: request.params.key,
        reason: request.body.reason,
      }),
    }),
  );
}
