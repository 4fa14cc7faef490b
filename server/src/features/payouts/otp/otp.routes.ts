import type { FastifyInstance } from 'fastify';
import { otpCalls, otpSchemas } from '@pixel/contract';
import { registerRoutes } from '../../../lib/routes.ts';
import type { OtpService } from './otp.service.ts';

export async function otpRoutes(app: FastifyInstance, options: { service: OtpService }) {
  const { service } = options;

  registerRoutes(app, otpCalls, otpSchemas, {
    verify: {
      handler: async (request) => {
        await service.verify({
          userId: request.user!.id,
          token: request.body.otp_token,
          code: request.body.otp_code,
        });
        return { data: { verified: true as const } };
      },
      // five wrong tries kill a code; this stops one address from working through many codes
      options: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    },
    resend: {
      handler: async (request) => ({
        data: await service.resend({ userId: request.user!.id, token: request.body.otp_token }),
      }),
      options: { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    },
  });
}
