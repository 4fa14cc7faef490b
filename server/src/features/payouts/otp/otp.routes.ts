import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  otpResendRequest,
  otpResendResponse,
  otpVerifyRequest,
  otpVerifyResponse,
} from '@pixel/contract';
import { commonErrorResponses } from '../../../lib/errors.ts';
import type { OtpService } from './otp.service.ts';

const errors = { ...commonErrorResponses, 503: errorEnvelope };
const tags = ['otp'];

export async function otpRoutes(app: FastifyInstance, options: { service: OtpService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/user/otp/verify',
    {
      schema: { tags, body: otpVerifyRequest, response: { 200: otpVerifyResponse, ...errors } },
      preHandler: app.authenticate,
      // five wrong tries kill a code; this stops one address from working through many codes
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await service.verify({
        userId: request.user!.id,
        token: request.body.otp_token,
        code: request.body.otp_code,
      });
      return { data: { verified: true as const } };
    },
  );

  r.post(
    '/v1/user/otp/resend',
    {
      schema: { tags, body: otpResendRequest, response: { 200: otpResendResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => ({
      data: await service.resend({ userId: request.user!.id, token: request.body.otp_token }),
    }),
  );
}
