import { createHmac, randomBytes } from 'node:crypto';
import { webhookLimits } from '@pixel/contract';
import { httpClients } from '../../lib/first-use.ts';
import { pinnedLookup, type ResolvedAddress } from '../../lib/public-address.ts';

const TIMEOUT_MS = 10_000;

/** A new signing secret: `whsec_` and 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The `Pixel-Signature` header: the HMAC-SHA256 (hex) of `<unix seconds>.<raw body>` under the endpoint's
 * secret. The time is signed too, so a receiver can refuse an old delivery played again.
 */
export function signWebhook(secret: string, body: string, at: Date) {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/**
 * POSTs a delivery to `url`, connecting only to `address` (checked before), following no redirect, and
 * keeping the first characters of the answer for the log. Never throws: a failure is an outcome.
 */
export function sendWebhook(input: {
  url: string;
  address: ResolvedAddress;
  body: string;
  headers: Record<string, string>;
}): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(input.url);
  const { http, https } = httpClients();
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinnedLookup(input.address),
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(input.body)),
          'user-agent': 'PIXEL-Webhooks/1.0',
          ...input.headers,
        },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < webhookLimits.responseExcerptMax) excerpt += chunk;
          // the rest of a long answer is not needed
          else response.destroy();
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            responseExcerpt: excerpt.slice(0, webhookLimits.responseExcerptMax) || null,
            error: null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} seconds.`)));
    request.on('error', (error) =>
      finish({ statusCode: null, responseExcerpt: null, error: error.message || String(error) }),
    );
    request.end(input.body);
  });
}
