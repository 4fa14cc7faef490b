import { randomBytes } from 'node:crypto';
import { hmacHex } from '../../providers/payments/webhook-signature.ts';
import { clone, type Json, newId, payload } from './common.ts';

// the documented resources, used as templates
export const sessionTemplate = (payload('paymongo/checkout-session-resource.docs-reference.json') as Json)
  .data;
export const paidEventTemplate = payload(
  'paymongo/webhook-checkout_session.payment.paid.docs-webhooks-page.json',
) as Json;
export const paymentTemplate = paidEventTemplate.data.attributes.data.attributes.payments[0];
export const refundTemplate = (payload('paymongo/refund-resource.docs-reference.json') as Json).data;
export const intentTemplate = (payload('paymongo/payment-intent-resource.docs-webhooks-page.json') as Json)
  .data;
export const paymentPaidTemplate = payload('paymongo/webhook-payment.paid.docs-webhooks-page.json') as Json;
export const paymentFailedTemplate = payload(
  'paymongo/webhook-payment.failed.docs-webhooks-page.json',
) as Json;
export const paymentRefundedTemplate = payload(
  'paymongo/webhook-payment.refunded.docs-webhooks-page.json',
) as Json;
export const refundUpdatedTemplate = payload(
  'paymongo/webhook-payment.refund.updated.docs-webhooks-page.json',
) as Json;

/** An event as PayMongo sends it, signed for the mode it says it is in. */
export const eventSigner = (webhookSecret: string) => (event: Json, livemode: boolean, at: number) => {
  const rawBody = JSON.stringify(event);
  const t = String(at);
  const signature = hmacHex(webhookSecret, t, rawBody);
  return { rawBody, signature: livemode ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=` };
};
export type SignEvent = ReturnType<typeof eventSigner>;

/**
 * A PayMongo account: what it holds, what a test scripts of it, and what PayMongo does on its own (a
 * supporter paying on its page, a subscription billed, a refund made on its dashboard), with the webhooks
 * it sends for each.
 */
export function fakePaymongo(options: { webhookSecret: string; signedEvent: SignEvent; methods?: string[] }) {
  const { webhookSecret, signedEvent } = options;
  const paymongo = {
    /** The methods the account has enabled; a checkout asking for another is refused. */
    enabledMethods: new Set(options.methods ?? ['gcash', 'paymaya', 'card']),
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
  return paymongo;
}

export type FakePaymongo = ReturnType<typeof fakePaymongo>;
