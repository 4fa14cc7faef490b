import { describe, expect, it } from 'vitest';
import {
  buyPost,
  client,
  createSnap,
  member,
  payCheckout,
  signedInUser,
  startGift,
  type Client,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function paidGift(pageUrl: string, body: Record<string, unknown>, browser?: Client) {
  const gift = await startGift(t, pageUrl, body, browser);
  await payCheckout(t, gift.checkoutPath);
}

describe('GET /v1/user/supporters', () => {
  it('needs a signed-in user', async () => {
    expect((await client(t).get('/v1/user/supporters')).statusCode).toBe(401);
  });

  it('puts a person on one line with all they gave and bought, the latest supporter first', async () => {
    const creator = await signedInUser(t);
    const carla = await member(t, { pageName: 'Carla' });
    await paidGift(creator.page_url, { amount: '100', supporter_name: 'Carla C.' }, carla.browser);
    // price tier 2 is ₱20.00
    await buyPost(t, carla, await createSnap(creator, { price_id: 2 }));
    await paidGift(creator.page_url, { amount: '50', supporter_name: 'Juan' });
    await paidGift(creator.page_url, { amount: '20', supporter_name: 'Juan' });
    await paidGift(creator.page_url, { amount: '500', is_anonymous: true }, carla.browser);

    const page = (await creator.browser.get('/v1/user/supporters')).json();

    expect(page.data.map((s: { name: string }) => s.name)).toEqual(['Anonymous', 'Juan', 'Juan', 'Carla']);
    // an anonymous gift says nothing of who sent it, even to the creator; two visitors' gifts signed
    // "Juan" may be two people
    expect(page.data[0]).toMatchObject({ person: null, gifts: 1, purchases: 0, total_amount: '500.00' });
    expect(page.data[1]).toMatchObject({ person: null, gifts: 1, total_amount: '20.00' });
    expect(page.data[3]).toMatchObject({
      person: { page_url: carla.page_url, page_name: 'Carla' },
      gifts: 1,
      purchases: 1,
      total_amount: '120.00',
    });
    expect(Date.parse(page.data[3].last_supported_at)).toBeLessThanOrEqual(
      Date.parse(page.data[2].last_supported_at),
    );
    expect(page.meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });

    const second = (await creator.browser.get('/v1/user/supporters?per_page=3&page=2')).json();
    expect(second.data.map((s: { name: string }) => s.name)).toEqual(['Carla']);
    expect(second.meta).toMatchObject({ total: 4, last_page: 2 });

    // another creator's supporters are their own
    const other = await signedInUser(t);
    expect((await other.browser.get('/v1/user/supporters')).json().data).toEqual([]);
  });
});
