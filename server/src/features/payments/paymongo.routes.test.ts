import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCounts } from '../../db/counts.ts';
import { payments, refunds, webhookEvents } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, type Member, member, newTier, staffMember } from '../../test/builders.ts';
import { usePayMongoTestApp } from '../../test/paymongo-test-app.ts';

// the whole app on PayMongo, reached over HTTP at a local stand-in answering with its documented bodies
const { fake, t, deliver } = await usePayMongoTestApp({
  env: {
    // our own minimum below PayMongo's, so that PayMongo's refusal is what the person meets
    GIFT_MIN_AMOUNT: '1',
    RECONCILE_AFTER_SECONDS: '0',
  },
});

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

async function gift(pageUrl: string, amount = '100') {
  const response = await client(t).post(`/v1/donate/${pageUrl}`, { amount });
  return response;
}

async function openGift(pageUrl: string, amount = '100') {
  const response = await gift(pageUrl, amount);
  expect(response.statusCode).toBe(200);
  const { reference } = response.json().data as { reference: string };
  return { reference, checkoutId: (await paymentOf(reference)).providerCheckoutId! };
}

const refundCalls = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/paymongo/v1/refunds');

describe('checkouts PayMongo refuses', () => {
  it('tells the person the amount is under the minimum, on the amount field', async () => {
    const creator = await member(t);
    const response = await gift(creator.page_url, '15');
    expect(response.statusCode).toBe(422);
    const message = 'This amount is below what the payment provider accepts. Please enter a larger amount.';
    expect(response.json()).toMatchObject({
      exception: 'ValidationException',
      message,
      errors: { amount: [message] },
    });
  });

  it("tells the person PayMongo's reason when a method offered is not enabled on the account", async () => {
    const creator = await member(t);
    fake.paymongo.enabledMethods.delete('card');
    try {
      const response = await gift(creator.page_url);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'The payment provider refused this payment: The payment method card is not activated for this account.',
      );
    } finally {
      fake.paymongo.enabledMethods.add('card');
    }
  });

  it('still says the provider is unavailable when PayMongo is down', async () => {
    const creator = await member(t);
    fake.paymongo.failNext = 500;
    const response = await gift(creator.page_url);
    expect(response.statusCode).toBe(503);
  });
});

describe('payments through PayMongo', () => {
  it('settles a paid checkout from its signed webhook, once', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url, '150');
    const webhook = fake.paymongo.pay(checkoutId);
    expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await paymentOf(reference)).status).toBe('paid');
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('150.00');
  });

  it('acts on no event of the other mode than its key', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url);
    const live = fake.paymongo.pay(checkoutId, { livemode: true });
    expect((await deliver(live)).statusCode).toBe(200);
    expect((await paymentOf(reference)).status).toBe('pending');
    const [stored] = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, JSON.parse(live.rawBody).data.id));
    expect(stored!.type).toBe('checkout_session.payment.paid (live mode)');
  });

  it('refunds a payment of another amount than asked, and credits no one (as in PayMongo’s own sample)', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url, '100');
    // PayMongo's documented event: a line item of 10000 and a payment of 361500
    expect((await deliver(fake.paymongo.pay(checkoutId, { amount: 361_500 }))).statusCode).toBe(200);
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.00');
    expect(await refundOf(reference)).toMatchObject({ status: 'pending', amount: 361_500, reason: 'others' });

    await t.jobs.drain('refund-payments');
    const asked = JSON.parse(refundCalls().at(-1)!.body).data.attributes;
    expect(asked).toMatchObject({ amount: 361_500, reason: 'others' });
    fake.paymongo.finishRefunds();
    // the job waits with backoff for PayMongo to finish; the hourly sweep asks again
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'refund-payments'`);
    await t.jobs.drain('refund-payments');
    expect(await refundOf(reference)).toMatchObject({ status: 'succeeded' });
    expect(await audit(t.db)).toEqual([]);
  });

  it('marks a refund PayMongo refuses for good as failed with its code and words, and never asks again', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url, '100');
    fake.paymongo.refuseRefunds = 'allowed_date_exceeded';
    try {
      await deliver(fake.paymongo.pay(checkoutId, { amount: 9_999 }));
      await t.jobs.drain('refund-payments');
      expect(await refundOf(reference)).toMatchObject({
        status: 'failed',
        failureReason: 'allowed_date_exceeded: The refund cannot be made.',
      });
      const asked = refundCalls().length;
      await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'refund-payments'`);
      await t.jobs.drain('refund-payments');
      expect(refundCalls()).toHaveLength(asked);
    } finally {
      fake.paymongo.refuseRefunds = null;
    }
    expect(await audit(t.db)).toEqual([]);
  });

  it('settles a payment whose webhook was lost, and expires a checkout open for a day at PayMongo', async () => {
    const creator = await member(t);
    const lost = await openGift(creator.page_url, '120');
    fake.paymongo.pay(lost.checkoutId);
    const old = await openGift(creator.page_url);
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(payments.reference, old.reference));

    await t.jobs.send('reconcile-payments', {});
    await t.jobs.drain('reconcile-payments');
    expect((await paymentOf(lost.reference)).status).toBe('paid');
    expect((await paymentOf(old.reference)).status).toBe('expired');
    expect(fake.paymongo.sessions.get(old.checkoutId)!.attributes.status).toBe('expired');
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('refunds PayMongo reports (decision 0104)', () => {
  const giftsOn = async (pageUrl: string) =>
    (await client(t).get(`/v1/profile/${pageUrl}/gifts`)).json().data as unknown[];
  const supporters = async (pageUrl: string) =>
    (await client(t).get(`/v1/profile/${pageUrl}`)).json().data.donation_count as number;
  const balanceOf = async (creator: Member) =>
    (await creator.browser.get('/v1/user/balance')).json().data[0].amount as string;
  const refundsOf = async (reference: string) =>
    t.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.reference, reference));
  const books = async () => [...(await audit(t.db)), ...(await auditCounts(t.db))];

  async function paidGift(creator: Member, amount: string) {
    const opened = await openGift(creator.page_url, amount);
    expect((await deliver(fake.paymongo.pay(opened.checkoutId))).statusCode).toBe(200);
    return opened;
  }

  it("posts a refund made on PayMongo's dashboard as one finance gives, once however often and in whichever words PayMongo says it", async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await paidGift(creator, '150');
    // the payment's own id is kept when it is paid: PayMongo's refunds name it
    const paidThere = fake.paymongo.sessions.get(checkoutId)!.attributes.payments[0].id as string;
    expect((await paymentOf(reference)).providerPaymentId).toBe(paidThere);
    expect(await giftsOn(creator.page_url)).toHaveLength(1);
    expect(await supporters(creator.page_url)).toBe(1);
    const asked = refundCalls().length;

    const refundId = fake.paymongo.refundOnDashboard(checkoutId);
    const { refunded, updated } = fake.paymongo.refundEvents(refundId);
    const answers = await Promise.all([deliver(refunded), deliver(updated), deliver(refunded)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(updated)).statusCode).toBe(200);

    expect(await refundsOf(reference)).toMatchObject([
      {
        refund: {
          origin: 'provider',
          status: 'succeeded',
          amount: 15_000,
          reason: 'requested_by_customer',
          providerRefundId: refundId,
          staffUserId: null,
          note: "Refunded on the provider's dashboard",
          ledgerTransactionId: expect.any(String),
        },
      },
    ]);
    // the creator's share went back as with a refund finance gives, and their history says so
    expect(await balanceOf(creator)).toBe('0.00');
    const lines = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(lines[0]).toMatchObject({ description: `Refund of ${reference}`, total_amount: '-150.00' });
    // the gift left the wall and Supporters at once
    expect(await giftsOn(creator.page_url)).toEqual([]);
    expect(await supporters(creator.page_url)).toBe(0);
    // PayMongo is asked nothing: the money has left already
    expect(await t.jobs.drain('refund-payments')).toBe(0);
    expect(refundCalls()).toHaveLength(asked);
    expect(await books()).toEqual([]);
  });

  it('refunds the part refunded on the dashboard, and leaves the rest with the creator', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await paidGift(creator, '200');
    const refundId = fake.paymongo.refundOnDashboard(checkoutId, { amount: 5_000 });
    expect((await deliver(fake.paymongo.refundEvents(refundId).refunded)).statusCode).toBe(200);
    expect(await refundOf(reference)).toMatchObject({
      origin: 'provider',
      status: 'succeeded',
      amount: 5_000,
    });
    expect(await balanceOf(creator)).toBe('150.00');
    expect(await books()).toEqual([]);
  });

  it('finishes a refund finance gave that still waits for PayMongo, instead of making a second', async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await member(t);
    const { reference, checkoutId } = await paidGift(creator, '120');
    const given = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount: '120.00',
      reason: 'Charged for nothing, the supporter says',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(await giftsOn(creator.page_url)).toEqual([]);

    // before the job asks PayMongo, someone there refunds it on the dashboard
    const refundId = fake.paymongo.refundOnDashboard(checkoutId);
    expect((await deliver(fake.paymongo.refundEvents(refundId).refunded)).statusCode).toBe(200);
    expect(await refundsOf(reference)).toMatchObject([
      { refund: { origin: 'staff', status: 'succeeded', amount: 12_000, providerRefundId: refundId } },
    ]);
    const asked = refundCalls().length;
    await t.jobs.drain('refund-payments');
    expect(refundCalls()).toHaveLength(asked);
    expect(await balanceOf(creator)).toBe('0.00');
    expect(await books()).toEqual([]);
  });

  it('posts a refund asked of PayMongo once its webhook says it succeeded, before the job asks again', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url, '100');
    // a payment of another amount is given back (decision 0066): the job asks PayMongo, which takes its time
    await deliver(fake.paymongo.pay(checkoutId, { amount: 9_999 }));
    await t.jobs.drain('refund-payments');
    const pending = (await refundOf(reference))!;
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^ref_/) });

    fake.paymongo.finishRefunds();
    const { updated } = fake.paymongo.refundEvents(pending.providerRefundId!);
    expect((await deliver(updated)).statusCode).toBe(200);
    expect(await refundOf(reference)).toMatchObject({ status: 'succeeded', origin: 'settlement' });
    expect(await refundsOf(reference)).toHaveLength(1);
    expect(await books()).toEqual([]);
  });

  it('finds a payment paid before its PayMongo id was kept by the reference PayMongo copied to it', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await paidGift(creator, '100');
    await t.db.update(payments).set({ providerPaymentId: null }).where(eq(payments.reference, reference));
    const refundId = fake.paymongo.refundOnDashboard(checkoutId);
    const { refunded, updated } = fake.paymongo.refundEvents(refundId);

    // the refund alone names only PayMongo's payment, which nothing here knows: stored, and passed over
    expect((await deliver(updated)).statusCode).toBe(200);
    expect(await refundOf(reference)).toBeNull();
    // the payment's event carries the checkout's metadata, with our reference
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(await refundOf(reference)).toMatchObject({ origin: 'provider', status: 'succeeded' });
    expect(await books()).toEqual([]);
  });

  it('refuses for now the refund of a payment whose paid webhook has not come yet, so PayMongo sends it again', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url, '100');
    const late = fake.paymongo.pay(checkoutId);
    const refundId = fake.paymongo.refundOnDashboard(checkoutId);
    const { refunded } = fake.paymongo.refundEvents(refundId);

    expect((await deliver(refunded)).statusCode).toBe(503);
    expect(await refundOf(reference)).toBeNull();
    const stored = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, JSON.parse(refunded.rawBody).data.id));
    expect(stored).toEqual([]);

    // the payment settles (its webhook at last, or reconciliation), then PayMongo's retry is taken
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(await refundOf(reference)).toMatchObject({ origin: 'provider', status: 'succeeded' });
    expect(await balanceOf(creator)).toBe('0.00');
    expect(await books()).toEqual([]);
  });

  it('refuses a refund webhook signed with another secret, or changed on the way, and posts nothing', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await paidGift(creator, '100');
    const { refunded } = fake.paymongo.refundEvents(fake.paymongo.refundOnDashboard(checkoutId));
    const forged = await deliver({
      ...refunded,
      signature: refunded.signature.replace(/te=[0-9a-f]{4}/, 'te=0000'),
    });
    expect(forged.statusCode).toBe(401);
    const changed = await deliver({
      ...refunded,
      rawBody: refunded.rawBody.replace('"amount":10000', '"amount":1'),
    });
    expect(changed.statusCode).toBe(401);
    expect(await refundOf(reference)).toBeNull();
    expect(await balanceOf(creator)).toBe('100.00');
  });

  it("ends a membership's period when its payment is refunded on the dashboard", async () => {
    const creator = await member(t);
    const tier = await newTier(creator, {
      name: 'Sketch Club',
      price: '100',
      description: 'Monthly sketches',
      benefits: ['A sketch a week'],
    });
    const supporter = await member(t);
    const joined = await supporter.browser.post('/v1/memberships/join', { tier_id: tier, months: 1 });
    expect(joined.statusCode, joined.body).toBe(200);
    const { reference } = joined.json().data as { reference: string };
    const checkoutId = (await paymentOf(reference)).providerCheckoutId!;
    expect((await deliver(fake.paymongo.pay(checkoutId))).statusCode).toBe(200);
    const membership = async () => (await supporter.browser.get('/v1/user/memberships')).json().data[0];
    expect(await membership()).toMatchObject({ status: 'active' });

    const { refunded } = fake.paymongo.refundEvents(fake.paymongo.refundOnDashboard(checkoutId));
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect(await refundOf(reference)).toMatchObject({ origin: 'provider', status: 'succeeded' });
    expect(await membership()).toMatchObject({ status: 'lapsed', auto_renew: false });
    expect(await books()).toEqual([]);
  });
});
