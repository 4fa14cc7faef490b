import type { ServerResponse } from 'node:http';
import { type Json, send, unlisted } from './common.ts';
import { documentedAttributes } from './documented-attributes.ts';

/** Whether a card number passes the Luhn check, as every real card number does. */
export const luhn = (number: string) =>
  /^\d{12,19}$/.test(number) &&
  [...number].reverse().reduce((sum, digit, i) => {
    const d = Number(digit) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
    0;

/** PayMongo's error body: `{"errors":[{"code","detail","source"}]}`. */
export const paymongoError = (code: string, detail: string, attribute?: string) => ({
  errors: [{ code, detail, ...(attribute && { source: { pointer: attribute, attribute } }) }],
});

/** PayMongo's answer to a call it refuses for its status: a key refused, a forbidden call, its own fault. */
export const paymongoFailure = (status: number) =>
  status === 401
    ? paymongoError('authentication_failed', 'The API key is invalid.')
    : status === 403
      ? paymongoError('forbidden', 'You are not allowed to perform this action.')
      : status === 429
        ? paymongoError('too_many_requests', 'Too many requests.')
        : paymongoError('internal_server_error', 'Something went wrong.');

/** The first attribute of a PayMongo request that its documents do not list, or null. */
export function undocumentedPaymongo(path: string, method: string, attributes: Json | null) {
  if (method !== 'POST' || !attributes) return null;
  const listed = documentedAttributes.paymongo;
  if (path === '/v1/checkout_sessions') {
    const allowed = listed.checkoutSession;
    const item = ((attributes.line_items ?? []) as Json[])
      .map((line) => unlisted(line, listed.lineItem))
      .find(Boolean);
    return unlisted(attributes, allowed) ?? (item ? `line_items.${item}` : null);
  }
  if (path === '/v1/payment_intents') {
    const usage = unlisted(attributes.setup_future_usage, listed.setupFutureUsage);
    return unlisted(attributes, listed.paymentIntent) ?? (usage ? `setup_future_usage.${usage}` : null);
  }
  if (/^\/v1\/payment_intents\/[^/]+\/attach$/.test(path)) return unlisted(attributes, listed.attach) ?? null;
  if (path === '/v1/payment_methods') {
    const detail = unlisted(attributes.details, listed.cardDetails);
    const billing = unlisted(attributes.billing, listed.billing);
    return (
      unlisted(attributes, listed.paymentMethod) ??
      (detail ? `details.${detail}` : billing ? `billing.${billing}` : null)
    );
  }
  if (path === '/v1/refunds') return unlisted(attributes, listed.refund) ?? null;
  if (path === '/v1/customers') return unlisted(attributes, listed.customer) ?? null;
  if (path === '/v1/subscriptions/plans') return unlisted(attributes, listed.plan) ?? null;
  if (path === '/v1/subscriptions') return unlisted(attributes, listed.subscription) ?? null;
  if (/^\/v1\/subscriptions\/[^/]+\/cancel$/.test(path)) {
    return unlisted(attributes, listed.cancelSubscription) ?? null;
  }
  return null;
}

/** An answer of PayMongo's refusing one field: its error body names the attribute and its pointer. */
export const refuseField = (res: ServerResponse, code: string, pointer: string, detail: string) =>
  send(res, 400, {
    errors: [{ code, detail, source: { pointer, attribute: pointer.split('.').at(-1) } }],
  });

/** A PayMongo request body's `data.attributes` (null when there is none), or undefined when it is not JSON. */
export function paymongoAttributes(body: string): Json | null | undefined {
  try {
    return (body ? (JSON.parse(body) as Json).data?.attributes : null) as Json | null;
  } catch {
    return undefined;
  }
}
