import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import {
  buyPost,
  client,
  createSnap,
  member,
  payCheckout,
  signedInUser,
  startGift,
  startPurchase,
  type Client,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// 5% on gifts, 10% on sales; the referrer's share of the fee stays at its default, 20%
const t = useTestApp({ env: { GIFT_FEE_BPS: '500', GOAL_GIFT_FEE_BPS: '500', PURCHASE_FEE_BPS: '1000' } });

const balance = async (who: { browser: Client }) =>
  (await who.browser.get('/v1/user/balance')).json().data[0];
const history = async (who: { browser: Client }) =>
  (await who.browser.get('/v1/user/transactions')).json().data as {
    transaction_no: string;
    description: string;
    type: string;
    reference: string | null;
    total_amount: string;
  }[];
const referrals = async (who: { browser: Client }) => (await who.browser.get('/v1/user/referrals')).json();
const summary = async (who: { browser: Client }) =>
  (await who.browser.get('/v1/user/referrals/summary')).json().data;
const gift = async (pageUrl: string, amount: string) =>
  payCheckout(t, (await startGift(t, pageUrl, { amount })).checkoutPath);
/** The provider's paid event for a checkout, as a repeated delivery with an event id of its own. */
const deliverPaidAgain = (started: { checkoutId: string; reference: string }, amount: number) => {
  const body = JSON.stringify({
    id: `evt_${started.checkoutId}_again`,
    type: 'checkout.paid',
    data: {
      checkout_id: started.checkoutId,
      reference: started.reference,
      amount,
      currency: 'PHP',
      paid_at: new Date().toISOString(),
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxWebhook('sandbox-secret', body),
    },
    payload: body,
  });
};

describe('a creator who signed up with a referral code', () => {
  it("pays their referrer 20% of the platform's fee on each gift, seen in both accounts", async () => {
    const referrer = await signedInUser(t);
    const code = referrer.user.referral_code as string;
    const creator = await signedInUser(t, { referral_code: code });
    await gift(creator.page_url, '100');

    // the creator receives what they would without a referrer: ₱100 less the 5% fee
    expect(await balance(creator)).toEqual({ currency: 'PHP', amount: '95.00', pending_amount: '0.00' });
    expect((await history(creator)).map((line) => line.type)).toEqual(['donation']);

    // the referrer earns 20% of the ₱5.00 fee, available at once like the gift
    expect(await balance(referrer)).toEqual({ currency: 'PHP', amount: '1.00', pending_amount: '0.00' });
    const [line] = await history(referrer);
    expect(line).toMatchObject({
      description: `Referral reward: a gift to ${creator.page_url}`,
      type: 'referral_reward',
      status: 'completed',
      total_amount: '1.00',
      // the gift's reference would open someone else's payment
      reference: null,
    });
    const detail = (await referrer.browser.get(`/v1/user/transactions/${line!.transaction_no}`)).json().data;
    expect(detail).toMatchObject({
      gross_amount: '1.00',
      fee_amount: '0.00',
      balance: 'available',
      // the referred creator is no supporter of the referrer
      supporter_name: null,
    });
    // the statement too: the reward is all the referrer's, no fee of theirs and no one else's reference
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const csv = (await referrer.browser.get(`/v1/user/statements.csv?from=${today}&to=${today}`)).body;
    expect(csv).toContain(
      `,${line!.transaction_no},referral_reward,Referral reward: a gift to ${creator.page_url},,1.00,0.00,1.00,1.00\r\n`,
    );

    expect(await summary(referrer)).toEqual({
      referral_code: code,
      share_url: `http://localhost:3000/auth/sign-up?ref=${code}`,
      fee_share_percent: 20,
      reward_months: 12,
      signups: 1,
      total_earned: '1.00',
    });
    const listed = await referrals(referrer);
    expect(listed.meta).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(listed.data).toEqual([
      {
        page_url: creator.page_url,
        page_name: creator.page_url,
        avatar: null,
        avatar_variants: { WH100: null },
        signed_up_at: expect.any(String),
        rewards_until: expect.any(String),
        earned: '1.00',
      },
    ]);
    const signedUp = new Date(listed.data[0].signed_up_at);
    const until = new Date(listed.data[0].rewards_until);
    expect(until.getUTCFullYear() * 12 + until.getUTCMonth()).toBe(
      signedUp.getUTCFullYear() * 12 + signedUp.getUTCMonth() + 12,
    );
    expect(await audit(t.db)).toEqual([]);
  });

  it('earns on sales too, once per payment, and on payments settled together in one batch', async () => {
    const referrer = await member(t);
    const creator = await member(t, { pageName: 'Maria', referredByUserId: referrer.user.id });
    const other = await member(t, { pageName: 'Jun', referredByUserId: referrer.user.id });
    const fan = await member(t);

    // a ₱100 Snap: a 10% fee of ₱10.00, of which ₱2.00 to the referrer
    await buyPost(t, fan, await createSnap(creator, { price_id: 6 }));
    // gifts to both referred creators and to the referrer, paid at once, settle side by side
    const started = await Promise.all([
      startGift(t, creator.page_url, { amount: '200' }),
      startGift(t, other.page_url, { amount: '300' }),
      startGift(t, referrer.page_url, { amount: '50' }),
    ]);
    await Promise.all(started.map((s) => payCheckout(t, s.checkoutPath)));
    // a provider that reports a payment twice settles and rewards it once
    expect((await deliverPaidAgain(started[0]!, 200_00)).statusCode).toBe(200);

    // ₱2.00 + 20% of ₱10.00 + 20% of ₱15.00, besides the referrer's own ₱47.50 gift
    const descriptions = (await history(referrer)).map((line) => `${line.description} ${line.total_amount}`);
    expect(descriptions.sort()).toEqual([
      'Gift from A supporter 47.50',
      'Referral reward: a gift to Jun 3.00',
      'Referral reward: a gift to Maria 2.00',
      'Referral reward: a sale by Maria 2.00',
    ]);
    expect((await balance(referrer)).amount).toBe('54.50');
    expect((await summary(referrer)).total_earned).toBe('7.00');
    const listed = (await referrals(referrer)).data as { page_name: string; earned: string }[];
    expect(listed.map((row) => [row.page_name, row.earned])).toEqual([
      ['Jun', '3.00'],
      ['Maria', '4.00'],
    ]);
    expect((await balance(creator)).amount).toBe('280.00');
    expect(await audit(t.db)).toEqual([]);
  });

  it('earns nothing once twelve months have passed since the sign-up, or from a payment given back', async () => {
    const referrer = await member(t);
    const veteran = await member(t, {
      referredByUserId: referrer.user.id,
      createdAt: new Date(Date.now() - 366 * 86_400_000),
    });
    await gift(veteran.page_url, '100');
    expect((await balance(veteran)).amount).toBe('95.00');

    // a buyer's second payment for a post they own goes back to them: no fee, so no reward
    const creator = await member(t, { referredByUserId: referrer.user.id });
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const first = await startPurchase(fan, snap);
    await t.db.update(payments).set({ checkoutUrl: null }).where(eq(payments.reference, first.reference));
    const second = await startPurchase(fan, snap);
    await payCheckout(t, first.checkoutPath);
    await payCheckout(t, second.checkoutPath);

    expect((await history(referrer)).map((line) => line.total_amount)).toEqual(['1.00']);
    expect((await summary(referrer)).signups).toBe(2);
    const listed = (await referrals(referrer)).data as { page_url: string; earned: string }[];
    expect(listed.map((row) => [row.page_url, row.earned])).toEqual([
      [creator.page_url, '1.00'],
      [veteran.page_url, '0.00'],
    ]);
    expect(await audit(t.db)).toEqual([]);
  });

  it("follows the payment's hold: a reward on a payment pending until the 15th is pending too", async () => {
    const referrer = await member(t);
    const creator = await member(t, { referredByUserId: referrer.user.id });
    const started = await startGift(t, creator.page_url, { amount: '1000' });
    // as a payment through the mobile app's own channel would be opened
    await t.db.update(payments).set({ held: true }).where(eq(payments.reference, started.reference));
    await payCheckout(t, started.checkoutPath);

    expect(await balance(creator)).toMatchObject({ amount: '0.00', pending_amount: '950.00' });
    expect(await balance(referrer)).toMatchObject({ amount: '0.00', pending_amount: '10.00' });
    const [line] = await history(referrer);
    const detail = (await referrer.browser.get(`/v1/user/transactions/${line!.transaction_no}`)).json().data;
    expect(detail.balance).toBe('pending');
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a user with no referrals', () => {
  it('sees their code and share link, nobody signed up and nothing earned', async () => {
    const user = await member(t);
    const [row] = await t.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, user.user.id));
    expect(await summary(user)).toMatchObject({ referral_code: row!.code, signups: 0, total_earned: '0.00' });
    expect(await referrals(user)).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
    });
  });

  it('is asked to sign in first', async () => {
    for (const url of ['/v1/user/referrals', '/v1/user/referrals/summary']) {
      const response = await client(t).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().exception).toBe('UnauthorizedAccessException');
    }
  });
});
