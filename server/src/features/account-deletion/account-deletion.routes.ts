import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeleteRequest,
  accountDeletionResponse,
  accountDeletionStatusResponse,
  errorEnvelope,
  messageResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** The check of the second factor of a call, where the account has one (the two-factor feature). */
export type StepUp = (request: FastifyRequest) => Promise<void>;

const tags = ['user'];
const errors = { ...commonErrorResponses, 409: errorEnvelope };

export async function accountDeletionRoutes(
  app: FastifyInstance,
  options: { service: AccountDeletionService; stepUp: StepUp },
) {
  const { service, stepUp } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/user/account/delete',
    {
      schema: { tags, body: accountDeleteRequest, response: { 200: accountDeletionResponse, ...errors } },
      preHandler: [app.authenticate, stepUp],
      // each try checks the password: as few as a password change allows
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const result = await service.request(request.user!, { password: request.body.password });
      // the service ended every session of the account; this browser's cookie goes too
      await app.sessions.end(request, reply);
      return { data: result };
    },
  );

  // the pending-deletion screen asks what it shows: a closed account's session reaches only these calls
  r.get(
    '/v1/user/account/delete',
    {
      schema: { tags, response: { 200: accountDeletionStatusResponse, ...errors } },
      preHandler: app.authenticateClosed,
    },
    async (request) => ({ data: await service.pending(request.user!.id) }),
  );

  r.post(
    '/v1/user/account/delete/cancel',
    {
      schema: { tags, response: { 200: messageResponse, ...errors } },
      preHandler: app.authenticateClosed,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await service.cancel(request.user!.id) }),
  );
}
