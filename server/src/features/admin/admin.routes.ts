import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBankParams,
  adminHeldMessageParams,
  adminHeldMessagesResponse,
  adminMessageChangedResponse,
  adminRevealResponse,
  adminPaymentParams,
  adminPayoutChangedResponse,
  adminPayoutParams,
  adminPayoutsQuery,
  adminPayoutsResponse,
  adminPayoutChangeRequest,
  adminPayoutChangeResponse,
  adminAwaitingRefundsResponse,
  adminRefundCancelledResponse,
  adminRefundRequest,
  adminRefundResponse,
  adminRefundsResponse,
  adminUserChangedResponse,
  adminUserParams,
  adminUserResponse,
  adminUserSearchQuery,
  adminUserSearchResponse,
  errorEnvelope,
  reasonRequest,
  staffMeResponse,
  staffNoteRequest,
  staffNoteResponse,
} from '@pixel/contract';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { AdminService } from './admin.service.ts';

// marked as staff-only in the OpenAPI document by this tag's description
const tags = ['admin'];
const errors = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function adminRoutes(app: FastifyInstance, options: { service: AdminService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/admin/me',
    {
      schema: { tags, response: { 200: staffMeResponse, ...errors } },
      onRequest: staffOnly(app),
    },
    async (request) => ({ data: service.me(request.staff!, request.user!.pageName) }),
  );

  r.get(
    '/v1/admin/users',
    {
      schema: {
        tags,
        querystring: adminUserSearchQuery,
        response: { 200: adminUserSearchResponse, ...errors },
      },
      onRequest: staffOnly(app, 'view_people'),
    },
    async (request) => service.search({ search: request.query.search, page: request.query.page }),
  );

  r.get(
    '/v1/admin/users/:user_id',
    {
      schema: { tags, params: adminUserParams, response: { 200: adminUserResponse, ...errors } },
      onRequest: staffOnly(app, 'view_people'),
    },
    async (request) => ({ data: await service.view(request.staff!, request.params.user_id) }),
  );

  for (const change of ['suspend', 'unsuspend'] as const) {
    r.post(
      `/v1/admin/users/:user_id/${change}`,
      {
        schema: {
          tags,
          params: adminUserParams,
          body: reasonRequest,
          response: { 200: adminUserChangedResponse, 409: errorEnvelope, ...errors },
        },
        onRequest: staffOnly(app, 'suspend'),
        config: writeLimit,
      },
      async (request) => ({
        data: await service[change](request.staff!, {
          userId: request.params.user_id,
          reason: request.body.reason,
        }),
      }),
    );
  }

  r.post(
    '/v1/admin/users/:user_id/reveal',
    {
      schema: {
        tags,
        params: adminUserParams,
        body: reasonRequest,
        response: { 200: adminRevealResponse, ...errors },
      },
      onRequest: staffOnly(app, 'reveal_numbers'),
      config: writeLimit,
    },
    async (request) => ({
      data: await service.reveal(request.staff!, {
        userId: request.params.user_id,
        reason: request.body.reason,
      }),
    }),
  );

  r.post(
    '/v1/admin/users/:user_id/notes',
    {
      schema: {
        tags,
        params: adminUserParams,
        body: staffNoteRequest,
        response: { 201: staffNoteResponse, ...errors },
      },
      onRequest: staffOnly(app, 'write_notes'),
      config: writeLimit,
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service.addNote(request.staff!, {
          userId: request.params.user_id,
          body: request.body.body,
        }),
      }),
  );

  r.post(
    '/v1/admin/payments/:reference/refund',
    {
      schema: {
        tags,
        params: adminPaymentParams,
        body: adminRefundRequest,
        response: { 200: adminRefundResponse, 202: adminRefundResponse, 409: errorEnvelope, ...errors },
      },
      onRequest: staffOnly(app, 'refund'),
      config: writeLimit,
    },
    async (request, reply) => {
      const data = await service.refund(request.staff!, {
        reference: request.params.reference,
        amount: request.body.amount,
        reason: request.body.reason,
      });
      // 202: approved once, the refund waits for a second staff member (decision 0121)
      return reply.status(data.approval ? 202 : 200).send({ data });
    },
  );

  r.post(
    '/v1/admin/payments/:reference/refund/cancel',
    {
      schema: {
        tags,
        params: adminPaymentParams,
        body: reasonRequest,
        response: { 200: adminRefundCancelledResponse, 409: errorEnvelope, ...errors },
      },
      onRequest: staffOnly(app, 'refund'),
      config: writeLimit,
    },
    async (request) => ({
      data: await service.cancelRefund(request.staff!, {
        reference: request.params.reference,
        reason: request.body.reason,
      }),
    }),
  );

  r.post(
    '/v1/admin/users/:user_id/payout-changes',
    {
      schema: {
        tags,
        params: adminUserParams,
        body: adminPayoutChangeRequest,
        response: { 200: adminPayoutChangeResponse, 409: errorEnvelope, ...errors },
      },
      onRequest: staffOnly(app, 'change_payout_details'),
      config: writeLimit,
    },
    async (request) => {
      const { reason, ...change } = request.body;
      return {
        data: await service.proposePayoutChange(request.staff!, {
          userId: request.params.user_id,
          change,
          reason,
        }),
      };
    },
  );

  r.post(
    '/v1/admin/users/:user_id/banks/:bank_slug/approve-name',
    {
      schema: {
        tags,
        params: adminBankParams,
        body: reasonRequest,
        response: { 200: adminUserChangedResponse, 409: errorEnvelope, ...errors },
      },
      onRequest: staffOnly(app, 'review_identity'),
      config: writeLimit,
    },
    async (request) => ({
      data: await service.approveBankName(request.staff!, {
        userId: request.params.user_id,
        bankSlug: request.params.bank_slug,
        reason: request.body.reason,
      }),
    }),
  );

  r.get(
    '/v1/admin/payouts',
    {
      schema: { tags, querystring: adminPayoutsQuery, response: { 200: adminPayoutsResponse, ...errors } },
      onRequest: staffOnly(app, 'review_payouts'),
    },
    async (request) => service.reviewPayouts({ status: request.query.status, page: request.query.page }),
  );

  for (const change of ['hold', 'release', 'retry'] as const) {
    r.post(
      `/v1/admin/payouts/:reference/${change}`,
      {
        schema: {
          tags,
          params: adminPayoutParams,
          body: reasonRequest,
          response: { 200: adminPayoutChangedResponse, 409: errorEnvelope, ...errors },
        },
        onRequest: staffOnly(app, 'review_payouts'),
        config: writeLimit,
      },
      async (request) => ({
        data: await service.changePayout(request.staff!, {
          reference: request.params.reference,
          reason: request.body.reason,
          change,
        }),
      }),
    );
  }

  r.get(
    '/v1/admin/held-messages',
    {
      schema: { tags, response: { 200: adminHeldMessagesResponse, ...errors } },
      onRequest: staffOnly(app, 'review_messages'),
    },
    async (request, reply) => {
      // what a filter held may be abuse aimed at the creator: no copy of it is kept anywhere on the way
      reply.header('cache-control', 'private, no-store');
      return { data: await service.heldMessages() };
    },
  );

  for (const decision of ['approve', 'remove'] as const) {
    r.post(
      `/v1/admin/held-messages/:gift_id/${decision}`,
      {
        schema: {
          tags,
          params: adminHeldMessageParams,
          body: reasonRequest,
          response: { 200: adminMessageChangedResponse, ...errors },
        },
        onRequest: staffOnly(app, 'review_messages'),
        config: writeLimit,
      },
      async (request) => ({
        data: await service.decideHeldMessage(request.staff!, {
          giftId: request.params.gift_id,
          reason: request.body.reason,
          decision,
        }),
      }),
    );
  }

  r.get(
    '/v1/admin/refunds/failed',
    {
      schema: { tags, response: { 200: adminRefundsResponse, ...errors } },
      onRequest: staffOnly(app, 'refund'),
    },
    async () => ({ data: await service.failedRefunds() }),
  );

  r.get(
    '/v1/admin/refunds/awaiting-approval',
    {
      schema: { tags, response: { 200: adminAwaitingRefundsResponse, ...errors } },
      onRequest: staffOnly(app, 'refund'),
    },
    async () => ({ data: await service.awaitingRefunds() }),
  );
}
