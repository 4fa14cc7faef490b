import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicKey, clone, type Json, newId, send } from './common.ts';
import { documentedAttributes } from './documented-attributes.ts';
import {
  type FakePaymongo,
  intentTemplate,
  paymentFailedTemplate,
  paymentPaidTemplate,
  refundTemplate,
  sessionTemplate,
  type SignEvent,
} from './paymongo-account.ts';
import {
  paymongoAttributes,
  paymongoError,
  paymongoFailure,
  undocumentedPaymongo,
} from './paymongo-checks.ts';
import { handlePaymongoPublic } from './paymongo-public.ts';

/**
 * PayMongo's API as our server calls it, with the secret key; a browser's calls with the public key go to
 * `handlePaymongoPublic`.
 */
export function handlePaymongo(
  { paymongo, signedEvent }: { paymongo: FakePaymongo; signedEvent: SignEvent },
  path: string,
  method: string,
  request: IncomingMessage,
  body: string,
  res: ServerResponse,
) {
  const key = basicKey(request);
  // the public key makes payment methods and attaches them, from a browser; nothing else (decision 0127)
  if (key?.startsWith('pk_')) return handlePaymongoPublic(paymongo, path, method, body, res);
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
        paymongoError('parameter_below_minimum', 'The value for amount cannot be less than 2000.', 'amount'),
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
        paymongoError('parameter_below_minimum', 'The value for amount cannot be less than 2000.', 'amount'),
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
        paymongoError('parameter_below_minimum', 'The value for amount cannot be less than 2000.', 'amount'),
      );
    }
    const intervals: readonly string[] = documentedAttributes.paymongo.planIntervals;
    if (!intervals.includes(attributes!.interval)) {
      return send(
        res,
        400,
        paymongoError('parameter_invalid', `The interval ${attributes!.interval} is not valid.`, 'interval'),
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
          paymongoError('parameter_invalid', 'The cancellation_reason is not valid.', 'cancellation_reason'),
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
