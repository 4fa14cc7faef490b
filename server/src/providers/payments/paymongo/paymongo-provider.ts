import {
  type PaymentProvider,
  type PayoutGateway,
  ProviderRefusedError,
  type RefundRequest,
  ProviderUnavailableError,
  unavailablePayouts,
} from '../payment-provider.ts';
import { lateFetch } from '../../../lib/first-use.ts';
import {
  checkoutSession,
  errorBody,
  intentStateOf,
  paymentIntent,
  refundOf,
  stateOf,
} from './paymongo-resources.ts';
import { paymongoSubscriptions } from './paymongo-subscriptions.ts';
import { verifyPaymongoWebhook } from './paymongo-webhooks.ts';

export const PAYMONGO_API_URL = 'https://api.paymongo.com';
/** What a checkout offers when the configuration does not say: QR Ph needs activation on the account. */
export const PAYMONGO_DEFAULT_METHODS = ['gcash', 'paymaya', 'card'] as const;

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

    verifyWebhook: verifyPaymongoWebhook({ webhookSecret: options.webhookSecret, livemode }),

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

    ...(options.subscriptions && { subscriptions: paymongoSubscriptions(call, options.subscriptions) }),
  };
}
