import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { send } from './fake-providers/common.ts';
import { eventSigner, fakePaymongo } from './fake-providers/paymongo-account.ts';
import { handlePaymongo } from './fake-providers/paymongo-api.ts';
import { fakeSemaphore, handleSemaphore } from './fake-providers/semaphore.ts';
import { fakeXendit, handleXendit } from './fake-providers/xendit.ts';

/**
 * PayMongo, Xendit and Semaphore as one local HTTP server, answering with the bodies their documentation
 * shows (./provider-payloads, see its README), errors included. Each provider has its own base address:
 * `${url}/paymongo`, `${url}/xendit`, `${url}/semaphore`. What it was asked is kept for the test to read,
 * and a test scripts the refusals it wants. PayMongo and Xendit refuse any attribute their documents do not
 * list, as the real ones would (`documentedAttributes`, decision 0126).
 */

export { documentedAttributes } from './fake-providers/documented-attributes.ts';

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function startFakeProviders(
  options: {
    /** The webhook secret PayMongo signs events with. */
    paymongoWebhookSecret?: string;
    /** The methods the PayMongo account has enabled; a checkout asking for another is refused. */
    paymongoMethods?: string[];
    /** The API key Semaphore accepts. */
    semaphoreApiKey?: string;
  } = {},
) {
  const webhookSecret = options.paymongoWebhookSecret ?? 'whsk_fake_provider_secret';
  const requests: FakeRequest[] = [];

  const signedEvent = eventSigner(webhookSecret);
  const paymongo = fakePaymongo({ webhookSecret, signedEvent, methods: options.paymongoMethods });
  const xendit = fakeXendit();
  const semaphore = fakeSemaphore();

  const server = createServer((request, res) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      const body = await readBody(request);
      const [, provider, ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      requests.push({
        method: request.method ?? 'GET',
        path: `/${provider}${path}${url.search}`,
        headers: request.headers,
        body,
      });
      const method = request.method ?? 'GET';
      if (provider === 'paymongo')
        return handlePaymongo({ paymongo, signedEvent }, path, method, request, body, res);
      if (provider === 'xendit') {
        return handleXendit(
          xendit,
          new URL(`${path}${url.search}`, 'http://fake.local'),
          method,
          request,
          body,
          res,
        );
      }
      if (provider === 'semaphore') return handleSemaphore(semaphore, options, path, body, res);
      return send(res, 404, { error: 'no such provider' });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    paymongoUrl: `${url}/paymongo`,
    xenditUrl: `${url}/xendit`,
    semaphoreUrl: `${url}/semaphore`,
    webhookSecret,
    /** Every request, in order, with its path under the provider's base (`/paymongo/v1/refunds`). */
    requests,
    paymongo,
    xendit,
    semaphore,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
