import type { FastifyInstance } from 'fastify';
import { adminCalls, adminSchemas } from '@pixel/contract';
import { registerRoutes, type RouteRequest } from '../../lib/routes.ts';
import type { AdminService } from './admin.service.ts';

const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function adminRoutes(app: FastifyInstance, options: { service: AdminService }) {
  const { service } = options;

  const suspension = (change: 'suspend' | 'unsuspend') => ({
    handler: async (request: RouteRequest<typeof adminSchemas.suspend>) => ({
      data: await service[change](request.staff!, {
        userId: request.params.user_id,
        reason: request.body.reason,
      }),
    }),
    options: writeLimit,
  });
  const payoutChange = (change: 'hold' | 'release' | 'retry') => ({
    handler: async (request: RouteRequest<typeof adminSchemas.holdPayout>) => ({
      data: await service.changePayout(request.staff!, {
        reference: request.params.reference,
        reason: request.body.reason,
        change,
      }),
    }),
    options: writeLimit,
  });
  const messageDecision = (decision: 'approve' | 'remove') => ({
    handler: async (request: RouteRequest<typeof adminSchemas.approveMessage>) => ({
      data: await service.decideHeldMessage(request.staff!, {
        giftId: request.params.gift_id,
        reason: request.body.reason,
        decision,
      }),
    }),
    options: writeLimit,
  });

  registerRoutes(app, adminCalls, adminSchemas, {
    me: async (request) => ({ data: service.me(request.staff!, request.user!.pageName) }),
    search: async (request) => service.search({ search: request.query.search, page: request.query.page }),
    view: async (request) => ({ data: await service.view(request.staff!, request.params.user_id) }),
    suspend: suspension('suspend'),
    unsuspend: suspension('unsuspend'),
    reveal: {
      handler: async (request) => ({
        data: await service.reveal(request.staff!, {
          userId: request.params.user_id,
          reason: request.body.reason,
        }),
      }),
      options: writeLimit,
    },
    addNote: {
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await service.addNote(request.staff!, {
            userId: request.params.user_id,
            body: request.body.body,
          }),
        }),
      options: writeLimit,
    },
    refund: {
      handler: async (request, reply) => {
        const data = await service.refund(request.staff!, {
          reference: request.params.reference,
          amount: request.body.amount,
          reason: request.body.reason,
        });
        // 202: approved once, the refund waits for a second staff member (decision 0121)
        return reply.status(data.approval ? 202 : 200).send({ data });
      },
      options: writeLimit,
    },
    cancelRefund: {
      handler: async (request) => ({
        data: await service.cancelRefund(request.staff!, {
          reference: request.params.reference,
          reason: request.body.reason,
        }),
      }),
      options: writeLimit,
    },
    proposePayoutChange: {
      handler: async (request) => {
        const { reason, ...change } = request.body;
        return {
          data: await service.proposePayoutChange(request.staff!, {
            userId: request.params.user_id,
            change,
            reason,
          }),
        };
      },
      options: writeLimit,
    },
    approveBankName: {
      handler: async (request) => ({
        data: await service.approveBankName(request.staff!, {
          userId: request.params.user_id,
          bankSlug: request.params.bank_slug,
          reason: request.body.reason,
        }),
      }),
      options: writeLimit,
    },
    payouts: async (request) =>
      service.reviewPayouts({ status: request.query.status, page: request.query.page }),
    holdPayout: payoutChange('hold'),
    releasePayout: payoutChange('release'),
    retryPayout: payoutChange('retry'),
    heldMessages: async (_request, reply) => {
      // what a filter held may be abuse aimed at the creator: no copy of it is kept anywhere on the way
      reply.header('cache-control', 'private, no-store');
      return { data: await service.heldMessages() };
    },
    approveMessage: messageDecision('approve'),
    removeMessage: messageDecision('remove'),
    failedRefunds: async () => ({ data: await service.failedRefunds() }),
    awaitingRefunds: async () => ({ data: await service.awaitingRefunds() }),
  });
}
