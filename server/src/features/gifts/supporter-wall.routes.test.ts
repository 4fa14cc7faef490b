import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditCounts } from '../../db/counts.ts';
import { goals, payments, sandboxCheckouts } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import {
  client,
  joinTier,
  newTier,
  payCheckout,
  signedInUser,
  staffMember,
  startGift,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the Supporters count', () => {
  it('counts people: a signed-in supporter once however often they give, each visitor gift as one', async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const supporters = async () =>
      (await client(t).get(`/v1/profile/${creator.page_url}`)).json().data.donation_count;
    // two gifts from one fan, paid together and one after the other
    const first = await startGift(t, creator.page_url, { amount: '50' }, fan.browser);
    const second = await startGift(t, creator.page_url, { amount: '60', is_anonymous: true }, fan.browser);
    await Promise.all([payCheckout(t, first.checkoutPath), payCheckout(t, second.checkoutPath)]);
    expect(await supporters()).toBe(1);
    await payCheckout(t, (await startGift(t, creator.page_url, { amount: '70' }, fan.browser)).checkoutPath);
    expect(await supporters()).toBe(1);
    // two visitors without accounts cannot be told apart: each gift counts as one supporter
    await payCheckout(t, (await startGift(t, creator.page_url, { amount: '20' })).checkoutPath);
    await payCheckout(t, (await startGift(t, creator.page_url, { amount: '20' })).checkoutPath);
    expect(await supporters()).toBe(3);
  });
});

describe('who a gift says it is from', () => {
  it("shows a signed-in supporter's page name, unless they give anonymously", async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const named = await startGift(t, creator.page_url, { supporter_name: 'ignored' }, fan.browser);
    await payCheckout(t, named.checkoutPath);
    const hidden = await startGift(t, creator.page_url, { is_anonymous: 1 }, fan.browser);
    await payCheckout(t, hidden.checkoutPath);
    const visitor = await startGift(t, creator.page_url, {});
    await payCheckout(t, visitor.checkoutPath);

    const gifts = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
    expect(gifts.map((g: { supporter_name: string }) => g.supporter_name)).toEqual([
      'A supporter',
      'Anonymous',
      fan.user.profile.page_name,
    ]);
    expect(gifts[1].supporter_page_url).toBeNull();
  });
});

describe('the wall in pages', () => {
  it('gives every gift once, newest first, page after page, and an empty page past the last', async () => {
    const creator = await signedInUser(t);
    for (const amount of ['21', '22', '23', '24', '25']) {
      await payCheckout(t, (await startGift(t, creator.page_url, { amount })).checkoutPath);
    }
    const page = async (n: number) => {
      const answer = (
        await client(t).get(`/v1/profile/${creator.page_url}/gifts?per_page=2&page=${n}`)
      ).json();
      return { amounts: answer.data.map((g: { amount: string }) => g.amount), total: answer.meta.total };
    };
    expect(await page(1)).toEqual({ amounts: ['25.00', '24.00'], total: 5 });
    expect(await page(2)).toEqual({ amounts: ['23.00', '22.00'], total: 5 });
    expect(await page(3)).toEqual({ amounts: ['21.00'], total: 5 });
    expect(await page(4)).toEqual({ amounts: [], total: 5 });
  });
});

describe('members on the supporter wall', () => {
  // the development clock answers this machine only
  const clock = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
  afterEach(() => clock({ reset: true }));

  type WallGift = { supporter_name: string; member_tier: { name: string } | null };
  const wallOf = async (pageUrl: string) =>
    (await client(t).get(`/v1/profile/${pageUrl}/gifts`)).json().data as WallGift[];

  it("are marked with their tier while it runs, unless the gift is anonymous; others aren't", async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    await joinTier(t, fan, await newTier(creator, { name: 'Sketch Club', price: '100' }));
    // a member of another creator is nobody's member here
    const elsewhere = await signedInUser(t);
    const stranger = await signedInUser(t);
    await joinTier(t, stranger, await newTier(elsewhere, { name: 'Gold', price: '50' }));

    const gifts = [
      [{ supporter_message: 'named' }, fan.browser],
      [{ is_anonymous: 1 }, fan.browser],
      [{ supporter_name: 'Juan' }, client(t)],
      [{}, stranger.browser],
    ] as const;
    for (const [body, browser] of gifts) {
      await payCheckout(t, (await startGift(t, creator.page_url, body, browser)).checkoutPath);
    }
    const fanName = fan.user.profile.page_name as string;
    const strangerName = stranger.user.profile.page_name as string;
    expect(await wallOf(creator.page_url)).toEqual([
      expect.objectContaining({ supporter_name: strangerName, member_tier: null }),
      expect.objectContaining({ supporter_name: 'Juan', member_tier: null }),
      expect.objectContaining({ supporter_name: 'Anonymous', member_tier: null }),
      expect.objectContaining({ supporter_name: fanName, member_tier: { name: 'Sketch Club' } }),
    ]);
    // the creator's own view, and what a reply answers, mark the member the same way
    const own = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json()
      .data as (WallGift & { id: string })[];
    expect(own.map((gift) => gift.member_tier)).toEqual([null, null, null, { name: 'Sketch Club' }]);
    const replied = await creator.browser.post('/v1/user/donations/reply', {
      id: own[3]!.id,
      reply: 'Salamat!',
    });
    expect(replied.json().data.member_tier).toEqual({ name: 'Sketch Club' });

    // a month and a few days on, by the clock: the membership has lapsed, and its mark is gone
    await clock({ advance_seconds: 35 * 86_400 });
    // the few seconds visitors' answers are kept are not what this asks about
    t.app.publicCache.drop([creator.page_url]);
    const lapsed = await wallOf(creator.page_url);
    expect(lapsed.map((gift) => gift.member_tier)).toEqual([null, null, null, null]);
  });
});

describe('replies and hiding', () => {
  it('lets the creator reply to and hide a gift; hidden gifts leave the public page', async () => {
    const creator = await signedInUser(t);
    const gift = await startGift(t, creator.page_url, { supporter_name: 'Lito' });
    await payCheckout(t, gift.checkoutPath);
    const [shown] = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data;

    const reply = await creator.browser.post('/v1/user/donations/reply', {
      id: shown.id,
      reply: 'Maraming salamat!',
    });
    expect(reply.json().data.reply).toBe('Maraming salamat!');
    const hide = await creator.browser.post('/v1/user/donations/hide', { id: shown.id, is_hidden: 1 });
    expect(hide.json().data.is_hidden).toBe(true);

    expect((await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data).toEqual([]);
    const own = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
    expect(own).toEqual([
      expect.objectContaining({ id: shown.id, is_hidden: true, reply: 'Maraming salamat!' }),
    ]);

    await creator.browser.post('/v1/user/donations/hide', { id: shown.id, is_hidden: 0 });
    expect((await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data).toHaveLength(1);
  });

  it('takes 60 replies a minute from a creator (and as many hidings), then says when to try again', async () => {
    const creator = await signedInUser(t);
    const gift = await startGift(t, creator.page_url);
    await payCheckout(t, gift.checkoutPath);
    const [shown] = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
    for (let i = 0; i < 60; i++) {
      const answer = await creator.browser.post('/v1/user/donations/reply', { id: shown.id, reply: `${i}` });
      expect(answer.statusCode).toBe(200);
    }
    const refused = await creator.browser.post('/v1/user/donations/reply', { id: shown.id, reply: 'again' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data.retry_in_seconds).toBeGreaterThan(0);
    // the reply kept is the last one taken
    const own = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
    expect(own[0].reply).toBe('59');
  });

  it("refuses another creator's gift as if it did not exist, and visitors outright", async () => {
    const creator = await signedInUser(t);
    const other = await signedInUser(t);
    const gift = await startGift(t, creator.page_url);
    await payCheckout(t, gift.checkoutPath);
    const [shown] = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
    expect(
      (await other.browser.post('/v1/user/donations/reply', { id: shown.id, reply: 'hi' })).statusCode,
    ).toBe(404);
    expect(
      (await other.browser.post('/v1/user/donations/hide', { id: shown.id, is_hidden: 1 })).statusCode,
    ).toBe(404);
    expect((await client(t).post('/v1/user/donations/hide', { id: shown.id, is_hidden: 1 })).statusCode).toBe(
      401,
    );
    const bad = await creator.browser.post('/v1/user/donations/hide', { id: shown.id, is_hidden: 2 });
    expect(bad.json().errors.is_hidden).toEqual(['The is hidden field must be 1 or 0.']);
    const long = await creator.browser.post('/v1/user/donations/reply', {
      id: shown.id,
      reply: 'r'.repeat(301),
    });
    expect(long.json().errors.reply).toEqual(['The reply must not be greater than 300 characters.']);
  });
});

describe('a refunded gift (decision 0104)', () => {
  const wall = async (pageUrl: string) =>
    ((await client(t).get(`/v1/profile/${pageUrl}/gifts`)).json().data as { amount: string }[]).map(
      (gift) => gift.amount,
    );
  const supporters = async (pageUrl: string) =>
    (await client(t).get(`/v1/profile/${pageUrl}`)).json().data.donation_count as number;
  const raised = async (pageUrl: string) =>
    (await client(t).get(`/v1/profile/${pageUrl}/goals`)).json().data[0].raised_amount as string;
  const books = async () => [...(await audit(t.db)), ...(await auditCounts(t.db))];

  it("leaves the wall, Supporters and its goal's progress at once, and comes back if the provider refuses the refund", async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const [goal] = await t.db
      .insert(goals)
      .values({ userId: creator.user.id, title: 'New camera', targetAmount: 3_000_000 })
      .returning();
    const toGoal = await fan.browser.post(`/v1/goals/${goal!.id}/donate`, { amount: '500' });
    await payCheckout(t, new URL(toGoal.json().data.link_url).pathname);
    const again = await startGift(t, creator.page_url, { amount: '50' }, fan.browser);
    await payCheckout(t, again.checkoutPath);
    await payCheckout(t, (await startGift(t, creator.page_url, { amount: '20' })).checkoutPath);
    expect((await wall(creator.page_url)).sort()).toEqual(['20.00', '50.00', '500.00']);
    expect(await supporters(creator.page_url)).toBe(2);
    expect(await raised(creator.page_url)).toBe('500.00');

    // the goal gift is refunded: off the wall, and out of the goal; the fan still counts, by their other gift
    const refund = (reference: string, amount: string) =>
      finance.browser.post(`/v1/admin/payments/${reference}/refund`, { amount, reason: 'Asked by the fan' });
    const goalReference = toGoal.json().data.reference as string;
    expect((await refund(goalReference, '500.00')).statusCode).toBe(200);
    expect((await wall(creator.page_url)).sort()).toEqual(['20.00', '50.00']);
    expect(await supporters(creator.page_url)).toBe(2);
    expect(await raised(creator.page_url)).toBe('0.00');
    const own = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(own.meta.total).toBe(2);
    // a refund of part of a gift takes all of it off the page, as part of a purchase closes the post
    expect((await refund(again.reference, '10.00')).statusCode).toBe(200);
    expect(await wall(creator.page_url)).toEqual(['20.00']);
    expect(await supporters(creator.page_url)).toBe(1);
    expect(await books()).toEqual([]);

    // the provider refuses the goal gift's refund, past the payment's window: the gift is back everywhere
    const [paid] = await t.db.select().from(payments).where(eq(payments.reference, goalReference));
    await t.db
      .update(sandboxCheckouts)
      .set({ paidAt: new Date(Date.now() - 181 * 86_400_000) })
      .where(eq(sandboxCheckouts.id, paid!.providerCheckoutId!));
    await t.jobs.drain('refund-payments');
    expect((await wall(creator.page_url)).sort()).toEqual(['20.00', '500.00']);
    expect(await supporters(creator.page_url)).toBe(2);
    expect(await raised(creator.page_url)).toBe('500.00');
    expect(await books()).toEqual([]);
  });

  it('no longer opens supporters-only posts, and a new gift from the same fan counts them again', async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const created = await creator.browser.post('/v1/user/bloc', {
      title: 'For supporters',
      body: 'Thank you all',
      visibility: 'supporters',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = async () =>
      (await fan.browser.get(`/v1/profile/${creator.page_url}/bloc/${created.json().data.id}`)).json()
        .data as { is_locked: boolean };
    const gift = await startGift(t, creator.page_url, { amount: '50' }, fan.browser);
    await payCheckout(t, gift.checkoutPath);
    expect((await post()).is_locked).toBe(false);

    const refunded = await finance.browser.post(`/v1/admin/payments/${gift.reference}/refund`, {
      amount: '50.00',
      reason: 'Sent by mistake',
    });
    expect(refunded.statusCode).toBe(200);
    expect((await post()).is_locked).toBe(true);
    expect(await supporters(creator.page_url)).toBe(0);

    // they give again: a supporter once more, whose refunded gift is not an earlier one that counted
    await payCheckout(t, (await startGift(t, creator.page_url, { amount: '30' }, fan.browser)).checkoutPath);
    expect(await supporters(creator.page_url)).toBe(1);
    expect((await post()).is_locked).toBe(false);
    await t.jobs.drain('refund-payments');
    expect(await books()).toEqual([]);
  });
});
