import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { payments, refunds, webhookEvents } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, member } from '../../test/builders.ts';
import { startFakeProviders } from '../../test/fake-providers.ts';
import { useTestApp } from '../../test/test-app.ts';

// the whole app on PayMongo, reached over HTTP at a local stand-in answering with its documented bodies
const fake = await startFakeProviders();
afterAll(() => fake.close());
const t = useTestApp({
  env: {
    PAYMENT_PROVIDER: 'paymongo',
    PAYMONGO_SECRET_KEY: 'sk_test_fake_provider',
    PAYMONGO_WEBHOOK_SECRET: fake.webhookSecret,
    PAYMONGO_API_URL: fake.paymongoUrl,
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

const deliver = (webhook: { rawBody: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/paymongo',
    headers: { 'content-type': 'application/json', 'paymongo-signature': webhook.signature },
    payload: webhook.rawBody,
  });

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

  it('marks a refund PayMongo refuses for good as failed with its code, and never asks again', async () => {
    const creator = await member(t);
    const { reference, checkoutId } = await openGift(creator.page_url, '100');
    fake.paymongo.refuseRefunds = 'allowed_date_exceeded';
    try {
      await deliver(fake.paymongo.pay(checkoutId, { amount: 9_999 }));
      await t.jobs.drain('refund-payments');
      expect(await refundOf(reference)).toMatchObject({
        status: 'failed',
        failureReason: 'allowed_date_exceeded',
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
