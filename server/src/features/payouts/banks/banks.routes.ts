import type { FastifyInstance } from 'fastify';
import { banksCalls, banksSchemas } from '@pixel/contract';
import { registerRoutes } from '../../../lib/routes.ts';
import type { StepUp } from '../payouts.routes.ts';
import type { BanksService } from './banks.service.ts';
import type { SupportChangesService } from './support-changes.service.ts';
import { requestLanguage } from '../../../plugins/languages.ts';

// each first step sends an SMS, which costs money and reaches a phone
const otpSendingLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

export async function banksRoutes(
  app: FastifyInstance,
  options: { service: BanksService; supportChanges: SupportChangesService; stepUp: StepUp },
) {
  const { service, supportChanges, stepUp } = options;

  registerRoutes(app, banksCalls, banksSchemas, {
    supportChanges: async (request) => ({ data: await supportChanges.pending(request.user!.id) }),
    confirmSupportChange: {
      handler: async (request) => ({
        data: await supportChanges.confirm({
          userId: request.user!.id,
          id: request.params.id,
          code: request.body.otp_code,
          token: request.body.otp_token,
          language: requestLanguage(request),
        }),
      }),
      options: { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    },
    list: {
      handler: async (request) => service.listBanks(request.query),
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    },
    own: async (request) => ({ data: await service.userBanks(request.user!.id) }),
    add: {
      handler: async (request) => {
        const result = await service.addBank({ userId: request.user!.id, body: request.body });
        if (result.step === 'challenge') return { data: result.challenge };
        return { data: result.banks };
      },
      options: { preHandler: stepUp, config: otpSendingLimit },
    },
    enable: {
      handler: async (request) => ({
        data: await service.enableBank({ userId: request.user!.id, slug: request.body.bank_slug }),
      }),
      options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    },
    updateMobileNumber: {
      handler: async (request) => {
        const result = await service.updateMobileNumber({ userId: request.user!.id, body: request.body });
        if (result.step === 'challenge') return { data: result.challenge };
        return { data: result.banks };
      },
      options: { preHandler: stepUp, config: otpSendingLimit },
    },
  });
}
