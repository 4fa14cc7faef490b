import type { FastifyInstance } from 'fastify';
import { refundRequestsCalls, refundRequestsSchemas } from '@pixel/contract';
import { registerRoutes, type RouteRequest } from '../../lib/routes.ts';
import type { RefundRequestsService } from './refund-requests.service.ts';
import { requestLanguage } from '../../plugins/languages.ts';

const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export async function refundRequestsRoutes(
  app: FastifyInstance,
  options: { service: RefundRequestsService },
) {
  const { service } = options;
  // support's side (decision 0098)
  const staffDecision = (answer: typeof service.staffApprove) => ({
    handler: async (request: RouteRequest<typeof refundRequestsSchemas.staffApprove>) => ({
      data: await answer(request.staff!, { id: request.params.id, reason: request.body.reason }),
    }),
    options: writeLimit,
  });

  registerRoutes(app, refundRequestsCalls, refundRequestsSchemas, {
    ask: {
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await service.ask({
            supporterId: request.user!.id,
            reference: request.body.reference,
            reason: request.body.reason,
            language: requestLanguage(request),
          }),
        }),
      options: writeLimit,
    },
    list: async (request) =>
      service.list({ userId: request.user!.id, side: request.query.side, page: request.query.page }),
    approve: {
      handler: async (request) => ({
        data: await service.approve({
          creatorId: request.user!.id,
          id: request.params.id,
          reply: request.body.reply,
          language: requestLanguage(request),
        }),
      }),
      options: writeLimit,
    },
    decline: {
      handler: async (request) => ({
        data: await service.decline({
          creatorId: request.user!.id,
          id: request.params.id,
          reply: request.body.reply,
          language: requestLanguage(request),
        }),
      }),
      options: writeLimit,
    },
    queue: async (request) => service.queue({ status: request.query.status, page: request.query.page }),
    staffApprove: staffDecision(service.staffApprove),
    staffDecline: staffDecision(service.staffDecline),
  });
}
