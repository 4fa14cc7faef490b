import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../providers/payments/webhook-signature.ts';

/**
 * PayMongo, Xendit and Semaphore as one local HTTP server, answering with the bodies their documentation
 * shows (./provider-payloads, see its README), errors included. Each provider has its own base address:
 * `${url}/paymongo`, `${url}/xendit`, `${url}/semaphore`. What it was asked is kept for the test to read,
 * and a test scripts the refusals it wants.
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
const savedMethodTemplate = (payload('paymongo/customer-payment-methods.shape.json') as Json).data[0];
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

/** PayMongo's error body: `{"errors":[{"code","detail","source"}]}`. */
const paymongoError = (code: string, detail: string, attribute?: string) => ({
  errors: [{ code, detail, ...(attribute && { source: { pointer: attribute, attribute } }) }],
});

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
    /** A refusal every refund gets from now on: `allowed_date_exceeded`, `refund_not_allowed`… */
    refuseRefunds: null as string | null,
    /** The status the next call answers instead (a PayMongo outage). */
    failNext: null as number | null,
    livemode: false,
    /** Customers' vaulted methods, by customer id; a declining one refuses every charge. */
    customers: new Map<string, { method: Json; declines: boolean }>(),
    intents: new Map<string, Json>(),
    intentKeys: new Map<string, string>(),
    attachKeys: new Set<string>(),
    /** The webhooks PayMongo sent for charges of saved methods, signed, oldest first. */
    events: [] as { rawBody: string; signature: string }[],

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
      const keeps = session.attributes.setup_future_usage && input.method && input.method !== 'gcash';
      if (keeps) {
        const customerId = newId('cus_');
        const method = clone(savedMethodTemplate);
        method.id = newId('pm_');
        method.attributes.type = input.method;
        paymongo.customers.set(customerId, { method, declines: false });
        session.attributes.payment_intent = {
          ...clone(intentTemplate),
          id: newId('pi_'),
        };
        session.attributes.payment_intent.attributes.status = 'succeeded';
        session.attributes.payment_intent.attributes.setup_future_usage = {
          session_type: 'off_session',
          customer_id: customerId,
        };
      }
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
      const paid = [...paymongo.sessions.values()]
        .flatMap((session) => session.attributes.payments as Json[])
        .find((p) => p.id === refund.attributes.payment_id);
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
    keys: new Map<string, string>(),
    failNext: null as number | null,
  };

  const semaphore = {
    /** What was sent: the route (`messages`, `otp`, `priority`) and the form's fields. */
    messages: [] as { route: string; fields: Record<string, string> }[],
  };

  function handlePaymongo(
    path: string,
    method: string,
    request: IncomingMessage,
    body: string,
    res: ServerResponse,
  ) {
    const key = basicKey(request);
    if (!key?.startsWith('sk_')) {
      return send(res, 401, paymongoError('authentication_failed', 'The API key is invalid.'));
    }
    if (paymongo.failNext) {
      const status = paymongo.failNext;
      paymongo.failNext = null;
      return send(res, status, paymongoError('internal_server_error', 'Something went wrong.'));
    }
    const attributes = (body ? (JSON.parse(body) as Json).data?.attributes : null) as Json | null;
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
    if (method === 'POST' && path === '/v1/refunds') {
      const idempotencyKey = request.headers['idempotency-key'];
      if (typeof idempotencyKey === 'string' && paymongo.refundKeys.has(idempotencyKey)) {
        return send(res, 200, { data: paymongo.refunds.get(paymongo.refundKeys.get(idempotencyKey)!) });
      }
      if (paymongo.refuseRefunds) {
        return send(res, 400, paymongoError(paymongo.refuseRefunds, 'The refund cannot be made.'));
      }
      const paid = [...paymongo.sessions.values()]
        .flatMap((session) => session.attributes.payments as Json[])
        .find((p) => p.id === attributes?.payment_id);
      if (!paid) return send(res, 404, paymongoError('resource_not_found', 'No such payment.'));
      if (attributes!.amount > paid.attributes.amount) {
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
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string') {
        return send(res, 400, { error_code: 'API_VALIDATION_ERROR', message: 'Idempotency-key is required' });
      }
      if (xendit.keys.has(key)) return send(res, 409, xenditDuplicate);
      const input = JSON.parse(body) as Json;
      const channel = xenditChannels.find((c) => c.channel_code === input.channel_code);
      if (!channel) {
        return send(res, 400, {
          error_code: 'CHANNEL_CODE_NOT_SUPPORTED_ERROR',
          message: `Channel ${input.channel_code} is not supported`,
        });
      }
      const limits = channel.amount_limits as { minimum: number; maximum: number; minimum_increment: number };
      // in the channel's smallest unit, so 0.01 steps are compared without floating-point noise
      const steps = input.amount / limits.minimum_increment;
      if (
        input.amount < limits.minimum ||
        input.amount > limits.maximum ||
        Math.abs(steps - Math.round(steps)) > 1e-9
      ) {
        return send(res, 400, {
          error_code: 'API_VALIDATION_ERROR',
          message: `amount must be between ${limits.minimum} and ${limits.maximum} in steps of ${limits.minimum_increment}`,
        });
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
      xendit.keys.set(key, created.id);
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
    semaphore.messages.push({ route, fields });
    const code = route === 'otp' ? (fields.code ?? String(100000 + semaphore.messages.length)) : undefined;
    const message = (fields.message ?? '').replace('{otp}', code ?? '{otp}');
    const sent = {
      ...clone(semaphoreSent),
      message_id: semaphore.messages.length,
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
