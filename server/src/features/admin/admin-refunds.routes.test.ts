import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refunds, sandboxCheckouts, staffAudit } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import {
  buyPost,
  createSnap,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  newMobile,
  payCheckout,
  signedInUser,
  smsCodeFor,
  staffMember,
  startGift,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const runRefunds = () => t.jobs.drain('refund-payments');

type Person = Awaited<ReturnType<typeof signedInUser>>;
const idOf = async (person: Person) =>
  (await person.browser.get('/v1/user/profile')).json().data.id as string;
const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

async function soldSnap() {
  const creator = await signedInUser(t);
  const buyer = await signedInUser(t);
  const snap = await createSnap(creator, { price_id: 4 });
  const bought = await buyPost(t, buyer, snap);
  const post = async () =>
    (await buyer.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`)).json()
      .data;
  // the link to the original the buyer was given, as their browser keeps it
  const link = new URL((await post()).image_url as string);
  const original = () => buyer.browser.get(link.pathname + link.search);
  return {
    creator,
    creatorId: await idOf(creator),
    buyer,
    snap,
    reference: bought.reference,
    original,
    post,
  };
}

describe('a refund finance gives', () => {
  it("closes the bought Snap at once, takes the creator's share and the fee back, and is posted when the provider confirms", async () => {
    const finance = await staffMember(t, 'finance');
    const { creator, creatorId, buyer, reference, original, post } = await soldSnap();
    expect((await original()).statusCode).toBe(200);
    const payment = await paymentOf(reference);
    const before = await balancesOf(t.db, creatorId);
    expect(before.available).toBeGreaterThan(0);

    const refunded = await finance.browser.post(`/v1/admin/payments/${reference.toLowerCase()}/refund`, {
      amount: (payment.amount / 100).toFixed(2),
      reason: 'The photo was not what the caption promised',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund).toMatchObject({
      reference,
      status: 'pending',
      creator_share: (before.available / 100).toFixed(2),
      owed: '0.00',
    });

    // at once: the buyer's link stops working, the post is locked to them again, and the creator's
    // balance drops by what they received
    expect((await original()).statusCode).toBe(404);
    expect(await post()).toMatchObject({ is_purchased: false, is_locked: true });
    expect((await balancesOf(t.db, creatorId)).available).toBe(0);
    const history = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(history[0]).toMatchObject({
      description: `Refund of ${reference}`,
      total_amount: (-before.available / 100).toFixed(2),
    });

    await runRefunds();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ status: 'succeeded', reason: 'requested_by_customer' });
    expect(await audit(t.db)).toEqual([]);
    const mail = (await t.outbox()).find(
      (m) => m.to === buyer.email && m.subject?.startsWith('Your PIXEL refund'),
    );
    expect(mail?.body).toContain('We have refunded your payment to');

    // a second refund of the same payment is refused; so is one support asks for
    const again = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount: '1.00',
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    const trail = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'payment.refund'));
    expect(trail.find((line) => line.subjectUserId === creatorId)).toMatchObject({
      staffEmail: finance.user.email,
      reason: 'The photo was not what the caption promised',
      before: { reference },
    });
  });

  it('gives back part of a gift in the shares it was paid: the creator’s and the platform’s fee', async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await signedInUser(t);
    const creatorId = await idOf(creator);
    const gift = await startGift(t, creator.page_url, { amount: '200' });
    await payCheckout(t, gift.checkoutPath);
    const received = (await balancesOf(t.db, creatorId)).available;
    const paid = (await paymentOf(gift.reference)).amount;

    const refunded = await finance.browser.post(`/v1/admin/payments/${gift.reference}/refund`, {
      amount: '50.00',
      reason: 'Sent twice by mistake, per the supporter',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const share = Math.round((5_000 * received) / paid);
    expect(refunded.json().data.refund).toMatchObject({
      amount: '50.00',
      creator_share: (share / 100).toFixed(2),
      fee: ((5_000 - share) / 100).toFixed(2),
    });
    expect((await balancesOf(t.db, creatorId)).available).toBe(received - share);
    await runRefunds();
    expect(await audit(t.db)).toEqual([]);
  });

  it('takes a creator below zero when they withdrew: payouts wait until earnings cover it', async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await signedInUser(t);
    const creatorId = await idOf(creator);
    const mobile = newMobile();
    await insertUserBank(t, creatorId, { mobileNumber: mobile });
    await clearForPayouts(t, creatorId);
    const gift = await startGift(t, creator.page_url, { amount: '500' });
    await payCheckout(t, gift.checkoutPath);
    const received = (await balancesOf(t.db, creatorId)).available;

    // the creator withdraws all of it (an e-wallet payout has no fee)
    const withdraw = async (amount: string) => {
      const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
        bank_slug: 'PH_BDO',
        amount,
        confirm: 1,
      });
      if (requested.statusCode !== 200) return requested;
      return creator.browser.post('/v1/user/transactions/payout/bank', {
        bank_slug: 'PH_BDO',
        amount,
        otp_code: await smsCodeFor(t, mobile),
        otp_token: requested.json().data.otp_token,
      });
    };
    const out = await withdraw(((received - 1_500) / 100).toFixed(2));
    expect(out.statusCode, out.body).toBe(200);
    expect((await balancesOf(t.db, creatorId)).available).toBe(0);

    const refunded = await finance.browser.post(`/v1/admin/payments/${gift.reference}/refund`, {
      amount: '500.00',
      reason: 'Stolen card, the bank asked',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund.owed).toBe((received / 100).toFixed(2));
    const wallet = (await creator.browser.get('/v1/user/balance')).json().data[0];
    expect(wallet.amount).toBe((-received / 100).toFixed(2));

    // new earnings first cover what is owed; a payout asks only for what is beyond
    await fundWallet(t, creatorId, received + 20_000);
    await clearForPayouts(t, creatorId);
    const tooMuch = await withdraw('250.00');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toBe(
      `A refund of a supporter's payment took ₱${(received / 100).toFixed(2)} more than your balance. Payouts wait until your earnings cover it.`,
    );
    const allowed = await withdraw('185.00');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await balancesOf(t.db, creatorId)).toMatchObject({ available: 0, owed: 0 });
    await runRefunds();
    expect(await audit(t.db)).toEqual([]);
  });

  it('past the payment’s refund window, the provider refuses for good: the refund is listed as failed and undone', async () => {
    const finance = await staffMember(t, 'finance');
    const { creatorId, reference, original } = await soldSnap();
    const before = await balancesOf(t.db, creatorId);
    // the provider's record says it was paid 181 days ago, past a GCash payment's window
    const paid = await paymentOf(reference);
    await t.db
      .update(sandboxCheckouts)
      .set({ paidAt: new Date(Date.now() - 181 * 86_400_000) })
      .where(eq(sandboxCheckouts.id, paid.providerCheckoutId!));

    const refunded = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount: ((await paymentOf(reference)).amount / 100).toFixed(2),
      reason: 'Asked long after',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await original()).statusCode).toBe(404);
    await runRefunds();

    const failed = (await finance.browser.get('/v1/admin/refunds/failed')).json().data;
    expect(failed.find((refund: { reference: string }) => refund.reference === reference)).toMatchObject({
      status: 'failed',
      // the provider's code, then its own words for finance
      failure_reason: expect.stringMatching(/^refund_not_allowed: The payment is past its refund window/),
      note: 'Asked long after',
    });
    // what it took is back with the creator, and the buyer has their post again
    expect(await balancesOf(t.db, creatorId)).toMatchObject({ available: before.available, owed: 0 });
    expect((await original()).statusCode).toBe(200);
    expect(await audit(t.db)).toEqual([]);
  });

  it('is refused to support, for an unknown payment, for more than was paid, and for nothing', async () => {
    const support = await staffMember(t, 'support');
    const finance = await staffMember(t, 'finance');
    const { reference } = await soldSnap();
    const path = `/v1/admin/payments/${reference}/refund`;

    expect((await support.browser.post(path, { amount: '1.00', reason: 'x' })).statusCode).toBe(403);
    expect(
      (await finance.browser.post('/v1/admin/payments/P-NOPE/refund', { amount: '1.00', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const tooMuch = await finance.browser.post(path, { amount: '100000.00', reason: 'x' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toMatch(/^The amount must not be greater than \d+\.\d\d\.$/);
    const nothing = await finance.browser.post(path, { amount: '0', reason: 'x' });
    expect(nothing.json().errors).toEqual({ amount: ['The amount must be at least 0.01.'] });
    const noReason = await finance.browser.post(path, { amount: '1.00' });
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    expect(await t.db.select().from(refunds).where(eq(refunds.note, 'x'))).toEqual([]);
  });
});
