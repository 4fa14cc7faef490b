import { describe, expect, it } from 'vitest';
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
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function paidGift(pageUrl: string, body: Record<string, unknown>) {
  const gift = await startGift(t, pageUrl, body);
  await payCheckout(t, gift.checkoutPath);
}

describe('GET /v1/user/earnings', () => {
  it('needs a signed-in user, and a known period', async () => {
    expect((await client(t).get('/v1/user/earnings')).statusCode).toBe(401);
    const creator = await signedInUser(t);
    const wrong = await creator.browser.get('/v1/user/earnings?period=week');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.period).toEqual(['The selected period is invalid.']);
  });

  it('adds up gifts, purchases and memberships per day and per month, and names the top supporters', async () => {
    const creator = await signedInUser(t);
    await paidGift(creator.page_url, { amount: '100', supporter_name: 'Ana' });
    await paidGift(creator.page_url, { amount: '250', supporter_name: 'Ben' });
    await paidGift(creator.page_url, { amount: '50', supporter_name: 'Ana' });
    await paidGift(creator.page_url, { amount: '500', is_anonymous: true });
    const post = await createSnap(creator, { price_id: 2 });
    const buyer = await member(t, { pageName: 'Carla' });
    await buyPost(t, buyer, post);

    const daily = (await creator.browser.get('/v1/user/earnings')).json().data;
    expect(daily.period).toBe('day');
    expect(daily.points).toHaveLength(30);
    const today = daily.points.at(-1);
    expect(today.gifts).toBe(daily.total_gifts);
    expect(Number(daily.total_gifts)).toBeGreaterThan(0);
    expect(Number(daily.total_purchases)).toBeGreaterThan(0);
    expect(daily.points.slice(0, -1).every((p: { gifts: string }) => p.gifts === '0.00')).toBe(true);
    const names = daily.top_supporters.map((s: { name: string }) => s.name);
    expect(names.slice(0, 2)).toEqual(['Ben', 'Ana']);
    expect(daily.top_supporters[1].count).toBe(2);
    expect(names).not.toContain('Anonymous');

    const monthly = (await creator.browser.get('/v1/user/earnings?period=month')).json().data;
    expect(monthly.points).toHaveLength(12);
    expect(monthly.points.at(-1).date).toMatch(/^\d{4}-\d{2}$/);
    expect(monthly.total_gifts).toBe(daily.total_gifts);

    // a membership is income of its own, and its member may be a top supporter
    expect(daily.total_memberships).toBe('0.00');
    const joiner = await member(t, { pageName: 'Dina' });
    await joinTier(t, joiner, await newTier(creator, { name: 'Club', price: '300' }));
    const withMember = (await creator.browser.get('/v1/user/earnings')).json().data;
    expect(withMember.total_memberships).toBe('300.00');
    expect(withMember.points.at(-1).memberships).toBe('300.00');
    expect(withMember.total_gifts).toBe(daily.total_gifts);
    expect(withMember.top_supporters[0]).toMatchObject({ name: 'Dina', total_amount: '300.00', count: 1 });

    // another creator's earnings are their own
    const other = await signedInUser(t);
    expect((await other.browser.get('/v1/user/earnings')).json().data.total_gifts).toBe('0.00');
  });
});
