import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Call, Said, webhookSchemas } from '@pixel/contract';
import type { WebhookRejection } from '../providers/payments/payment-provider.ts';
import { AppError, say } from './errors.ts';
import { registerRoutes } from './routes.ts';

const rejectionMessages: Record<WebhookRejection, Said> = {
  missing_signature: say('webhookSignatureMissing'),
  bad_signature: say('webhookSignatureInvalid'),
  stale_timestamp: say('webhookTimestampStale'),
  malformed_body: say('webhookBodyInvalid'),
};

/**
 * A provider's callback, a call of `webhookCalls` (with a `:provider` segment): the body is kept as the
 * exact text sent, because the signature or token covers those bytes; only the configured provider's name
 * is answered.
 */
export async function webhookRoute<T extends object>(
  app: FastifyInstance,
  options: {
    call: Call;
    schemas: typeof webhookSchemas.payments;
    providerName: string;
    bodyLimit: number;
    receive: (input: {
      headers: FastifyRequest['headers'];
      rawBody: string;
    }) => Promise<({ ok: true } & T) | { ok: false; reason: WebhookRejection }>;
    /** What a verified delivery answers besides `received: true`. */
    answer: (result: T) => Record<string, unknown>;
  },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: options.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    registerRoutes(
      scope,
      { webhook: options.call },
      { webhook: options.schemas },
      {
        webhook: {
          handler: async (request, reply) => {
            if (request.params.provider !== options.providerName) {
              throw new AppError('not_found', say('unknownWebhook'));
            }
            const rawBody = typeof request.body === 'string' ? request.body : '';
            const result = await options.receive({ headers: request.headers, rawBody });
            if (!result.ok) {
              request.log.warn({ reason: result.reason, path: options.call.path }, 'webhook refused');
              if (result.reason === 'malformed_body') {
                throw new AppError('validation', rejectionMessages.malformed_body);
              }
              throw new AppError('invalid_signature', rejectionMessages[result.reason]);
            }
            return reply.status(200).send({ data: { received: true, ...options.answer(result) } });
          },
          // the answer is a few bytes, under any compression threshold: skip the hooks that would look
          options: { config: { compress: false } },
        },
      },
    );
  });
}
