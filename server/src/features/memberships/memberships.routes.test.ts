import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ledgerTransactions,
  membershipPayments,
  memberships,
  payments,
  sandboxCheckouts,
} from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import {
  type Client,
  client,
  createSlide,
  joinTier,
  payCheckout,
  signedInUser,
  staffMember,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { upgradeDifference } from './memberships.prices.ts';

const t = useTestApp();
const DAY_MS = 86_400_000;

// the development routes answer this machine only
const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
const clockNow = async () =>
  new Date((await client(t, { ip: '127.0.0.1' }).get('/dev/clock')).json().data.now as string);
const moveClockTo = async (at: Date) => {
  const seconds = Math.ceil((at.getTime() - (await clockNow()).getTime()) / 1000);
  if (seconds > 0) await dev({ advance_seconds: seconds });
};
afterEach(() => dev({ reset: true }));

const tierBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sketch Club',
  price: '100',
  description: 'Monthly sketches #art',
  benefits: ['A sketch a week', 'Your name in my videos'],
  ...overrides,
});

async function creatorWithTiers() {
  const creator = await signedInUser(t);
  const first = await creator.browser.post('/v1/user/memberships/tiers', tierBody());
  expect(first.statusCode).toBe(201);
  const second = await creator.browser.post(
    '/v1/user/memberships/tiers',
    tierBody({ name: 'Studio Pass', price: '400', discount_6_months: 10, discount_12_months: 20 }),
  );
  expect(second.statusCode).toBe(201);
  return { creator, tier1: first.json().data, tier2: second.json().data };
}

/** Signs in again: a session ends while the clock moves on by months. */
async function signInAgain(who: Awaited<ReturnType<typeof signedInUser>>) {
  const response = await who.browser.post('/v1/auth/login', { email: who.email, password: who.password });
  expect(response.statusCode, response.body).toBe(200);
}

const myMembership = async (browser: Client) => (await browser.get('/v1/user/memberships')).json().data[0];
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);

describe("a creator's tiers", () => {
  it('are made, checked, listed in order and shown to visitors unless hidden or archived', async () => {
    const { creator, tier1, tier2 } = await creatorWithTiers();
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
    const { creator, tier1 } = await creatorWithTiers();
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
    const { creator, tier1 } = await creatorWithTiers();
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
    const before = (await mailsTo(supporter.email)).length;
    await moveClockTo(new Date(endsAt.getTime() - 7 * DAY_MS + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const all = await mailsTo(supporter.email);
    // newest first
    const reminders = all.slice(0, all.length - before);
    expect(reminders.map((mail) => mail.subject)).toEqual([
      `Your membership of ${creator.page_url} ends in a week`,
    ]);
    expect(reminders[0]!.body).toMatch(
      /Renew it in one tap: http:\/\/localhost:3000\/v1\/memberships\/renew\//,
    );

    // 8 more days: over, and told so once
    await moveClockTo(new Date(endsAt.getTime() + DAY_MS));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const subjects = (await mailsTo(supporter.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.includes('ends tomorrow'))).toHaveLength(0);
    expect(subjects.filter((subject) => subject?.endsWith('has ended'))).toHaveLength(1);
    expect((await client(t).get('/v1/user/members?status=lapsed')).statusCode).toBe(401);
    await signInAgain(creator);
    const members = (await creator.browser.get('/v1/user/members?status=lapsed')).json();
    expect(members.meta.total).toBe(1);
    expect(members.data[0]).toMatchObject({ status: 'lapsed', tier: { name: 'Sketch Club' } });

    // the mail's link opens a checkout of the same tier and period, without signing in
    const ended = (await mailsTo(supporter.email)).find((mail) => mail.subject?.endsWith('has ended'))!;
    const link = new URL(ended.body.match(/one tap: (\S+)/)![1]!);
    const opened = await client(t).get(link.pathname);
    expect(opened.statusCode).toBe(303);
    await payCheckout(t, new URL(opened.headers.location as string).pathname);
    await signInAgain(supporter);
    const renewed = await myMembership(supporter.browser);
    expect(renewed).toMatchObject({ status: 'active', total_paid: '200.00' });
    expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan((await clockNow()).getTime() + 27 * DAY_MS);
    expect(renewed.member_since).toBe(mine.member_since);
    expect((await client(t).get(`${link.pathname}x`)).statusCode).toBe(404);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a creator told of a new member', () => {
  /** The mails the creator gets of one supporter joining, once every notification is delivered. */
  async function mailsOfAJoin(settings: { membership?: object; notifications?: object }) {
    const { creator, tier1 } = await creatorWithTiers();
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
    const before = (await mailsTo(creator.email)).length;
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    // delivery again (a retry after a crash) sends nothing more
    await t.jobs.drain('deliver-notification');
    await t.jobs.drain('deliver-notification');
    const mails = await mailsTo(creator.email);
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

describe('a member', () => {
  it('who cancels keeps access to the end of the paid period, and renewing before the end adds to it', async () => {
    const { creator, tier1 } = await creatorWithTiers();
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
    expect((await mailsTo(supporter.email)).filter((mail) => mail.subject?.includes('ends'))).toEqual([]);
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
    const { creator, tier1, tier2 } = await creatorWithTiers();
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
      (await mailsTo(who.email)).filter((mail) => mail.subject?.includes('price'));

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
    const { creator, tier1 } = await creatorWithTiers();
    const monthly = await signedInUser(t);
    await monthly.browser.put('/v1/user/language', { language: 'fil' });
    await joinTier(t, monthly, tier1.id);
    const repriced = await creator.browser.put(
      `/v1/user/memberships/tiers/${tier1.id}`,
      tierBody({ price: '150' }),
    );
    expect(repriced.statusCode, repriced.body).toBe(200);
    await t.jobs.runDue();

    const mails = (await mailsTo(monthly.email)).filter((mail) => mail.subject?.includes('presyo'));
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
    const { creator, tier1, tier2 } = await creatorWithTiers();
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

describe('members-only posts', () => {
  const local = (url: string) => {
    const parsed = new URL(url, 'http://localhost:3000');
    return parsed.pathname + parsed.search;
  };
  type Shown = {
    is_locked: boolean;
    min_tier_id: string | null;
    images: { image_url: string; is_locked: boolean }[];
  };
  const slideAs = async (browser: Client, pageUrl: string, id: string) =>
    (await browser.get(`/v1/profile/content/images/collection/${pageUrl}/collection_id/${id}`)).json()
      .data as Shown;
  const blocAs = async (browser: Client, pageUrl: string, id: string) =>
    (await browser.get(`/v1/profile/${pageUrl}/bloc/${id}`)).json().data as {
      is_locked: boolean;
      body: string | null;
    };

  it('open to members of the tier and those above, stay locked for everyone else, and close when the membership ends', async () => {
    const { creator, tier1, tier2 } = await creatorWithTiers();
    const slide = await createSlide(creator, 2, { caption: 'For the club', min_tier_id: tier1.id });
    expect(slide).toMatchObject({ min_tier_id: tier1.id, price_id: 1 });
    const studioOnly = await createSlide(creator, 1, { min_tier_id: tier2.id });
    const post = await creator.browser.post('/v1/user/bloc', {
      body: 'Club news',
      visibility: 'members',
      min_tier_id: tier1.id,
    });
    expect(post.statusCode, post.body).toBe(201);
    const blocId = post.json().data.id as string;

    // a price and a members-only tier do not go together; another creator's tier is refused
    const priced = await creator.browser.post('/v1/user/content/images/collection/create', {
      images: [{ url: 'x' }],
      price_id: 2,
      min_tier_id: tier1.id,
    });
    expect(priced.json().errors).toEqual({ price_id: ['A members-only post has no price.'] });
    const other = await creatorWithTiers();
    const foreign = await creator.browser.post('/v1/user/bloc', {
      body: 'x',
      visibility: 'members',
      min_tier_id: other.tier1.id,
    });
    expect(foreign.json().errors).toEqual({ min_tier_id: ['The selected tier is invalid.'] });

    const member = await signedInUser(t);
    const patron = await signedInUser(t);
    const nonMember = await signedInUser(t);
    await joinTier(t, member, tier1.id);
    await joinTier(t, patron, tier2.id);

    // the creator's own view holds the originals' addresses
    const own = await slideAs(creator.browser, creator.page_url, slide.id);
    const original = own.images[0]!.image_url;
    for (const browser of [client(t), nonMember.browser]) {
      const shown = await slideAs(browser, creator.page_url, slide.id);
      expect(shown.is_locked).toBe(true);
      expect(shown.images.every((image) => image.is_locked)).toBe(true);
      expect(JSON.stringify(shown)).not.toContain('/original?');
      expect((await blocAs(browser, creator.page_url, blocId)).body).toBeNull();
      // a purchase is refused: members-only posts are never sold
      const bought = await browser.post('/v1/user/content/images/collection/purchase', {
        image_collection_id: slide.id,
      });
      expect([401, 422]).toContain(bought.statusCode);
    }
    // the creator's own address is signed for them alone
    expect([403, 404]).toContain((await nonMember.browser.get(local(original))).statusCode);
    // what opens it is named when a non-member reacts: a membership, not a purchase or a gift
    for (const [id, type] of [
      [slide.id, 'image_collection'],
      [blocId, 'bloc'],
    ] as const) {
      const reacted = await nonMember.browser.post('/v1/user/reactions/add', {
        content_id: id,
        content_type: type,
        reaction_id: 1,
      });
      expect(reacted.statusCode).toBe(403);
      expect(reacted.json().message).toBe('This post is for members. Join to react to it.');
    }

    for (const who of [member, patron]) {
      const shown = await slideAs(who.browser, creator.page_url, slide.id);
      expect(shown.is_locked).toBe(false);
      const address = shown.images[0]!.image_url;
      expect(address).toContain('/original?');
      expect((await who.browser.get(local(address))).statusCode).toBe(200);
      expect((await blocAs(who.browser, creator.page_url, blocId)).body).toBe('Club news');
    }
    // a lower tier does not open a higher tier's post
    expect((await slideAs(member.browser, creator.page_url, studioOnly.id)).is_locked).toBe(true);
    expect((await slideAs(patron.browser, creator.page_url, studioOnly.id)).is_locked).toBe(false);
    const list = (await member.browser.get(`/v1/profile/content/images/${creator.page_url}`)).json().data as {
      id: string;
      is_locked: boolean;
    }[];
    expect(list.find((item) => item.id === slide.id)?.is_locked).toBe(false);
    expect(list.find((item) => item.id === studioOnly.id)?.is_locked).toBe(true);

    // the member's own address, given a minute before the end, opens nothing a minute after it
    const endsAt = new Date((await myMembership(member.browser)).ends_at);
    await moveClockTo(new Date(endsAt.getTime() - 60_000));
    await signInAgain(member);
    const memberAddress = (await slideAs(member.browser, creator.page_url, slide.id)).images[0]!.image_url;
    expect((await member.browser.get(local(memberAddress))).statusCode).toBe(200);
    await moveClockTo(new Date(endsAt.getTime() + 60_000));
    expect((await member.browser.get(local(memberAddress))).statusCode).toBe(404);
    expect((await slideAs(member.browser, creator.page_url, slide.id)).is_locked).toBe(true);
    expect((await blocAs(member.browser, creator.page_url, blocId)).is_locked).toBe(true);
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
    const { creator, tier1 } = await creatorWithTiers();
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
    const subjects = (await mailsTo(supporter.email)).map((mail) => mail.subject);
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
    const told = (await mailsTo(supporter.email)).filter((mail) =>
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

describe('a refunded membership payment (decision 0104)', () => {
  const refundAsFinance = async (reference: string, amount: string) => {
    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    const refunded = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount,
      reason: 'The member asked',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
  };

  it('ends the membership at once: members-only posts lock, and it never renews by itself', async () => {
    const { creator, tier1 } = await creatorWithTiers();
    const slide = await createSlide(creator, 1, { min_tier_id: tier1.id });
    const supporter = await signedInUser(t);
    const started = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier1.id,
      months: 1,
      auto_renew: 1,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(started.json().data.link_url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=card',
    });
    expect(paid.statusCode).toBe(303);
    const joined = await myMembership(supporter.browser);
    expect(joined).toMatchObject({ status: 'active', auto_renew: true, total_paid: '100.00' });
    const locked = async () =>
      (
        await supporter.browser.get(
          `/v1/profile/content/images/collection/${creator.page_url}/collection_id/${slide.id}`,
        )
      ).json().data.is_locked as boolean;
    expect(await locked()).toBe(false);

    await refundAsFinance(started.json().data.reference, '100.00');
    expect(await locked()).toBe(true);
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'lapsed',
      auto_renew: false,
      total_paid: '0.00',
    });
    await t.jobs.drain('refund-payments');

    // when the refunded period would have ended, nothing is charged
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() + 60_000));
    await t.jobs.runDue();
    const charges = await t.db
      .select()
      .from(membershipPayments)
      .where(
        and(
          eq(membershipPayments.supporterUserId, supporter.user.id),
          eq(membershipPayments.purpose, 'recurring'),
        ),
      );
    expect(charges).toEqual([]);
    expect(await audit(t.db)).toEqual([]);
  });

  it("ends it the same when the creator approves the member's refund request", async () => {
    const { creator, tier1 } = await creatorWithTiers();
    const supporter = await signedInUser(t);
    const reference = await joinTier(t, supporter, tier1.id);
    const asked = await supporter.browser.post('/v1/user/refund-requests', {
      reference,
      reason: 'I did not mean to join',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await creator.browser.post(
      `/v1/user/refund-requests/${asked.json().data.request.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await myMembership(supporter.browser)).toMatchObject({ status: 'lapsed', auto_renew: false });
    await t.jobs.drain('refund-payments');
    expect(await audit(t.db)).toEqual([]);
  });

  it('of a renewal paid ahead leaves the period paid before it; refused by the provider, it is as it was', async () => {
    const { tier1 } = await creatorWithTiers();
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() - 5 * DAY_MS));
    await signInAgain(supporter);
    const renew = await supporter.browser.post(`/v1/user/memberships/${joined.id}/renew`, {});
    await payCheckout(t, new URL(renew.json().data.link_url).pathname);
    const renewed = await myMembership(supporter.browser);
    expect(renewed).toMatchObject({ status: 'active', total_paid: '200.00' });
    expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan(new Date(joined.ends_at).getTime());

    const { reference } = renew.json().data as { reference: string };
    await refundAsFinance(reference, '100.00');
    // the month paid first runs to its end; nothing renews after it
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'active',
      ends_at: joined.ends_at,
      auto_renew: false,
      total_paid: '100.00',
    });

    // the provider refuses the refund (past the payment's window): the renewal's month is the member's again
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    await t.db
      .update(sandboxCheckouts)
      .set({ paidAt: new Date((await clockNow()).getTime() - 181 * DAY_MS) })
      .where(eq(sandboxCheckouts.id, payment!.providerCheckoutId!));
    await t.jobs.drain('refund-payments');
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'active',
      ends_at: renewed.ends_at,
      cancelled_at: null,
      total_paid: '200.00',
    });
    expect(await audit(t.db)).toEqual([]);
  });
});
