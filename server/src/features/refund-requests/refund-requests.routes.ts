import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRefundRequestsQuery,
  errorEnvelope,
  reasonRequest,
  refundRequestAnswerResponse,
  refundRequestCreate,
  refundRequestDecline,
  refundRequestParams,
  refundRequestReply,
  refundRequestsPage,
  refundRequestsQuery,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { RefundRequestsService } from './refund-requests.service.ts';

const tags = ['refund-requests'];
const errors = { ...commonErrorResponses, 403: errorEnvelope, 409: errorEnvelope };
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function refundRequestsRoutes(
  app: FastifyInstance,
  options: { service: RefundRequestsService },
) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/user/refund-requests',
    {
      schema: { tags, body: refundRequestCreate, response: { 201: refundRequestAnswerResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service.ask({
          supporterId: request.user!.id,
          reference: request.body.reference,
          reason: request.body.reason,
        }),
      }),
  );

  r.get(
    '/v1/user/refund-requests',
    {
      schema: { tags, querystring: refundRequestsQuery, response: { 200: refundRequestsPage, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) =>
      service.list({ userId: request.user!.id, side: request.query.side, page: request.query.page }),
  );

  r.post(
    '/v1/user/refund-requests/:id/approve',
    {
      schema: {
        tags,
        params: refundRequestParams,
        body: refundRequestReply,
        response: { 200: refundRequestAnswerResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.approve({
        creatorId: request.user!.id,
        id: request.params.id,
        reply: request.body.reply,
      }),
    }),
  );

  r.post(
    '/v1/user/refund-requests/:id/decline',
    {
      schema: {
        tags,
        params: refundRequestParams,
        body: refundRequestDecline,
        response: { 200: refundRequestAnswerResponse, ...errors },
      },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request) => ({
      data: await service.decline({
        creatorId: request.user!.id,
        id: request.params.id,
        reply: request.body.reply,
      }),
    }),
  );

  // support's side (decision 0098): marked staff-only by the admin tag
  r.get(
    '/v1/admin/refund-requests',
    {
      schema: {
        tags: ['admin'],
        querystring: adminRefundRequestsQuery,
        response: { 200: refundRequestsPage, ...errors },
      },
      onRequest: staffOnly(app, 'refund_requests'),
    },
    async (request) => service.queue({ status: request.query.status, page: request.query.page }),
  );

  for (const [path, answer] of [
    ['approve', service.staffApprove],
    ['decline', service.staffDecline],
  ] as const) {
    r.post(
      `/v1/admin/refund-requests/:id/${path}`,
      {
        schema: {
          tags: ['admin'],
          params: refundRequestParams,
          body: reasonRequest,
          response: { 200: refundRequestAnswerResponse, ...errors },
        },
        onRequest: staffOnly(app, 'refund_requests'),
        config: writeLimit,
      },
      async (request) => ({
        data: await answer(request.staff!, { id: request.params.id, reason: request.body.reason }),
      }),
    );
  }
}
