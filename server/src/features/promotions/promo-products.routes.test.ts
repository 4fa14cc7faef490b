import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, productPurchases, promoRedemptions } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, member, newTier, unique } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buy, buyAndPay, libraryOf, newProduct, uploadProductFile, zipOf } from '../shop/shop.testing.ts';

// a shop's product pays the fee of a purchase: 10 % here, so the fee on what was paid shows
const t = useTestApp({ env: { PURCHASE_FEE_BPS: '1000' } });

type Person = Awaited<ReturnType<typeof member>>;

async function makeCode(creator: Person, body: Record<string, unknown>) {
  const made = await creator.browser.post('/v1/user/promo-codes', {
    discount_type: 'percent',
    percent_off: 20,
    ...body,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; code: string; product_ids: string[] };
}

/** A creator's product with a file to sell: a ₱150 preset pack unless `overrides` say otherwise. */
async function productOf(creator: Person, overrides: Record<string, unknown> = {}) {
  const product = await newProduct(creator, overrides);
  await uploadProductFile(creator, product.id, zipOf(1));
  return product;
}

const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

const quote = (who: { browser: Person['browser'] }, pageUrl: string, body: Record<string, unknown>) =>
  who.browser.post('/v1/promo-codes/quote', { page_url: pageUrl, kind: 'product', ...body });

const usesOf = async (creator: Person, code: string) =>
  ((await creator.browser.get('/v1/user/promo-codes')).json().data as { code: string; uses: number }[]).find(
    (row) => row.code === code,
  );

describe('a promo code for a product', () => {
  it('is chosen among the creator’s own products, and refused for another’s or an archived one', async () => {
    const creator = await member(t);
    const product = await productOf(creator);
    const code = await makeCode(creator, {
      code: 'PRESETS20',
      applies_to: 'chosen',
      product_ids: [product.id],
    });
    expect(code.product_ids).toEqual([product.id]);

    const other = await productOf(await member(t));
    const theirs = await creator.browser.post('/v1/user/promo-codes', {
      code: 'NOTMINE',
      discount_type: 'percent',
      percent_off: 10,
      applies_to: 'chosen',
      product_ids: [other.id],
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual({
      product_ids: ['Choose among your own products that are not archived.'],
    });
    const archived = await productOf(creator, { name: 'Old wallpapers' });
    await creator.browser.put(`/v1/user/shop/products/${archived.id}`, {
      name: 'Old wallpapers',
      price: '150',
      status: 'archived',
    });
    const old = await creator.browser.post('/v1/user/promo-codes', {
      code: 'OLDSTUFF',
      discount_type: 'percent',
      percent_off: 10,
      applies_to: 'chosen',
      product_ids: [archived.id],
    });
    expect(old.statusCode).toBe(422);
    // a choice of nothing at all is refused as before
    const none = await creator.browser.post('/v1/user/promo-codes', {
      code: 'NOTHING',
      discount_type: 'percent',
      percent_off: 10,
      applies_to: 'chosen',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('tier_ids');
  });

  it('takes 20% off a ₱150.00 product: ₱120.00 paid, the fee on it, and the use counted with the payment', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const product = await productOf(creator);
    await makeCode(creator, { code: 'PRESETS20', applies_to: 'chosen', product_ids: [product.id] });

    const quoted = await quote(fan, creator.page_url, { id: product.id, promo_code: 'presets20' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({
      list_price: '150.00',
      price: '120.00',
      discount: '30.00',
      applied: 'code',
      promo_code: 'PRESETS20',
    });

    const reference = await buyAndPay(t, fan, product.id, { promo_code: 'presets20' });
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ amount: 120_00, status: 'paid', kind: 'product' });
    const [purchase] = await t.db
      .select()
      .from(productPurchases)
      .where(eq(productPurchases.paymentId, payment.id));
    expect(purchase).toMatchObject({ amount: 120_00, status: 'paid' });
    const [redemption] = await t.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentId, payment.id));
    expect(redemption).toMatchObject({
      code: 'PRESETS20',
      purpose: 'purchase',
      productId: product.id,
      userId: fan.user.id,
      listAmount: 150_00,
      discountAmount: 30_00,
    });
    // the creator's balance is what was paid less the fee on it: ₱120.00 − ₱12.00
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('108.00');
    expect(await usesOf(creator, 'PRESETS20')).toMatchObject({ uses: 1 });
    expect((await libraryOf(fan)).map((item) => item.product.id)).toEqual([product.id]);
    expect(await audit(t.db)).toEqual([]);
  });

  it('comes off the amount a pay-what-you-want buyer chose, never under the least a payment may be', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const product = await productOf(creator, { price_mode: 'pay_what_you_want', price: '100' });
    await makeCode(creator, { code: 'HALF', percent_off: 50 });

    // the code comes off the amount chosen (₱200.00), not off the minimum
    expect(
      (await quote(fan, creator.page_url, { id: product.id, amount: '200', promo_code: 'HALF' })).json().data,
    ).toMatchObject({ list_price: '200.00', price: '100.00', discount: '100.00' });
    const below = await quote(fan, creator.page_url, { id: product.id, amount: '80', promo_code: 'HALF' });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ amount: ['The amount must be at least ₱100.00.'] });
    const reference = await buyAndPay(t, fan, product.id, { amount: '200', promo_code: 'HALF' });
    expect((await paymentOf(reference)).amount).toBe(100_00);

    // an amount off that would leave under ₱20.00 is refused, not cut short
    const cheap = await productOf(creator, {
      name: 'Stickers',
      price_mode: 'pay_what_you_want',
      price: '30',
    });
    await makeCode(creator, { code: 'BIGOFF', discount_type: 'fixed', percent_off: null, amount_off: '25' });
    const refused = await buy(fan, cheap.id, { amount: '30', promo_code: 'BIGOFF' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      promo_code: ['With this promo code the price would be under ₱20.00, the least a payment can be.'],
    });
    expect(await audit(t.db)).toEqual([]);
  });

  it('is used by guests once per email, and not for what it does not cover', async () => {
    const creator = await member(t);
    const product = await productOf(creator);
    const tierId = await newTier(creator, { name: 'Sketch Club', price: '150' });
    await makeCode(creator, { code: 'ONCE', max_uses_per_person: 1 });
    await makeCode(creator, { code: 'TIERONLY', applies_to: 'chosen', tier_ids: [tierId] });
    const email = `${unique('guest')}@example.com`;

    const reference = await buyAndPay(t, { browser: client(t) }, product.id, { email, promo_code: 'ONCE' });
    const payment = await paymentOf(reference);
    expect(payment.amount).toBe(120_00);
    const [redemption] = await t.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentId, payment.id));
    expect(redemption).toMatchObject({ userId: null, productId: product.id, discountAmount: 30_00 });

    // the same email, in another case, has used it; another email has not
    const again = await buy({ browser: client(t) }, product.id, {
      email: email.toUpperCase(),
      promo_code: 'ONCE',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ promo_code: ['You have already used this promo code.'] });
    const other = await buy({ browser: client(t) }, product.id, {
      email: `${unique('guest')}@example.com`,
      promo_code: 'ONCE',
    });
    expect(other.statusCode, other.body).toBe(200);

    const tierOnly = await buy({ browser: client(t) }, product.id, { email, promo_code: 'TIERONLY' });
    expect(tierOnly.statusCode).toBe(422);
    expect(tierOnly.json().errors).toEqual({
      promo_code: ['This promo code is not for what you are buying.'],
    });
    expect(await audit(t.db)).toEqual([]);
  });

  it('keeps its use when the purchase is refunded, as a Snap’s or a membership’s code does', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const later = await member(t);
    const product = await productOf(creator);
    await makeCode(creator, { code: 'LAUNCH', max_uses: 1 });
    const reference = await buyAndPay(t, fan, product.id, { promo_code: 'LAUNCH' });

    const asked = await fan.browser.post('/v1/user/refund-requests', { reference, reason: 'Wrong presets' });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await creator.browser.post(
      `/v1/user/refund-requests/${asked.json().data.request.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.jobs.drain('refund-payments');
    expect(await libraryOf(fan)).toEqual([]);

    // the payment was made with the code: its one use stays taken
    expect(await usesOf(creator, 'LAUNCH')).toMatchObject({ uses: 1, status: 'used_up' });
    const refused = await buy(later, product.id, { promo_code: 'LAUNCH' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ promo_code: ['This promo code has been used up.'] });
    expect(await audit(t.db)).toEqual([]);
  });
});
