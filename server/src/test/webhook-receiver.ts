import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A creator's receiver: a real HTTP server on 127.0.0.1 that keeps what it is sent and answers with
 * `status` (changeable between deliveries).
 */
export async function startWebhookReceiver(options: { status?: number; answer?: string } = {}) {
  const state = { status: options.status ?? 200, answer: options.answer ?? 'ok' };
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pixel-hook`,
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The check docs/webhooks.md gives a creator in JavaScript, for the delivery tests that need it at once:
 * true when the delivery is ours and fresh (webhook-kit.test.ts runs the guide's own blocks as written).
 */
export function verifyPixelSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
