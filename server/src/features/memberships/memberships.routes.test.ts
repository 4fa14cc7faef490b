import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, payments } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type Client, client, joinTier, payCheckout, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
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

describe("a creator's tiers", () => {
  it('are made, checked, listed in order and shown to visitors unless hidden or archived', async () => {
    const { creator, tier1, tier2 } = await creatorWithTiers(t);
    expect(tier2).toMatchObject({
      name: 'Studio Pass',
      price: '400.00',
      prices: [
        { months: 1, amount: '400.00' },
        { months: 3, amount: '1200.00' },
        { months: 6, amount: '2160.00' },
        { months: 12, amount: '3840.00' },
      ],
      position: 1,
      status: 'visible',
      member_count: 0,
    });

    const tooCheap = await creator.browser.post('/v1/user/memberships/tiers', tierBody({ price: '19.99' }));
    expect(tooCheap.statusCode).toBe(422);
    expect(tooCheap.json().errors).toEqual({ price: ['The price must be at least ₱20.00.'] });
    const badDiscount = await creator.browser.post(
      '/v1/user/memberships/tiers',
      tierBody({ discount_12_months: 51, benefits: Array(11).fill('x') }),
    );
    expect(badDiscount.json().errors).toEqual({
      discount_12_months: ['The 12-month discount must not be greater than 50.'],
      benefits: ['A tier has at most 10 benefits.'],
    });

    for (const name of ['Three', 'Four', 'Five']) {
      expect((await creator.browser.post('/v1/user/memberships/tiers', tierBody({ name }))).statusCode).toBe(
        201,
      );
    }
    const sixth = await creator.browser.post('/v1/user/memberships/tiers', tierBody({ name: 'Six' }));
    expect(sixth.json().errors).toEqual({ name: ['You can have at most 5 tiers.'] });

    const own = (await creator.browser.get('/v1/user/memberships/tiers')).json().data as { id: string }[];
    const reordered = await creator.browser.post('/v1/user/memberships/tiers/order', {
      tier_ids: [tier2.id, ...own.filter((tier) => tier.id !== tier2.id).map((tier) => tier.id)],
    });
    expect(
      reordered
        .json()
        .data.slice(0, 2)
        .map((tier: { name: string }) => tier.name),
    ).toEqual(['Studio Pass', 'Sketch Club']);
    expect(
      (await creator.browser.post('/v1/user/memberships/tiers/order', { tier_ids: [tier2.id] })).statusCode,
    ).toBe(422);

    await creator.browser.put(`/v1/user/memberships/tiers/${tier1.id}`, tierBody({ visibility: 'hidden' }));
    expect(
      (await creator.browser.delete(`/v1/user/memberships/tiers/${own[4]!.id}`)).json().data.status,
    ).toBe('archived');
    const shown = (await client(t).get(`/v1/profile/memberships/tiers/${creator.page_url}`)).json().data;
    expect(shown.tiers.map((tier: { name: string }) => tier.name)).toEqual(['Studio Pass', 'Three', 'Four']);
    expect(shown.membership).toBeNull();
    // archiving frees a place
    expect(
      (await creator.browser.post('/v1/user/memberships/tiers', tierBody({ name: 'Six' }))).statusCode,
    ).toBe(201);

    const stranger = await signedInUser(t);
    expect(
      (await stranger.browser.put(`/v1/user/memberships/tiers/${tier2.id}`, tierBody())).statusCode,
    ).toBe(404);
    expect((await client(t).get('/v1/profile/memberships/tiers/nobodyhere999')).statusCode).toBe(404);
  });

  it('hide their member counts from visitors when the creator chooses', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const countOf = async (browser: Client) =>
      (await browser.get(`/v1/profile/memberships/tiers/${creator.page_url}`)).json().data.tiers[0]
        .member_count;
    expect(await countOf(client(t))).toBe(1);
    await creator.browser.put('/v1/user/memberships/settings', {
      show_member_counts: 0,
      mail_on_new_member: 1,
    });
    expect(await countOf(client(t))).toBeNull();
    expect(await countOf(creator.browser)).toBe(1);
  });
});

describe('a supporter joins a tier for a month with GCash', () => {
  it('is a member until the same time next month, credited to the creator once, and reminded once before the end', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    const visitor = await client(t).post('/v1/memberships/join', { tier_id: tier1.id, months: 1 });
    expect(visitor.statusCode).toBe(401);
    expect(
      (await supporter.browser.post('/v1/memberships/join', { tier_id: tier1.id, months: 2 })).json().errors,
    ).toEqual({
      months: ['The months must be 1, 3, 6 or 12.'],
    });
    expect(
      (await creator.browser.post('/v1/memberships/join', { tier_id: tier1.id, months: 1 })).json().errors,
    ).toEqual({ tier_id: ['You cannot join your own membership.'] });

    // asked twice, one checkout
    const first = await supporter.browser.post('/v1/memberships/join', { tier_id: tier1.id, months: 1 });
    const again = await supporter.browser.post('/v1/memberships/join', { tier_id: tier1.id, months: 1 });
    expect(again.json().data).toEqual(first.json().data);
    const { link_url, reference } = first.json().data;
    expect(reference).toMatch(/^M-/);
    const checkoutPage = await client(t).get(new URL(link_url).pathname);
    expect(checkoutPage.body).toContain('Pay ₱100.00');
    const back = await payCheckout(t, new URL(link_url).pathname);
    expect(back).toContain(`/${creator.page_url}/membership?membership=joined&reference=${reference}`);
    const status = (await client(t).get(`/v1/payments/${reference}`)).json().data;
    expect(status).toMatchObject({ kind: 'membership', status: 'paid' });
    expect(status.beneficiary_message.message).toBe(`Welcome! You are now a member of ${creator.page_url}.`);

    const paidAt = await clockNow();
    const mine = await myMembership(supporter.browser);
    expect(mine).toMatchObject({
      creator: { page_url: creator.page_url },
      tier: { id: tier1.id, name: 'Sketch Club' },
      status: 'active',
      months: 1,
      auto_renew: false,
      can_auto_renew: false,
      total_paid: '100.00',
      receipts: [{ reference, amount: '100.00', months: 1, tier_name: 'Sketch Club' }],
    });
    // a calendar month in Manila: the same day and time next month, or the month's last day
    const endsAt = new Date(mine.ends_at);
    const days = (endsAt.getTime() - paidAt.getTime()) / DAY_MS;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThan(31.1);
    const viewer = (await supporter.browser.get(`/v1/profile/memberships/tiers/${creator.page_url}`)).json()
      .data;
    expect(viewer.membership).toMatchObject({ tier_id: tier1.id, status: 'active' });

    const history = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(history[0]).toMatchObject({
      type: 'membership',
      reference,
      total_amount: '100.00',
      description: `Membership from ${supporter.page_url}: Sketch Club, 1 month`,
    });
    const balance = (await creator.browser.get('/v1/user/balance')).json().data[0];
    expect(balance.amount).toBe('100.00');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    const postings = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${payment!.id}`));
    expect(postings).toHaveLength(1);
    expect(await audit(t.db)).toEqual([]);

    // a week before the end, the job (run twice, as two instances would) sends one reminder
    const before = (await mailsTo(t, supporter.email)).length;
    await moveClockTo(new Date(endsAt.getTime() - 7 * DAY_MS + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const all = await mailsTo(t, supporter.email);
    // newest first
    const reminders = all.slice(0, all.length - before);
    expect(reminders.map((mail) => mail.subject)).toEqual([
      `Your membership of ${creator.page_url} ends in a week`,
    ]);
    // the renew link opens a page that asks for one tap (decision 0150)
    expect(reminders[0]!.body).toMatch(/Renew it in one tap: http:\/\/localhost:3000\/memberships\/link\//);

    // 8 more days: over, and told so once
    await moveClockTo(new Date(endsAt.getTime() + DAY_MS));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const subjects = (await mailsTo(t, supporter.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.includes('ends tomorrow'))).toHaveLength(0);
    expect(subjects.filter((subject) => subject?.endsWith('has ended'))).toHaveLength(1);
    expect((await client(t).get('/v1/user/members?status=lapsed')).statusCode).toBe(401);
    await signInAgain(creator);
    const members = (await creator.browser.get('/v1/user/members?status=lapsed')).json();
    expect(members.meta.total).toBe(1);
    expect(members.data[0]).toMatchObject({ status: 'lapsed', tier: { name: 'Sketch Club' } });

    // the mail's link, confirmed, opens a checkout of the same tier and period, without signing in
    const ended = (await mailsTo(t, supporter.email)).find((mail) => mail.subject?.endsWith('has ended'))!;
    const token = new URL(ended.body.match(/one tap: (\S+)/)![1]!).pathname.split('/').pop()!;
    const opened = await client(t).post(`/v1/memberships/links/${token}/confirm`, {});
    expect(opened.statusCode, opened.body).toBe(200);
    await payCheckout(t, new URL(opened.json().data.link_url as string).pathname);
    await signInAgain(supporter);
    const renewed = await myMembership(supporter.browser);
    expect(renewed).toMatchObject({ status: 'active', total_paid: '200.00' });
    expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan((await clockNow()).getTime() + 27 * DAY_MS);
    expect(renewed.member_since).toBe(mine.member_since);
    expect((await client(t).get(`/v1/memberships/links/${token}x`)).statusCode).toBe(404);
    // a one-tap link of the mails written before still opens a checkout without signing in (until May 2027)
    const signature = hashToken(t.config.sessionSecret, `membership-renewal:${mine.id}`).slice(0, 32);
    const old = await client(t).get(`/v1/memberships/renew/${mine.id}.${signature}`);
    expect(old.statusCode).toBe(303);
    expect((await client(t).get(`/v1/memberships/renew/${mine.id}.${signature}x`)).statusCode).toBe(404);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a creator told of a new member', () => {
  /** The mails the creator gets of one supporter joining, once every notification is delivered. */
  async function mailsOfAJoin(settings: { membership?: object; notifications?: object }) {
    const { creator, tier1 } = await creatorWithTiers(t);
    if (settings.membership) {
      const saved = await creator.browser.put('/v1/user/memberships/settings', settings.membership);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    if (settings.notifications) {
      const saved = await creator.browser.put('/v1/user/notification-preferences', {
        kinds: { member_joined: settings.notifications },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const before = (await mailsTo(t, creator.email)).length;
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    // delivery again (a retry after a crash) sends nothing more
    await t.jobs.drain('deliver-notification');
    await t.jobs.drain('deliver-notification');
    const mails = await mailsTo(t, creator.email);
    return { supporter, subjects: mails.slice(0, mails.length - before).map((mail) => mail.subject) };
  }

  it('is mailed once, as the membership settings ask by default', async () => {
    const { supporter, subjects } = await mailsOfAJoin({});
    expect(subjects).toEqual([`${supporter.page_url} is now a member of your page`]);
  });

  it('is mailed once when the mail of new members is also on in the notification settings', async () => {
    const { supporter, subjects } = await mailsOfAJoin({ notifications: { email: true } });
    expect(subjects).toEqual([`${supporter.page_url} is now a member of your page`]);
  });

  it('is not mailed when the mail of new members is off in the notification settings', async () => {
    const { subjects } = await mailsOfAJoin({ notifications: { email: false } });
    expect(subjects).toEqual([]);
  });

  it("is mailed the notification's words once when only the notification settings ask for a mail", async () => {
    const { supporter, subjects } = await mailsOfAJoin({
      membership: { show_member_counts: 1, mail_on_new_member: 0 },
      notifications: { email: true },
    });
    expect(subjects).toEqual([`New member: ${supporter.page_url} joined your Sketch Club tier.`]);
  });

  it('is not mailed when neither setting asks for a mail', async () => {
    const { subjects } = await mailsOfAJoin({ membership: { show_member_counts: 1, mail_on_new_member: 0 } });
    expect(subjects).toEqual([]);
  });
});
