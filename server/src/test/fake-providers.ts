import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../providers/payments/webhook-signature.ts';

/**
 * PayMongo, Xendit and Semaphore as one local HTTP server, answering with the bodies their documentation
 * shows (./provider-payloads, see its README), errors included. Each provider has its own base address:
 * `${url}/paymongo`, `${url}/xendit`, `${url}/semaphore`. What it was asked is kept for the test to read,
 * and a test scripts the refusals it wants. PayMongo and Xendit refuse any attribute their documents do not
 * list, as the real ones would (`documentedAttributes`, decision 0126).
 */

const payload = (name: string) =>
  JSON.parse(readFileSync(new URL(`./provider-payloads/${name}`, import.meta.url), 'utf8')) as unknown;
const clone = <T>(value: T): T => structuredClone(value);
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// the documented resources, used as templates
const sessionTemplate = (payload('paymongo/checkout-session-resource.docs-reference.json') as Json).data;
const paidEventTemplate = payload(
  'paymongo/webhook-checkout_session.payment.paid.docs-webhooks-page.json',
) as Json;
const paymentTemplate = paidEventTemplate.data.attributes.data.attributes.payments[0];
const refundTemplate = (payload('paymongo/refund-resource.docs-reference.json') as Json).data;
const intentTemplate = (payload('paymongo/payment-intent-resource.docs-webhooks-page.json') as Json).data;
const paymentPaidTemplate = payload('paymongo/webhook-payment.paid.docs-webhooks-page.json') as Json;
const paymentFailedTemplate = payload('paymongo/webhook-payment.failed.docs-webhooks-page.json') as Json;
const paymentRefundedTemplate = payload('paymongo/webhook-payment.refunded.docs-webhooks-page.json') as Json;
const refundUpdatedTemplate = payload(
  'paymongo/webhook-payment.refund.updated.docs-webhooks-page.json',
) as Json;
const xenditChannels = payload(
  'xendit/payouts-channels.response.docs-apidocs-get-payout-channels.json',
) as Json[];
const xenditPayoutTemplate = payload('xendit/create-payout.response.docs-integration-payouts.json') as Json;
const xenditInvalidKey = payload('xendit/error-invalid-api-key.docs-get-payout-channels.json');
const xenditServerError = payload('xendit/error-server.shape.json');
const xenditDuplicate = payload('xendit/error-duplicate.shape.json');
const semaphoreSent = (payload('semaphore/send.response.community-sdk-readme.json') as Json[])[0]!;
const semaphoreBadKey = payload('semaphore/error-validation-200.community-test.json');
/** The parameters Semaphore documents for sending (`/messages`, `/priority`), and `/otp`'s own `code`. */
const semaphoreFields = ['apikey', 'number', 'message', 'sendername'];
const semaphoreOtpFields = [...semaphoreFields, 'code'];

/** Whether a card number passes the Luhn check, as every real card number does. */
const luhn = (number: string) =>
  /^\d{12,19}$/.test(number) &&
  [...number].reverse().reduce((sum, digit, i) => {
    const d = Number(digit) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
    0;

/** PayMongo's error body: `{"errors":[{"code","detail","source"}]}`. */
const paymongoError = (code: string, detail: string, attribute?: string) => ({
  errors: [{ code, detail, ...(attribute && { source: { pointer: attribute, attribute } }) }],
});

/** Xendit's error body: `{ error_code, message, errors: [{ path, message }] }`. */
const xenditError = (code: string, message: string, errors?: { path: string; message: string }[]) => ({
  error_code: code,
  message,
  ...(errors && { errors }),
});

/**
 * The attributes each request may carry, as PayMongo's and Xendit's documents list them
 * (../../../shared/reference/provider-apis.md §1, §2, §8; decision 0126). The stand-ins refuse any other
 * with the provider's documented error body, so a request the real provider would refuse fails here.
 */
export const documentedAttributes = {
  paymongo: {
    checkoutSession: [
      'line_items',
      'payment_method_types',
      'success_url',
      'cancel_url',
      'reference_number',
      'description',
      'send_email_receipt',
      'show_description',
      'show_line_items',
      'billing',
      'metadata',
    ],
    lineItem: ['name', 'amount', 'currency', 'quantity', 'description', 'images'],
    paymentIntent: [
      'amount',
      'currency',
      'description',
      'statement_descriptor',
      'payment_method_allowed',
      'payment_method_options',
      'capture_type',
      'setup_future_usage',
      'metadata',
    ],
    setupFutureUsage: ['session_type', 'customer_id'],
    attach: ['payment_method', 'client_key', 'return_url'],
    /** A payment method the browser makes with the public key (decision 0127). */
    paymentMethod: ['type', 'details', 'billing', 'metadata'],
    paymentMethodTypes: ['card', 'paymaya', 'gcash', 'grab_pay'],
    cardDetails: ['card_number', 'exp_month', 'exp_year', 'cvc'],
    billing: ['name', 'email', 'phone', 'address'],
    refund: ['amount', 'payment_id', 'reason', 'notes', 'metadata'],
    /** The Subscriptions API (decision 0127): Customer, Plan and Subscription resources. */
    customer: ['first_name', 'last_name', 'email', 'phone', 'default_device', 'metadata'],
    plan: [
      'name',
      'description',
      'amount',
      'currency',
      'interval',
      'interval_count',
      'cycle_count',
      'metadata',
    ],
    planIntervals: ['weekly', 'monthly', 'yearly'],
    subscription: ['customer_id', 'plan_id', 'anchor_date', 'metadata'],
    cancelSubscription: ['cancellation_reason'],
    cancellationReasons: ['too_expensive', 'missing_features', 'switched_service', 'unused', 'other'],
    /**
     * The reasons both of PayMongo's refund documents list: its refund resource adds
     * `requested_by_customer`, its newer Refunds guide does not.
     */
    refundReasons: ['duplicate', 'fraudulent', 'others'],
    /**
     * PayMongo's test cards (its Testing page) for a payment intent: one paid at once, one that asks for
     * 3-D Secure, one declined (`generic_decline`); any other number is declined too.
     */
    testCards: {
      succeeds: ['4343434343434345', '4571736000000075', '5555444444444457', '5455590000000009'],
      secure: ['4120000000000007'],
      declined: ['4230000000000004'],
    },
  },
  xendit: {
    payout: [
      'reference_id',
      'channel_code',
      'channel_properties',
      'amount',
      'currency',
      'description',
      'metadata',
      'receipt_notification',
    ],
    payoutRequired: ['reference_id', 'channel_code', 'channel_properties', 'amount', 'currency'],
    channelProperties: ['account_number', 'account_holder_name', 'account_type'],
  },
} as const;

/** The first of `given`'s keys that `listed` does not have. */
const unlisted = (given: unknown, listed: readonly string[]) =>
  given && typeof given === 'object' && !Array.isArray(given)
    ? Object.keys(given).find((key) => !listed.includes(key))
    : undefined;

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The secret key of a Basic authorization header (`key:`), or null. */
function basicKey(request: IncomingMessage) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  return Buffer.from(header.slice(6), 'base64').toString('utf8').replace(/:$/, '');
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function startFakeProviders(
  options: {
    /** The webhook secret PayMongo signs events with. */
    paymongoWebhookSecret?: string;
    /** The methods the PayMongo account has enabled; a checkout asking for another is refused. */
    paymongoMethods?: string[];
    /** The API key Semaphore accepts. */
    semaphoreApiKey?: string;
  } = {},
) {
  const webhookSecret = options.paymongoWebhookSecret ?? 'whsk_fake_provider_secret';
  const requests: FakeRequest[] = [];

  /** An event as PayMongo sends it, signed for the mode it says it is in. */
  const signedEvent = (event: Json, livemode: boolean, at: number) => {
    const rawBody = JSON.stringify(event);
    const t = String(at);
    const signature = hmacHex(webhookSecret, t, rawBody);
    return { rawBody, signature: livemode ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=` };
  };

  const paymongo = {
    /** The methods the account has enabled; a checkout asking for another is refused. */
    enabledMethods: new Set(options.paymongoMethods ?? ['gcash', 'paymaya', 'card']),
    sessions: new Map<string, Json>(),
    refunds: new Map<string, Json>(),
    refundKeys: new Map<string, string>(),
    /**
     * A refusal every refund gets from now on: a code answered with 400 (`allowed_date_exceeded`,
     * `available_balance_insufficient`…), or a status with its code and words.
     */
    refuseRefunds: null as string | { status: number; code: string; detail?: string } | null,
    /** The status the next call answers instead (an outage, a key refused), with PayMongo's error body. */
    failNext: null as number | null,
    /** The next call gets no answer at all: the connection drops (a network failure). */
    dropNext: false,
    /** Customers made through the Customers API, by id, with the attributes they were made with. */
    customerRecords: new Map<string, Json>(),
    customerKeys: new Map<string, string>(),
    plans: new Map<string, Json>(),
    /** Subscriptions by id, with their invoices (oldest first), each with its payment intent. */
    subscriptions: new Map<string, Json>(),
    subscriptionKeys: new Map<string, string>(),
    livemode: false,
    /** Customers' vaulted methods, by customer id; a declining one refuses every charge. */
    customers: new Map<string, { method: Json; declines: boolean }>(),
    intents: new Map<string, Json>(),
    /** Payment methods the browser made with the public key, with the card number they were made with. */
    paymentMethods: new Map<string, { resource: Json; cardNumber: string | null }>(),
    intentKeys: new Map<string, string>(),
    attachKeys: new Set<string>(),
    /** The webhooks PayMongo sent for charges of saved methods, signed, oldest first. */
    events: [] as { rawBody: string; signature: string }[],

    /** Every payment PayMongo holds: those of hosted checkouts and those of charges (payment intents). */
    allPayments(): Json[] {
      return [
        ...[...paymongo.sessions.values()].flatMap((session) => session.attributes.payments as Json[]),
        ...[...paymongo.intents.values()].flatMap((intent) => intent.attributes.payments as Json[]),
      ];
    },

    /** A customer's vaulted methods from now on refuse every charge, as a card's bank would. */
    decline(customerId: string) {
      paymongo.customers.get(customerId)!.declines = true;
    },

    /**
     * The supporter pays on PayMongo's page: the session gets a paid payment (of `amount`, the line item's
     * by default, with `method`) and the webhook PayMongo sends for it is returned, signed, for the test to
     * deliver or lose. A card or Maya is vaulted on a new customer when the session asked to keep it.
     */
    pay(
      sessionId: string,
      input: { amount?: number; livemode?: boolean; method?: 'gcash' | 'card' | 'paymaya' } = {},
    ) {
      const session = paymongo.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const paidAt = Math.floor(Date.now() / 1000);
      const paymentRow = clone(paymentTemplate);
      paymentRow.id = newId('pay_');
      paymentRow.attributes.amount = input.amount ?? session.attributes.line_items[0].amount;
      paymentRow.attributes.status = 'paid';
      paymentRow.attributes.paid_at = paidAt;
      paymentRow.attributes.livemode = paymongo.livemode;
      // each payment has its own intent, and the session's metadata, as the docs' samples show
      paymentRow.attributes.payment_intent_id = newId('pi_');
      paymentRow.attributes.metadata = clone(session.attributes.metadata);
      if (input.method) paymentRow.attributes.source = { id: newId('src_'), type: input.method };
      session.attributes.payments = [paymentRow];
      session.attributes.paid_at = paidAt;
      const event = clone(paidEventTemplate);
      const livemode = input.livemode ?? paymongo.livemode;
      event.data.id = newId('evt_');
      event.data.attributes.livemode = livemode;
      event.data.attributes.created_at = paidAt;
      event.data.attributes.data = clone(session);
      const rawBody = JSON.stringify(event);
      const t = String(paidAt);
      const signature = hmacHex(webhookSecret, t, rawBody);
      return {
        rawBody,
        signature: livemode ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=`,
      };
    },

    /**
     * PayMongo collects an invoice of a subscription, signed as its `subscription.invoice.*` event: the
     * first (its payer completed the payment intent on-session, with `method`), or with `next` a new
     * period's invoice that PayMongo billed by itself. A subscription whose card `declines` fails it.
     */
    billSubscription(
      subscriptionId: string,
      input: { next?: boolean; declines?: boolean; method?: 'card' | 'paymaya' } = {},
    ) {
      const sub = paymongo.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const at = Math.floor(Date.now() / 1000);
      const invoices = sub.invoices as Json[];
      const bill = input.next ? paymongo.newInvoice(sub) : invoices.at(-1)!;
      const intent = paymongo.intents.get(bill.attributes.payment_intent.id)!;
      const failed = input.declines ?? false;
      const method = input.method ?? (sub.method as string | undefined) ?? 'card';
      if (!failed) {
        const paid = clone(paymentTemplate);
        paid.id = newId('pay_');
        Object.assign(paid.attributes, {
          amount: bill.attributes.amount_due,
          status: 'paid',
          paid_at: at,
          livemode: paymongo.livemode,
          payment_intent_id: intent.id,
          metadata: null,
          source: { id: newId('src_'), type: method },
        });
        intent.attributes.status = 'succeeded';
        intent.attributes.payments = [paid];
        bill.attributes.status = 'paid';
        bill.attributes.paid_at = at;
        sub.attributes.status = 'active';
        sub.method = method;
      } else {
        bill.attributes.status = 'open';
        bill.attributes.failed_code = 'card_declined';
        if (sub.attributes.status === 'active') sub.attributes.status = 'past_due';
      }
      bill.attributes.payment_method_type = method;
      const event = clone(paymentPaidTemplate);
      event.data.id = newId('evt_');
      event.data.attributes.type = failed
        ? 'subscription.invoice.payment_failed'
        : 'subscription.invoice.paid';
      event.data.attributes.livemode = paymongo.livemode;
      event.data.attributes.created_at = at;
      event.data.attributes.data = clone(bill);
      return signedEvent(event, paymongo.livemode, at);
    },

    /** A subscription as PayMongo answers it: its latest invoice carries the payment intent to pay. */
    subscriptionResource(sub: Json) {
      const latest = (sub.invoices as Json[]).at(-1)!;
      const intent = paymongo.intents.get(latest.attributes.payment_intent.id)!;
      return {
        id: sub.id,
        type: sub.type,
        attributes: {
          ...clone(sub.attributes),
          latest_invoice: {
            id: latest.id,
            ...clone(latest.attributes),
            payment_intent: {
              id: intent.id,
              client_key: intent.attributes.client_key,
              status: intent.attributes.status,
            },
          },
        },
      };
    },

    /** A new open invoice of a subscription, with its own payment intent awaiting payment. */
    newInvoice(sub: Json) {
      const plan = paymongo.plans.get(sub.attributes.plan_id)!;
      const intent = clone(intentTemplate);
      intent.id = newId('pi_');
      Object.assign(intent.attributes, {
        amount: plan.attributes.amount,
        currency: plan.attributes.currency,
        client_key: `${intent.id}_client_${randomBytes(8).toString('hex')}`,
        payment_method_allowed: ['card', 'paymaya'],
        livemode: paymongo.livemode,
        status: 'awaiting_payment_method',
        payments: [],
        metadata: null,
      });
      paymongo.intents.set(intent.id, intent);
      const bill = {
        id: newId('inv_'),
        type: 'invoice',
        attributes: {
          subscription_id: sub.id,
          customer_id: sub.attributes.customer_id,
          amount_due: plan.attributes.amount,
          currency: plan.attributes.currency,
          status: 'open',
          livemode: paymongo.livemode,
          paid_at: null,
          payment_intent: { id: intent.id, type: 'payment_intent' },
        },
      };
      (sub.invoices as Json[]).push(bill);
      return bill;
    },

    /** PayMongo finishes every refund it took. */
    finishRefunds() {
      for (const refund of paymongo.refunds.values()) refund.attributes.status = 'succeeded';
    },

    /**
     * Someone refunds a paid session's payment on PayMongo's dashboard, all of it unless `amount` says:
     * the refund succeeds at once, with no metadata of ours. Answers its id.
     */
    refundOnDashboard(sessionId: string, input: { amount?: number } = {}) {
      const paid = (paymongo.sessions.get(sessionId)?.attributes.payments as Json[] | undefined)?.[0];
      if (!paid) throw new Error(`no paid payment in ${sessionId}`);
      const refund = clone(refundTemplate);
      refund.id = newId('ref_');
      Object.assign(refund.attributes, {
        amount: input.amount ?? paid.attributes.amount,
        payment_id: paid.id,
        reason: 'requested_by_customer',
        notes: null,
        metadata: null,
        livemode: paymongo.livemode,
        status: 'succeeded',
      });
      paymongo.refunds.set(refund.id, refund);
      return refund.id as string;
    },

    /**
     * The webhooks PayMongo sends about a refund, signed: `payment.refunded`, the payment with all its
     * refunds, and `payment.refund.updated`, the refund alone.
     */
    refundEvents(refundId: string) {
      const refund = paymongo.refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      const paid = paymongo.allPayments().find((p) => p.id === refund.attributes.payment_id);
      if (!paid) throw new Error(`no payment for ${refundId}`);
      const at = Math.floor(Date.now() / 1000);
      const refunded = clone(paymentRefundedTemplate);
      refunded.data.id = newId('evt_');
      refunded.data.attributes.livemode = paymongo.livemode;
      refunded.data.attributes.created_at = at;
      refunded.data.attributes.data = clone(paid);
      refunded.data.attributes.data.attributes.refunds = [...paymongo.refunds.values()]
        .filter((r) => r.attributes.payment_id === paid.id)
        .map((r) => clone(r));
      const updated = clone(refundUpdatedTemplate);
      updated.data.id = newId('evt_');
      updated.data.attributes.livemode = paymongo.livemode;
      updated.data.attributes.created_at = at;
      updated.data.attributes.data = clone(refund);
      return {
        refunded: signedEvent(refunded, paymongo.livemode, at),
        updated: signedEvent(updated, paymongo.livemode, at),
      };
    },
  };

  const xendit = {
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

  const semaphore = {
    /** What was sent: the route (`messages`, `otp`, `priority`) and the form's fields. */
    messages: [] as { route: string; fields: Record<string, string> }[],
    /** What Semaphore answered as sent and drops, as it documents: a message starting with TEST. */
    ignored: [] as { route: string; fields: Record<string, string> }[],
  };

  /** PayMongo's answer to a call it refuses for its status: a key refused, a forbidden call, its own fault. */
  const paymongoFailure = (status: number) =>
    status === 401
      ? paymongoError('authentication_failed', 'The API key is invalid.')
      : status === 403
        ? paymongoError('forbidden', 'You are not allowed to perform this action.')
        : status === 429
          ? paymongoError('too_many_requests', 'Too many requests.')
          : paymongoError('internal_server_error', 'Something went wrong.');

  /** The first attribute of a PayMongo request that its documents do not list, or null. */
  function undocumentedPaymongo(path: string, method: string, attributes: Json | null) {
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
    if (/^\/v1\/payment_intents\/[^/]+\/attach$/.test(path))
      return unlisted(attributes, listed.attach) ?? null;
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
  const refuseField = (res: ServerResponse, code: string, pointer: string, detail: string) =>
    send(res, 400, {
      errors: [{ code, detail, source: { pointer, attribute: pointer.split('.').at(-1) } }],
    });

  /** A PayMongo request body's `data.attributes` (null when there is none), or undefined when it is not JSON. */
  function paymongoAttributes(body: string): Json | null | undefined {
    try {
      return (body ? (JSON.parse(body) as Json).data?.attributes : null) as Json | null;
    } catch {
      return undefined;
    }
  }

  /** What a browser may ask with the public key: `POST /v1/payment_methods` and an intent's `attach`. */
  function handlePaymongoPublic(path: string, method: string, body: string, res: ServerResponse) {
    const attach = path.match(/^\/v1\/payment_intents\/([^/]+)\/attach$/);
    if (method !== 'POST' || (path !== '/v1/payment_methods' && !attach)) {
      return send(res, 401, paymongoFailure(401));
    }
    const attributes = paymongoAttributes(body);
    if (attributes === undefined) {
      return send(res, 400, paymongoError('parameter_invalid', 'The request body is not valid JSON.'));
    }
    const undocumented = undocumentedPaymongo(path, method, attributes);
    if (undocumented) {
      return refuseField(res, 'parameter_invalid', undocumented, `${undocumented} is not a valid attribute.`);
    }
    const listed = documentedAttributes.paymongo;
    if (!attach) {
      const types: readonly string[] = listed.paymentMethodTypes;
      if (!types.includes(attributes?.type)) {
        return refuseField(res, 'parameter_invalid', 'type', 'type is not a valid payment method type.');
      }
      const details = (attributes!.details ?? {}) as Json;
      if (attributes!.type === 'card') {
        const checks: [string, boolean][] = [
          ['card_number', typeof details.card_number === 'string' && luhn(details.card_number)],
          [
            'exp_month',
            Number.isInteger(details.exp_month) && details.exp_month >= 1 && details.exp_month <= 12,
          ],
          ['exp_year', Number.isInteger(details.exp_year) && details.exp_year >= 0],
          ['cvc', typeof details.cvc === 'string' && /^\d{3,4}$/.test(details.cvc)],
        ];
        const wrong = checks.find(([, ok]) => !ok)?.[0];
        if (wrong) {
          return refuseField(
            res,
            'parameter_format_invalid',
            `details.${wrong}`,
            `details.${wrong} format is invalid.`,
          );
        }
      }
      const paymentMethod = {
        id: newId('pm_'),
        type: 'payment_method',
        attributes: {
          type: attributes!.type,
          billing: attributes!.billing ?? null,
          details:
            attributes!.type === 'card'
              ? {
                  last4: String(details.card_number).slice(-4),
                  exp_month: details.exp_month,
                  exp_year: details.exp_year,
                }
              : null,
          metadata: attributes!.metadata ?? null,
          livemode: paymongo.livemode,
          created_at: Math.floor(Date.now() / 1000),
        },
      };
      paymongo.paymentMethods.set(paymentMethod.id, {
        resource: paymentMethod,
        cardNumber: attributes!.type === 'card' ? String(details.card_number) : null,
      });
      return send(res, 200, { data: paymentMethod });
    }
    const intent = paymongo.intents.get(attach[1]!);
    if (!intent) return send(res, 404, paymongoError('resource_not_found', 'No such payment_intent.'));
    const given: Json = attributes ?? {};
    if (!intent.attributes.client_key || given.client_key !== intent.attributes.client_key) {
      return refuseField(res, 'parameter_invalid', 'client_key', 'client_key is invalid.');
    }
    const chosen = paymongo.paymentMethods.get(given.payment_method as string);
    if (!chosen) {
      return send(res, 404, paymongoError('resource_not_found', 'No such payment_method.', 'payment_method'));
    }
    const type = chosen.resource.attributes.type as string;
    if (!(intent.attributes.payment_method_allowed as string[]).includes(type)) {
      return refuseField(
        res,
        'parameter_invalid',
        'payment_method',
        `${type} is not allowed for this payment intent.`,
      );
    }
    if (intent.attributes.status !== 'awaiting_payment_method') {
      return send(
        res,
        400,
        paymongoError('resource_failed_state', 'The payment intent cannot be attached to.'),
      );
    }
    const cards = listed.testCards;
    const secure = type !== 'card' || (cards.secure as readonly string[]).includes(chosen.cardNumber!);
    if (secure && typeof given.return_url !== 'string') {
      return refuseField(res, 'parameter_required', 'return_url', 'return_url is required.');
    }
    intent.attributes.payment_method = chosen.resource.id;
    intent.attributes.last_payment_error = null;
    if (secure) {
      // 3-D Secure, or the wallet's own page, then back to `return_url`
      intent.attributes.status = 'awaiting_next_action';
      intent.attributes.next_action = {
        type: 'redirect',
        redirect: {
          url: `https://test-sources.paymongo.com/payment_intents/${intent.id}`,
          return_url: given.return_url,
        },
      };
    } else if ((cards.succeeds as readonly string[]).includes(chosen.cardNumber!)) {
      intent.attributes.status = 'succeeded';
      intent.attributes.next_action = null;
    } else {
      intent.attributes.status = 'awaiting_payment_method';
      intent.attributes.next_action = null;
      intent.attributes.last_payment_error = {
        failed_code: 'generic_decline',
        failed_message: 'The card was declined for an unknown reason.',
      };
    }
    return send(res, 200, { data: intent });
  }

  function handlePaymongo(
    path: string,
    method: string,
    request: IncomingMessage,
    body: string,
    res: ServerResponse,
  ) {
    const key = basicKey(request);
    // the public key makes payment methods and attaches them, from a browser; nothing else (decision 0127)
    if (key?.startsWith('pk_')) return handlePaymongoPublic(path, method, body, res);
    if (!key?.startsWith('sk_')) return send(res, 401, paymongoFailure(401));
    // stricter than PayMongo: our server never makes a payment method, so it never holds a card number
    if (path === '/v1/payment_methods') return send(res, 401, paymongoFailure(401));
    if (paymongo.dropNext) {
      paymongo.dropNext = false;
      return request.socket.destroy();
    }
    if (paymongo.failNext) {
      const status = paymongo.failNext;
      paymongo.failNext = null;
      return send(res, status, paymongoFailure(status));
    }
    const attributes = paymongoAttributes(body);
    if (attributes === undefined) {
      return send(res, 400, paymongoError('parameter_invalid', 'The request body is not valid JSON.'));
    }
    const undocumented = undocumentedPaymongo(path, method, attributes);
    if (undocumented) {
      return send(
        res,
        400,
        paymongoError('parameter_invalid', `${undocumented} is not a valid attribute.`, undocumented),
      );
    }
    if (method === 'POST' && path === '/v1/checkout_sessions') {
      const items = (attributes?.line_items ?? []) as Json[];
      // PayMongo's minimum payment is 2000 centavos (₱20.00)
      if (items.some((item) => item.amount < 2000)) {
        return send(
          res,
          400,
          paymongoError(
            'parameter_below_minimum',
            'The value for amount cannot be less than 2000.',
            'amount',
          ),
        );
      }
      const refused = ((attributes?.payment_method_types ?? []) as string[]).find(
        (m) => !paymongo.enabledMethods.has(m),
      );
      if (refused) {
        return send(
          res,
          400,
          paymongoError(
            'parameter_invalid',
            `The payment method ${refused} is not activated for this account.`,
            'payment_method_types',
          ),
        );
      }
      const session = clone(sessionTemplate);
      session.id = newId('cs_');
      Object.assign(session.attributes, {
        checkout_url: `https://checkout.paymongo.com/${session.id}#fake`,
        line_items: items.map((item) => ({ ...item, images: [] })),
        payment_method_types: attributes!.payment_method_types,
        reference_number: attributes!.reference_number,
        success_url: attributes!.success_url,
        cancel_url: attributes!.cancel_url,
        description: attributes!.description,
        metadata: attributes!.metadata ?? null,
        livemode: paymongo.livemode,
        payments: [],
        payment_intent: null,
        paid_at: null,
        status: 'active',
        setup_future_usage: attributes!.setup_future_usage ?? null,
      });
      paymongo.sessions.set(session.id, session);
      return send(res, 200, { data: session });
    }
    const sessionPath = path.match(/^\/v1\/checkout_sessions\/([^/]+)(\/expire)?$/);
    if (sessionPath) {
      const session = paymongo.sessions.get(sessionPath[1]!);
      if (!session) {
        return send(
          res,
          404,
          paymongoError('resource_not_found', `No such checkout_session with id ${sessionPath[1]}.`),
        );
      }
      if (sessionPath[2] && method === 'POST') {
        if (session.attributes.status !== 'active' || session.attributes.payments.length) {
          return send(
            res,
            400,
            paymongoError('resource_failed_state', 'The checkout session cannot be expired.'),
          );
        }
        session.attributes.status = 'expired';
      }
      return send(res, 200, { data: session });
    }
    const customerMethods = path.match(/^\/v1\/customers\/([^/]+)\/payment_methods$/);
    if (customerMethods && method === 'GET') {
      const customer = paymongo.customers.get(customerMethods[1]!);
      return customer
        ? send(res, 200, { data: [customer.method], has_more: false })
        : send(
            res,
            404,
            paymongoError('resource_not_found', `No such customer with id ${customerMethods[1]}.`),
          );
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const idempotencyKey = request.headers['idempotency-key'];
      if (typeof idempotencyKey === 'string' && paymongo.intentKeys.has(idempotencyKey)) {
        return send(res, 200, { data: paymongo.intents.get(paymongo.intentKeys.get(idempotencyKey)!) });
      }
      if ((attributes?.amount ?? 0) < 2000) {
        return send(
          res,
          400,
          paymongoError(
            'parameter_below_minimum',
            'The value for amount cannot be less than 2000.',
            'amount',
          ),
        );
      }
      const intent = clone(intentTemplate);
      intent.id = newId('pi_');
      Object.assign(intent.attributes, {
        amount: attributes!.amount,
        currency: attributes!.currency,
        description: attributes!.description ?? null,
        payment_method_allowed: attributes!.payment_method_allowed,
        setup_future_usage: attributes!.setup_future_usage ?? null,
        metadata: attributes!.metadata ?? null,
        livemode: paymongo.livemode,
        status: 'awaiting_payment_method',
        payments: [],
      });
      paymongo.intents.set(intent.id, intent);
      if (typeof idempotencyKey === 'string') paymongo.intentKeys.set(idempotencyKey, intent.id);
      return send(res, 200, { data: intent });
    }
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)(\/attach)?$/);
    if (intentPath) {
      const intent = paymongo.intents.get(intentPath[1]!);
      if (!intent) return send(res, 404, paymongoError('resource_not_found', 'No such payment_intent.'));
      const idempotencyKey = request.headers['idempotency-key'];
      const replay = typeof idempotencyKey === 'string' && paymongo.attachKeys.has(idempotencyKey);
      if (intentPath[2] && method === 'POST' && !replay) {
        if (typeof idempotencyKey === 'string') paymongo.attachKeys.add(idempotencyKey);
        const customerId = intent.attributes.setup_future_usage?.customer_id as string | undefined;
        const customer = customerId ? paymongo.customers.get(customerId) : undefined;
        if (!customer || customer.method.id !== attributes?.payment_method) {
          return send(res, 400, paymongoError('parameter_invalid', 'The payment method cannot be used.'));
        }
        const at = Math.floor(Date.now() / 1000);
        const event = clone(customer.declines ? paymentFailedTemplate : paymentPaidTemplate);
        const paymentRow = event.data.attributes.data;
        paymentRow.id = newId('pay_');
        Object.assign(paymentRow.attributes, {
          amount: intent.attributes.amount,
          currency: intent.attributes.currency,
          payment_intent_id: intent.id,
          metadata: intent.attributes.metadata,
          livemode: paymongo.livemode,
          paid_at: at,
          source: { id: newId('card_'), type: customer.method.attributes.type },
        });
        if (customer.declines) {
          Object.assign(paymentRow.attributes, {
            failed_code: 'card_declined',
            failed_message: 'The card was declined by the issuing bank.',
          });
          intent.attributes.status = 'awaiting_payment_method';
          intent.attributes.last_payment_error = {
            failed_code: 'card_declined',
            failed_message: 'The card was declined by the issuing bank.',
            payment_id: paymentRow.id,
          };
        } else {
          intent.attributes.status = 'succeeded';
          intent.attributes.payments = [clone(paymentRow)];
        }
        event.data.id = newId('evt_');
        event.data.attributes.livemode = paymongo.livemode;
        event.data.attributes.created_at = at;
        paymongo.events.push(signedEvent(event, paymongo.livemode, at));
      }
      return send(res, 200, { data: intent });
    }
    const idempotent = (keys: Map<string, string>, records: Map<string, Json>) => {
      const key = request.headers['idempotency-key'];
      const id = typeof key === 'string' ? keys.get(key) : undefined;
      return { key: typeof key === 'string' ? key : null, replay: id ? records.get(id) : undefined };
    };
    if (method === 'POST' && path === '/v1/customers') {
      const { key, replay } = idempotent(paymongo.customerKeys, paymongo.customerRecords);
      if (replay) return send(res, 200, { data: replay });
      const customer = {
        id: newId('cus_'),
        type: 'customer',
        attributes: { ...attributes, livemode: paymongo.livemode, created_at: Math.floor(Date.now() / 1000) },
      };
      paymongo.customerRecords.set(customer.id, customer);
      if (key) paymongo.customerKeys.set(key, customer.id);
      return send(res, 200, { data: customer });
    }
    if (method === 'POST' && path === '/v1/subscriptions/plans') {
      if (!Number.isInteger(attributes?.amount) || attributes!.amount < 2000) {
        return send(
          res,
          400,
          paymongoError(
            'parameter_below_minimum',
            'The value for amount cannot be less than 2000.',
            'amount',
          ),
        );
      }
      const intervals: readonly string[] = documentedAttributes.paymongo.planIntervals;
      if (!intervals.includes(attributes!.interval)) {
        return send(
          res,
          400,
          paymongoError(
            'parameter_invalid',
            `The interval ${attributes!.interval} is not valid.`,
            'interval',
          ),
        );
      }
      const plan = {
        id: newId('plan_'),
        type: 'plan',
        attributes: { ...attributes, livemode: paymongo.livemode, created_at: Math.floor(Date.now() / 1000) },
      };
      paymongo.plans.set(plan.id, plan);
      return send(res, 200, { data: plan });
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const { key, replay } = idempotent(paymongo.subscriptionKeys, paymongo.subscriptions);
      if (replay) return send(res, 200, { data: paymongo.subscriptionResource(replay) });
      if (!paymongo.customerRecords.has(attributes?.customer_id)) {
        return send(res, 404, paymongoError('resource_not_found', 'No such customer.', 'customer_id'));
      }
      if (!paymongo.plans.has(attributes?.plan_id)) {
        return send(res, 404, paymongoError('resource_not_found', 'No such plan.', 'plan_id'));
      }
      const sub: Json = {
        id: newId('subs_'),
        type: 'subscription',
        attributes: {
          customer_id: attributes!.customer_id,
          plan_id: attributes!.plan_id,
          status: 'incomplete',
          livemode: paymongo.livemode,
          created_at: Math.floor(Date.now() / 1000),
        },
        invoices: [],
      };
      paymongo.newInvoice(sub);
      paymongo.subscriptions.set(sub.id, sub);
      if (key) paymongo.subscriptionKeys.set(key, sub.id);
      return send(res, 200, { data: paymongo.subscriptionResource(sub) });
    }
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)(\/cancel)?$/);
    if (subscriptionPath && subscriptionPath[1] !== 'plans') {
      const sub = paymongo.subscriptions.get(subscriptionPath[1]!);
      if (!sub) return send(res, 404, paymongoError('resource_not_found', 'No such subscription.'));
      if (subscriptionPath[2] && method === 'POST') {
        const reasons: readonly string[] = documentedAttributes.paymongo.cancellationReasons;
        if (!reasons.includes(attributes?.cancellation_reason)) {
          return send(
            res,
            400,
            paymongoError(
              'parameter_invalid',
              'The cancellation_reason is not valid.',
              'cancellation_reason',
            ),
          );
        }
        if (sub.attributes.status === 'cancelled') {
          return send(
            res,
            400,
            paymongoError('resource_failed_state', 'The subscription is already cancelled.'),
          );
        }
        sub.attributes.status = 'cancelled';
        sub.attributes.cancellation_reason = attributes!.cancellation_reason;
      }
      return send(res, 200, { data: paymongo.subscriptionResource(sub) });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const idempotencyKey = request.headers['idempotency-key'];
      if (typeof idempotencyKey === 'string' && paymongo.refundKeys.has(idempotencyKey)) {
        return send(res, 200, { data: paymongo.refunds.get(paymongo.refundKeys.get(idempotencyKey)!) });
      }
      const refusal = paymongo.refuseRefunds;
      if (refusal) {
        const { status, code, detail } =
          typeof refusal === 'string' ? { status: 400, code: refusal, detail: undefined } : refusal;
        return send(res, status, paymongoError(code, detail ?? 'The refund cannot be made.'));
      }
      const reasons: readonly string[] = documentedAttributes.paymongo.refundReasons;
      if (!reasons.includes(attributes?.reason)) {
        return send(
          res,
          400,
          paymongoError('parameter_invalid', `The reason ${attributes?.reason} is not valid.`, 'reason'),
        );
      }
      // a refund names the payment (`pay_…`), never a checkout session or a payment intent
      const paid = paymongo.allPayments().find((p) => p.id === attributes?.payment_id);
      if (!paid) {
        return send(
          res,
          404,
          paymongoError('resource_not_found', `No such payment with id ${attributes?.payment_id}.`),
        );
      }
      if (!Number.isInteger(attributes!.amount) || attributes!.amount < 100) {
        return send(
          res,
          400,
          paymongoError('parameter_below_minimum', 'The value for amount cannot be less than 100.', 'amount'),
        );
      }
      const refundedBefore = [...paymongo.refunds.values()]
        .filter((r) => r.attributes.payment_id === paid.id && r.attributes.status !== 'failed')
        .reduce((sum, r) => sum + (r.attributes.amount as number), 0);
      if (attributes!.amount + refundedBefore > paid.attributes.amount) {
        return send(
          res,
          400,
          paymongoError('parameter_above_maximum', 'The refund is above the payment.', 'amount'),
        );
      }
      const refund = clone(refundTemplate);
      refund.id = newId('ref_');
      Object.assign(refund.attributes, {
        amount: attributes!.amount,
        payment_id: paid.id,
        reason: attributes!.reason,
        notes: attributes!.notes ?? null,
        metadata: attributes!.metadata ?? null,
        livemode: paymongo.livemode,
        status: 'pending',
      });
      paymongo.refunds.set(refund.id, refund);
      if (typeof idempotencyKey === 'string') paymongo.refundKeys.set(idempotencyKey, refund.id);
      return send(res, 200, { data: refund });
    }
    const refundPath = path.match(/^\/v1\/refunds\/([^/]+)$/);
    if (refundPath && method === 'GET') {
      const refund = paymongo.refunds.get(refundPath[1]!);
      return refund
        ? send(res, 200, { data: refund })
        : send(res, 404, paymongoError('resource_not_found', 'No such refund.'));
    }
    return send(res, 404, paymongoError('resource_not_found', `No route ${method} ${path}.`));
  }

  function handleXendit(
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

  function handleSemaphore(path: string, body: string, res: ServerResponse) {
    const route = path.match(/^\/api\/v4\/(messages|otp|priority)$/)?.[1];
    if (!route) return send(res, 404, { error: 'Not found' });
    const fields = Object.fromEntries(new URLSearchParams(body));
    // Semaphore answers a bad key with 200 and a validation object, not a list of messages
    if (options.semaphoreApiKey && fields.apikey !== options.semaphoreApiKey)
      return send(res, 200, semaphoreBadKey);
    // the documented parameters only, the required ones present, in the same validation object (its
    // words for a missing or an unknown parameter are not documented: these are the stand-in's own)
    const allowed = route === 'otp' ? semaphoreOtpFields : semaphoreFields;
    const refused: Record<string, string[]> = {};
    for (const name of Object.keys(fields))
      if (!allowed.includes(name)) refused[name] = [`The ${name} field is not allowed.`];
    for (const name of ['apikey', 'number', 'message'])
      if (!fields[name]?.trim()) refused[name] = [`The ${name} field is required.`];
    const numbers = (fields.number ?? '').split(',');
    if (numbers.length > 1000) refused.number = ['The number field may not have more than 1000 numbers.'];
    if (Object.keys(refused).length > 0) return send(res, 200, refused);
    // "Please do not start your message with the word TEST. These messages are silently ignored and will
    // not be sent": answered as any other, and never delivered
    if (/^test\b/i.test(fields.message!.trim())) {
      semaphore.ignored.push({ route, fields });
    } else {
      semaphore.messages.push({ route, fields });
    }
    const answered = semaphore.messages.length + semaphore.ignored.length;
    const code = route === 'otp' ? (fields.code ?? String(100000 + answered)) : undefined;
    const message = (fields.message ?? '').replace('{otp}', code ?? '{otp}');
    const sent = {
      ...clone(semaphoreSent),
      message_id: answered,
      recipient: `63${(fields.number ?? '').slice(1)}`,
      message,
      sender_name: fields.sendername ?? 'SEMAPHORE',
      status: 'Pending',
      ...(code && { code: Number(code) }),
    };
    return send(res, 200, [sent]);
  }

  const server = createServer((request, res) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      const body = await readBody(request);
      const [, provider, ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      requests.push({
        method: request.method ?? 'GET',
        path: `/${provider}${path}${url.search}`,
        headers: request.headers,
        body,
      });
      const method = request.method ?? 'GET';
      if (provider === 'paymongo') return handlePaymongo(path, method, request, body, res);
      if (provider === 'xendit') {
        return handleXendit(new URL(`${path}${url.search}`, 'http://fake.local'), method, request, body, res);
      }
      if (provider === 'semaphore') return handleSemaphore(path, body, res);
      return send(res, 404, { error: 'no such provider' });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    paymongoUrl: `${url}/paymongo`,
    xenditUrl: `${url}/xendit`,
    semaphoreUrl: `${url}/semaphore`,
    webhookSecret,
    /** Every request, in order, with its path under the provider's base (`/paymongo/v1/refunds`). */
    requests,
    paymongo,
    xendit,
    semaphore,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
