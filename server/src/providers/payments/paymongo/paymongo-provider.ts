import { z } from 'zod';
import {
  type CheckoutState,
  type PaidMethod,
  type PaymentEvent,
  type PaymentProvider,
  type PayoutGateway,
  type ProviderRefund,
  ProviderRefusedError,
  type RefundRequest,
  type SubscriptionGateway,
  ProviderUnavailableError,
  unavailablePayouts,
} from '../payment-provider.ts';
import {
  constantTimeHexEqual,
  headerValue,
  hmacHex,
  isFresh,
  parseSignatureHeader,
} from '../webhook-signature.ts';
import { lateFetch } from '../../../lib/first-use.ts';

export const PAYMONGO_API_URL = 'https://api.paymongo.com';
export const PAYMONGO_SIGNATURE_HEADER = 'Paymongo-Signature';
/** What a checkout offers when the configuration does not say: QR Ph needs activation on the account. */
export const PAYMONGO_DEFAULT_METHODS = ['gcash', 'paymaya', 'card'] as const;
/**
 * What PayMongo's Subscriptions API bills: Visa/Mastercard cards and Maya; "GCash, GrabPay, and ShopeePay
 * are not supported" (decision 0127).
 */
export const PAYMONGO_RECURRING_METHODS = ['card', 'paymaya'] as const;

/**
 * The Subscriptions API as we call it (decision 0127), in one place because PayMongo's two guides differ:
 * its API reference (Plan Resource) and its first Subscriptions guide create plans at
 * `/v1/subscriptions/plans` with `interval: "monthly"`; a newer guide shows `/v1/plans` with `"month"`.
 * We follow the reference; confirm on a live account. A plan's amount is at least 2000 centavos.
 */
export const PAYMONGO_SUBSCRIPTIONS = {
  plans: '/v1/subscriptions/plans',
  customers: '/v1/customers',
  subscriptions: '/v1/subscriptions',
  cancel: (id: string) => `/v1/subscriptions/${id}/cancel`,
  interval: 'monthly',
  /** One of the reasons PayMongo's cancel takes (`too_expensive`, `missing_features`, `switched_service`, `unused`, `other`). */
  cancellationReason: 'other',
  /** The ids PayMongo gives subscriptions: `subs_…` in its samples (some clients show `sub_…`). */
  id: /^subs?_[A-Za-z0-9]+$/,
} as const;

/**
 * The refund reasons PayMongo's documents agree on: the refund resource lists `duplicate`, `fraudulent`,
 * `requested_by_customer` and `others`, its newer Refunds guide only `duplicate`, `fraudulent` and
 * `others` (decision 0126). Ours map to those; the refund's notes say ours in full.
 */
export const PAYMONGO_REFUND_REASONS = {
  duplicate: 'duplicate',
  others: 'others',
  requested_by_customer: 'others',
} as const satisfies Record<RefundRequest['reason'], 'duplicate' | 'fraudulent' | 'others'>;

/**
 * PayMongo's refusals that pass by themselves (decision 0126): the balance is short until payments
 * settle, the same refund is still processing, an identical request is still being handled.
 */
const TRANSIENT_CODES = new Set([
  'available_balance_insufficient',
  'resource_processing_state',
  'idempotency_in_progress',
]);

// PayMongo's error body: {"errors":[{"code","detail","source":{"pointer","attribute"}}]}
const errorBody = z.object({
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

const payment = z.object({
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

const paymentIntent = z.object({
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

const checkoutSession = z.object({
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

const created = z.object({ data: z.object({ id: z.string() }) });

// a new subscription's first invoice, whose payment intent the payer completes on-session
const subscription = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.object({
      latest_invoice: z.object({
        payment_intent: z.object({
          id: z.string(),
          // the key the payer's browser attaches a payment method with; older samples nest it in attributes
          client_key: z.string().nullish(),
          attributes: z.object({ client_key: z.string().nullish() }).passthrough().nullish(),
        }),
      }),
    }),
  }),
});

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

const refund = z.object({
  id: z.string(),
  attributes: z.object({
    status: z.string(),
    notes: z.string().nullish(),
  }),
});

/** PayMongo's refund states reduced to ours: pending and processing are both still on their way. */
const refundStatusOf = (status: string): ProviderRefund['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending';

function refundOf(data: unknown): ProviderRefund {
  const parsed = refund.safeParse(data);
  if (!parsed.success) throw new ProviderUnavailableError('PayMongo answered a refund we cannot read');
  const { status, notes } = parsed.data.attributes;
  return {
    id: parsed.data.id,
    status: refundStatusOf(status),
    failureReason: status === 'failed' ? (notes ?? 'failed') : null,
  };
}

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

/** Ours, when PayMongo kept it in a resource's metadata (a session's is copied to its payment). */
const referenceIn = (metadata: Record<string, unknown> | null | undefined) =>
  typeof metadata?.reference === 'string' ? metadata.reference : null;

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
 * How a session was paid: the payment's source type. A checkout session keeps no method for later
 * (PayMongo documents no `setup_future_usage` on sessions): renewals go through subscriptions (decision 0127).
 */
function methodOf(paid: z.infer<typeof payment>): PaidMethod | null {
  const type = paid.attributes.source?.type;
  return type ? { type, recurringToken: null } : null;
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

/** The session's state as the product sees it: paid once any of its payments is paid. */
function stateOf(session: z.infer<typeof checkoutSession>): CheckoutState {
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
function intentStateOf(intent: z.infer<typeof paymentIntent>): CheckoutState {
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

/**
 * PayMongo hosted checkout (v1 checkout sessions; amounts in centavos) and its signed webhooks.
 * Sign-in through a PayMongo account does not exist, so this provider offers none. PayMongo has no
 * payout API we can use, so payouts and the bank list go through Xendit when it is configured.
 */
export function createPaymongoProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** PayMongo's API address; another one for a local stand-in in tests. */
  apiUrl?: string;
  /** What a checkout offers; each must be enabled on the account, or PayMongo refuses the checkout. */
  paymentMethods?: readonly string[];
  /**
   * Auto-renewal through PayMongo's Subscriptions API, which PayMongo must enable on the account first:
   * `payPage` is our page where the payer completes a subscription's first invoice (its payment intent).
   * Without it, memberships join by one-off checkout and renew by the one-tap link (decision 0127).
   */
  subscriptions?: {
    payPage: (input: { paymentIntentId: string; clientKey: string; reference: string }) => string;
  };
  payouts?: PayoutGateway;
  fetch?: typeof fetch;
}): PaymentProvider {
  const doFetch = options.fetch ?? lateFetch;
  const api = (options.apiUrl ?? PAYMONGO_API_URL).replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  // a live key acts on live events only, a test key on test events only
  const livemode = options.secretKey.startsWith('sk_live_');

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string },
  ) {
    let response: Response;
    try {
      response = await doFetch(`${api}${path}`, {
        method: init.method,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          accept: 'application/json',
          ...(init.idempotencyKey && { 'idempotency-key': init.idempotencyKey }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new ProviderUnavailableError(`PayMongo did not answer: ${String(err)}`);
    }
    if (response.status === 404) return null;
    if (response.ok) return (await response.json()) as unknown;
    const body = errorBody.safeParse(await response.json().catch(() => null));
    const first = body.success ? body.data.errors[0]! : null;
    const code = first?.code ?? `http_${response.status}`;
    const detail = first?.detail ?? null;
    // its own fault, too many requests, a request still in progress, or a refusal that passes by itself
    // (decision 0126): the same call under the same key may pass later
    if (
      response.status >= 500 ||
      response.status === 408 ||
      response.status === 429 ||
      TRANSIENT_CODES.has(code)
    ) {
      throw new ProviderUnavailableError(`PayMongo answered ${response.status} ${code}`, code, detail);
    }
    // any other 4xx names what PayMongo will never accept as asked (an amount under its minimum, a method
    // not enabled, a refund past its window, our key refused): asking again changes nothing
    throw new ProviderRefusedError(code, detail, first?.source?.attribute ?? null, response.status);
  }

  /**
   * The id of the paid payment made at a checkout (a hosted session, or a charge's payment intent), for a
   * payment whose own id was not kept when it settled.
   */
  async function paidPaymentAt(checkoutId: string) {
    const intent = /^pi_[A-Za-z0-9]+$/.test(checkoutId);
    if (!intent && !/^cs_[A-Za-z0-9]+$/.test(checkoutId)) return null;
    const json = await call(`/v1/${intent ? 'payment_intents' : 'checkout_sessions'}/${checkoutId}`, {
      method: 'GET',
    });
    const data = (json as { data?: unknown } | null)?.data;
    const parsed = intent ? paymentIntent.safeParse(data) : checkoutSession.safeParse(data);
    if (!parsed.success) return null;
    return parsed.data.attributes.payments.find((p) => p.attributes.status === 'paid')?.id ?? null;
  }

  async function readSession(path: string, method: 'GET' | 'POST') {
    const json = await call(path, { method });
    if (json === null) return null;
    const session = checkoutSession.safeParse((json as { data?: unknown }).data);
    return session.success ? stateOf(session.data) : null;
  }

  async function readIntent(id: string) {
    const json = await call(`/v1/payment_intents/${id}`, { method: 'GET' });
    if (json === null) return null;
    const intent = paymentIntent.safeParse((json as { data?: unknown }).data);
    return intent.success ? intentStateOf(intent.data) : null;
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

  /** The Subscriptions API (decision 0127): a customer per payer, a plan per price and period, a subscription. */
  function subscriptionsOf(config: NonNullable<typeof options.subscriptions>): SubscriptionGateway {
    const idOf = (json: unknown, what: string) => {
      const parsed = created.safeParse(json);
      if (!parsed.success) throw new ProviderUnavailableError(`PayMongo answered a ${what} we cannot read`);
      return parsed.data.data.id;
    };
    return {
      methods: PAYMONGO_RECURRING_METHODS,
      owns: (token) => PAYMONGO_SUBSCRIPTIONS.id.test(token),

      async createCustomer({ reference, name, email }) {
        const [first, ...rest] = name.trim().split(/\s+/);
        const json = await call(PAYMONGO_SUBSCRIPTIONS.customers, {
          method: 'POST',
          idempotencyKey: `customer:${reference}`,
          body: {
            data: {
              attributes: {
                first_name: (first || name).slice(0, 100),
                last_name: (rest.join(' ') || first || name).slice(0, 100),
                ...(email && { email }),
                default_device: 'email',
              },
            },
          },
        });
        return idOf(json, 'customer');
      },

      async createPlan({ name, amount, currency, months }) {
        const json = await call(PAYMONGO_SUBSCRIPTIONS.plans, {
          method: 'POST',
          body: {
            data: {
              attributes: {
                name: name.slice(0, 255),
                description: name.slice(0, 255),
                amount,
                currency,
                interval: PAYMONGO_SUBSCRIPTIONS.interval,
                interval_count: months,
              },
            },
          },
        });
        return idOf(json, 'plan');
      },

      async createSubscription(request) {
        const json = await call(PAYMONGO_SUBSCRIPTIONS.subscriptions, {
          method: 'POST',
          idempotencyKey: request.idempotencyKey,
          body: { data: { attributes: { customer_id: request.customerId, plan_id: request.planId } } },
        });
        const parsed = subscription.safeParse(json);
        const intent = parsed.success ? parsed.data.data.attributes.latest_invoice.payment_intent : null;
        const clientKey = intent?.client_key ?? intent?.attributes?.client_key;
        if (!parsed.success || !intent || !clientKey) {
          throw new ProviderUnavailableError('PayMongo answered a subscription without its first invoice');
        }
        return {
          subscriptionId: parsed.data.data.id,
          checkoutId: intent.id,
          url: config.payPage({ paymentIntentId: intent.id, clientKey, reference: request.reference }),
        };
      },

      async cancelSubscription(id) {
        if (!PAYMONGO_SUBSCRIPTIONS.id.test(id)) return;
        try {
          await call(PAYMONGO_SUBSCRIPTIONS.cancel(id), {
            method: 'POST',
            body: {
              data: { attributes: { cancellation_reason: PAYMONGO_SUBSCRIPTIONS.cancellationReason } },
            },
          });
        } catch (err) {
          // cancelled already (by the payer's bank, PayMongo's retries, or an earlier call): nothing bills
          if (err instanceof ProviderRefusedError && !err.byAccount) return;
          throw err;
        }
      },
    };
  }

  return {
    name: 'paymongo',
    accountSignIn: false,
    payouts:
      options.payouts ??
      unavailablePayouts('Payouts need Xendit: set XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN'),

    authorizationUrl() {
      throw new ProviderUnavailableError('PayMongo offers no account sign-in');
    },

    async exchangeAuthorizationCode() {
      return null;
    },

    async createCheckout(request) {
      const body = {
        data: {
          attributes: {
            line_items: [
              {
                name: request.description.slice(0, 255),
                amount: request.amount,
                currency: request.currency,
                quantity: 1,
              },
            ],
            payment_method_types: options.paymentMethods ?? PAYMONGO_DEFAULT_METHODS,
            success_url: request.successUrl,
            cancel_url: request.failureUrl,
            reference_number: request.reference,
            description: request.description.slice(0, 255),
            send_email_receipt: false,
            show_description: true,
            show_line_items: true,
            // nothing is kept for later: PayMongo documents no `setup_future_usage` on sessions (decision 0127)
            metadata: { reference: request.reference },
          },
        },
      };
      const json = await call('/v1/checkout_sessions', { method: 'POST', body });
      const session = checkoutSession.safeParse((json as { data?: unknown } | null)?.data);
      if (!session.success || !session.data.attributes.checkout_url) {
        throw new ProviderUnavailableError('PayMongo answered a checkout without a checkout_url');
      }
      return { checkoutId: session.data.id, url: session.data.attributes.checkout_url };
    },

    verifyWebhook({ headers, rawBody, now }) {
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
    },

    async fetchCheckout(checkoutId) {
      if (/^pi_[A-Za-z0-9]+$/.test(checkoutId)) return readIntent(checkoutId);
      if (!/^cs_[A-Za-z0-9]+$/.test(checkoutId)) return null;
      return readSession(`/v1/checkout_sessions/${checkoutId}`, 'GET');
    },

    async expireCheckout(checkoutId) {
      // a charge of a saved method is paid or refused at once: nothing is left open to close
      if (/^pi_[A-Za-z0-9]+$/.test(checkoutId)) return readIntent(checkoutId);
      if (!/^cs_[A-Za-z0-9]+$/.test(checkoutId)) return null;
      try {
        return await readSession(`/v1/checkout_sessions/${checkoutId}/expire`, 'POST');
      } catch (err) {
        // refused when it was paid or expired meanwhile: what it is now says which
        if (err instanceof ProviderRefusedError)
          return readSession(`/v1/checkout_sessions/${checkoutId}`, 'GET');
        throw err;
      }
    },

    async createRefund(request) {
      // a refund names the payment (`pay_…`), never the session or the payment intent it was paid at
      const paymentId = request.providerPaymentId ?? (await paidPaymentAt(request.checkoutId));
      if (!paymentId) {
        throw new ProviderRefusedError(
          'resource_not_found',
          `PayMongo has no paid payment at ${request.checkoutId}.`,
          'payment_id',
          404,
        );
      }
      const created = await call('/v1/refunds', {
        method: 'POST',
        idempotencyKey: request.idempotencyKey,
        body: {
          data: {
            attributes: {
              amount: request.amount,
              payment_id: paymentId,
              reason: PAYMONGO_REFUND_REASONS[request.reason],
              notes: `Refund of ${request.reference} (${request.reason.replaceAll('_', ' ')})`,
              metadata: { reference: request.reference },
            },
          },
        },
      });
      if (created === null) {
        throw new ProviderRefusedError(
          'resource_not_found',
          `PayMongo does not know the payment ${paymentId}.`,
          'payment_id',
          404,
        );
      }
      return refundOf((created as { data?: unknown }).data);
    },

    async fetchRefund(id) {
      if (!/^ref_[A-Za-z0-9]+$/.test(id)) return null;
      const json = await call(`/v1/refunds/${id}`, { method: 'GET' });
      return json === null ? null : refundOf((json as { data?: unknown }).data);
    },

    async chargeSaved() {
      // PayMongo documents off-session charges only through its Subscriptions API: a method kept before
      // (a `cus_…` token) is never charged by us; its member renews by the one-tap link (decision 0127)
      throw new ProviderRefusedError(
        'resource_not_found',
        'PayMongo charges again only through a subscription.',
        'token',
      );
    },

    ...(options.subscriptions && { subscriptions: subscriptionsOf(options.subscriptions) }),
  };
}
