import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPasskeyRequest,
  messageResponse,
  passkeyCreationOptionsResponse,
  passkeyOptionsRequest,
  passkeyParams,
  passkeyResponse,
  passkeysResponse,
  removePasskeyRequest,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { PasskeysService } from './passkeys.service.ts';

/** preHandler, after `authenticate`: an account with a second factor confirms it (decision 0093). */
export type StepUp = (request: FastifyRequest) => Promise<void>;

const errors = commonErrorResponses;
const tags = ['passkeys'];
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/passkeys',
    { schema: { tags, response: { 200: passkeysResponse, ...errors } }, preHandler: app.authenticate },
    async (request) => ({ data: await service.list(request.user!.id) }),
  );

  // the second factor is asked here, before the device makes anything: the answer is kept as it comes
  r.post(
    '/v1/user/passkeys/options',
    {
      schema: {
        tags,
        body: passkeyOptionsRequest,
        response: { 200: passkeyCreationOptionsResponse, ...errors },
      },
      preHandler: [app.authenticate, stepUp],
      config: writeLimit,
    },
    async (request) => ({ data: await service.registrationOptions(accountOf(request)) }),
  );

  r.post(
    '/v1/user/passkeys',
    {
      schema: { tags, body: addPasskeyRequest, response: { 201: passkeyResponse, ...errors } },
      preHandler: app.authenticate,
      config: writeLimit,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.add(accountOf(request), request.body) }),
  );

  r.delete(
    '/v1/user/passkeys/:id',
    {
      schema: {
        tags,
        params: passkeyParams,
        body: removePasskeyRequest,
        response: { 200: messageResponse, ...errors },
      },
      preHandler: [app.authenticate, stepUp],
      config: writeLimit,
    },
    async (request) => {
      await service.remove(accountOf(request), request.params.id);
      return { data: { message: 'The passkey was removed.' } };
    },
  );
}
