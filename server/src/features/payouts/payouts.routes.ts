import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelope,
  otpChallengeResponse,
  payoutRequest,
  payoutResponse,
  payoutSubmitRequest,
} from '@pixel/contract';
import { AppError, commonErrorResponses } from '../../lib/errors.ts';
import type { PayoutsService } from './payouts.service.ts';

const errors = { ...commonErrorResponses, 503: errorEnvelope };
const tags = ['payouts'];

const rejectionMessages = {
  missing_signature: 'The webhook signature is missing.',
  bad_signature: 'The webhook signature is invalid.',
  stale_timestamp: 'The webhook timestamp is too old.',
  malformed_body: 'The webhook body is not valid.',
} as const;

export async function payoutsRoutes(
  app: FastifyInstance,
  options: { service: PayoutsService; providerName: string },
) {
  const { service, providerName } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/user/transactions/payout/request',
    {
      schema: { tags, body: payoutRequest, response: { 200: otpChallengeResponse, ...errors } },
      preHandler: app.authenticate,
      // each call sends an SMS
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => ({ data: await service.request({ userId: request.user!.id, body: request.body }) }),
  );

  r.post(
    '/v1/user/transactions/payout/bank',
    {
      schema: { tags, body: payoutSubmitRequest, response: { 200: payoutResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await service.submit({ userId: request.user!.id, body: request.body }) }),
  );

  // the provider's callbacks: the body is kept as text until its signature or token is checked
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/v1/webhooks/:provider/payouts',
      { schema: { hide: true, params: z.object({ provider: z.string().max(40) }) } },
      async (request, reply) => {
        const { provider } = request.params as { provider: string };
        if (provider !== providerName) throw new AppError('not_found', 'Unknown webhook.');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const result = await service.receiveWebhook({ headers: request.headers, rawBody });
        if (!result.ok) {
          request.log.warn({ reason: result.reason }, 'payout webhook refused');
          if (result.reason === 'malformed_body')
            throw new AppError('validation', rejectionMessages.malformed_body);
          throw new AppError('invalid_signature', rejectionMessages[result.reason]);
        }
        return reply.status(200).send({ data: { received: true } });
      },
    );
  });
}
