import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ledgerTransactions,
  membershipPayments,
  memberships,
  payments,
  providerCustomers,
  providerPlans,
} from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { type Client, client, signedInUser } from '../../test/builders.ts';
import { usePayMongoTestApp } from '../../test/paymongo-test-app.ts';

// memberships on PayMongo, reached over HTTP at a stand-in as strict as its documents (decision 0127)
const { fake, t, deliver } = await usePayMongoTestApp({ env: { PAYMONGO_SUBSCRIPTIONS: 'on' } });
const DAY_MS = 86_400_000;

const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
const clockNow = async () =>
  new Date((await client(t, { ip: '127.0.0.1' }).get('/dev/clock')).json().data.now as string);
const moveClockTo = async (at: Date) => {
  const seconds = Math.ceil((at.getTime() - (await clockNow()).getTime()) / 1000);
  if (seconds > 0) await dev({ advance_seconds: seconds });
};
afterEach(() => dev({ reset: true }));

async function creatorWithTier() {
  const creator = await signedInUser(t);
  const tier = await creator.browser.post('/v1/user/memberships/tiers', {
    name: 'Sketch Club',
    price: '100',
    description: 'Monthly sketches',
    benefits: ['A sketch a week'],
  });
  expect(tier.statusCode).toBe(201);
  return { creator, tier: tier.json().data as { id: string } };
}

/** Signs in again: a session ends while the clock moves on by months. */
async function signInAgain(who: Awaited<ReturnType<typeof signedInUser>>) {
  const response = await who.browser.post('/v1/auth/login', { email: who.email, password: who.password });
  expect(response.statusCode, response.body).toBe(200);
}

const myMembership = async (browser: Client) => (await browser.get('/v1/user/memberships')).json().data[0];
const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const sent = (path: string) =>
  fake.requests
    .filter((r) => r.method === 'POST' && r.path === `/paymongo${path}`)
    .map((r) => JSON.parse(r.body));

describe('a supporter joining on PayMongo', () => {
  it('with GCash pays a checkout that keeps nothing, and renews by the one-tap link', async () => {
    const { tier } = await creatorWithTier();
    const supporter = await signedInUser(t);
    const joined = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier.id,
      months: 1,
      auto_renew: false,
    });
    expect(joined.statusCode).toBe(200);
    const session = sent('/v1/checkout_sessions').at(-1)!.data.attributes;
    expect(session.setup_future_usage).toBeUndefined();
    expect(session.payment_method_types).toContain('gcash');
    const { checkoutId } = {
      checkoutId: (await paymentOf(joined.json().data.reference)).providerCheckoutId!,
    };
    expect((await deliver(fake.paymongo.pay(checkoutId, { method: 'gcash' }))).statusCode).toBe(200);
    const member = await myMembership(supporter.browser);
    expect(member).toMatchObject({
      status: 'active',
      auto_renew: false,
      can_auto_renew: false,
      method: 'gcash',
    });

    // a week before the end the reminder carries the link, which opens a new checkout without signing in
    await moveClockTo(new Date(new Date(member.ends_at).getTime() - 6 * DAY_MS));
    await t.jobs.runDue();
    const reminder = (await t.outbox()).find(
      (mail) => mail.to === supporter.email && mail.body.includes('Renew it in one tap: '),
    );
    const token = reminder!.body.match(/one tap: https?:\/\/\S+\/memberships\/link\/(\S+)/)![1]!;
    const opened = await client(t).post(`/v1/memberships/links/${token}/confirm`, {});
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.link_url).toMatch(/^https:\/\/checkout\.paymongo\.com\/cs_/);
    expect(sent('/v1/subscriptions')).toHaveLength(0);
    expect(await audit(t.db)).toEqual([]);
  });

  it('by card with auto-renew makes a subscription, each period settled once by its invoice webhook', async () => {
    const tierOwner = await creatorWithTier();
    const { tier } = tierOwner;
    const supporter = await signedInUser(t);
    const joined = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier.id,
      months: 1,
      auto_renew: true,
    });
    expect(joined.statusCode).toBe(200);
    const { link_url: linkUrl, reference } = joined.json().data as { link_url: string; reference: string };
    // the first invoice's payment intent is paid on-session by the supporter, on the site's pay page
    expect(new URL(linkUrl).pathname).toMatch(/^\/memberships\/pay\/pi_/);
    const subscription = sent('/v1/subscriptions').at(-1)!.data.attributes;
    const [customer] = await t.db
      .select()
      .from(providerCustomers)
      .where(eq(providerCustomers.userId, supporter.user.id as string));
    const [plan] = await t.db.select().from(providerPlans);
    expect(subscription).toEqual({ customer_id: customer!.customerId, plan_id: plan!.planId });
    expect(sent('/v1/subscriptions/plans').at(-1)!.data.attributes).toMatchObject({
      amount: 10_000,
      interval: 'monthly',
      interval_count: 1,
    });
    const subscriptionId = [...fake.paymongo.subscriptions.keys()].at(-1)!;

    // PayMongo tells the first invoice paid: the supporter is a member who renews by themselves
    expect((await deliver(fake.paymongo.billSubscription(subscriptionId))).statusCode).toBe(200);
    expect((await paymentOf(reference)).status).toBe('paid');
    const member = await myMembership(supporter.browser);
    expect(member).toMatchObject({ status: 'active', auto_renew: true, can_auto_renew: true });

    // the creator raises the price: the subscription keeps the plan it began with, so its member is not told
    // of a new price, and the next invoice is the old one
    const { creator } = tierOwner;
    const repriced = await creator.browser.put(`/v1/user/memberships/tiers/${tier.id}`, {
      name: 'Sketch Club',
      price: '150',
      description: 'Monthly sketches',
      benefits: ['A sketch a week'],
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data.price).toBe('150.00');
    const priceMails = (await t.outbox()).filter(
      (mail) => mail.to === supporter.email && mail.subject?.startsWith('The price of your membership'),
    );
    expect(priceMails).toEqual([]);

    // the period ends: our job charges nothing; PayMongo bills, and its webhook twice settles it once
    const firstEnd = new Date(member.ends_at);
    await moveClockTo(new Date(firstEnd.getTime() + 60_000));
    await t.jobs.runDue();
    const paidNext = fake.paymongo.billSubscription(subscriptionId, { next: true });
    expect((await deliver(paidNext)).statusCode).toBe(200);
    expect((await deliver(paidNext)).statusCode).toBe(200);
    const renewals = await t.db
      .select({ payment: payments })
      .from(membershipPayments)
      .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
      .where(
        and(
          eq(membershipPayments.supporterUserId, supporter.user.id as string),
          eq(membershipPayments.purpose, 'recurring'),
        ),
      );
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.payment).toMatchObject({ status: 'paid', amount: 10_000 });
    const postings = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${renewals[0]!.payment.id}`));
    expect(postings).toHaveLength(1);
    expect(sent('/v1/payment_intents')).toHaveLength(0);
    await signInAgain(supporter);
    const renewed = await myMembership(supporter.browser);
    expect(renewed).toMatchObject({ status: 'active', total_paid: '200.00' });
    expect(new Date(renewed.ends_at).getTime() - firstEnd.getTime()).toBeGreaterThan(27 * DAY_MS);
    expect(await audit(t.db)).toEqual([]);

    // the next invoice fails: the member keeps the grace and is told once; cancelling stops PayMongo's billing
    const secondEnd = new Date(renewed.ends_at);
    await moveClockTo(new Date(secondEnd.getTime() + 60_000));
    await t.jobs.runDue();
    expect(
      (await deliver(fake.paymongo.billSubscription(subscriptionId, { next: true, declines: true })))
        .statusCode,
    ).toBe(200);
    await t.jobs.runDue();
    await signInAgain(supporter);
    expect((await myMembership(supporter.browser)).status).toBe('grace');
    const told = (await t.outbox()).filter(
      (mail) => mail.to === supporter.email && mail.subject?.startsWith('We could not renew your membership'),
    );
    expect(told).toHaveLength(1);
    const cancelled = await supporter.browser.post(`/v1/user/memberships/${member.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(fake.paymongo.subscriptions.get(subscriptionId)!.attributes.status).toBe('cancelled');
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(row).toMatchObject({ autoRenew: false, recurringToken: null });
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('the pay page of a subscription’s first invoice', () => {
  it('is told the public key and the origin of PayMongo’s API, never the secret key', async () => {
    const config = (await client(t).get('/v1/site/config')).json().data;
    expect(config.paymongo).toEqual({
      public_key: 'pk_test_fake_provider',
      api_url: new URL(fake.paymongoUrl).origin,
    });
    expect(JSON.stringify(config)).not.toContain('sk_test');
  });
});

describe('a free trial on PayMongo (decision 0155)', () => {
  it('is not offered: PayMongo cannot keep a card with nothing charged, so the page says so and a trial is refused', async () => {
    const { creator, tier } = await creatorWithTier();
    const saved = await creator.browser.put(`/v1/user/memberships/tiers/${tier.id}`, {
      name: 'Sketch Club',
      price: '100',
      description: 'Monthly sketches',
      benefits: ['A sketch a week'],
      offers_trial: 1,
    });
    expect(saved.json().data.offers_trial).toBe(true);
    const supporter = await signedInUser(t);
    const page = (await supporter.browser.get(`/v1/profile/memberships/tiers/${creator.page_url}`)).json()
      .data;
    expect(page.trial).toEqual({ days: 7, available: false, methods: [], used: false });
    const before = fake.requests.length;
    const asked = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier.id,
      months: 1,
      trial: 1,
    });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors.trial).toEqual([
      'A free trial needs a card that can be charged when it ends, and none can be kept here yet. Join by paying instead.',
    ]);
    // nothing was asked of PayMongo
    expect(fake.requests.length).toBe(before);
  });
});
