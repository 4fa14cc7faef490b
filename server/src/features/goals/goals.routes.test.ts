import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manilaToday } from '@pixel/contract';
import { gifts, goals } from '../../db/schema/index.ts';
import { client, member, payCheckout, uploadImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const day = (offsetDays: number) => manilaToday(new Date(Date.now() + offsetDays * 86_400_000));

const create = (who: Member, body: Record<string, unknown> = {}) =>
  who.browser.post('/v1/user/goals', { title: 'New camera', target_amount: '30000', ...body });

async function giveToGoal(goalId: string, amount: string) {
  const response = await client(t).post(`/v1/goals/${goalId}/donate`, { amount });
  expect(response.statusCode).toBe(200);
  await payCheckout(t, new URL(response.json().data.link_url).pathname);
}

describe('creating a goal', () => {
  it('saves every field and shows it at zero progress', async () => {
    const creator = await member(t);
    const cover = await uploadImage(creator);
    const response = await create(creator, {
      description: 'For better photos of the #sunset',
      end_date: day(30),
      cover_image: cover,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      title: 'New camera',
      description: 'For better photos of the #sunset',
      target_amount: '30000.00',
      raised_amount: '0.00',
      progress: 0,
      end_date: day(30),
      cover_image: new URL(cover).pathname,
      status: 'active',
      is_ended: false,
      created_at: expect.any(String),
      closed_at: null,
    });
  });

  it('accepts today as the end date and our own media by path', async () => {
    const creator = await member(t);
    const cover = new URL(await uploadImage(creator)).pathname;
    const response = await create(creator, { end_date: day(0), cover_image: cover });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.cover_image).toBe(cover);
  });

  it('refuses an image someone else uploaded, or one that was never uploaded', async () => {
    const creator = await member(t);
    const other = await member(t);
    const theirs = await uploadImage(other);
    for (const cover of [theirs, 'http://localhost:3000/media/uploads/made-up.jpg']) {
      const response = await create(creator, { cover_image: cover });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.cover_image).toEqual([
        'The cover image must be an image you uploaded to PIXEL.',
      ]);
    }
  });

  it.each([
    ['no title', { title: undefined }, 'title', 'The title field is required.'],
    [
      'an 81-character title',
      { title: 't'.repeat(81) },
      'title',
      'The title must not be greater than 80 characters.',
    ],
    ['no target', { target_amount: undefined }, 'target_amount', 'The target amount field is required.'],
    ['a zero target', { target_amount: '0' }, 'target_amount', 'The target amount must be at least 1.00.'],
    [
      'a negative target',
      { target_amount: '-5' },
      'target_amount',
      'The target amount must not be negative.',
    ],
    [
      'three decimals',
      { target_amount: '1.005' },
      'target_amount',
      'The target amount must be a number with at most 2 decimal places.',
    ],
    [
      'a 301-character description',
      { description: 'd'.repeat(301) },
      'description',
      'The description must not be greater than 300 characters.',
    ],
    [
      'a past end date',
      { end_date: day(-2) },
      'end_date',
      'The end date must be a date after or equal to today.',
    ],
    ['a made-up date', { end_date: '2030-02-30' }, 'end_date', 'The end date is not a valid date.'],
    [
      'a date with a time',
      { end_date: '2030-01-01T00:00:00Z' },
      'end_date',
      'The end date is not a valid date.',
    ],
    [
      'another site’s image',
      { cover_image: 'https://evil.example/x.jpg' },
      'cover_image',
      'The cover image must be an image you uploaded to PIXEL.',
    ],
    [
      'a path outside our media',
      { cover_image: '/media/../etc/passwd' },
      'cover_image',
      'The cover image must be an image you uploaded to PIXEL.',
    ],
    [
      'an unknown field',
      { raised_amount: '999' },
      'raised_amount',
      'The raised_amount field is not allowed.',
    ],
  ])('refuses %s with a 422', async (_case, change, field, message) => {
    const creator = await member(t);
    const response = await create(creator, change);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('needs a signed-in user', async () => {
    const response = await client(t).post('/v1/user/goals', { title: 'x', target_amount: '100' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a goal with gifts', () => {
  it('shows raised amount and progress, active goals first', async () => {
    const creator = await member(t);
    const first = (await create(creator, { title: 'Lens', target_amount: '1000' })).json().data;
    const second = (await create(creator, { title: 'Tripod', target_amount: '300' })).json().data;
    const third = (await create(creator, { title: 'Bag', target_amount: '500' })).json().data;
    await giveToGoal(first.id, '250');
    await giveToGoal(second.id, '450.50');
    await creator.browser.post(`/v1/user/goals/${third.id}/close`);

    const listed = (await client(t).get(`/v1/profile/${creator.page_url}/goals`)).json();
    expect(listed.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(
      listed.data.map((g: { title: string; raised_amount: string; progress: number; status: string }) => [
        g.title,
        g.raised_amount,
        g.progress,
        g.status,
      ]),
    ).toEqual([
      ['Tripod', '450.50', 150, 'active'],
      ['Lens', '250.00', 25, 'active'],
      ['Bag', '0.00', 0, 'closed'],
    ]);
    const own = (await creator.browser.get('/v1/user/goals?per_page=2&page=2')).json();
    expect(own.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(own.data.map((g: { title: string }) => g.title)).toEqual(['Bag']);
  });

  it('is closed instead of deleted, and its gifts keep pointing at it', async () => {
    const creator = await member(t);
    const goal = (await create(creator)).json().data;
    await giveToGoal(goal.id, '100');
    const response = await creator.browser.delete(`/v1/user/goals/${goal.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: 'This goal has received gifts, so it was closed instead of deleted.',
      deleted: false,
      goal: { id: goal.id, status: 'closed', raised_amount: '100.00' },
    });
    const [gift] = await t.db.select().from(gifts).where(eq(gifts.goalId, goal.id));
    expect(gift).toBeDefined();
    // a closed goal takes no more gifts and cannot be edited
    const more = await client(t).post(`/v1/goals/${goal.id}/donate`, { amount: '100' });
    expect(more.json().errors.goal).toEqual(['This goal is closed.']);
    const edit = await creator.browser.put(`/v1/user/goals/${goal.id}`, { title: 'x', target_amount: '5' });
    expect(edit.json().errors.goal).toEqual(['This goal is closed and can no longer be edited.']);
  });

  it('counts a checkout that is not paid yet as a gift, so the goal is kept', async () => {
    const creator = await member(t);
    const goal = (await create(creator)).json().data;
    expect((await client(t).post(`/v1/goals/${goal.id}/donate`, { amount: '100' })).statusCode).toBe(200);
    const response = await creator.browser.delete(`/v1/user/goals/${goal.id}`);
    expect(response.json().data.deleted).toBe(false);
  });
});

describe('editing, closing and deleting', () => {
  it('replaces every field on PUT', async () => {
    const creator = await member(t);
    const goal = (await create(creator, { description: 'old', end_date: day(5) })).json().data;
    const response = await creator.browser.put(`/v1/user/goals/${goal.id}`, {
      title: 'Better camera',
      target_amount: 45000.5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: goal.id,
      title: 'Better camera',
      target_amount: '45000.50',
      description: null,
      end_date: null,
    });
  });

  it('closes once, and deletes a goal without gifts', async () => {
    const creator = await member(t);
    const goal = (await create(creator)).json().data;
    const closed = (await creator.browser.post(`/v1/user/goals/${goal.id}/close`)).json().data;
    expect(closed).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const again = (await creator.browser.post(`/v1/user/goals/${goal.id}/close`)).json().data;
    expect(again.closed_at).toBe(closed.closed_at);
    const deleted = await creator.browser.delete(`/v1/user/goals/${goal.id}`);
    expect(deleted.json().data).toEqual({ message: 'Goal deleted.', deleted: true, goal: null });
    expect(await t.db.select().from(goals).where(eq(goals.id, goal.id))).toEqual([]);
    expect((await creator.browser.delete(`/v1/user/goals/${goal.id}`)).statusCode).toBe(404);
  });

  it("treats another creator's goal as if it did not exist", async () => {
    const creator = await member(t);
    const other = await member(t);
    const goal = (await create(creator)).json().data;
    const body = { title: 'Mine now', target_amount: '1' };
    expect((await other.browser.put(`/v1/user/goals/${goal.id}`, body)).statusCode).toBe(404);
    expect((await other.browser.post(`/v1/user/goals/${goal.id}/close`)).statusCode).toBe(404);
    expect((await other.browser.delete(`/v1/user/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await other.browser.get('/v1/user/goals')).json().meta.total).toBe(0);
    expect((await creator.browser.put('/v1/user/goals/not-a-uuid', body)).statusCode).toBe(422);
  });
});

describe('who sees the goals', () => {
  it('hides them from a blocked user and answers unknown pages with a 404', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const goal = (await create(creator)).json().data;
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}/goals`)).json().meta.total).toBe(1);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}/goals`)).statusCode).toBe(404);
    expect((await fan.browser.post(`/v1/goals/${goal.id}/donate`, { amount: '100' })).statusCode).toBe(404);
    expect((await client(t).get('/v1/profile/nobody_here_at_all/goals')).statusCode).toBe(404);
  });

  it('refuses gifts to a goal past its end date', async () => {
    const creator = await member(t);
    const goal = (await create(creator)).json().data;
    await t.db
      .update(goals)
      .set({ endDate: day(-1) })
      .where(eq(goals.id, goal.id));
    const listed = (await client(t).get(`/v1/profile/${creator.page_url}/goals`)).json().data[0];
    expect(listed.is_ended).toBe(true);
    const response = await client(t).post(`/v1/goals/${goal.id}/donate`, { amount: '100' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.goal).toEqual(['This goal has ended.']);
  });
});
