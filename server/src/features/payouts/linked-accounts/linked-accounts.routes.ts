import type { FastifyInstance } from 'fastify';
import { linkedAccountsCalls, linkedAccountsSchemas } from '@pixel/contract';
import { registerRoutes } from '../../../lib/routes.ts';
import type { StepUp } from '../payouts.routes.ts';
import type { LinkedAccountsService } from './linked-accounts.service.ts';

export async function linkedAccountsRoutes(
  app: FastifyInstance,
  options: { service: LinkedAccountsService; stepUp: StepUp },
) {
  const { service, stepUp } = options;

  registerRoutes(app, linkedAccountsCalls, linkedAccountsSchemas, {
    linkWith: {
      handler: async (request) => ({
        data: {
          authentication_url: await service.startProviderLink({
            userId: request.user!.id,
            platform: request.body.platform,
          }),
        },
      }),
      options: { preHandler: stepUp, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    },
    completeLink: {
      handler: async (request) => ({
        data: await service.completeProviderLink({ userId: request.user!.id, ...request.body }),
      }),
      options: { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    },
    linkEWallet: {
      handler: async (request) => {
        const result = await service.linkEWallet({ userId: request.user!.id, body: request.body });
        if (result.step === 'challenge') return { data: result.challenge };
        return { data: result.account };
      },
      options: {
        preHandler: stepUp,
        // the first step sends an SMS, which costs money and reaches a phone
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
    },
  });
}
