import { eq, sql } from 'drizzle-orm';
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

describe('a visitor gives ₱100 with a name and a message', () => {
  it('goes through the sandbox checkout and shows up everywhere the creator looks', async () => {
    const creator = await signedInUser(t);
    const visitor = client(t);
    const start = await visitor.post(`/v1/donate/${creator.page_url}`, {
      amount: '100',
      supporter_name: 'Juan',
      supporter_message: 'Salamat sa art mo!',
      source: 'web',
      success_redirect_url: `http://localhost:3000/${creator.page_url}?gift=sent`,
      utm_source: 'facebook',
    });
    expect(start.statusCode).toBe(200);
    const { link_url, reference } = start.json().data;
    expect(link_url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sbx_/);
    expect(reference).toMatch(/^G-[A-Z2-9]{12}$/);
    // the campaign the visitor came from travels with the payment, for reporting
    const [started] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(started?.campaign).toEqual({ utm_source: 'facebook' });

    const checkoutPath = new URL(link_url).pathname;
    const page = await visitor.get(checkoutPath);
    expect(page.body).toContain('Pay ₱100.00');
    expect(page.body).toContain(`Gift to ${creator.page_url} on PIXEL`);

    const back = await payCheckout(t, checkoutPath);
    expect(back).toBe(`http://localhost:3000/${creator.page_url}?gift=sent&reference=${reference}`);

    const status = await visitor.get(`/v1/payments/${reference}`);
    expect(status.json().data).toMatchObject({
      status: 'paid',
      amount: '100.00',
      kind: 'gift',
      creator: { page_url: creator.page_url },
      beneficiary_message: { title: 'Thank you!' },
    });
    // and thanked in the reader's language
    const inFilipino = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/${reference}`,
      headers: { 'accept-language': 'fil-PH' },
    });
    expect(inFilipino.json().data.beneficiary_message).toEqual({
      title: 'Salamat!',
      message: `Salamat sa pag-support kay ${creator.page_url}! Malaking bagay ang gift mo.`,
    });

    const balance = await creator.browser.get('/v1/user/balance');
    expect(balance.json()).toEqual({ data: [{ currency: 'PHP', amount: '100.00', pending_amount: '0.00' }] });

    const history = (await creator.browser.get('/v1/user/transactions')).json();
    expect(history.meta).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(history.data[0]).toMatchObject({
      description: 'Gift from Juan',
      reference,
      type: 'donation',
      status: 'completed',
      total_amount: '100.00',
    });
    const detail = await creator.browser.get(`/v1/user/transactions/${history.data[0].transaction_no}`);
    expect(detail.json().data).toMatchObject({
      gross_amount: '100.00',
      fee_amount: '0.00',
      balance: 'available',
      supporter_name: 'Juan',
      supporter_message: 'Salamat sa art mo!',
    });

    const gifts = (await visitor.get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(gifts.data).toEqual([
      expect.objectContaining({
        supporter_name: 'Juan',
        supporter_message: 'Salamat sa art mo!',
        amount: '100.00',
      }),
    ]);
    const profile = (await visitor.get(`/v1/profile/${creator.page_url}`)).json().data;
    expect(profile.donation_count).toBe(1);
  });
});

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

describe('gift rules', () => {
  it.each([
    ['no amount', { amount: undefined }, 'amount', 'The amount field is required.'],
    [
      'a 12-character amount',
      { amount: '123456789.00' },
      'amount',
      'The amount must not be greater than 11 characters.',
    ],
    [
      'three decimals',
      { amount: '100.005' },
      'amount',
      'The amount must be a number with at most 2 decimal places.',
    ],
    ['a negative amount', { amount: '-100' }, 'amount', 'The amount must not be negative.'],
    ['leading zeros', { amount: '0100' }, 'amount', 'The amount must not have leading zeros.'],
    ['letters', { amount: '1e5' }, 'amount', 'The amount must be a number with at most 2 decimal places.'],
    ['less than the minimum', { amount: '19.99' }, 'amount', 'The amount must be at least ₱20.00.'],
    [
      'more than the maximum',
      { amount: '100000.01' },
      'amount',
      'The amount must not be greater than ₱100,000.00.',
    ],
    [
      'a 17-character name',
      { supporter_name: 'J'.repeat(17) },
      'supporter_name',
      'The name must not be greater than 16 characters.',
    ],
    [
      'a 121-character message',
      { supporter_message: 'm'.repeat(121) },
      'supporter_message',
      'The message must not be greater than 120 characters.',
    ],
    ['an unknown source', { source: 'bank' }, 'source', 'The selected source is invalid.'],
    [
      'a redirect to another site',
      { success_redirect_url: 'https://evil.example/thanks' },
      'success_redirect_url',
      'The success redirect url must be a page of this site.',
    ],
    [
      'a protocol-relative redirect',
      { failure_redirect_url: '//evil.example' },
      'failure_redirect_url',
      'The failure redirect url must be a page of this site.',
    ],
    ['an unknown field', { amount_in_usd: 5 }, 'amount_in_usd', 'The amount_in_usd field is not allowed.'],
  ])('refuses %s', async (_case, change, field, message) => {
    const creator = await signedInUser(t);
    const response = await client(t).post(`/v1/donate/${creator.page_url}`, { amount: '100', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it.each([['20'], ['20.5'], ['99.99'], [150], ['100000.00']])('accepts %s', async (amount) => {
    const creator = await signedInUser(t);
    const response = await client(t).post(`/v1/donate/${creator.page_url}`, {
      amount,
      supporter_name: 'J'.repeat(16),
      supporter_message: 'm'.repeat(120),
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not let a creator gift themself', async () => {
    const creator = await signedInUser(t);
    const response = await creator.browser.post(`/v1/donate/${creator.page_url}`, { amount: '100' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.username).toEqual(['You cannot send a gift to yourself.']);
  });

  it('answers an unknown creator with 404 on the path and 422 in the body', async () => {
    expect((await client(t).post('/v1/donate/nobody_here', { amount: '100' })).statusCode).toBe(404);
    const body = await client(t).post('/v1/donate', { amount: '100', username: 'nobody_here' });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.username).toEqual(['The selected username is invalid.']);
    const missing = await client(t).post('/v1/donate', { amount: '100' });
    expect(missing.json().errors.username).toEqual(['The username field is required.']);
  });

  it('takes the creator from the body on POST /v1/donate', async () => {
    const creator = await signedInUser(t);
    const response = await client(t).post('/v1/donate', { amount: '50', username: creator.page_url });
    expect(response.statusCode).toBe(200);
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

describe('money from the mobile app', () => {
  it('waits in pending instead of available when the server made it through the app', async () => {
    const creator = await signedInUser(t);
    const gift = await startGift(t, creator.page_url, { amount: '250.50' });
    // the app's own channel is where the server marks a payment held; no web call can
    await t.db.update(payments).set({ held: true }).where(eq(payments.reference, gift.reference));
    await payCheckout(t, gift.checkoutPath);
    const balance = (await creator.browser.get('/v1/user/balance')).json().data[0];
    expect(balance).toEqual({ currency: 'PHP', amount: '0.00', pending_amount: '250.50' });
    const line = (await creator.browser.get('/v1/user/transactions')).json().data[0];
    const detail = (await creator.browser.get(`/v1/user/transactions/${line.transaction_no}`)).json().data;
    expect(detail.balance).toBe('pending');
  });

  it('never holds money because a payer wrote source "app" in the body', async () => {
    const creator = await signedInUser(t);
    const gift = await startGift(t, creator.page_url, { amount: '100', source: 'app' });
    await payCheckout(t, gift.checkoutPath);
    const balance = (await creator.browser.get('/v1/user/balance')).json().data[0];
    expect(balance).toEqual({ currency: 'PHP', amount: '100.00', pending_amount: '0.00' });
  });
});

describe('goal gifts', () => {
  it("count toward the goal's progress", async () => {
    const creator = await signedInUser(t);
    const [goal] = await t.db
      .insert(goals)
      .values({ userId: creator.user.id, title: 'New camera', targetAmount: 3_000_000 })
      .returning();
    const response = await client(t).post(`/v1/goals/${goal!.id}/donate`, {
      amount: '500',
      supporter_name: 'Ana',
    });
    expect(response.statusCode).toBe(200);
    await payCheckout(t, new URL(response.json().data.link_url).pathname);
    const [after] = await t.db
      .select()
      .from(goals)
      .where(sql`${goals.id} = ${goal!.id}`);
    expect(after!.raisedAmount).toBe(50_000);
    const line = (await creator.browser.get('/v1/user/transactions')).json().data[0];
    expect(line.description).toBe('Gift from Ana for "New camera"');
    expect((await client(t).post('/v1/goals/not-a-uuid/donate', { amount: '500' })).statusCode).toBe(422);
    expect(
      (await client(t).post('/v1/goals/00000000-0000-4000-8000-000000000000/donate', { amount: '500' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a cancelled checkout', () => {
  it('sends the visitor back and credits nothing', async () => {
    const creator = await signedInUser(t);
    const gift = await startGift(t, creator.page_url);
    const response = await t.app.inject({ method: 'POST', url: `${gift.checkoutPath}/cancel` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://localhost:3000/${creator.page_url}?gift=cancelled&reference=${gift.reference}`,
    );
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.00');
    expect((await client(t).get(`/v1/payments/${gift.reference}`)).json().data.status).toBe('pending');
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

describe('a lost webhook', () => {
  it('is made up for by re-checking the provider when the supporter comes back', async () => {
    const creator = await signedInUser(t);
    const gift = await startGift(t, creator.page_url, { amount: '75' });
    // paid at the provider, but its webhook never arrives
    await t.db.execute(
      sql`update sandbox_checkouts set status = 'paid', paid_at = now() where id = ${gift.checkoutId}`,
    );
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.00');
    const status = await client(t).get(`/v1/payments/${gift.reference}`);
    expect(status.json().data.status).toBe('paid');
    await client(t).get(`/v1/payments/${gift.reference}`);
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('75.00');
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
