import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicKey, clone, type Json, newId, payload, send, unlisted } from './common.ts';
import { documentedAttributes } from './documented-attributes.ts';

const xenditChannels = payload(
  'xendit/payouts-channels.response.docs-apidocs-get-payout-channels.json',
) as Json[];
const xenditPayoutTemplate = payload('xendit/create-payout.response.docs-integration-payouts.json') as Json;
const xenditInvalidKey = payload('xendit/error-invalid-api-key.docs-get-payout-channels.json');
const xenditServerError = payload('xendit/error-server.shape.json');
const xenditDuplicate = payload('xendit/error-duplicate.shape.json');

/** Xendit's error body: `{ error_code, message, errors: [{ path, message }] }`. */
const xenditError = (code: string, message: string, errors?: { path: string; message: string }[]) => ({
  error_code: code,
  message,
  ...(errors && { errors }),
});

/** A Xendit account: its payouts, and what a test scripts of it. */
export function fakeXendit() {
  return {
    payouts: new Map<string, Json>(),
    /** Each idempotency key's payout and the body it was sent with. */
    keys: new Map<string, { id: string; body: string }>(),
    /** The status the next call answers instead (an outage), with Xendit's `SERVER_ERROR` body. */
    failNext: null as number | null,
    /** What the next payout is answered instead: a status and one of Xendit's documented error bodies. */
    refuseNext: null as { status: number; body: Json } | null,
    /** The next call gets no answer at all: the connection drops (a network failure). */
    dropNext: false,
    /** Xendit's documented refusals, for `refuseNext`. */
    errors: {
      invalidJson: {
        status: 400,
        body: xenditError('INVALID_JSON_FORMAT', 'The request body is not valid JSON.'),
      },
      duplicate: {
        status: 409,
        body: xenditError('DUPLICATE_ERROR', 'The idempotency key was used before with another request.'),
      },
      invalidKey: { status: 401, body: xenditInvalidKey as Json },
      forbidden: {
        status: 403,
        body: xenditError('REQUEST_FORBIDDEN_ERROR', 'The API key is forbidden to perform this request.'),
      },
      server: { status: 500, body: xenditServerError as Json },
    } satisfies Record<string, { status: number; body: Json }> as Record<
      'invalidJson' | 'duplicate' | 'invalidKey' | 'forbidden' | 'server',
      { status: number; body: Json }
    >,
  };
}

export type FakeXendit = ReturnType<typeof fakeXendit>;

/** Xendit's payouts API, as our server calls it with its secret key. */
export function handleXendit(
  xendit: FakeXendit,
  url: URL,
  method: string,
  request: IncomingMessage,
  body: string,
  res: ServerResponse,
) {
  if (!basicKey(request)?.startsWith('xnd_')) return send(res, 401, xenditInvalidKey);
  if (xendit.dropNext) {
    xendit.dropNext = false;
    return request.socket.destroy();
  }
  if (xendit.failNext) {
    const status = xendit.failNext;
    xendit.failNext = null;
    return send(res, status, xenditServerError);
  }
  const path = url.pathname;
  if (method === 'GET' && path === '/payouts_channels') {
    const currency = url.searchParams.get('currency');
    return send(
      res,
      200,
      xenditChannels.filter((c) => !currency || c.currency === currency),
    );
  }
  if (method === 'POST' && path === '/v2/payouts') {
    if (xendit.refuseNext) {
      const { status, body: refusal } = xendit.refuseNext;
      xendit.refuseNext = null;
      return send(res, status, refusal);
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 1 || key.length > 100) {
      return send(
        res,
        400,
        xenditError('API_VALIDATION_ERROR', 'Idempotency-key is required', [
          { path: 'Idempotency-key', message: 'must be 1 to 100 characters' },
        ]),
      );
    }
    let input: Json;
    try {
      input = JSON.parse(body) as Json;
    } catch {
      return send(res, 400, xendit.errors.invalidJson.body);
    }
    // the same key with the same request is that payout; with another request it is refused
    const used = xendit.keys.get(key);
    if (used)
      return used.body === body
        ? send(res, 409, xenditDuplicate)
        : send(res, 409, xendit.errors.duplicate.body);
    const listed = documentedAttributes.xendit;
    const undocumented =
      unlisted(input, listed.payout) ??
      ((field) => field && `channel_properties.${field}`)(
        unlisted(input.channel_properties, listed.channelProperties),
      );
    const missing = listed.payoutRequired.find((field) => input[field] === undefined);
    if (undocumented || missing) {
      const field = (undocumented || missing)!;
      const message = undocumented ? `${field} is not allowed` : `${field} is required`;
      return send(res, 400, xenditError('API_VALIDATION_ERROR', message, [{ path: field, message }]));
    }
    const channel = xenditChannels.find((c) => c.channel_code === input.channel_code);
    if (!channel) {
      return send(
        res,
        400,
        xenditError('CHANNEL_CODE_NOT_SUPPORTED_ERROR', `Channel ${input.channel_code} is not supported`),
      );
    }
    const limits = channel.amount_limits as { minimum: number; maximum: number; minimum_increment: number };
    // in the channel's smallest unit, so 0.01 steps are compared without floating-point noise
    const steps = input.amount / limits.minimum_increment;
    if (
      input.amount < limits.minimum ||
      input.amount > limits.maximum ||
      Math.abs(steps - Math.round(steps)) > 1e-9
    ) {
      const message = `amount must be between ${limits.minimum} and ${limits.maximum} in steps of ${limits.minimum_increment}`;
      return send(res, 400, xenditError('API_VALIDATION_ERROR', message, [{ path: 'amount', message }]));
    }
    const created = clone(xenditPayoutTemplate);
    Object.assign(created, {
      id: newId('disb-'),
      amount: input.amount,
      channel_code: input.channel_code,
      currency: input.currency,
      description: input.description,
      reference_id: input.reference_id,
      channel_properties: input.channel_properties,
      status: 'ACCEPTED',
    });
    xendit.payouts.set(created.id, created);
    xendit.keys.set(key, { id: created.id, body });
    return send(res, 200, created);
  }
  const payoutPath = path.match(/^\/v2\/payouts\/([^/]+)$/);
  if (payoutPath && method === 'GET') {
    const found = xendit.payouts.get(payoutPath[1]!);
    return found
      ? send(res, 200, found)
      : send(res, 404, { error_code: 'DATA_NOT_FOUND', message: 'Payout not found' });
  }
  if (method === 'GET' && path === '/v2/payouts') {
    const reference = url.searchParams.get('reference_id');
    const data = [...xendit.payouts.values()].filter((p) => p.reference_id === reference);
    return send(res, 200, { data, has_more: false });
  }
  return send(res, 404, { error_code: 'NOT_FOUND', message: `No route ${method} ${path}` });
}
