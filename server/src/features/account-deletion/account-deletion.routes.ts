import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountDeletionCalls, accountDeletionSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** The check of the second factor of a call, where the account has one (the two-factor feature). */
export type StepUp = (request: FastifyRequest) => Promise<void>;

export async function accountDeletionRoutes(
  app: FastifyInstance,
  options: { service: AccountDeletionService; stepUp: StepUp },
) {
  const { service, stepUp } = options;

  registerRoutes(app, accountDeletionCalls, accountDeletionSchemas, {
    request: {
      handler: async (request, reply) => {
        const result = await service.request(request.user!, { password: request.body.password });
        // the service ended every session of the account; this browser's cookie goes too
        await app.sessions.end(request, reply);
        return { data: result };
      },
      options: {
        preHandler: stepUp,
        // each try checks the password: as few as a password change allows
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
    },

    // the pending-deletion screen asks what it shows: a closed account's session reaches only these calls
    pending: async (request) => ({ data: await service.pending(request.user!.id) }),

    cancel: {
      handler: async (request) => ({ data: await service.cancel(request.user!.id) }),
      options: { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    },
  });
}
