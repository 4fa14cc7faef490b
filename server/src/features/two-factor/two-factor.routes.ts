import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twoFactorCalls, twoFactorSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** The signed-in person, as the service knows an account. */
const accountOf = (request: FastifyRequest) => {
  const user = request.user!;
  return { id: user.id, email: user.email, pageName: user.pageName };
};

export async function twoFactorRoutes(app: FastifyInstance, options: { service: TwoFactorService }) {
  const { service } = options;
  const limited = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

  registerRoutes(app, twoFactorCalls, twoFactorSchemas, {
    status: async (request) => ({ data: await service.status(request.user!.id) }),

    startTotp: {
      handler: async (request) => ({ data: await service.begin(accountOf(request), request.body) }),
      options: limited,
    },

    confirmTotp: {
      handler: async (request) => ({ data: await service.confirm(accountOf(request), request.body.code) }),
      options: limited,
    },

    disableTotp: {
      handler: async (request) => {
        await service.disable(accountOf(request), request.body);
        return { data: { message: 'Two-factor sign-in is off.' } };
      },
      options: limited,
    },

    // a passkey's answer to these options is the `two_factor_passkey` of a call that moves money
    stepUpOptions: {
      handler: async (request) => ({ data: await service.stepUpOptions(request.user!.id) }),
      options: { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    },

    renewRecoveryCodes: {
      handler: async (request) => ({
        data: await service.renewRecoveryCodes(accountOf(request), request.body.code),
      }),
      options: limited,
    },
  });
}
