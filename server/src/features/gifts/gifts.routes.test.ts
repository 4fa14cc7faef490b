import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goals, payments } from '../../db/schema/index.ts';
import { client, payCheckout, signedInUser, startGift } from '../../test/builders.ts';
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
