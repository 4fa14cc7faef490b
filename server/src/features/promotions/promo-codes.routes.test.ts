import { manilaToday } from '@pixel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, promoRedemptions } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import {
  type Client,
  client,
  createSlide,
  createSnap,
  joinTier,
  member,
  newTier,
  payCheckout,
  startPurchase,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Person = { browser: Client; page_url: string };

const codeBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'SUMMER20',
  discount_type: 'percent',
  percent_off: 20,
  ...overrides,
});

const quote = (who: Person | null, body: Record<string, unknown>) =>
  (who?.browser ?? client(t)).post('/v1/promo-codes/quote', body);

const tomorrow = () => manilaToday(new Date(Date.now() + 86_400_000));

describe("a creator's promo codes", () => {
  it('are made, listed with their uses, changed and archived by their creator only', async () => {
    const creator = await member(t);
    expect((await client(t).post('/v1/user/promo-codes', codeBody())).statusCode).toBe(401);

    const made = await creator.browser.post('/v1/user/promo-codes', codeBody({ max_uses: 50 }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      code: 'SUMMER20',
      discount_type: 'percent',
      percent_off: 20,
      amount_off: null,
      applies_to: 'everything',
      duration: 'first_period',
      max_uses: 50,
      max_uses_per_person: 1,
      uses: 0,
      open_checkouts: 0,
      status: 'active',
      archived_at: null,
    });
    const { id } = made.json().data;

    // one code whatever its case, per creator: another creator may have the same
    const again = await creator.browser.post('/v1/user/promo-codes', codeBody({ code: 'summer20' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      code: ['You already have this promo code. Codes are the same whatever their case.'],
    });
    const other = await member(t);
    expect((await other.browser.post('/v1/user/promo-codes', codeBody())).statusCode).toBe(201);

    const later = await creator.browser.post(
      '/v1/user/promo-codes',
      codeBody({
        code: 'LATER',
        discount_type: 'fixed',
        percent_off: null,
        amount_off: '25',
        starts_on: tomorrow(),
      }),
    );
    expect(later.json().data).toMatchObject({ amount_off: '25.00', percent_off: null, status: 'scheduled' });

    const changed = await creator.browser.put(`/v1/user/promo-codes/${id}`, codeBody({ percent_off: 30 }));
    expect(changed.json().data).toMatchObject({ id, percent_off: 30, max_uses: null });
    const listed = (await creator.browser.get('/v1/user/promo-codes')).json().data;
    expect(listed.map((code: { code: string }) => code.code)).toEqual(['LATER', 'SUMMER20']);

    // another creator's code is as unknown as none
    expect((await other.browser.put(`/v1/user/promo-codes/${id}`, codeBody())).statusCode).toBe(404);
    expect((await other.browser.post(`/v1/user/promo-codes/${id}/archive`)).statusCode).toBe(404);

    const archived = await creator.browser.post(`/v1/user/promo-codes/${id}/archive`);
    expect(archived.json().data.status).toBe('archived');
    expect((await creator.browser.put(`/v1/user/promo-codes/${id}`, codeBody())).json().errors).toEqual({
      code: ['This promo code is archived. Make a new one instead.'],
    });
    // an archived code's letters are free for a new one
    expect((await creator.browser.post('/v1/user/promo-codes', codeBody())).statusCode).toBe(201);
  });

  it('refuse a form that breaks a rule, field by field', async () => {
    const creator = await member(t);
    const post = (body: Record<string, unknown>) => creator.browser.post('/v1/user/promo-codes', body);

    const bad = await post({
      code: 'no spaces!',
      discount_type: 'half',
      percent_off: 100,
      max_uses: 0,
      ends_on: '2020-01-01',
      surprise: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      code: ['A promo code is 3 to 24 letters, digits or dashes.'],
      discount_type: ['The selected discount type is invalid.'],
      percent_off: ['The percent off must not be greater than 99.'],
      max_uses: ['The maximum uses must be at least 1.'],
      ends_on: ['The end date must be a date after or equal to today.'],
    });
    expect(bad.json().errors.surprise).toBeDefined();

    expect((await post(codeBody({ code: 'AB' }))).json().errors).toEqual({
      code: ['A promo code is 3 to 24 letters, digits or dashes.'],
    });
    expect((await post(codeBody({ percent_off: null }))).json().errors).toEqual({
      percent_off: ['The percent off field is required.'],
    });
    expect(
      (await post(codeBody({ discount_type: 'fixed', percent_off: null, amount_off: '0.50' }))).json().errors,
    ).toEqual({ amount_off: ['The amount off must be at least 1.00.'] });
    expect((await post(codeBody({ applies_to: 'chosen' }))).json().errors).toEqual({
      tier_ids: ['Choose at least one tier or post, or let the code apply to everything.'],
    });
    const soon = tomorrow();
    expect((await post(codeBody({ starts_on: '2999-01-02', ends_on: soon }))).json().errors).toEqual({
      ends_on: ['The end date must not be before the start date.'],
    });

    // only the creator's own tiers and posts
    const other = await member(t);
    const theirTier = await newTier(other, { name: 'Theirs', price: '100' });
    expect((await post(codeBody({ applies_to: 'chosen', tier_ids: [theirTier] }))).json().errors).toEqual({
      tier_ids: ['Choose among your own tiers.'],
    });
    const theirSnap = await createSnap(other, { price_id: 6 });
    expect((await post(codeBody({ applies_to: 'chosen', post_ids: [theirSnap.id] }))).json().errors).toEqual({
      post_ids: ['Choose among your own paid posts.'],
    });
    expect((await creator.browser.get('/v1/user/promo-codes')).json().data).toEqual([]);
  });
});

describe('a quote', () => {
  it('says the price before and after, or why the code does not apply', async () => {
    const creator = await member(t);
    const tierId = await newTier(creator, { name: 'Sketch Club', price: '150' });
    const otherTier = await newTier(creator, { name: 'Studio', price: '400' });
    await creator.browser.post(
      '/v1/user/promo-codes',
      codeBody({ code: 'STUDIO-ONLY', applies_to: 'chosen', tier_ids: [otherTier] }),
    );
    await creator.browser.post('/v1/user/promo-codes', codeBody({ code: 'SOON', starts_on: tomorrow() }));
    const visitor = null;
    const ask = (promoCode: string | undefined, extra: Record<string, unknown> = {}) =>
      quote(visitor, {
        page_url: creator.page_url,
        kind: 'membership',
        id: tierId,
        promo_code: promoCode,
        ...extra,
      });

    expect((await ask(undefined)).json().data).toEqual({
      list_price: '150.00',
      price: '150.00',
      discount: '0.00',
      applied: null,
      promo_code: null,
      member_discount: null,
      every_period: false,
      member_price_better: false,
    });
    // a 3-month period is priced as the checkout charges it
    expect((await ask('STUDIO-ONLY', { id: otherTier, months: 3 })).json().data).toMatchObject({
      list_price: '1200.00',
      price: '960.00',
    });
    const refusals = {
      NOPE: 'There is no such promo code on this page.',
      'STUDIO-ONLY': 'This promo code is not for what you are buying.',
      SOON: `This promo code can be used from ${tomorrow()}.`,
      'a b': 'A promo code is 3 to 24 letters, digits or dashes.',
    };
    for (const [code, message] of Object.entries(refusals)) {
      const answer = await ask(code);
      expect(answer.statusCode, code).toBe(422);
      expect(answer.json().errors).toEqual({ promo_code: [message] });
    }
    expect((await ask(undefined, { months: 2 })).json().errors).toEqual({
      months: ['The months must be 1, 3, 6 or 12.'],
    });
    expect((await ask(undefined, { page_url: 'nobodyhere999' })).statusCode).toBe(404);
    const elsewhere = await member(t);
    expect((await ask(undefined, { page_url: elsewhere.page_url })).json().errors).toEqual({
      id: ['The selected tier is invalid.'],
    });
  });
});

describe('member pricing', () => {
  it("takes a tier's percent off a Slide for its members, and the better of it and a code, never both", async () => {
    const creator = await member(t);
    const tooMuch = await creator.browser.post('/v1/user/memberships/tiers', {
      name: 'Inner Circle',
      price: '100',
      member_post_discount: 91,
    });
    expect(tooMuch.json().errors).toEqual({
      member_post_discount: ['The member discount on posts must not be greater than 90.'],
    });
    const tierId = await newTier(creator, { name: 'Inner Circle', price: '100', member_post_discount: 20 });
    const slide = await createSlide(creator, 2, { price_id: 6 });
    await creator.browser.post('/v1/user/promo-codes', codeBody({ code: 'TENOFF', percent_off: 10 }));
    await creator.browser.post('/v1/user/promo-codes', codeBody({ code: 'HALF', percent_off: 50 }));
    const slideQuote = (who: Person, promoCode?: string) =>
      quote(who, {
        page_url: creator.page_url,
        kind: 'image_collection',
        id: slide.id,
        ...(promoCode && { promo_code: promoCode }),
      });

    const fan = await member(t);
    const stranger = await member(t);
    await joinTier(t, fan, tierId);
    expect((await slideQuote(stranger)).json().data).toMatchObject({ price: '100.00', applied: null });
    expect((await slideQuote(fan)).json().data).toMatchObject({
      list_price: '100.00',
      price: '80.00',
      applied: 'member_pricing',
      member_discount: 20,
    });
    // a code that takes less off than the member price is not used
    expect((await slideQuote(fan, 'TENOFF')).json().data).toMatchObject({
      price: '80.00',
      applied: 'member_pricing',
      member_price_better: true,
    });
    // one that takes more is used instead: 50% off, not 50% and 20%
    expect((await slideQuote(fan, 'HALF')).json().data).toMatchObject({ price: '50.00', applied: 'code' });

    const started = await startPurchase(fan, slide);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, started.reference));
    expect(payment!.amount).toBe(80_00);
    await payCheckout(t, started.checkoutPath);
    const status = await fan.browser.get(`/v1/user/content/images/purchase/${started.reference}`);
    expect(status.json().data).toMatchObject({ status: 'paid', amount: '80.00' });
    const [line] = await t.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentId, payment!.id));
    expect(line).toMatchObject({ source: 'member_pricing', memberPercent: 20, listAmount: 100_00 });
    // nobody else pays the member price
    const full = await startPurchase(stranger, slide);
    const [strangers] = await t.db.select().from(payments).where(eq(payments.reference, full.reference));
    expect(strangers!.amount).toBe(100_00);
    expect(await audit(t.db)).toEqual([]);
  });

  it('leaves a code at a Snap purchase for its buyer, and goes back to the same checkout when asked again', async () => {
    const creator = await member(t);
    const snap = await createSnap(creator, { price_id: 6 });
    await creator.browser.post('/v1/user/promo-codes', codeBody({ code: 'SNAPPY', percent_off: 25 }));
    const buyer = await member(t);
    const first = await startPurchase(buyer, snap, { promo_code: 'snappy' });
    const second = await startPurchase(buyer, snap, { promo_code: 'SNAPPY' });
    expect(second.reference).toBe(first.reference);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, first.reference));
    expect(payment!.amount).toBe(75_00);
    const refused = await buyer.browser.post('/v1/user/content/images/purchase', {
      image_id: snap.id,
      promo_code: 'NOPE',
    });
    expect(refused.json().errors).toEqual({ promo_code: ['There is no such promo code on this page.'] });
  });
});
