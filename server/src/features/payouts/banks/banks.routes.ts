import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addBankRequest,
  addBankResponse,
  banksPage,
  banksQuery,
  enableBankRequest,
  errorEnvelope,
  mobileNumberRequest,
  mobileNumberResponse,
  supportPayoutChangeConfirm,
  supportPayoutChangeConfirmResponse,
  supportPayoutChangeParams,
  supportPayoutChangesResponse,
  userBanksResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../../lib/errors.ts';
import type { StepUp } from '../payouts.routes.ts';
import type { BanksService } from './banks.service.ts';
import type { SupportChangesService } from './support-changes.service.ts';

const errors = { ...commonErrorResponses, 503: errorEnvelope };
const tags = ['banks'];
// each first step sends an SMS, which costs money and reaches a phone
const otpSendingLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

export async function banksRoutes(
  app: FastifyInstance,
  options: { service: BanksService; supportChanges: SupportChangesService; stepUp: StepUp },
) {
  const { service, supportChanges, stepUp } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/payout-changes',
    {
      schema: { tags, response: { 200: supportPayoutChangesResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await supportChanges.pending(request.user!.id) }),
  );

  r.post(
    '/v1/user/payout-changes/:id/confirm',
    {
      schema: {
        tags,
        params: supportPayoutChangeParams,
        body: supportPayoutChangeConfirm,
        response: { 200: supportPayoutChangeConfirmResponse, 409: errorEnvelope, ...errors },
      },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await supportChanges.confirm({
        userId: request.user!.id,
        id: request.params.id,
        code: request.body.otp_code,
        token: request.body.otp_token,
      }),
    }),
  );

  r.get(
    '/v1/banks',
    {
      schema: { tags, querystring: banksQuery, response: { 200: banksPage, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => service.listBanks(request.query),
  );

  r.get(
    '/v1/user/banks',
    {
      schema: { tags, response: { 200: userBanksResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await service.userBanks(request.user!.id) }),
  );

  r.post(
    '/v1/user/banks/add/bank',
    {
      schema: { tags, body: addBankRequest, response: { 200: addBankResponse, ...errors } },
      preHandler: [app.authenticate, stepUp],
      config: otpSendingLimit,
    },
    async (request) => {
      const result = await service.addBank({ userId: request.user!.id, body: request.body });
      if (result.step === 'challenge') return { data: result.challenge };
      return { data: result.banks };
    },
  );

  r.post(
    '/v1/user/banks/enable',
    {
      schema: { tags, body: enableBankRequest, response: { 200: userBanksResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await service.enableBank({ userId: request.user!.id, slug: request.body.bank_slug }),
    }),
  );

  r.put(
    '/v1/user/transactions/payout/add/mobilenumber',
    {
      schema: { tags, body: mobileNumberRequest, response: { 200: mobileNumberResponse, ...errors } },
      preHandler: [app.authenticate, stepUp],
      config: otpSendingLimit,
    },
    async (request) => {
      const result = await service.updateMobileNumber({ userId: request.user!.id, body: request.body });
      if (result.step === 'challenge') return { data: result.challenge };
      return { data: result.banks };
    },
  );
}
