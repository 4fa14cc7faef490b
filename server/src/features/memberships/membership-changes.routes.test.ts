import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, membershipPayments, memberships, payments } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, joinTier, payCheckout, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { upgradeDifference } from './memberships.prices.ts';
import {
  creatorWithTiers,
  DAY_MS,
  mailsTo,
  myMembership,
  signInAgain,
  tierBody,
  useDevClock,
} from './memberships.testing.ts';

const t = useTestApp();
const { clockNow, moveClockTo } = useDevClock(t);

describe('a member', () => {
  it('who cancels keeps access to the end of the paid period, and renewing before the end adds to it', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id, 3);
    const joined = await myMembership(supporter.browser);
    const cancelled = (await supporter.browser.post(`/v1/user/memberships/${joined.id}/cancel`)).json().data;
    expect(cancelled).toMatchObject({ status: 'active', auto_renew: false, ends_at: joined.ends_at });
    expect(cancelled.cancelled_at).not.toBeNull();
    // no reminders after a cancel
    const endsAt = new Date(joined.ends_at);
    await moveClockTo(new Date(endsAt.getTime() - 2 * DAY_MS));
    await t.jobs.runDue();
    expect((await mailsTo(t, supporter.email)).filter((mail) => mail.subject?.includes('ends'))).toEqual([]);
    await signInAgain(supporter);
    expect((await myMembership(supporter.browser)).status).toBe('active');

    const renew = await supporter.browser.post(`/v1/user/memberships/${joined.id}/renew`, {});
    await payCheckout(t, new URL(renew.json().data.link_url).pathname);
    const thanks = (await client(t).get(`/v1/payments/${renew.json().data.reference}`)).json().data;
    expect(thanks.beneficiary_message.message).toBe(
      `Thank you! Your membership of ${creator.page_url} is renewed.`,
    );
    const thanksInFilipino = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/${renew.json().data.reference}`,
      headers: { 'accept-language': 'fil' },
    });
    expect(thanksInFilipino.json().data.beneficiary_message).toEqual({
      title: 'Salamat!',
      message: `Salamat! Na-renew na ang membership mo kay ${creator.page_url}.`,
    });
    const renewed = await myMembership(supporter.browser);
    expect(renewed.cancelled_at).toBeNull();
    // three more months from the old end, not from today
    expect(new Date(renewed.ends_at).getTime() - endsAt.getTime()).toBeGreaterThan(88 * DAY_MS);
    expect(renewed.total_paid).toBe('600.00');

    const stranger = await signedInUser(t);
    expect((await stranger.browser.post(`/v1/user/memberships/${joined.id}/cancel`)).statusCode).toBe(404);
    await signInAgain(creator);
    expect((await creator.browser.get('/v1/user/memberships/summary')).json().data).toEqual({
      active_members: 1,
      monthly_recurring_revenue: '100.00',
    });
  });

  it('told of a new price of their tier by mail, which their next period costs and their current one does not', async () => {
    const { creator, tier1, tier2 } = await creatorWithTiers(t);
    const monthly = await signedInUser(t);
    const yearly = await signedInUser(t);
    const elsewhere = await signedInUser(t);
    const cancelled = await signedInUser(t);
    await joinTier(t, monthly, tier1.id);
    await joinTier(t, yearly, tier1.id, 12);
    await joinTier(t, elsewhere, tier2.id);
    await joinTier(t, cancelled, tier1.id);
    const gone = await myMembership(cancelled.browser);
    await cancelled.browser.post(`/v1/user/memberships/${gone.id}/cancel`);
    const priceMails = async (who: { email: string }) =>
      (await mailsTo(t, who.email)).filter((mail) => mail.subject?.includes('price'));

    // words alone change nothing anyone pays: no mail
    const reworded = await creator.browser.put(
      `/v1/user/memberships/tiers/${tier1.id}`,
      tierBody({ description: 'Sketches, monthly' }),
    );
    expect(reworded.statusCode, reworded.body).toBe(200);
    await t.jobs.runDue();
    expect(await priceMails(monthly)).toEqual([]);

    // a 12-month discount changes the yearly member's next period only
    await creator.browser.put(`/v1/user/memberships/tiers/${tier1.id}`, tierBody({ discount_12_months: 25 }));
    await t.jobs.runDue();
    expect(await priceMails(monthly)).toEqual([]);
    const [yearlyMail] = await priceMails(yearly);
    expect(yearlyMail?.body).toContain('12 months costs ₱900.00 instead of ₱1,200.00');

    const repriced = await creator.browser.put(
      `/v1/user/memberships/tiers/${tier1.id}`,
      tierBody({ price: '150', discount_12_months: 25 }),
    );
    expect(repriced.json().data.price).toBe('150.00');
    await t.jobs.runDue();
    const mails = await priceMails(monthly);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`The price of your membership of ${creator.page_url} is changing`);
    expect(mails[0]!.body).toContain('a month costs ₱150.00 instead of ₱100.00');
    expect(await priceMails(yearly)).toHaveLength(2);
    expect(await priceMails(elsewhere)).toEqual([]);
    expect(await priceMails(cancelled)).toEqual([]);

    // the current period keeps its price; the renewal is at the new one
    expect((await myMembership(monthly.browser)).total_paid).toBe('100.00');
    const renew = await monthly.browser.post(
      `/v1/user/memberships/${(await myMembership(monthly.browser)).id}/renew`,
      {},
    );
    expect((await client(t).get(new URL(renew.json().data.link_url).pathname)).body).toContain('Pay ₱150.00');
  });

  it('who chose Filipino is told of a new price of their tier in Filipino', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const monthly = await signedInUser(t);
    await monthly.browser.put('/v1/user/language', { language: 'fil' });
    await joinTier(t, monthly, tier1.id);
    const repriced = await creator.browser.put(
      `/v1/user/memberships/tiers/${tier1.id}`,
      tierBody({ price: '150' }),
    );
    expect(repriced.statusCode, repriced.body).toBe(200);
    await t.jobs.runDue();

    const mails = (await mailsTo(t, monthly.email)).filter((mail) => mail.subject?.includes('presyo'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Magbabago ang presyo ng membership mo kay ${creator.page_url}`);
    expect(mails[0]!.body).toContain(
      `Binago ni ${creator.page_url} ang presyo ng Sketch Club tier sa PIXEL. Simula sa susunod mong period, na magsisimula sa `,
    );
    expect(mails[0]!.body).toMatch(
      /\(oras sa Pilipinas\), ₱150\.00 na ang isang buwan sa halip na ₱100\.00\. Walang magbabago sa kasalukuyang period mo\.\n\nTingnan ang membership mo: http:\/\/localhost:3000\/dashboard\/memberships\n$/,
    );
    expect(mails[0]!.body).not.toMatch(/changed the price|a month|costs|instead of|See your membership/);
  });

  it('upgrading pays the difference for the days left and moves at once; downgrading waits for the renewal', async () => {
    const { creator, tier1, tier2 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    const now = await clockNow();
    const upgrade = await supporter.browser.post(`/v1/user/memberships/${joined.id}/change-tier`, {
      tier_id: tier2.id,
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const { link_url, reference } = upgrade.json().data;
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    const expected = upgradeDifference({
      fromMonthly: 100_00,
      toMonthly: 400_00,
      endsAt: new Date(joined.ends_at),
      now,
    });
    expect(payment!.amount).toBe(expected);
    // ₱300 a month more, for about a month
    expect(expected).toBeGreaterThan(270_00);
    expect(expected).toBeLessThanOrEqual(310_00);
    await payCheckout(t, new URL(link_url).pathname);
    // an upgrade is thanked for what it opens, not welcomed as a first membership
    expect((await client(t).get(`/v1/payments/${reference}`)).json().data.beneficiary_message.message).toBe(
      `Thank you! You are now a Studio Pass member of ${creator.page_url}.`,
    );
    const upgraded = await myMembership(supporter.browser);
    expect(upgraded).toMatchObject({ tier: { id: tier2.id }, ends_at: joined.ends_at });

    const down = (
      await supporter.browser.post(`/v1/user/memberships/${joined.id}/change-tier`, { tier_id: tier1.id })
    ).json().data;
    expect(down.link_url).toBeNull();
    expect(down.membership).toMatchObject({
      tier: { id: tier2.id },
      next_tier: { id: tier1.id, name: 'Sketch Club' },
    });
    const renew = await supporter.browser.post(`/v1/user/memberships/${joined.id}/renew`, {});
    expect(new URL(renew.json().data.link_url).pathname).toMatch(/^\/sandbox\/checkout\//);
    const checkoutPage = await client(t).get(new URL(renew.json().data.link_url).pathname);
    expect(checkoutPage.body).toContain('Pay ₱100.00');
    await payCheckout(t, new URL(renew.json().data.link_url).pathname);
    expect(await myMembership(supporter.browser)).toMatchObject({ tier: { id: tier1.id }, next_tier: null });

    const exported = await creator.browser.get('/v1/user/members/export');
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body.split('\r\n')[0]).toBe(
      'Name,Page,Tier,Status,Member since,Ends on,Auto-renew,Total paid',
    );
    expect(exported.body).toContain(`${supporter.page_url},Sketch Club,active`);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a member who pays by card', () => {
  /** The renewal charges of a supporter's membership, oldest first. */
  const renewalsOf = (supporterUserId: string) =>
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

  it('is renewed when the period ends, once however often the webhook comes; a refused charge keeps the grace, then lapses', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    const started = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier1.id,
      months: 1,
      auto_renew: 1,
    });
    const checkout = new URL(started.json().data.link_url).pathname;
    expect((await client(t).get(checkout)).body).toContain('Card');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkout}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=card',
    });
    expect(paid.statusCode).toBe(303);
    const joined = await myMembership(supporter.browser);
    expect(joined).toMatchObject({ auto_renew: true, can_auto_renew: true, method: 'card' });
    const supporterId = supporter.user.id as string;

    // the period ends: one charge, settled once however often its webhook comes and the job runs
    const firstEnd = new Date(joined.ends_at);
    await moveClockTo(new Date(firstEnd.getTime() + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const [renewal, ...more] = await renewalsOf(supporterId);
    expect(more).toEqual([]);
    for (let i = 0; i < 2; i++)
      expect((await resend(renewal!.payment.providerCheckoutId!)).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await renewalsOf(supporterId)).toHaveLength(1);
    await signInAgain(supporter);
    const renewed = await myMembership(supporter.browser);
    expect(renewed).toMatchObject({ status: 'active', total_paid: '200.00', auto_renew: true });
    expect(new Date(renewed.ends_at).getTime() - firstEnd.getTime()).toBeGreaterThan(27 * DAY_MS);
    const postings = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${renewal!.payment.id}`));
    expect(postings).toHaveLength(1);
    // a member renewing by themselves is sent no reminder
    const subjects = (await mailsTo(t, supporter.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.includes(' ends '))).toEqual([]);

    // the card is refused at the next end: access runs on through the grace, and the member is told
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, joined.id));
    expect((await client(t).post(`/sandbox/saved-methods/${row!.recurringToken}/decline`)).statusCode).toBe(
      200,
    );
    const secondEnd = new Date(renewed.ends_at);
    await moveClockTo(new Date(secondEnd.getTime() + 60_000));
    await t.jobs.runDue();
    const refused = (await renewalsOf(supporterId))[1]!;
    await resend(refused.payment.providerCheckoutId!);
    await t.jobs.runDue();
    await signInAgain(supporter);
    const inGrace = await myMembership(supporter.browser);
    expect(inGrace.status).toBe('grace');
    expect(new Date(inGrace.grace_ends_at).getTime() - secondEnd.getTime()).toBe(3 * DAY_MS);
    const told = (await mailsTo(t, supporter.email)).filter((mail) =>
      mail.subject?.startsWith('We could not renew your membership'),
    );
    expect(told).toHaveLength(1);

    // the grace ends: lapsed, and no second charge was asked for the same end
    await moveClockTo(new Date(secondEnd.getTime() + 3 * DAY_MS + 60_000));
    await t.jobs.runDue();
    await signInAgain(supporter);
    expect((await myMembership(supporter.browser)).status).toBe('lapsed');
    expect(await renewalsOf(supporterId)).toHaveLength(2);
    await signInAgain(creator);
    expect((await creator.browser.get('/v1/user/memberships/summary')).json().data.active_members).toBe(0);
    expect(await audit(t.db)).toEqual([]);
  });
});
