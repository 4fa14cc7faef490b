import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refunds, statementLines } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import { client, type Member, member, newTier, staffMember, testClock } from '../../test/builders.ts';
import { usePayMongoTestApp } from '../../test/paymongo-test-app.ts';
import { refundRules } from './refunds.jobs.ts';

// the whole app on PayMongo, reached over HTTP at a stand-in as strict as PayMongo's documents (decision 0126)
const clock = testClock();
const { fake, t, deliver } = await usePayMongoTestApp({
  env: {
    // a card member renews by PayMongo's subscription, each period paid through its invoice's payment intent
    PAYMONGO_SUBSCRIPTIONS: 'on',
  },
  overrides: { now: clock.now },
});
const DAY_MS = 86_400_000;

const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const refundOf = async (reference: string) =>
  (
    await t.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.reference, reference))
  )[0]?.refund ?? null;
const refundCalls = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/paymongo/v1/refunds');
/** The refund job again now, rather than after its back-off. */
const retryRefunds = async () => {
  await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'refund-payments'`);
  await t.jobs.drain('refund-payments');
};

async function paidGift(creator: Member, amount: string) {
  const opened = await client(t).post(`/v1/donate/${creator.page_url}`, { amount });
  expect(opened.statusCode, opened.body).toBe(200);
  const { reference } = opened.json().data as { reference: string };
  const checkoutId = (await paymentOf(reference)).providerCheckoutId!;
  expect((await deliver(fake.paymongo.pay(checkoutId))).statusCode).toBe(200);
  return reference;
}

async function refundAsFinance(reference: string, amount: string) {
  const finance = await staffMember(t, 'finance', { at: clock.now() });
  const given = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
    amount,
    reason: 'The supporter asked for it back',
  });
  expect(given.statusCode, given.body).toBe(200);
  return finance;
}

const failedRefunds = async (finance: Member) =>
  (await finance.browser.get('/v1/admin/refunds/failed')).json().data as {
    reference: string;
    failure_reason: string;
  }[];

describe('a renewal refunded at PayMongo', () => {
  it('names the payment its payment intent made (pay_…), reaches PayMongo, and settles once it is back', async () => {
    const creator = await member(t);
    const tier = await newTier(creator, {
      name: 'Sketch Club',
      price: '100',
      description: 'Monthly sketches',
      benefits: ['A sketch a week'],
    });
    const supporter = await member(t);
    const joined = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier,
      months: 1,
      auto_renew: 1,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const subscriptionId = [...fake.paymongo.subscriptions.keys()].at(-1)!;
    expect((await deliver(fake.paymongo.billSubscription(subscriptionId))).statusCode).toBe(200);
    expect((await paymentOf(joined.json().data.reference)).status).toBe('paid');

    // the period ends: PayMongo bills the card, through the next invoice's payment intent
    clock.advance(32 * DAY_MS);
    await t.jobs.runDue();
    const next = fake.paymongo.billSubscription(subscriptionId, { next: true });
    expect((await deliver(next)).statusCode).toBe(200);
    const invoice = JSON.parse(next.rawBody).data.attributes.data.attributes as {
      payment_intent: { id: string };
    };
    const intent = fake.paymongo.intents.get(invoice.payment_intent.id)!;
    const paidThere = intent.attributes.payments[0].id as string;
    const [renewal] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.payeeUserId, creator.user.id), eq(payments.providerCheckoutId, intent.id)));
    expect(renewal).toMatchObject({ status: 'paid', kind: 'membership' });
    expect(renewal!.reference).not.toBe(joined.json().data.reference);

    await refundAsFinance(renewal!.reference, '100.00');
    await t.jobs.drain('refund-payments');
    // PayMongo is asked once, for the payment, in a reason both of its documents list
    const asked = refundCalls().filter(
      (call) => JSON.parse(call.body).data.attributes.payment_id === paidThere,
    );
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!.body).data.attributes).toMatchObject({ amount: 10_000, reason: 'others' });
    const pending = (await refundOf(renewal!.reference))!;
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^ref_/) });

    fake.paymongo.finishRefunds();
    const { updated } = fake.paymongo.refundEvents(pending.providerRefundId!);
    expect((await deliver(updated)).statusCode).toBe(200);
    expect(await refundOf(renewal!.reference)).toMatchObject({ status: 'succeeded' });
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a refund PayMongo refuses for now (decision 0126)', () => {
  it.each([
    [
      'available_balance_insufficient',
      () => {
        fake.paymongo.refuseRefunds = {
          status: 400,
          code: 'available_balance_insufficient',
          detail: 'The available balance is not enough for this refund.',
        };
      },
    ],
    [
      'resource_processing_state',
      () => {
        fake.paymongo.refuseRefunds = {
          status: 400,
          code: 'resource_processing_state',
          detail: 'A refund of this payment is still processing.',
        };
      },
    ],
    ['its own fault (500)', () => (fake.paymongo.failNext = 500)],
    ['too many requests (429)', () => (fake.paymongo.failNext = 429)],
    ['no answer (the connection drops)', () => (fake.paymongo.dropNext = true)],
  ])('on %s, is asked again later and goes through once PayMongo takes it', async (_name, refuse) => {
    const creator = await member(t);
    const reference = await paidGift(creator, '150');
    await refundAsFinance(reference, '150.00');
    refuse();
    try {
      await t.jobs.drain('refund-payments');
      expect(await refundOf(reference)).toMatchObject({ status: 'pending', providerRefundId: null });
      // what the refund took stays taken meanwhile
      expect(await balancesOf(t.db, creator.user.id)).toMatchObject({ available: 0, owed: 0 });
    } finally {
      fake.paymongo.refuseRefunds = null;
    }
    await retryRefunds();
    const taken = (await refundOf(reference))!;
    expect(taken).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^ref_/) });
    fake.paymongo.finishRefunds();
    await retryRefunds();
    expect(await refundOf(reference)).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await audit(t.db)).toEqual([]);
  });

  it('ends as failed with its words after days of refusals, and the creator has back what it took', async () => {
    const creator = await member(t);
    const reference = await paidGift(creator, '120');
    await refundAsFinance(reference, '120.00');
    // written at the app's time, which the sweep counts by (another test here moved it on)
    await t.db
      .update(refunds)
      .set({ createdAt: clock.now() })
      .where(eq(refunds.paymentId, (await paymentOf(reference)).id));
    const detail = 'The available balance is not enough for this refund.';
    fake.paymongo.refuseRefunds = { status: 400, code: 'available_balance_insufficient', detail };
    try {
      await t.jobs.drain('refund-payments');
      // the hourly sweep keeps asking until the refund is this old
      clock.advance(refundRules.giveUpAfterMs - DAY_MS);
      await t.jobs.send('refund-payments', {});
      await t.jobs.drain('refund-payments');
      expect(await refundOf(reference)).toMatchObject({ status: 'pending' });
      clock.advance(DAY_MS + 3_600_000);
      await t.jobs.send('refund-payments', {});
      await t.jobs.drain('refund-payments');
    } finally {
      fake.paymongo.refuseRefunds = null;
    }
    const failureReason = `available_balance_insufficient: ${detail} (still refused after 3 days of retries)`;
    expect(await refundOf(reference)).toMatchObject({ status: 'failed', failureReason });
    expect(await balancesOf(t.db, creator.user.id)).toMatchObject({ available: 12_000, owed: 0 });
    const finance = await staffMember(t, 'finance', { at: clock.now() });
    expect((await failedRefunds(finance)).find((refund) => refund.reference === reference)).toMatchObject({
      failure_reason: failureReason,
    });
    // ended: never asked about again
    const asked = refundCalls().length;
    await t.jobs.send('refund-payments', {});
    await retryRefunds();
    expect(refundCalls()).toHaveLength(asked);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a refund PayMongo refuses for good (decision 0126)', () => {
  it.each([
    [
      'a refund past its window (400 refund_not_allowed)',
      () => {
        fake.paymongo.refuseRefunds = {
          status: 400,
          code: 'refund_not_allowed',
          detail: 'The payment can no longer be refunded.',
        };
      },
      'refund_not_allowed: The payment can no longer be refunded.',
    ],
    [
      'our key refused (401)',
      () => (fake.paymongo.failNext = 401),
      'authentication_failed: The API key is invalid.',
    ],
    [
      'a call forbidden to the account (403)',
      () => (fake.paymongo.failNext = 403),
      'forbidden: You are not allowed to perform this action.',
    ],
  ])(
    'on %s, ends at once, gives the creator back what it took and is listed for finance',
    async (_name, refuse, failureReason) => {
      const creator = await member(t);
      const reference = await paidGift(creator, '150');
      const finance = await refundAsFinance(reference, '150.00');
      expect(await balancesOf(t.db, creator.user.id)).toMatchObject({ available: 0 });
      refuse();
      try {
        await t.jobs.drain('refund-payments');
      } finally {
        fake.paymongo.refuseRefunds = null;
        fake.paymongo.failNext = null;
      }
      expect(await refundOf(reference)).toMatchObject({ status: 'failed', failureReason });
      // the creator's balance and statement are as before the refund
      expect(await balancesOf(t.db, creator.user.id)).toMatchObject({ available: 15_000, owed: 0 });
      const lines = await t.db
        .select()
        .from(statementLines)
        .where(and(eq(statementLines.userId, creator.user.id), eq(statementLines.reference, reference)));
      expect(lines.map((line) => line.totalAmount).sort((a, b) => a - b)).toEqual([-15_000, 15_000, 15_000]);
      expect((await failedRefunds(finance)).find((refund) => refund.reference === reference)).toMatchObject({
        failure_reason: failureReason,
      });
      const asked = refundCalls().length;
      await retryRefunds();
      expect(refundCalls()).toHaveLength(asked);
      expect(await audit(t.db)).toEqual([]);
    },
  );

  it('ends at once when PayMongo does not know the payment, instead of asking for ever', async () => {
    const creator = await member(t);
    const reference = await paidGift(creator, '150');
    await t.db
      .update(payments)
      .set({ providerPaymentId: 'pay_UnknownToPayMongo1' })
      .where(eq(payments.reference, reference));
    await refundAsFinance(reference, '150.00');
    await t.jobs.drain('refund-payments');
    expect(await refundOf(reference)).toMatchObject({
      status: 'failed',
      failureReason: 'resource_not_found: PayMongo does not know the payment pay_UnknownToPayMongo1.',
    });
    expect(await balancesOf(t.db, creator.user.id)).toMatchObject({ available: 15_000, owed: 0 });
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('the return page of a payment of another amount (decision 0066)', () => {
  it('says the payment is being returned, in the supporter’s language, and thanks no one', async () => {
    const creator = await member(t, { pageName: 'Maria Sketches' });
    const opened = await client(t).post(`/v1/donate/${creator.page_url}`, { amount: '100' });
    const { reference } = opened.json().data as { reference: string };
    const checkoutId = (await paymentOf(reference)).providerCheckoutId!;
    // PayMongo's own documented sample: a line item of ₱100.00 and a payment of ₱3,615.00
    expect((await deliver(fake.paymongo.pay(checkoutId, { amount: 361_500 }))).statusCode).toBe(200);

    const status = await client(t).get(`/v1/payments/${reference}`);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      status: 'refunded',
      amount: '100.00',
      beneficiary_message: {
        title: 'Your payment is being returned',
        message:
          'The amount paid (₱3,615.00) was not the ₱100.00 you chose, so nothing was sent to Maria Sketches. ' +
          'All of it is on its way back to you, the way you paid. You can send it again from their page.',
      },
    });
    const inFilipino = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/${reference}`,
      headers: { 'accept-language': 'fil' },
    });
    expect(inFilipino.json().data.beneficiary_message.title).toBe('Ibinabalik ang bayad mo');

    // still so once the money is back with the supporter
    await t.jobs.drain('refund-payments');
    fake.paymongo.finishRefunds();
    await retryRefunds();
    expect(await refundOf(reference)).toMatchObject({ status: 'succeeded' });
    expect((await client(t).get(`/v1/payments/${reference}`)).json().data.status).toBe('refunded');
    expect(await audit(t.db)).toEqual([]);
  });
});
