import { manilaToday } from '@pixel/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payments,
  promoRedemptions,
} from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { manilaMidnight } from '../../lib/manila.ts';
import {
  type Client,
  client,
  type Member,
  member,
  newTier,
  payCheckout,
  signedInUser,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DAY_MS, myMembership, signInAgain, useDevClock } from '../memberships/memberships.testing.ts';
import { createPromoPricing } from './promo-pricing.service.ts';
import { createPromotionsRepository } from './promotions.repository.ts';

// a membership's fee of its own, so the fee on what was paid shows in the ledger
const t = useTestApp({ env: { MEMBERSHIP_FEE_BPS: '1000' } });
const { clockNow, moveClockTo } = useDevClock(t);

type Person = { browser: Client };

/** A creator with the ₱150.00 tier of issue #66. */
async function creatorWithTier() {
  const creator = await member(t);
  const tierId = await newTier(creator, { name: 'Sketch Club', price: '150' });
  return { creator, tierId };
}

async function makeCode(creator: Person, body: Record<string, unknown>) {
  const made = await creator.browser.post('/v1/user/promo-codes', {
    discount_type: 'percent',
    percent_off: 20,
    ...body,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; code: string };
}

const join = (who: Person, tierId: string, promoCode?: string) =>
  who.browser.post('/v1/memberships/join', {
    tier_id: tierId,
    months: 1,
    ...(promoCode && { promo_code: promoCode }),
  });

const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

const checkoutPath = (response: { json(): { data: { link_url: string } } }) =>
  new URL(response.json().data.link_url).pathname;

/** The settlement's ledger lines of a payment: where its money went. */
async function settlementOf(paymentId: string) {
  const entries = await t.db
    .select({ kind: ledgerAccounts.kind, userId: ledgerAccounts.userId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, `settle:${paymentId}`));
  // the creator's share, whichever of their accounts holds it; the platform's accounts by their kind
  return Object.fromEntries(entries.map((entry) => [entry.userId ? 'creator' : entry.kind, entry.amount]));
}

describe('a promo code of 20% off the first month of a ₱150.00 tier', () => {
  it('is paid ₱120.00 with the fee on ₱120.00, and the renewal is at the full price', async () => {
    const { creator, tierId } = await creatorWithTier();
    await makeCode(creator, { code: 'SKETCH20', duration: 'first_period' });
    const supporter = await signedInUser(t);

    const quote = await supporter.browser.post('/v1/promo-codes/quote', {
      page_url: creator.page_url,
      kind: 'membership',
      id: tierId,
      promo_code: 'sketch20',
    });
    expect(quote.json().data).toMatchObject({
      list_price: '150.00',
      price: '120.00',
      discount: '30.00',
      applied: 'code',
      promo_code: 'SKETCH20',
      every_period: false,
    });

    const joined = await join(supporter, tierId, 'sketch20');
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await client(t).get(checkoutPath(joined))).body).toContain('Pay ₱120.00');
    await payCheckout(t, checkoutPath(joined));

    const payment = await paymentOf(joined.json().data.reference);
    expect(payment).toMatchObject({ amount: 120_00, status: 'paid' });
    // the ledger posts what was paid; the fee (10% here) is on ₱120.00, not on the list price
    expect(await settlementOf(payment.id)).toMatchObject({
      provider_clearing: -120_00,
      platform_fees: 12_00,
      creator: 108_00,
    });
    // the list price and the code stay beside the payment, for its statement
    const [redemption] = await t.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentId, payment.id));
    expect(redemption).toMatchObject({
      code: 'SKETCH20',
      source: 'code',
      purpose: 'join',
      listAmount: 150_00,
      discountAmount: 30_00,
    });
    const mine = await myMembership(supporter.browser);
    expect(mine).toMatchObject({ status: 'active', total_paid: '120.00' });

    // the next month is at the full price
    const renewal = await supporter.browser.post(`/v1/user/memberships/${mine.id}/renew`, {});
    expect(renewal.statusCode, renewal.body).toBe(200);
    expect((await paymentOf(renewal.json().data.reference)).amount).toBe(150_00);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('an "every period" code', () => {
  it('takes the same off each renewal while it lasts, and nothing once archived', async () => {
    const { creator, tierId } = await creatorWithTier();
    const code = await makeCode(creator, { code: 'ALWAYS', duration: 'every_period' });
    const supporter = await signedInUser(t);
    const joined = await join(supporter, tierId, 'ALWAYS');
    await payCheckout(t, checkoutPath(joined));
    const mine = await myMembership(supporter.browser);

    const renewal = await supporter.browser.post(`/v1/user/memberships/${mine.id}/renew`, {});
    const renewed = await paymentOf(renewal.json().data.reference);
    expect(renewed.amount).toBe(120_00);
    await payCheckout(t, checkoutPath(renewal));
    const [line] = await t.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentId, renewed.id));
    expect(line).toMatchObject({ purpose: 'renew', code: 'ALWAYS', discountAmount: 30_00 });
    // a renewal is no new use of the code
    const listed = (await creator.browser.get('/v1/user/promo-codes')).json().data;
    expect(listed[0]).toMatchObject({ code: 'ALWAYS', uses: 1 });

    await creator.browser.post(`/v1/user/promo-codes/${code.id}/archive`);
    const after = await supporter.browser.post(`/v1/user/memberships/${mine.id}/renew`, {});
    expect((await paymentOf(after.json().data.reference)).amount).toBe(150_00);
  });
});

describe("a code's use limit", () => {
  it('refuses the next person with a clear message, and frees the use of a checkout that closed', async () => {
    const { creator, tierId } = await creatorWithTier();
    await makeCode(creator, { code: 'FIRST2', max_uses: 2 });
    const first = await member(t);
    const second = await member(t);
    const third = await signedInUser(t);
    const paid = await join(first, tierId, 'FIRST2');
    await payCheckout(t, checkoutPath(paid));
    // an open checkout holds its use until it is paid or closes
    expect((await join(second, tierId, 'FIRST2')).statusCode).toBe(200);
    // asking again goes back to the same checkout: no second use
    expect((await join(second, tierId, 'FIRST2')).statusCode).toBe(200);

    const refused = await join(third, tierId, 'FIRST2');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ promo_code: ['This promo code has been used up.'] });
    // nothing was written for the refused checkout
    const thirdPayments = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.payerUserId, third.user.id), eq(payments.kind, 'membership')));
    expect(thirdPayments).toEqual([]);
    const listed = (await creator.browser.get('/v1/user/promo-codes')).json().data[0];
    expect(listed).toMatchObject({ uses: 1, open_checkouts: 1, status: 'used_up' });

    // a day on, the provider has closed the unpaid checkout: its use is free again
    await moveClockTo(new Date((await clockNow()).getTime() + DAY_MS + 60_000));
    await signInAgain(third);
    const later = await join(third, tierId, 'FIRST2');
    expect(later.statusCode, later.body).toBe(200);
  });

  it('gives the last use to one of two checkouts opened at once', async () => {
    const { creator, tierId } = await creatorWithTier();
    await makeCode(creator, { code: 'LASTONE', max_uses: 1 });
    const [one, two] = [await member(t), await member(t)];
    const pricing = createPromoPricing({
      db: t.db,
      repository: createPromotionsRepository(t.db),
      now: () => new Date(),
    });
    const priceFor = (who: Member) =>
      pricing.price({
        creatorUserId: creator.user.id,
        userId: who.user.id,
        item: { kind: 'tier', tierId },
        listAmount: 150_00,
        code: 'LASTONE',
        purpose: 'join',
      });
    // both checks before either checkout is written: each sees the last use free
    const [forOne, forTwo] = [await priceFor(one), await priceFor(two)];
    expect([forOne.amount, forTwo.amount]).toEqual([120_00, 120_00]);
    // then both checkouts' transactions at once, each writing its payment and taking its use
    const checkout = (who: Member, priced: typeof forOne) =>
      t.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            reference: `M-${who.page_url}`,
            provider: 'sandbox',
            kind: 'membership',
            payeeUserId: creator.user.id,
            payerUserId: who.user.id,
            amount: priced.amount,
            source: 'web',
            description: 'Sketch Club',
            successRedirectUrl: 'http://localhost:3000/',
            failureRedirectUrl: 'http://localhost:3000/',
          })
          .returning();
        await priced.record(tx, payment!.id);
      });
    const results = await Promise.allSettled([checkout(one, forOne), checkout(two, forTwo)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected')!;
    expect(refused.reason).toMatchObject({
      code: 'validation',
      message: 'This promo code has been used up.',
    });
    const listed = (await creator.browser.get('/v1/user/promo-codes')).json().data[0];
    expect(listed).toMatchObject({ uses: 0, open_checkouts: 1 });
  });

  it('refuses a person who used it already, while others may', async () => {
    const { creator, tierId } = await creatorWithTier();
    await makeCode(creator, { code: 'ONCE-EACH', max_uses_per_person: 1 });
    const supporter = await member(t);
    const joined = await join(supporter, tierId, 'ONCE-EACH');
    await payCheckout(t, checkoutPath(joined));
    // another month of the same tier, paid again with the code
    const again = await join(supporter, tierId, 'ONCE-EACH');
    expect(again.json().errors).toEqual({ promo_code: ['You have already used this promo code.'] });
    expect((await join(await member(t), tierId, 'ONCE-EACH')).statusCode).toBe(200);
  });
});

describe('an expired code', () => {
  it('is refused once its end date has passed in Manila', async () => {
    const { creator, tierId } = await creatorWithTier();
    const today = manilaToday(await clockNow());
    await makeCode(creator, { code: 'TODAYONLY', ends_on: today });
    const supporter = await signedInUser(t);
    // still good on its last day
    const quote = () =>
      supporter.browser.post('/v1/promo-codes/quote', {
        page_url: creator.page_url,
        kind: 'membership',
        id: tierId,
        promo_code: 'TODAYONLY',
      });
    expect((await quote()).json().data.price).toBe('120.00');

    // the next Manila midnight, a minute after
    await moveClockTo(new Date(manilaMidnight(today).getTime() + DAY_MS + 60_000));
    await signInAgain(supporter);
    const ended = `This promo code ended on ${today}.`;
    expect((await quote()).json().errors).toEqual({ promo_code: [ended] });
    const refused = await join(supporter, tierId, 'TODAYONLY');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ promo_code: [ended] });
  });
});

describe('a code at a join', () => {
  it('is refused when it would bring the price under the least a payment may be', async () => {
    const { creator, tierId } = await creatorWithTier();
    await makeCode(creator, { code: 'BIGCUT', discount_type: 'fixed', percent_off: null, amount_off: '140' });
    const supporter = await member(t);
    const refused = await join(supporter, tierId, 'BIGCUT');
    expect(refused.json().errors).toEqual({
      promo_code: ['With this promo code the price would be under ₱20.00, the least a payment can be.'],
    });
  });

  it("of another creator's is unknown on this page", async () => {
    const { tierId } = await creatorWithTier();
    const other = await member(t);
    await makeCode(other, { code: 'NOTHERS' });
    const refused = await join(await member(t), tierId, 'NOTHERS');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ promo_code: ['There is no such promo code on this page.'] });
  });
});
