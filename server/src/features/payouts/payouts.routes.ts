import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  otpChallengeResponse,
  payoutRequest,
  payoutResponse,
  payoutSubmitRequest,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { webhookRoute } from '../../lib/webhook-route.ts';
import type { PayoutsService } from './payouts.service.ts';

const errors = { ...commonErrorResponses, 503: errorEnvelope };

/** preHandler, after `authenticate`: asks an account with two-factor sign-in for `two_factor_code`. */
export type StepUp = (request: FastifyRequest) => Promise<void>;
const tags = ['payouts'];

export async function payoutsRoutes(
  app: FastifyInstance,
  options: { service: PayoutsService; providerName: string; stepUp: StepUp },
) {
  const { service, providerName, stepUp } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/user/transactions/payout/request',
    {
      schema: { tags, body: payoutRequest, response: { 200: otpChallengeResponse, ...errors } },
      preHandler: [app.authenticate, stepUp],
      // each call sends an SMS
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, idempotent: true },
    },
    async (request) => ({ data: await service.request({ userId: request.user!.id, body: request.body }) }),
  );

  r.post(
    '/v1/user/transactions/payout/bank',
    {
      schema: { tags, body: payoutSubmitRequest, response: { 200: payoutResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request) => ({ data: await service.submit({ userId: request.user!.id, body: request.body }) }),
  );

  // the provider's callbacks only prompt a fresh look at the payout (see the service)
  await webhookRoute(app, {
    path: '/v1/webhooks/:provider/payouts',
    providerName,
    bodyLimit: 64 * 1024,
    receive: service.receiveWebhook,
    answer: () => ({}),
  });
}
