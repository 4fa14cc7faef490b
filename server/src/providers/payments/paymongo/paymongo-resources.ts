import { z } from 'zod';
import {
  type CheckoutState,
  type PaidMethod,
  type ProviderRefund,
  ProviderUnavailableError,
} from '../payment-provider.ts';

// PayMongo's error body: {"errors":[{"code","detail","source":{"pointer","attribute"}}]}
export const errorBody = z.object({
  errors: z
    .array(
      z.object({
        code: z.string(),
        detail: z.string().nullish(),
        source: z.object({ attribute: z.string().nullish() }).nullish(),
      }),
    )
    .min(1),
});

export const payment = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    paid_at: z.number().nullish(),
    source: z.object({ type: z.string() }).nullish(),
    payment_intent_id: z.string().nullish(),
    failed_code: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

export const paymentIntent = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    payments: z.array(payment).default([]),
    last_payment_error: z.object({ failed_code: z.string().nullish() }).passthrough().nullish(),
    setup_future_usage: z.object({ customer_id: z.string().nullish() }).passthrough().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

export const checkoutSession = z.object({
  id: z.string(),
  attributes: z.object({
    checkout_url: z.string().optional(),
    reference_number: z.string().nullish(),
    status: z.string().optional(),
    payments: z.array(payment).default([]),
    line_items: z.array(z.object({ amount: z.number().int(), currency: z.string() })).default([]),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

const refund = z.object({
  id: z.string(),
  attributes: z.object({
    status: z.string(),
    notes: z.string().nullish(),
  }),
});

/** PayMongo's refund states reduced to ours: pending and processing are both still on their way. */
export const refundStatusOf = (status: string): ProviderRefund['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending';

export function refundOf(data: unknown): ProviderRefund {
  const parsed = refund.safeParse(data);
  if (!parsed.success) throw new ProviderUnavailableError('PayMongo answered a refund we cannot read');
  const { status, notes } = parsed.data.attributes;
  return {
    id: parsed.data.id,
    status: refundStatusOf(status),
    failureReason: status === 'failed' ? (notes ?? 'failed') : null,
  };
}

/** Ours, when PayMongo kept it in a resource's metadata (a session's is copied to its payment). */
export const referenceIn = (metadata: Record<string, unknown> | null | undefined) =>
  typeof metadata?.reference === 'string' ? metadata.reference : null;

/**
 * How a session was paid: the payment's source type. A checkout session keeps no method for later
 * (PayMongo documents no `setup_future_usage` on sessions): renewals go through subscriptions (decision 0127).
 */
function methodOf(paid: z.infer<typeof payment>): PaidMethod | null {
  const type = paid.attributes.source?.type;
  return type ? { type, recurringToken: null } : null;
}

/** The session's state as the product sees it: paid once any of its payments is paid. */
export function stateOf(session: z.infer<typeof checkoutSession>): CheckoutState {
  const paid = session.attributes.payments.find((p) => p.attributes.status === 'paid');
  const item = session.attributes.line_items[0];
  if (paid) {
    return {
      status: 'paid',
      amount: paid.attributes.amount,
      currency: paid.attributes.currency,
      paidAt: paid.attributes.paid_at ? new Date(paid.attributes.paid_at * 1000) : null,
      method: methodOf(paid),
      providerPaymentId: paid.id,
    };
  }
  return {
    status: session.attributes.status === 'expired' ? 'expired' : 'active',
    amount: item?.amount ?? 0,
    currency: item?.currency ?? 'PHP',
    paidAt: null,
    method: null,
  };
}

/**
 * A merchant-initiated payment intent's state: paid once succeeded; a refused one (back to awaiting a
 * payment method, with the error, or wanting the absent payer to act) will never be paid.
 */
export function intentStateOf(intent: z.infer<typeof paymentIntent>): CheckoutState {
  const { status, amount, currency, payments, last_payment_error: error } = intent.attributes;
  const paid = payments.find((p) => p.attributes.status === 'paid');
  if (status === 'succeeded' && paid) {
    return {
      status: 'paid',
      amount: paid.attributes.amount,
      currency: paid.attributes.currency,
      paidAt: paid.attributes.paid_at ? new Date(paid.attributes.paid_at * 1000) : null,
      method: paid.attributes.source ? { type: paid.attributes.source.type, recurringToken: null } : null,
      providerPaymentId: paid.id,
    };
  }
  const failureCode =
    status === 'awaiting_next_action'
      ? 'authentication_required'
      : status === 'awaiting_payment_method' && error
        ? (error.failed_code ?? 'payment_failed')
        : null;
  return {
    status: failureCode ? 'cancelled' : 'active',
    amount,
    currency,
    paidAt: null,
    method: null,
    failureCode,
  };
}
