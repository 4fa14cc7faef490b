import { describe, expect, it } from 'vitest';
import { audit } from '../../ledger/ledger.ts';
import {
  buyPost,
  client,
  createSnap,
  joinTier,
  member,
  newTier,
  payCheckout,
  signedInUser,
  startGift,
  unique,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyAndPay, newProduct, uploadProductFile, zipOf } from '../shop/shop.testing.ts';

const t = useTestApp();

describe("a creator's income in Insights", () => {
  it('counts shop sales beside memberships, posts and gifts, by type and in all, and as CSV', async () => {
    const creator = await signedInUser(t);
    const tierId = await newTier(creator, { name: 'Club', price: '100' });
    const product = await newProduct(creator, { price: '150' });
    await uploadProductFile(creator, product.id, zipOf(1));
    const snap = await createSnap(creator, { price_id: 4 });

    await joinTier(t, await member(t), tierId);
    await buyPost(t, await member(t), snap);
    const gift = await startGift(t, creator.page_url, { amount: '75' });
    await payCheckout(t, gift.checkoutPath);
    await buyAndPay(t, await member(t), product.id);
    await buyAndPay(t, { browser: client(t) }, product.id, { email: `${unique('guest')}@example.com` });

    const response = await creator.browser.get('/v1/user/insights');
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json().data;
    expect(shown.income).toHaveLength(12);
    const month = shown.income.at(-1);
    expect(month.month).toBe(shown.to);
    const snapPrice = Number((snap.pricing as { amount: string }).amount);
    expect(month.by_type).toEqual({
      membership: { count: 1, amount: '100.00' },
      payment: { count: 1, amount: snapPrice.toFixed(2) },
      donation: { count: 1, amount: '75.00' },
      product_sale: { count: 2, amount: '300.00' },
      commission: { count: 0, amount: '0.00' },
    });
    expect(month.total).toBe((100 + snapPrice + 75 + 300).toFixed(2));
    // the months before are there, at nothing
    expect(shown.income[0]).toMatchObject({ total: '0.00', by_type: { product_sale: { count: 0 } } });
    // members' own figures stay the memberships'
    expect(shown.months.at(-1)).toMatchObject({ new_members: 1, revenue: '100.00' });

    const csv = await creator.browser.get('/v1/user/insights/export?table=income');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Month,Memberships,Memberships (payments),Snaps and Slides,Snaps and Slides (payments),Gifts,Gifts (payments),Shop sales,Shop sales (payments),Commissions,Commissions (payments),Total',
    );
    expect(lines.at(-1)).toBe(
      `${shown.to},100.00,1,${snapPrice.toFixed(2)},1,75.00,1,300.00,2,0.00,0,${month.total}`,
    );
    // another creator's Insights count none of it
    const other = await signedInUser(t);
    const theirs = (await other.browser.get('/v1/user/insights')).json().data;
    expect(theirs.income.at(-1).total).toBe('0.00');
    expect(await audit(t.db)).toEqual([]);
  });
});
