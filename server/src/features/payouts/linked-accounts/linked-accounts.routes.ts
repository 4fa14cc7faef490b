import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  linkedAccountResponse,
  linkEWalletRequest,
  linkEWalletResponse,
  linkTokenRequest,
  linkWithRequest,
  linkWithResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../../lib/errors.ts';
import type { StepUp } from '../payouts.routes.ts';
import type { LinkedAccountsService } from './linked-accounts.service.ts';

const errors = { ...commonErrorResponses, 409: errorEnvelope };
const tags = ['linked accounts'];

export async function linkedAccountsRoutes(
  app: FastifyInstance,
  options: { service: LinkedAccountsService; stepUp: StepUp },
) {
  const { service, stepUp } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/user/linked-account/with',
    {
      schema: { tags, body: linkWithRequest, response: { 200: linkWithResponse, ...errors } },
      preHandler: [app.authenticate, stepUp],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: {
        authentication_url: await service.startProviderLink({
          userId: request.user!.id,
          platform: request.body.platform,
        }),
      },
    }),
  );

  r.post(
    '/v1/user/linked-account/token',
    {
      schema: { tags, body: linkTokenRequest, response: { 200: linkedAccountResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await service.completeProviderLink({ userId: request.user!.id, ...request.body }),
    }),
  );

  r.post(
    '/v1/user/linked-account/mobile-number',
    {
      schema: { tags, body: linkEWalletRequest, response: { 200: linkEWalletResponse, ...errors } },
      preHandler: [app.authenticate, stepUp],
      // the first step sends an SMS, which costs money and reaches a phone
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const result = await service.linkEWallet({ userId: request.user!.id, body: request.body });
      if (result.step === 'challenge') return { data: result.challenge };
      return { data: result.account };
    },
  );
}
