import { z } from 'zod';
import type { PaymentEvent, PaymentProvider } from '../payment-provider.ts';
import {
  constantTimeHexEqual,
  headerValue,
  hmacHex,
  isFresh,
  parseSignatureHeader,
} from '../webhook-signature.ts';
import { checkoutSession, payment, referenceIn, refundStatusOf, stateOf } from './paymongo-resources.ts';

export const PAYMONGO_SIGNATURE_HEADER = 'Paymongo-Signature';

/**
 * A subscription's invoice as its `subscription.invoice.*` events carry it. PayMongo's pages we could read
 * show the event names but not the invoice's attributes; these are the ones its clients read
 * (`subscription_id`, `amount_due`, `currency`, `payment_intent`), kept here alone (decision 0127).
 */
const invoice = z.object({
  id: z.string(),
  attributes: z.object({
    subscription_id: z.string(),
    amount_due: z.number().int().nullish(),
    amount: z.number().int().nullish(),
    currency: z.string().default('PHP'),
    paid_at: z.number().nullish(),
    payment_intent: z
      .union([z.string(), z.object({ id: z.string() }).passthrough()])
      .nullish()
      .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null))),
    payment_intent_id: z.string().nullish(),
    payment_method_type: z.string().nullish(),
    failed_code: z.string().nullish(),
  }),
});

const webhookEvent = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.object({
      type: z.string(),
      livemode: z.boolean(),
      data: z.unknown(),
    }),
  }),
});

// a refund as its events carry it: `payment.refund.updated` is one, `payment.refunded` lists the payment's
const reportedRefund = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int().positive(),
    payment_id: z.string(),
    status: z.string(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

const refundedPayment = payment.extend({
  attributes: payment.shape.attributes.extend({ refunds: z.array(reportedRefund).default([]) }),
});

/**
 * A payment's refunds as PayMongo reports them (decision 0104): `payment.refunded` carries the payment with
 * every refund it has, `payment.refund.updated` one refund naming its payment. Either may be a refund we
 * asked for or one made on PayMongo's dashboard.
 */
function refundEvent(
  id: string,
  type: 'payment.refunded' | 'payment.refund.updated',
  data: unknown,
  json: unknown,
): PaymentEvent | null {
  const report = (r: z.infer<typeof reportedRefund>) => ({
    id: r.id,
    amount: r.attributes.amount,
    status: refundStatusOf(r.attributes.status),
  });
  if (type === 'payment.refund.updated') {
    const parsed = reportedRefund.safeParse(data);
    if (!parsed.success) return null;
    return {
      eventId: id,
      type: 'payment.refunded',
      providerPaymentId: parsed.data.attributes.payment_id,
      checkoutId: null,
      // a refund we asked for carries our reference; one made on the dashboard has none
      reference: referenceIn(parsed.data.attributes.metadata),
      refunds: [report(parsed.data)],
      payload: json,
    };
  }
  const parsed = refundedPayment.safeParse(data);
  if (!parsed.success) return null;
  const { attributes } = parsed.data;
  return {
    eventId: id,
    type: 'payment.refunded',
    providerPaymentId: parsed.data.id,
    checkoutId: attributes.payment_intent_id ?? null,
    reference: referenceIn(attributes.metadata),
    refunds: attributes.refunds.map(report),
    payload: json,
  };
}

/**
 * A subscription's period as PayMongo tells it (decision 0127): `subscription.invoice.paid` settles it,
 * `subscription.invoice.payment_failed` says it could not be collected (PayMongo retries on its own). The
 * checkout is the invoice's payment intent, as the first invoice's was when the payer joined.
 */
function invoiceEvent(
  id: string,
  type: 'subscription.invoice.paid' | 'subscription.invoice.payment_failed',
  data: unknown,
  json: unknown,
  now: Date,
): PaymentEvent | null {
  const parsed = invoice.safeParse(data);
  if (!parsed.success) return null;
  const { attributes } = parsed.data;
  const checkoutId = attributes.payment_intent ?? attributes.payment_intent_id;
  if (!checkoutId) return null;
  const period = { subscriptionId: attributes.subscription_id, invoiceId: parsed.data.id };
  if (type === 'subscription.invoice.payment_failed') {
    return {
      eventId: id,
      type: 'checkout.failed',
      checkoutId,
      reference: null,
      failureCode: attributes.failed_code ?? 'payment_failed',
      subscription: period,
      payload: json,
    };
  }
  return {
    eventId: id,
    type: 'checkout.paid',
    checkoutId,
    reference: null,
    amount: attributes.amount_due ?? attributes.amount ?? 0,
    currency: attributes.currency,
    paidAt: attributes.paid_at ? new Date(attributes.paid_at * 1000) : now,
    method: {
      type: attributes.payment_method_type ?? 'card',
      recurringToken: attributes.subscription_id,
    },
    // a refund finds the paid payment through the invoice's payment intent
    providerPaymentId: null,
    subscription: period,
    payload: json,
  };
}

/**
 * A payment's own event, for the charges of saved methods: a checkout of ours is the payment intent
 * that `chargeSaved` opened. (A hosted checkout's payments send these too; their intents match none
 * of our checkouts, which are sessions.)
 */
function paymentEvent(
  id: string,
  type: 'payment.paid' | 'payment.failed',
  data: unknown,
  json: unknown,
  now: Date,
): PaymentEvent | null {
  const parsed = payment.safeParse(data);
  if (!parsed.success) return null;
  const { attributes } = parsed.data;
  if (!attributes.payment_intent_id) {
    return { eventId: id, type: 'ignored', providerType: type, payload: json };
  }
  const reference = referenceIn(attributes.metadata);
  if (type === 'payment.failed') {
    return {
      eventId: id,
      type: 'checkout.failed',
      checkoutId: attributes.payment_intent_id,
      reference,
      failureCode: attributes.failed_code ?? 'payment_failed',
      payload: json,
    };
  }
  return {
    eventId: id,
    type: 'checkout.paid',
    checkoutId: attributes.payment_intent_id,
    reference,
    amount: attributes.amount,
    currency: attributes.currency,
    paidAt: attributes.paid_at ? new Date(attributes.paid_at * 1000) : now,
    method: attributes.source ? { type: attributes.source.type, recurringToken: null } : null,
    providerPaymentId: parsed.data.id,
    payload: json,
  };
}

/**
 * PayMongo's signed webhooks as the product's events: refused unless signed with our secret in the event's
 * mode and fresh; an event of the other mode than our key, or of a type we do not act on, is stored only.
 */
export function verifyPaymongoWebhook(options: {
  webhookSecret: string;
  /** Whether our key is a live one: it acts on live events only, a test key on test events only. */
  livemode: boolean;
}): PaymentProvider['verifyWebhook'] {
  const { livemode } = options;
  return ({ headers, rawBody, now }) => {
    const header = headerValue(headers, PAYMONGO_SIGNATURE_HEADER);
    if (!header) return { ok: false, reason: 'missing_signature' };
    const parts = parseSignatureHeader(header);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      // without a body we cannot tell test from live mode; check against both before saying why
      json = null;
    }
    const event = webhookEvent.safeParse(json);
    // the signature to compare depends on the mode the event says it is in: li for live, te for test
    const given = event.success && event.data.data.attributes.livemode ? parts.li : parts.te;
    if (
      !parts.t ||
      !given ||
      !constantTimeHexEqual(hmacHex(options.webhookSecret, parts.t, rawBody), given)
    ) {
      return { ok: false, reason: 'bad_signature' };
    }
    if (!isFresh(parts.t, now)) return { ok: false, reason: 'stale_timestamp' };
    if (!event.success) return { ok: false, reason: 'malformed_body' };
    const { id, attributes } = event.data.data;
    if (attributes.livemode !== livemode) {
      // a test payment never credits a live account (nor the other way round): stored, not acted on
      return {
        ok: true,
        event: {
          eventId: id,
          type: 'ignored',
          providerType: `${attributes.type} (${attributes.livemode ? 'live' : 'test'} mode)`,
          payload: json,
        },
      };
    }
    if (attributes.type === 'payment.paid' || attributes.type === 'payment.failed') {
      const translated = paymentEvent(id, attributes.type, attributes.data, json, now);
      return translated ? { ok: true, event: translated } : { ok: false, reason: 'malformed_body' };
    }
    if (
      attributes.type === 'subscription.invoice.paid' ||
      attributes.type === 'subscription.invoice.payment_failed'
    ) {
      const translated = invoiceEvent(id, attributes.type, attributes.data, json, now);
      return translated ? { ok: true, event: translated } : { ok: false, reason: 'malformed_body' };
    }
    if (attributes.type === 'payment.refunded' || attributes.type === 'payment.refund.updated') {
      const translated = refundEvent(id, attributes.type, attributes.data, json);
      return translated ? { ok: true, event: translated } : { ok: false, reason: 'malformed_body' };
    }
    if (attributes.type !== 'checkout_session.payment.paid') {
      return {
        ok: true,
        event: { eventId: id, type: 'ignored', providerType: attributes.type, payload: json },
      };
    }
    const session = checkoutSession.safeParse(attributes.data);
    if (!session.success) return { ok: false, reason: 'malformed_body' };
    const state = stateOf(session.data);
    if (state.status !== 'paid') {
      return {
        ok: true,
        event: { eventId: id, type: 'ignored', providerType: attributes.type, payload: json },
      };
    }
    return {
      ok: true,
      event: {
        eventId: id,
        type: 'checkout.paid',
        checkoutId: session.data.id,
        reference: session.data.attributes.reference_number ?? null,
        amount: state.amount,
        currency: state.currency,
        paidAt: state.paidAt ?? now,
        method: state.method,
        providerPaymentId: state.providerPaymentId ?? null,
        payload: json,
      },
    };
  };
}
