import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payoutsCalls, payoutsSchemas, webhookCalls, webhookSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import { webhookRoute } from '../../lib/webhook-route.ts';
import type { PayoutsService } from './payouts.service.ts';

/** preHandler, after `authenticate`: asks an account with two-factor sign-in for `two_factor_code`. */
export type StepUp = (request: FastifyRequest) => Promise<void>;

export async function payoutsRoutes(
  app: FastifyInstance,
  options: { service: PayoutsService; providerName: string; stepUp: StepUp },
) {
  const { service, providerName, stepUp } = options;

  registerRoutes(app, payoutsCalls, payoutsSchemas, {
    request: {
      handler: async (request) => ({
        data: await service.request({ userId: request.user!.id, body: request.body }),
      }),
      options: {
        preHandler: stepUp,
        // each call sends an SMS
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, idempotent: true },
      },
    },
    submit: {
      handler: async (request) => ({
        data: await service.submit({ userId: request.user!.id, body: request.body }),
      }),
      options: { config: { rateLimit: { max: 20, timeWindow: '1 minute' }, idempotent: true } },
    },
  });

  // the provider's callbacks only prompt a fresh look at the payout (see the service)
  await webhookRoute(app, {
    call: webhookCalls.payouts,
    schemas: webhookSchemas.payouts,
    providerName,
    bodyLimit: 64 * 1024,
    receive: service.receiveWebhook,
    answer: () => ({}),
  });
}
