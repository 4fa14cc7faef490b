import { z } from 'zod';
import {
  type CheckoutState,
  type PaidMethod,
  type PaymentEvent,
  type PaymentProvider,
  type PayoutGateway,
  type ProviderRefund,
  ProviderRefusedError,
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
/** What PayMongo charges again with nobody present: cards and Maya, never GCash (decision 0090). */
export const PAYMONGO_RECURRING_METHODS = ['card', 'paymaya'] as const;

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
    // read only for the customer a kept method was vaulted on
    payment_intent: z
      .object({
        attributes: z
          .object({
            setup_future_usage: z.object({ customer_id: z.string().nullish() }).passthrough().nullish(),
          })
          .passthrough()
          .nullish(),
      })
      .passthrough()
      .nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

// a customer's saved methods: GET /v1/customers/{id}/payment_methods (decision 0090)
const savedMethods = z.object({
  data: z.array(z.object({ id: z.string(), attributes: z.object({ type: z.string() }) })),
});

// a saved method is named by the PayMongo customer it was vaulted on
const CUSTOMER_ID = /^cus_[A-Za-z0-9]+$/;

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
 * How a session was paid: the payment's source type and, when we asked to keep the method and it is one
 * PayMongo charges again, the customer PayMongo vaulted it on (decision 0090).
 */
function methodOf(
  session: z.infer<typeof checkoutSession>,
  paid: z.infer<typeof payment>,
): PaidMethod | null {
  const type = paid.attributes.source?.type;
  if (!type) return null;
  const asked = session.attributes.metadata?.save_method === 'yes';
  const customer = session.attributes.payment_intent?.attributes?.setup_future_usage?.customer_id;
  const recurring = (PAYMONGO_RECURRING_METHODS as readonly string[]).includes(type);
  return {
    type,
    recurringToken: asked && recurring && customer && CUSTOMER_ID.test(customer) ? customer : null,
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
      method: methodOf(session, paid),
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
    // a 400 names what PayMongo will never accept (an amount under its minimum, a method not enabled, a
    // refund past its window); anything else (a key refused, too many requests, its own fault) may pass
    const refusal =
      response.status === 400 || response.status === 422
        ? errorBody.safeParse(await response.json().catch(() => null))
        : null;
    if (refusal?.success) {
      const [first] = refusal.data.errors;
      throw new ProviderRefusedError(first!.code, first!.detail ?? null, first!.source?.attribute ?? null);
    }
    throw new ProviderUnavailableError(`PayMongo answered ${response.status}`);
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
            // the payer may keep a card or Maya for our later charges (decision 0090)
            ...(request.saveMethod && { setup_future_usage: { session_type: 'off_session' } }),
            metadata: { reference: request.reference, ...(request.saveMethod && { save_method: 'yes' }) },
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
      // a refund names the payment, not the session: find the session's paid payment first
      const json = await call(`/v1/checkout_sessions/${request.checkoutId}`, { method: 'GET' });
      const session = checkoutSession.safeParse((json as { data?: unknown } | null)?.data);
      const paid = session.success
        ? session.data.attributes.payments.find((p) => p.attributes.status === 'paid')
        : undefined;
      if (!paid) throw new ProviderUnavailableError(`PayMongo has no paid payment for ${request.checkoutId}`);
      const created = await call('/v1/refunds', {
        method: 'POST',
        idempotencyKey: request.idempotencyKey,
        body: {
          data: {
            attributes: {
              amount: request.amount,
              payment_id: paid.id,
              reason: request.reason,
              notes: `Refund of ${request.reference}`,
              metadata: { reference: request.reference },
            },
          },
        },
      });
      return refundOf((created as { data?: unknown } | null)?.data);
    },

    async fetchRefund(id) {
      if (!/^ref_[A-Za-z0-9]+$/.test(id)) return null;
      const json = await call(`/v1/refunds/${id}`, { method: 'GET' });
      return json === null ? null : refundOf((json as { data?: unknown }).data);
    },

    async chargeSaved(request) {
      if (!CUSTOMER_ID.test(request.token)) {
        throw new ProviderRefusedError('resource_not_found', 'Not a PayMongo customer.', 'token');
      }
      // the customer's vaulted card or Maya account, which the first payment saved
      const listed = await call(`/v1/customers/${request.token}/payment_methods`, { method: 'GET' });
      const saved = savedMethods.safeParse(listed);
      const method = saved.success
        ? saved.data.data.find((m) =>
            (PAYMONGO_RECURRING_METHODS as readonly string[]).includes(m.attributes.type),
          )
        : undefined;
      if (!method) {
        throw new ProviderRefusedError(
          'resource_not_found',
          'The customer has no saved card or Maya account.',
        );
      }
      // each step under its own key derived from ours: a repeat replays both and never charges twice
      const created = await call('/v1/payment_intents', {
        method: 'POST',
        idempotencyKey: `${request.idempotencyKey}:intent`,
        body: {
          data: {
            attributes: {
              amount: request.amount,
              currency: request.currency,
              description: request.description.slice(0, 255),
              payment_method_allowed: [method.attributes.type],
              capture_type: 'automatic',
              setup_future_usage: { session_type: 'off_session', customer_id: request.token },
              metadata: { reference: request.reference },
            },
          },
        },
      });
      const intent = paymentIntent.safeParse((created as { data?: unknown } | null)?.data);
      if (!intent.success) {
        throw new ProviderUnavailableError('PayMongo answered a payment intent we cannot read');
      }
      const attached = await call(`/v1/payment_intents/${intent.data.id}/attach`, {
        method: 'POST',
        idempotencyKey: `${request.idempotencyKey}:attach`,
        body: { data: { attributes: { payment_method: method.id } } },
      });
      const after = paymentIntent.safeParse((attached as { data?: unknown } | null)?.data);
      if (!after.success) {
        throw new ProviderUnavailableError('PayMongo answered a payment intent we cannot read');
      }
      const state = intentStateOf(after.data);
      return {
        checkoutId: after.data.id,
        status: state.status === 'paid' ? 'paid' : state.failureCode ? 'failed' : 'pending',
        failureCode: state.failureCode ?? null,
      };
    },
  };
}
