import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  insightMonths,
  ledgerTransactions,
  membershipPayments,
  payments,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { type Client, client, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { linksIn } from './membership-links.testing.ts';
import { DAY_MS, mailsTo, myMembership, signInAgain, tierBody, useDevClock } from './memberships.testing.ts';

const t = useTestApp();
const { clockNow, moveClockTo } = useDevClock(t);

const CARD = '4343434343434345';

/** A creator whose Sketch Club (₱100 a month) offers a 7-day free trial, and a members-only post of it. */
async function creatorWithTrial() {
  const creator = await signedInUser(t);
  const made = await creator.browser.post('/v1/user/memberships/tiers', tierBody({ offers_trial: 1 }));
  expect(made.statusCode, made.body).toBe(201);
  const tier = made.json().data;
  const post = await creator.browser.post('/v1/user/bloc', {
    body: 'Club news',
    visibility: 'members',
    min_tier_id: tier.id,
  });
  expect(post.statusCode, post.body).toBe(201);
  return { creator, tier, postId: post.json().data.id as string };
}

/** Whether a members-only Bloc post is open to `browser`. */
const opens = async (browser: Client, pageUrl: string, postId: string) =>
  !(await browser.get(`/v1/profile/${pageUrl}/bloc/${postId}`)).json().data.is_locked;

/** Asks for a trial, and gives the sandbox's page a card: answers where it sent the browser, and the reference. */
async function keepCard(supporter: { browser: Client }, tierId: string, card = CARD) {
  const asked = await supporter.browser.post('/v1/memberships/join', {
    tier_id: tierId,
    months: 1,
    trial: 1,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { link_url, reference } = asked.json().data as { link_url: string; reference: string };
  const page = new URL(link_url).pathname;
  const shown = await client(t).get(page);
  expect(shown.body).toContain('Keep a card for PIXEL');
  expect(shown.body).toContain('Nothing is charged now.');
  const kept = await t.app.inject({
    method: 'POST',
    url: `${page}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `method=card&card_number=${card}`,
  });
  expect(kept.statusCode).toBe(303);
  return { back: kept.headers.location as string, reference, page };
}

const startTrial = (supporter: { browser: Client }, reference: string) =>
  supporter.browser.post(`/v1/memberships/trials/${reference}/start`);

/** A person's trial, started: the membership as My memberships shows it. */
async function trialOf(supporter: { browser: Client }, tierId: string, card = CARD) {
  const { reference } = await keepCard(supporter, tierId, card);
  const started = await startTrial(supporter, reference);
  expect(started.statusCode, started.body).toBe(200);
  return started.json().data;
}

/** Every payment the person made, of any kind. */
const paymentsOf = (userId: string) => t.db.select().from(payments).where(eq(payments.payerUserId, userId));

/** The membership payments charged to a kept method, oldest first. */
const chargesOf = (supporterUserId: string) =>
  t.db
    .select({ payment: payments })
    .from(membershipPayments)
    .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
    .where(
      and(
        eq(membershipPayments.supporterUserId, supporterUserId),
        eq(membershipPayments.purpose, 'recurring'),
      ),
    )
    .orderBy(payments.createdAt);

const resend = (chargeId: string) => client(t).post(`/sandbox/webhooks/${chargeId}/resend`);

describe("a tier's free trial", () => {
  it('is a setting of the tier, off by default, saved and shown on the page with what the provider allows', async () => {
    const creator = await signedInUser(t);
    const plain = await creator.browser.post('/v1/user/memberships/tiers', tierBody());
    expect(plain.json().data.offers_trial).toBe(false);
    const bad = await creator.browser.post('/v1/user/memberships/tiers', tierBody({ offers_trial: 'maybe' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ offers_trial: ['The free trial field must be true or false.'] });

    const tierId = plain.json().data.id as string;
    const saved = await creator.browser.put(
      `/v1/user/memberships/tiers/${tierId}`,
      tierBody({ offers_trial: 1 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.offers_trial).toBe(true);
    const own = (await creator.browser.get('/v1/user/memberships/tiers')).json().data;
    expect(own[0]).toMatchObject({ id: tierId, offers_trial: true });

    const visitor = await signedInUser(t);
    const page = (await visitor.browser.get(`/v1/profile/memberships/tiers/${creator.page_url}`)).json().data;
    expect(page.tiers[0].offers_trial).toBe(true);
    expect(page.trial).toEqual({ days: 7, available: true, methods: ['card'], used: false });

    // a tier without one refuses a trial
    const off = await creator.browser.put(`/v1/user/memberships/tiers/${tierId}`, tierBody());
    expect(off.json().data.offers_trial).toBe(false);
    const asked = await visitor.browser.post('/v1/memberships/join', {
      tier_id: tierId,
      months: 1,
      trial: 1,
    });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ trial: ['This tier has no free trial.'] });
  });

  it('starts at once with nothing charged, reminds 2 days before, and converts into one paid period however often the charge is told', async () => {
    const { creator, tier, postId } = await creatorWithTrial();
    const supporter = await signedInUser(t);
    const { back, reference } = await keepCard(supporter, tier.id);
    expect(back).toContain(`/${creator.page_url}/membership?membership=trial&reference=${reference}`);

    const trial = (await startTrial(supporter, reference)).json().data;
    const at = await clockNow();
    expect(trial).toMatchObject({
      status: 'trial',
      total_paid: '0.00',
      auto_renew: true,
      can_auto_renew: true,
      method: 'card',
      receipts: [],
    });
    const trialEnd = new Date(trial.trial_ends_at);
    expect(Math.abs(trialEnd.getTime() - at.getTime() - 7 * DAY_MS)).toBeLessThan(5000);
    expect(trial.ends_at).toBe(trial.trial_ends_at);
    // asked again (the return page reloaded): the same trial
    const again = await startTrial(supporter, reference);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(trial.id);
    // nothing was charged, and the member has a member's access
    expect(await paymentsOf(supporter.user.id)).toEqual([]);
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(true);
    const tab = (await supporter.browser.get(`/v1/profile/memberships/tiers/${creator.page_url}`)).json()
      .data;
    expect(tab.membership).toMatchObject({ status: 'trial', trial_ends_at: trial.trial_ends_at });
    expect(tab.trial.used).toBe(true);
    // a member, not yet revenue
    expect((await creator.browser.get('/v1/user/memberships/summary')).json().data).toEqual({
      active_members: 1,
      monthly_recurring_revenue: '0.00',
    });
    // someone else cannot start it
    const stranger = await signedInUser(t);
    expect((await startTrial(stranger, reference)).statusCode).toBe(404);

    // 2 days before its end, one reminder with the links to stay or go
    await moveClockTo(new Date(trialEnd.getTime() - 2 * DAY_MS + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const reminders = (await mailsTo(t, supporter.email)).filter((mail) =>
      mail.subject?.startsWith('Your free trial of'),
    );
    expect(reminders.map((mail) => mail.subject)).toEqual([
      `Your free trial of ${creator.page_url} ends in 2 days`,
    ]);
    expect(reminders[0]!.body).toContain('Then your card is charged ₱100.00 for a month');
    expect(linksIn(reminders[0]!.body).cancel).toBeDefined();
    expect(linksIn(reminders[0]!.body).pause).toBeUndefined();
    expect(await paymentsOf(supporter.user.id)).toEqual([]);

    // the trial ends: the card is charged once, settled once however often its webhook comes
    await moveClockTo(new Date(trialEnd.getTime() + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const [charge, ...more] = await chargesOf(supporter.user.id);
    expect(more).toEqual([]);
    expect(charge!.payment.amount).toBe(100_00);
    for (let i = 0; i < 2; i++)
      expect((await resend(charge!.payment.providerCheckoutId!)).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await chargesOf(supporter.user.id)).toHaveLength(1);
    const postings = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${charge!.payment.id}`));
    expect(postings).toHaveLength(1);

    await signInAgain(supporter);
    const paid = await myMembership(supporter.browser);
    expect(paid).toMatchObject({
      status: 'active',
      trial_ends_at: null,
      total_paid: '100.00',
      auto_renew: true,
    });
    // the paid period runs from the trial's end
    expect(new Date(paid.ends_at).getTime() - trialEnd.getTime()).toBeGreaterThan(27 * DAY_MS);
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(true);

    await signInAgain(creator);
    expect((await creator.browser.get('/v1/user/memberships/summary')).json().data).toEqual({
      active_members: 1,
      monthly_recurring_revenue: '100.00',
    });
    // a trial is not a paid join until it converts: then it is one new member and its revenue
    const [counted] = await t.db
      .select({ newMembers: sum(insightMonths.newMembers), revenue: sum(insightMonths.revenue) })
      .from(insightMonths)
      .where(eq(insightMonths.creatorUserId, creator.user.id));
    expect({ newMembers: Number(counted!.newMembers), revenue: Number(counted!.revenue) }).toEqual({
      newMembers: 1,
      revenue: 100_00,
    });
    const toCreator = (await mailsTo(t, creator.email)).filter((mail) =>
      mail.subject?.endsWith('is now a member of your page'),
    );
    expect(toCreator).toHaveLength(1);
    expect(await audit(t.db)).toEqual([]);
  });

  it('cancelled within its 7 days, runs to its end and is never charged', async () => {
    const { creator, tier, postId } = await creatorWithTrial();
    const supporter = await signedInUser(t);
    const trial = await trialOf(supporter, tier.id);
    const trialEnd = new Date(trial.trial_ends_at);

    await moveClockTo(new Date((await clockNow()).getTime() + 3 * DAY_MS));
    await signInAgain(supporter);
    const cancelled = await supporter.browser.post(`/v1/user/memberships/${trial.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'trial',
      auto_renew: false,
      ends_at: trial.trial_ends_at,
    });
    expect(cancelled.json().data.cancelled_at).not.toBeNull();
    // access runs to the trial's end
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(true);

    // no reminder of a charge that will not come, no charge at the end or after, and access ends there
    await moveClockTo(new Date(trialEnd.getTime() - DAY_MS));
    await t.jobs.runDue();
    await moveClockTo(new Date(trialEnd.getTime() + 60_000));
    await t.jobs.runDue();
    await moveClockTo(new Date(trialEnd.getTime() + 10 * DAY_MS));
    await t.jobs.runDue();
    expect(await paymentsOf(supporter.user.id)).toEqual([]);
    const subjects = (await mailsTo(t, supporter.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.startsWith('Your free trial of'))).toEqual([]);
    await signInAgain(supporter);
    expect(await myMembership(supporter.browser)).toMatchObject({ status: 'lapsed', total_paid: '0.00' });
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(false);
    expect(await audit(t.db)).toEqual([]);
  });

  it('is once per person and per card: a second trial, or another account with the same card, is refused', async () => {
    const { creator, tier } = await creatorWithTrial();
    const first = await signedInUser(t);
    const trial = await trialOf(first, tier.id);
    await first.browser.post(`/v1/user/memberships/${trial.id}/cancel`);
    await moveClockTo(new Date(new Date(trial.trial_ends_at).getTime() + 60_000));
    await t.jobs.runDue();
    await signInAgain(first);

    // the same person, their trial over: no second one
    const again = await first.browser.post('/v1/memberships/join', { tier_id: tier.id, months: 1, trial: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have already had a free trial of this creator. Join by paying instead.',
    );
    // in Filipino too, for a person who reads it
    await t.db.update(users).set({ language: 'fil' }).where(eq(users.id, first.user.id));
    const inFilipino = await first.browser.post(
      '/v1/memberships/join',
      { tier_id: tier.id, months: 1, trial: 1 },
      { 'accept-language': 'fil' },
    );
    expect(inFilipino.json().message).toBe(
      'Nagkaroon ka na ng libreng trial sa creator na ito. Sumali na lang sa pagbabayad.',
    );

    // another account with the same card: refused once the card is known, and nothing runs
    const second = await signedInUser(t);
    const { reference } = await keepCard(second, tier.id, '4343 4343 4343 4345');
    const refused = await startTrial(second, reference);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This card has already had a free trial of this creator. Join by paying instead.',
    );
    expect((await second.browser.get('/v1/user/memberships')).json().data).toEqual([]);
    // with a card of their own, they have theirs
    const own = await trialOf(second, tier.id, '5555444444444457');
    expect(own.status).toBe('trial');

    // a trial of another creator is another trial
    const other = await creatorWithTrial();
    expect((await trialOf(first, other.tier.id)).status).toBe('trial');
    expect(creator.user.id).not.toBe(other.creator.user.id);
  });

  it('is not for GCash: a join that pays by GCash pays at once, and the page that keeps a card takes no GCash', async () => {
    const { tier } = await creatorWithTrial();
    const supporter = await signedInUser(t);
    const asked = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier.id,
      months: 1,
      trial: 1,
    });
    const page = new URL(asked.json().data.link_url).pathname;
    const byGcash = await t.app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=gcash',
    });
    expect(byGcash.statusCode).toBe(400);
    expect((await startTrial(supporter, asked.json().data.reference)).statusCode).toBe(409);

    const joined = await supporter.browser.post('/v1/memberships/join', { tier_id: tier.id, months: 1 });
    expect(joined.statusCode, joined.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(joined.json().data.link_url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=gcash',
    });
    expect(paid.statusCode).toBe(303);
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'active',
      trial_ends_at: null,
      total_paid: '100.00',
      method: 'gcash',
    });
    // a member has no trial
    const asMember = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier.id,
      months: 1,
      trial: 1,
    });
    expect(asMember.statusCode).toBe(422);
    expect(asMember.json().errors).toEqual({
      trial: ['You are already a member, so there is no free trial for you.'],
    });
    expect(await audit(t.db)).toEqual([]);
  });
});
