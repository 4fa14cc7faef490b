import { describe, expect, it } from 'vitest';
import { client, payCheckout, signedInUser, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function creatorWithGifts(amounts: string[], names: string[] = []) {
  const creator = await signedInUser(t);
  for (const [i, amount] of amounts.entries()) {
    const gift = await startGift(t, creator.page_url, { amount, supporter_name: names[i] ?? `Fan ${i}` });
    await payCheckout(t, gift.checkoutPath);
  }
  return creator;
}

describe('the wallet', () => {
  it('needs a signed-in user', async () => {
    for (const url of ['/v1/user/balance', '/v1/user/transactions', '/v1/user/transactions/PXAAAAAAAAAA']) {
      const response = await client(t).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().exception).toBe('UnauthorizedAccessException');
    }
  });

  it('starts at zero with an empty history', async () => {
    const creator = await signedInUser(t);
    expect((await creator.browser.get('/v1/user/balance')).json()).toEqual({
      data: [{ currency: 'PHP', amount: '0.00', pending_amount: '0.00' }],
    });
    expect((await creator.browser.get('/v1/user/transactions')).json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
    });
  });

  it('pages through the history, newest first', async () => {
    const creator = await creatorWithGifts(['20', '21', '22', '23', '24']);
    const first = (await creator.browser.get('/v1/user/transactions?per_page=2')).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(first.data.map((row: { total_amount: string }) => row.total_amount)).toEqual(['24.00', '23.00']);
    const last = (await creator.browser.get('/v1/user/transactions?per_page=2&page=3')).json();
    expect(last.data.map((row: { total_amount: string }) => row.total_amount)).toEqual(['20.00']);
    const beyond = (await creator.browser.get('/v1/user/transactions?per_page=2&page=4')).json();
    expect(beyond.data).toEqual([]);
  });

  it('searches descriptions and references, and filters by type', async () => {
    const creator = await creatorWithGifts(['50', '60'], ['Bea', 'Carlo']);
    const byName = (await creator.browser.get('/v1/user/transactions?search=carlo')).json();
    expect(byName.data.map((row: { description: string }) => row.description)).toEqual(['Gift from Carlo']);
    const reference = byName.data[0].reference;
    const byReference = (await creator.browser.get(`/v1/user/transactions?search=${reference}`)).json();
    expect(byReference.meta.total).toBe(1);
    // wildcard characters are searched for literally
    expect((await creator.browser.get('/v1/user/transactions?search=%25')).json().meta.total).toBe(0);
    expect(
      (await creator.browser.get('/v1/user/transactions?transaction_type=payout')).json().meta.total,
    ).toBe(0);
    expect(
      (await creator.browser.get('/v1/user/transactions?transaction_type=donation')).json().meta.total,
    ).toBe(2);
  });

  it('finds what a reader in Filipino reads: the words of a description as shown to them', async () => {
    const creator = await creatorWithGifts(['50', '60'], ['Bea', 'Carlo']);
    const search = async (words: string) =>
      (await creator.browser.get(`/v1/user/transactions?search=${encodeURIComponent(words)}`))
        .json()
        .data.map((row: { description: string }) => row.description);
    // in English, the Filipino wording is nowhere
    expect(await search('mula kay')).toEqual([]);
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    expect(await search('mula kay Carlo')).toEqual(['Gift mula kay Carlo']);
    expect(await search('GIFT MULA')).toEqual(['Gift mula kay Carlo', 'Gift mula kay Bea']);
    // the stored English still finds them, and a name alone as before
    expect(await search('gift from bea')).toEqual(['Gift mula kay Bea']);
    expect(await search('bea')).toEqual(['Gift mula kay Bea']);
    expect(await search('para kay')).toEqual([]);
  });

  it.each([
    ['per_page=0', 'per_page', 'The per page must be at least 1.'],
    ['per_page=101', 'per_page', 'The per page must not be greater than 100.'],
    ['per_page=abc', 'per_page', 'The per page must be a number.'],
    ['page=0', 'page', 'The page must be at least 1.'],
    ['page=1.5', 'page', 'The page must be an integer.'],
    ['transaction_type=bonus', 'transaction_type', 'The selected transaction type is invalid.'],
    [`search=${'x'.repeat(101)}`, 'search', 'The search must not be greater than 100 characters.'],
  ])('refuses %s with a 422', async (query, field, message) => {
    const creator = await signedInUser(t);
    const response = await creator.browser.get(`/v1/user/transactions?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it("never shows one user another user's transaction", async () => {
    const creator = await creatorWithGifts(['40']);
    const [line] = (await creator.browser.get('/v1/user/transactions')).json().data;
    const other = await signedInUser(t);
    const response = await other.browser.get(`/v1/user/transactions/${line.transaction_no}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().exception).toBe('NotFoundException');
    expect((await creator.browser.get(`/v1/user/transactions/${line.transaction_no}`)).statusCode).toBe(200);
  });
});
