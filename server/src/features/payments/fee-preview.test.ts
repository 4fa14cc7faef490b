import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payments, statementLines } from '../../db/schema/index.ts';
import { client, createSnap, member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// a fee rule of its own for each kind of payment
const t = useTestApp({ env: { GIFT_FEE_BPS: '250', GOAL_GIFT_FEE_BPS: '125', PURCHASE_FEE_BPS: '1000' } });

const preview = async (query: Record<string, string>) =>
  client(t).get(`/v1/payments/fee-preview?${new URLSearchParams(query)}`);

const settledNet = async (reference: string) => {
  const [line] = await t.db.select().from(statementLines).where(eq(statementLines.reference, reference));
  return (line!.totalAmount / 100).toFixed(2);
};

const pathOf = (url: string) => new URL(url).pathname;

describe('the fee preview', () => {
  it('says what the creator receives, in words and figures', async () => {
    const creator = await member(t, { pageName: 'Maria' });
    const response = await preview({ kind: 'gift', amount: '1000', page_url: creator.page_url });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      amount: '1000.00',
      fee_amount: '25.00',
      creator_receives: '975.00',
      message: 'Maria receives ₱975.00',
    });
    // in the reader's language, from their cookie
    const filipino = await client(t, { cookie: 'pixel_lang=fil' }).get(
      `/v1/payments/fee-preview?${new URLSearchParams({ kind: 'gift', amount: '1000', page_url: creator.page_url })}`,
    );
    expect(filipino.json().data.message).toBe('Matatanggap ni Maria ang ₱975.00');
  });

  it('equals the settled gift on the creator’s statement, for any amount', async () => {
    const creator = await member(t);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2_000, max: 10_000_000 }), async (centavos) => {
        const amount = (centavos / 100).toFixed(2);
        const shown = (await preview({ kind: 'gift', amount, page_url: creator.page_url })).json().data;
        const gift = await startGift(t, creator.page_url, { amount }, client(t));
        await payCheckout(t, gift.checkoutPath);
        expect(await settledNet(gift.reference)).toBe(shown.creator_receives);
      }),
      { numRuns: 8 },
    );
  });

  it('equals the settled goal gift and the settled purchase too', async () => {
    const creator = await member(t);
    const goal = await creator.browser.post('/v1/user/goals', { title: 'Lens', target_amount: '30000' });
    const goalGift = await client(t).post(`/v1/goals/${goal.json().data.id}/donate`, { amount: '333.33' });
    const goalCheckout = pathOf(goalGift.json().data.link_url);
    await payCheckout(t, goalCheckout);
    const goalShown = (
      await preview({ kind: 'goal_gift', amount: '333.33', page_url: creator.page_url })
    ).json().data;
    expect(await settledNet(goalGift.json().data.reference)).toBe(goalShown.creator_receives);

    const snap = await createSnap(creator, { price_id: 4 });
    const buyer = await member(t);
    const bought = await buyer.browser.post('/v1/user/content/images/purchase', { image_id: snap.id });
    await payCheckout(t, pathOf(bought.json().data.link_url));
    const [paid] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, bought.json().data.reference));
    const price = (paid!.amount / 100).toFixed(2);
    const purchaseShown = (
      await preview({ kind: 'purchase', amount: price, page_url: creator.page_url })
    ).json().data;
    expect(await settledNet(bought.json().data.reference)).toBe(purchaseShown.creator_receives);
  });

  it('refuses an unknown creator, kind or amount', async () => {
    expect((await preview({ kind: 'gift', amount: '100', page_url: 'nobodyhere123' })).statusCode).toBe(404);
    expect((await preview({ kind: 'tip', amount: '100', page_url: 'x' })).statusCode).toBe(422);
    expect((await preview({ kind: 'gift', amount: '-5', page_url: 'x' })).statusCode).toBe(422);
  });
});
