import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaVerifyRequest,
  captchaVerifyResponse,
  errorEnvelope,
  siteConfigResponse,
  supportEmail,
} from '@pixel/contract';
import { fieldError } from '../../lib/errors.ts';
import type { CaptchaVerifier } from '../../providers/captcha/captcha.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';

const healthResponse = z.object({ data: z.object({ status: z.literal('ok') }) });

export async function siteRoutes(
  app: FastifyInstance,
  options: { captcha: CaptchaVerifier; paymentProvider: PaymentProvider; pingDatabase: () => Promise<void> },
) {
  const { captcha, paymentProvider, pingDatabase } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site'];

  // load balancers take an instance out of rotation when its database is out of reach
  r.get(
    '/v1/health',
    { schema: { tags, response: { 200: healthResponse, 503: errorEnvelope } } },
    async (_request, reply) => {
      try {
        await pingDatabase();
      } catch {
        return reply
          .status(503)
          .send({ exception: 'ServiceUnavailableException', message: 'The database is not reachable.' });
      }
      return { data: { status: 'ok' as const } };
    },
  );

  r.get('/v1/site/config', { schema: { tags, response: { 200: siteConfigResponse } } }, async () => ({
    data: {
      captcha: { provider: captcha.provider, site_key: captcha.siteKey },
      login_platforms: [paymentProvider.name],
      support_email: supportEmail,
    },
  }));

  r.post(
    '/v1/site/captcha/verify',
    {
      schema: {
        tags,
        body: captchaVerifyRequest,
        response: { 200: captchaVerifyResponse, 422: errorEnvelope },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const passed = await captcha.verify({ token: request.body.response_token, ip: request.ip });
      if (!passed) throw fieldError('response_token', 'The captcha verification failed. Please try again.');
      return { data: { success: true } };
    },
  );
}
