import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DIRECT_EPAYMENT_SLUG } from '@pixel/contract';
import {
  type PayoutChannel,
  type PayoutGateway,
  PayoutRejectedError,
  type ProviderPayout,
  ProviderUnavailableError,
} from '../payment-provider.ts';
import { headerValue } from '../webhook-signature.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { lateFetch } from '../../../lib/first-use.ts';

export const XENDIT_API_URL = 'https://api.xendit.co';
export const XENDIT_CALLBACK_HEADER = 'x-callback-token';

const channel = z.object({
  channel_code: z.string().min(1),
  channel_category: z.string(),
  currency: z.string(),
  channel_name: z.string().min(1),
  amount_limits: z.object({ minimum_increment: z.number().positive() }).partial().nullish(),
});

/** The channel list is asked for again after this long (it changes rarely). */
const CHANNELS_FRESH_MS = 6 * 3_600_000;

const payout = z.object({
  id: z.string().min(1).max(200),
  reference_id: z.string().nullish(),
  status: z.string(),
  failure_code: z.string().nullish(),
});

const webhook = z.object({ event: z.string(), data: payout });

// Xendit's error body: `{ error_code, message, errors: [{ path, message }] }`; its 401 says `error_message`
const errorBody = z.object({
  error_code: z.string(),
  message: z.string().nullish(),
  error_message: z.string().nullish(),
  errors: z.array(z.object({ path: z.unknown().optional(), message: z.string() })).nullish(),
});

/**
 * Xendit's own fault, too many requests, or no answer: the only refusals its documents say are worth
 * another try under the same key (decision 0126). Every other one (`API_VALIDATION_ERROR`,
 * `INVALID_JSON_FORMAT`, `DUPLICATE_ERROR`, `INVALID_API_KEY`, `REQUEST_FORBIDDEN_ERROR`…) is final.
 */
const isTransient = (status: number, code: string | null) =>
  status >= 500 || status === 408 || status === 429 || code === 'SERVER_ERROR';

/** Xendit's words for a refusal: its message, then what it says of each field. */
function wordsOf(error: z.infer<typeof errorBody>) {
  const fields = (error.errors ?? []).map((e) => e.message);
  const words = [error.message ?? error.error_message, ...fields].filter(Boolean).join(' ');
  return words || null;
}

/** Xendit's payout lifecycle reduced to ours; anything not final is pending. */
export function statusOf(status: string): ProviderPayout['status'] {
  switch (status) {
    case 'SUCCEEDED':
      return 'succeeded';
    case 'FAILED':
    case 'CANCELLED':
    case 'COMPLIANCE_REJECTED':
      return 'failed';
    case 'REVERSED':
      return 'reversed';
    default:
      return 'pending';
  }
}

const toPayout = (body: z.infer<typeof payout>): ProviderPayout => ({
  id: body.id,
  reference: body.reference_id ?? null,
  status: statusOf(body.status),
  failureCode: body.failure_code ?? null,
});

// digests of equal length, so the comparison takes the same time whatever the token's length
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => safeEqual(digest(given), digest(expected));

/** 12345 centavos -> 123.45, the decimal pesos Xendit takes. */
const pesos = (centavos: number) => Math.round(centavos) / 100;

/**
 * Xendit Payouts v2 and its payout channel list. Amounts go out in pesos; the idempotency key makes a
 * retried create the same payout. Webhooks carry a static token, so they are only a prompt to re-fetch.
 */
export function createXenditPayouts(options: {
  secretKey: string;
  callbackToken: string;
  /** Where direct e-payment payouts go: the linked account's e-wallet. */
  directChannel: string;
  /** Xendit's API address; another one for a local stand-in in tests. */
  apiUrl?: string;
  fetch?: typeof fetch;
}): PayoutGateway {
  const doFetch = options.fetch ?? lateFetch;
  const api = (options.apiUrl ?? XENDIT_API_URL).replace(/\/+$/, '');
  let channels: { list: PayoutChannel[]; at: number } | null = null;
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> },
  ) {
    let response: Response;
    try {
      response = await doFetch(`${api}${path}`, {
        method: init.method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new ProviderUnavailableError(`Xendit did not answer: ${String(err)}`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, ok: response.ok, json };
  }

  async function findByReference(reference: string) {
    const answer = await call(`/v2/payouts?reference_id=${encodeURIComponent(reference)}`, { method: 'GET' });
    if (!answer.ok) throw new ProviderUnavailableError(`Xendit answered ${answer.status}`);
    const list = Array.isArray(answer.json) ? answer.json : (answer.json as { data?: unknown })?.data;
    const found = z.array(payout).safeParse(list);
    if (!found.success || !found.data[0]) {
      throw new ProviderUnavailableError('Xendit reported a duplicate but has no payout with our reference');
    }
    return toPayout(found.data[0]);
  }

  const gateway: PayoutGateway = {
    name: 'xendit',

    async listChannels() {
      const answer = await call('/payouts_channels?currency=PHP', { method: 'GET' });
      if (!answer.ok) throw new ProviderUnavailableError(`Xendit answered ${answer.status}`);
      const parsed = z.array(z.unknown()).safeParse(answer.json);
      if (!parsed.success)
        throw new ProviderUnavailableError('Xendit answered a channel list of the wrong shape');
      const list: PayoutChannel[] = [];
      for (const item of parsed.data) {
        const row = channel.safeParse(item);
        // one odd entry must not hide every bank
        if (!row.success || row.data.currency !== 'PHP') continue;
        const type =
          row.data.channel_category === 'BANK'
            ? 'bank'
            : row.data.channel_category === 'EWALLET'
              ? 'ewallet'
              : null;
        // pesos to centavos: 1 is whole pesos (100), 0.01 any amount (1)
        const step = row.data.amount_limits?.minimum_increment;
        const amountIncrement = step ? Math.max(1, Math.round(step * 100)) : 1;
        if (type)
          list.push({ slug: row.data.channel_code, name: row.data.channel_name, type, amountIncrement });
      }
      channels = { list, at: Date.now() };
      return list;
    },

    async amountIncrement(channel) {
      const code = channel === DIRECT_EPAYMENT_SLUG ? options.directChannel : channel;
      const list =
        channels && Date.now() - channels.at < CHANNELS_FRESH_MS
          ? channels.list
          : await gateway.listChannels();
      return list.find((c) => c.slug === code)?.amountIncrement ?? 1;
    },

    async createPayout(request) {
      const direct = request.channel === DIRECT_EPAYMENT_SLUG;
      const body = {
        reference_id: request.reference,
        channel_code: direct ? options.directChannel : request.channel,
        channel_properties: {
          // e-wallets take the registered mobile number in the 09XXXXXXXXX form
          account_number: direct ? `0${request.accountNumber}` : request.accountNumber,
          account_holder_name: request.accountHolderName,
        },
        amount: pesos(request.amount),
        currency: request.currency,
        description: request.description,
      };
      const answer = await call('/v2/payouts', {
        method: 'POST',
        body,
        headers: { 'Idempotency-key': request.idempotencyKey },
      });
      if (answer.ok) {
        const parsed = payout.safeParse(answer.json);
        if (!parsed.success)
          throw new ProviderUnavailableError('Xendit answered a payout of the wrong shape');
        return toPayout(parsed.data);
      }
      const error = errorBody.safeParse(answer.json);
      const code = error.success ? error.data.error_code : null;
      const words = error.success ? wordsOf(error.data) : null;
      // the key was used before for this payout: it exists, so find it instead of making another
      if (code === 'DUPLICATE_TRANSACTION_ERROR') return findByReference(request.reference);
      if (isTransient(answer.status, code)) {
        throw new ProviderUnavailableError(
          `Xendit answered ${answer.status}${code ? ` ${code}` : ''}`,
          code,
          words,
        );
      }
      // refused for good: the money goes back to the creator, and finance reads Xendit's words
      throw new PayoutRejectedError(code ?? `HTTP_${answer.status}`, words);
    },

    async fetchPayout(id) {
      if (!/^[\w-]{1,200}$/.test(id)) return null;
      const answer = await call(`/v2/payouts/${id}`, { method: 'GET' });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new ProviderUnavailableError(`Xendit answered ${answer.status}`);
      const parsed = payout.safeParse(answer.json);
      if (!parsed.success) throw new ProviderUnavailableError('Xendit answered a payout of the wrong shape');
      return toPayout(parsed.data);
    },

    verifyPayoutWebhook({ headers, rawBody }) {
      const token = headerValue(headers, XENDIT_CALLBACK_HEADER);
      if (!token) return { ok: false, reason: 'missing_signature' };
      if (!sameToken(token, options.callbackToken)) return { ok: false, reason: 'bad_signature' };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed_body' };
      }
      const parsed = webhook.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'malformed_body' };
      if (!parsed.data.event.startsWith('payout.')) return { ok: true, event: null };
      return { ok: true, event: toPayout(parsed.data.data) };
    },
  };
  return gateway;
}
