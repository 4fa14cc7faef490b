import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goals,
  idempotencyKeys,
  otpChallenges,
  payments,
  payouts,
  productFiles,
  products,
} from '../db/schema/index.ts';
import { audit, balancesOf } from '../ledger/ledger.ts';
import { payoutBinding } from '../features/payouts/payouts.service.ts';
import {
  type Client,
  client,
  createSlide,
  createSnap,
  clearForPayouts,
  fundWallet,
  insertOtpChallenge,
  insertUserBank,
  member,
  newMobile,
} from '../test/builders.ts';
import { newType } from '../features/commissions/commissions.testing.ts';
import { useTestApp } from '../test/test-app.ts';
import { errorHandler } from './error-handler.ts';
import { forgetIdempotencyKeys, idempotencyPlugin } from './idempotency.ts';

const t = useTestApp();

const header = (key: string) => ({ 'idempotency-key': key });

/** One money call, ready to send: who sends it, where, the body, another body, and the rows it makes. */
interface MoneyCall {
  browser: Client;
  url: string;
  body: Record<string, unknown>;
  otherBody: Record<string, unknown>;
  rows: () => Promise<number>;
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const count = sql<number>`count(*)::int`;

async function giftCall(signedIn: boolean): Promise<MoneyCall> {
  const creator = await member(t);
  const browser = signedIn ? (await member(t)).browser : client(t);
  return {
    browser,
    url: `/v1/donate/${creator.page_url}`,
    body: { amount: '100', supporter_name: 'Ana', supporter_message: 'Salamat!' },
    otherBody: { amount: '200', supporter_name: 'Ana', supporter_message: 'Salamat!' },
    rows: () =>
      countOf(t.db.select({ n: count }).from(payments).where(eq(payments.payeeUserId, creator.user.id))),
  };
}

async function goalGiftCall(): Promise<MoneyCall> {
  const creator = await member(t);
  const [goal] = await t.db
    .insert(goals)
    .values({ userId: creator.user.id, title: 'New camera', targetAmount: 3_000_000 })
    .returning();
  return {
    browser: client(t),
    url: `/v1/goals/${goal!.id}/donate`,
    body: { amount: '500' },
    otherBody: { amount: '50' },
    rows: () =>
      countOf(t.db.select({ n: count }).from(payments).where(eq(payments.payeeUserId, creator.user.id))),
  };
}

async function purchaseCall(type: 'image' | 'image_collection'): Promise<MoneyCall> {
  const creator = await member(t);
  const fan = await member(t);
  const post =
    type === 'image'
      ? await createSnap(creator, { price_id: 6 })
      : await createSlide(creator, 2, { price_id: 6 });
  const body =
    type === 'image' ? { image_id: post.id } : { image_collection_id: post.id, is_anonymous: false };
  return {
    browser: fan.browser,
    url:
      type === 'image' ? '/v1/user/content/images/purchase' : '/v1/user/content/images/collection/purchase',
    body,
    otherBody: { ...body, is_anonymous: true },
    rows: () =>
      countOf(t.db.select({ n: count }).from(payments).where(eq(payments.payerUserId, fan.user.id))),
  };
}

/** A product of a creator's shop (decision 0159), at what the buyer wants from ₱50, bought signed in or as a guest. */
async function productCall(signedIn: boolean): Promise<MoneyCall> {
  const creator = await member(t);
  const [product] = await t.db
    .insert(products)
    .values({
      creatorUserId: creator.user.id,
      name: 'Presets',
      priceMode: 'pay_what_you_want',
      amount: 5_000,
    })
    .returning();
  await t.db.insert(productFiles).values({
    productId: product!.id,
    storageKey: `shop/${randomUUID()}.bin`,
    name: 'presets.zip',
    contentType: 'application/zip',
    size: 1,
  });
  const email = signedIn ? {} : { email: 'guest@example.com' };
  return {
    browser: signedIn ? (await member(t)).browser : client(t),
    url: `/v1/shop/products/${product!.id}/buy`,
    body: { amount: '100', ...email },
    otherBody: { amount: '200', ...email },
    rows: () =>
      countOf(t.db.select({ n: count }).from(payments).where(eq(payments.payeeUserId, creator.user.id))),
  };
}

/** A commission's first payment: a ₱500 sketch of a range, the supporter offering ₱600 or ₱700. */
async function commissionCall(): Promise<MoneyCall> {
  const creator = await member(t);
  const type = await newType(creator, { price_mode: 'range', price: '500', max_price: '900' });
  return {
    browser: (await member(t)).browser,
    url: `/v1/commissions/types/${type.id}/requests`,
    body: { brief: 'Me and my cat', amount: '600' },
    otherBody: { brief: 'Me and my cat', amount: '700' },
    rows: () =>
      countOf(t.db.select({ n: count }).from(payments).where(eq(payments.payeeUserId, creator.user.id))),
  };
}

async function payoutCreator() {
  const who = await member(t);
  await fundWallet(t, who.user.id, 50_000);
  await clearForPayouts(t, who.user.id);
  await insertUserBank(t, who.user.id, { mobileNumber: newMobile() });
  return who;
}

async function payoutRequestCall(): Promise<MoneyCall> {
  const who = await payoutCreator();
  return {
    browser: who.browser,
    url: '/v1/user/transactions/payout/request',
    body: { bank_slug: 'PH_BDO', amount: '200', confirm: 1 },
    otherBody: { bank_slug: 'PH_BDO', amount: '300', confirm: 1 },
    // each code asked for is a row, and an SMS
    rows: () =>
      countOf(t.db.select({ n: count }).from(otpChallenges).where(eq(otpChallenges.userId, who.user.id))),
  };
}

async function payoutSubmitCall(): Promise<MoneyCall> {
  const who = await payoutCreator();
  const binding = payoutBinding(
    { method: 'standard', bankSlug: 'PH_BDO', accountNumber: '001234567890' },
    { withdraw_all: false, amount: 20_000 },
  );
  const otp = await insertOtpChallenge(t, { userId: who.user.id, purpose: 'payout', binding });
  return {
    browser: who.browser,
    url: '/v1/user/transactions/payout/bank',
    body: { bank_slug: 'PH_BDO', amount: '200', ...otp },
    otherBody: { bank_slug: 'PH_BDO', amount: '300', ...otp },
    rows: async () => {
      const n = await countOf(t.db.select({ n: count }).from(payouts).where(eq(payouts.userId, who.user.id)));
      // one payout of 200.00 and its 15.00 fee, never two
      expect((await balancesOf(t.db, who.user.id)).available).toBe(n ? 28_500 : 50_000);
      return n;
    },
  };
}

const moneyCalls: [string, () => Promise<MoneyCall>][] = [
  ['a gift from a visitor', () => giftCall(false)],
  ['a gift from a signed-in supporter', () => giftCall(true)],
  ['a goal gift', goalGiftCall],
  ['a Snap purchase', () => purchaseCall('image')],
  ['a Snap Slide purchase', () => purchaseCall('image_collection')],
  ['a product bought signed in', () => productCall(true)],
  ['a product bought by a guest', () => productCall(false)],
  ['a commission requested', commissionCall],
  ['a payout request', payoutRequestCall],
  ['a payout submission', payoutSubmitCall],
];

describe.each(moneyCalls)('%s sent twice with one Idempotency-Key', (_name, prepare) => {
  it('makes one row and answers the second time as the first', async () => {
    const call = await prepare();
    const key = randomUUID();
    const first = await call.browser.post(call.url, call.body, header(key));
    expect(first.statusCode).toBe(200);
    const second = await call.browser.post(call.url, call.body, header(key));
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await call.rows()).toBe(1);
  });

  it('makes one row when both arrive at once, and both get the same answer', async () => {
    const call = await prepare();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      call.browser.post(call.url, call.body, header(key)),
      call.browser.post(call.url, call.body, header(key)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(await call.rows()).toBe(1);
  });

  it('refuses the key with another body', async () => {
    const call = await prepare();
    const key = randomUUID();
    expect((await call.browser.post(call.url, call.body, header(key))).statusCode).toBe(200);
    const other = await call.browser.post(call.url, call.otherBody, header(key));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      exception: 'ValidationException',
      message: 'This Idempotency-Key was already used for a different request.',
      message_key: 'idempotencyKeyReused',
      errors: { 'idempotency-key': ['This Idempotency-Key was already used for a different request.'] },
      error_keys: { 'idempotency-key': ['idempotencyKeyReused'] },
    });
    expect(await call.rows()).toBe(1);
  });
});

describe('money calls and the Idempotency-Key header', () => {
  it('run each time without a key', async () => {
    const call = await giftCall(false);
    await call.browser.post(call.url, call.body);
    await call.browser.post(call.url, call.body);
    expect(await call.rows()).toBe(2);
  });

  it('refuse a key that is empty, too long or not visible ASCII, and move nothing', async () => {
    const call = await giftCall(false);
    for (const key of ['', 'a'.repeat(256), 'two words', 'clé']) {
      const response = await t.app.inject({
        method: 'POST',
        url: call.url,
        headers: { 'idempotency-key': key },
        payload: call.body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'idempotency-key': ['The Idempotency-Key header must be 1 to 255 visible ASCII characters.'],
      });
    }
    const longest = await call.browser.post(call.url, call.body, header('k'.repeat(255)));
    expect(longest.statusCode).toBe(200);
    expect(await call.rows()).toBe(1);
  });

  it('show the header in the OpenAPI document of each money call, and of no other call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const withKey = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withKey.sort()).toEqual([
      // a commission's first payment, and its balance below (decision 0165)
      'POST /v1/commissions/types/{id}/requests',
      'POST /v1/donate',
      'POST /v1/donate/{id}',
      // a gift of a membership or a post (decision 0153)
      'POST /v1/gift-items',
      'POST /v1/goals/{goal_id}/donate',
      'POST /v1/memberships/join',
      // a mail's renew link opens a checkout (decision 0150)
      'POST /v1/memberships/links/{token}/confirm',
      'POST /v1/profile/{page_url}/media',
      // a product of a creator's shop (decision 0159)
      'POST /v1/shop/products/{id}/buy',
      'POST /v1/user/commissions/requests/{id}/pay-balance',
      'POST /v1/user/content/images/collection/purchase',
      'POST /v1/user/content/images/purchase',
      'POST /v1/user/memberships/{membership_id}/change-tier',
      'POST /v1/user/memberships/{membership_id}/renew',
      'POST /v1/user/transactions/payout/bank',
      'POST /v1/user/transactions/payout/request',
    ]);
  });

  it("keep one person's key apart from another's", async () => {
    const call = await payoutRequestCall();
    const other = await payoutRequestCall();
    const key = randomUUID();
    const mine = await call.browser.post(call.url, call.body, header(key));
    const theirs = await other.browser.post(other.url, other.body, header(key));
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.json().data.otp_token).not.toBe(mine.json().data.otp_token);
    expect([await call.rows(), await other.rows()]).toEqual([1, 1]);
  });

  it("keep two visitors' answers apart when they send one key", async () => {
    const call = await giftCall(false);
    const key = randomUUID();
    const mine = await call.browser.post(call.url, call.body, header(key));
    const theirs = await client(t).post(call.url, call.body, header(key));
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.reference).not.toBe(mine.json().data.reference);
    expect(await call.rows()).toBe(2);
    // the same visitor sending it again still gets their own first answer
    expect((await call.browser.post(call.url, call.body, header(key))).body).toBe(mine.body);
  });

  it('answer a refusal the same way again, without running the call twice', async () => {
    const call = await payoutSubmitCall();
    const key = randomUUID();
    const tooMuch = { ...call.body, amount: '1000' };
    const first = await call.browser.post(call.url, tooMuch, header(key));
    expect(first.statusCode).toBe(422);
    const second = await call.browser.post(call.url, tooMuch, header(key));
    expect(second.statusCode).toBe(422);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('are forgotten by the scheduled clean-up after 24 hours, not before', async () => {
    const call = await giftCall(false);
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    await call.browser.post(call.url, call.body, header(oldKey));
    await call.browser.post(call.url, call.body, header(newKey));
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, oldKey));
    await t.jobs.send('forget-idempotency-keys', {});
    await t.jobs.drain('forget-idempotency-keys');
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} in (${oldKey}, ${newKey})`);
    expect(left).toEqual([{ key: newKey }]);
    // the forgotten key is a new call again
    await call.browser.post(call.url, call.body, header(oldKey));
    await call.browser.post(call.url, call.body, header(newKey));
    expect(await call.rows()).toBe(3);
  });
});

/** The key's row as an instance that stopped mid-call leaves it: claimed some seconds ago, no answer. */
const leftMidCall = (key: string, secondsAgo: number) =>
  t.db
    .update(idempotencyKeys)
    .set({
      responseStatus: null,
      responseBody: null,
      claimedAt: sql`now() - make_interval(secs => ${secondsAgo})`,
    })
    .where(eq(idempotencyKeys.key, key));

describe.each([
  ['a gift from a visitor', () => giftCall(false)],
  ['a goal gift', goalGiftCall],
  ['a Snap purchase', () => purchaseCall('image')],
])('%s repeated after an instance stopped mid-call', (_name, prepare) => {
  it('gets the checkout the first call opened: no 409, no second payment', async () => {
    const call = await prepare();
    const key = randomUUID();
    const first = await call.browser.post(call.url, call.body, header(key));
    // the checkout was opened, and the instance stopped before its answer was stored, 20 s ago
    await leftMidCall(key, 20);
    const repeat = await call.browser.post(call.url, call.body, header(key));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await call.rows()).toBe(1);
    // and that answer is now kept for the next repeat
    expect((await call.browser.post(call.url, call.body, header(key))).headers['idempotent-replayed']).toBe(
      'true',
    );
  });

  it('opens the checkout of the payment the first call wrote, when it stopped before opening it', async () => {
    const call = await prepare();
    const key = randomUUID();
    const first = (await call.browser.post(call.url, call.body, header(key))).json().data;
    await leftMidCall(key, 120);
    await t.db
      .update(payments)
      .set({ providerCheckoutId: null, checkoutUrl: null })
      .where(eq(payments.reference, first.reference));
    const repeat = await call.browser.post(call.url, call.body, header(key));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.reference).toBe(first.reference);
    expect(repeat.json().data.link_url).toMatch(/\/sandbox\/checkout\//);
    expect(await call.rows()).toBe(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, first.reference));
    expect(payment!.checkoutUrl).toBe(repeat.json().data.link_url);
  });
});

describe('the idempotency plugin', () => {
  // a route of its own, so a test can make it fail or hold it open
  let app: FastifyInstance;
  let runs = 0;
  let failNext = false;
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorHandler);
    await app.register(idempotencyPlugin, {
      db: t.db,
      waitMs: 300,
      renewMs: 50,
      abandonedAfterMs: 200,
    });
    app.post('/v1/test/charge', { config: { idempotent: true } }, async () => {
      runs += 1;
      await gate;
      if (failNext) {
        failNext = false;
        throw new Error('provider fell over');
      }
      return { data: { run: runs } };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const charge = (key: string, body: object = { amount: '100' }) =>
    app.inject({ method: 'POST', url: '/v1/test/charge', headers: header(key), payload: body });

  it('frees the key after a 5xx, so a retry runs the call', async () => {
    const key = randomUUID();
    failNext = true;
    expect((await charge(key)).statusCode).toBe(500);
    const before = runs;
    const retry = await charge(key);
    expect(retry.statusCode).toBe(200);
    expect(runs).toBe(before + 1);
    expect((await charge(key)).body).toBe(retry.body);
    expect(runs).toBe(before + 1);
  });

  it('answers 409 when the first call is still running after the wait', async () => {
    const key = randomUUID();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = charge(key);
    // the first call has claimed the key once its row is there
    await expect
      .poll(
        async () => (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length,
      )
      .toBe(1);
    const second = await charge(key);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      exception: 'ConflictException',
      message: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
      message_key: 'idempotencyStillRunning',
    });
    open();
    gate = Promise.resolve();
    expect((await first).statusCode).toBe(200);
    expect((await charge(key)).body).toBe((await first).body);
  });

  it('never takes over the claim of a call that is still running, however long it runs', async () => {
    const key = randomUUID();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = runs;
    const first = charge(key);
    await expect
      .poll(
        async () => (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length,
      )
      .toBe(1);
    // each repeat waits longer than a claim may go unrenewed, and finds it renewed
    for (let i = 0; i < 3; i++) expect((await charge(key)).statusCode).toBe(409);
    open();
    gate = Promise.resolve();
    expect((await first).statusCode).toBe(200);
    expect(runs).toBe(before + 1);
  });

  it('takes over a claim left unanswered for over a minute (an instance that stopped mid-call)', async () => {
    const key = randomUUID();
    const body = { amount: '100' };
    // the claim as the stopped call left it: same request, no answer
    const seed = await charge(key, body);
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, claimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const before = runs;
    const again = await charge(key, body);
    expect(again.statusCode).toBe(200);
    expect(runs).toBe(before + 1);
    expect(again.body).not.toBe(seed.body);
  });

  it('forgets nothing younger than 24 hours', async () => {
    const key = randomUUID();
    await charge(key);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '23 hours'` })
      .where(and(eq(idempotencyKeys.key, key)));
    await forgetIdempotencyKeys(t.db);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
  });
});

describe('ledger after idempotent calls', () => {
  it('still balances', async () => {
    expect(await audit(t.db)).toEqual([]);
  });
});
