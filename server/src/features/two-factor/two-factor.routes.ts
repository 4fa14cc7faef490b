import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponse,
  passkeyRequestOptionsResponse,
  recoveryCodesRequest,
  recoveryCodesResponse,
  totpConfirmRequest,
  totpDisableRequest,
  totpStartRequest,
  totpEnrolmentResponse,
  twoFactorStatusResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const errors = commonErrorResponses;

/** The signed-in person, as the service knows an account. */
const accountOf = (request: FastifyRequest) => {
  const user = request.user!;
  return { id: user.id, email: user.email, pageName: user.pageName };
};

export async function twoFactorRoutes(app: FastifyInstance, options: { service: TwoFactorService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];
  const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  r.get(
    '/v1/user/two-factor',
    { schema: { tags, response: { 200: twoFactorStatusResponse, ...errors } }, preHandler: app.authenticate },
    async (request) => ({ data: await service.status(request.user!.id) }),
  );

  r.post(
    '/v1/user/two-factor/totp',
    {
      schema: { tags, body: totpStartRequest, response: { 200: totpEnrolmentResponse, ...errors } },
      preHandler: app.authenticate,
      config: limited,
    },
    async (request) => ({ data: await service.begin(accountOf(request), request.body) }),
  );

  r.post(
    '/v1/user/two-factor/totp/confirm',
    {
      schema: { tags, body: totpConfirmRequest, response: { 200: recoveryCodesResponse, ...errors } },
      preHandler: app.authenticate,
      config: limited,
    },
    async (request) => ({ data: await service.confirm(accountOf(request), request.body.code) }),
  );

  r.delete(
    '/v1/user/two-factor/totp',
    {
      schema: { tags, body: totpDisableRequest, response: { 200: messageResponse, ...errors } },
      preHandler: app.authenticate,
      config: limited,
    },
    async (request) => {
      await service.disable(accountOf(request), request.body);
      return { data: { message: 'Two-factor sign-in is off.' } };
    },
  );

  // a passkey's answer to these options is the `two_factor_passkey` of a call that moves money
  r.post(
    '/v1/user/two-factor/passkey/options',
    {
      schema: { tags, response: { 200: passkeyRequestOptionsResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await service.stepUpOptions(request.user!.id) }),
  );

  r.post(
    '/v1/user/two-factor/recovery-codes',
    {
      schema: { tags, body: recoveryCodesRequest, response: { 200: recoveryCodesResponse, ...errors } },
      preHandler: app.authenticate,
      config: limited,
    },
    async (request) => ({ data: await service.renewRecoveryCodes(accountOf(request), request.body.code) }),
  );
}
