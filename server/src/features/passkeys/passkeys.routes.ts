import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passkeysCalls, passkeysSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { PasskeysService } from './passkeys.service.ts';

/** preHandler, after `authenticate`: an account with a second factor confirms it (decision 0093). */
export type StepUp = (request: FastifyRequest) => Promise<void>;

// each change mails the owner
const writeLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The signed-in person, as the service knows an account. */
const accountOf = (request: FastifyRequest) => {
  const user = request.user!;
  return {
    id: user.id,
    email: user.email,
    pageName: user.pageName,
    pageUrl: user.pageUrl,
    language: user.language,
  };
};

export async function passkeysRoutes(
  app: FastifyInstance,
  options: { service: PasskeysService; stepUp: StepUp },
) {
  const { service, stepUp } = options;

  registerRoutes(app, passkeysCalls, passkeysSchemas, {
    list: async (request) => ({ data: await service.list(request.user!.id) }),

    // the second factor is asked here, before the device makes anything: the answer is kept as it comes
    options: {
      handler: async (request) => ({ data: await service.registrationOptions(accountOf(request)) }),
      options: { preHandler: stepUp, config: writeLimit },
    },

    add: {
      handler: async (request, reply) =>
        reply.status(201).send({ data: await service.add(accountOf(request), request.body) }),
      options: { config: writeLimit },
    },

    remove: {
      handler: async (request) => {
        await service.remove(accountOf(request), request.params.id);
        return { data: { message: 'The passkey was removed.' } };
      },
      options: { preHandler: stepUp, config: writeLimit },
    },
  });
}
