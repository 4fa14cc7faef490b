import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reactionCounts, reactions } from '../../db/schema/index.ts';
import { client, createSnap, member, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** A Snap to react to: free (open to all), or paid and so locked for everyone but its creator. */
async function content(owner: Member, canOpen = true) {
  return (await createSnap(owner, canOpen ? {} : { price_id: 4 })).id;
}

const add = (who: Member, contentId: string, reactionId: number | string) =>
  who.browser.post('/v1/user/reactions/add', {
    content_id: contentId,
    content_type: 'image',
    reaction_id: reactionId,
  });
const remove = (who: Member, contentId: string) =>
  who.browser.delete('/v1/user/reactions/remove', { content_id: contentId, content_type: 'image' });

const zero = {
  heart_count: 0,
  laugh_count: 0,
  support_count: 0,
  sad_count: 0,
  angry_count: 0,
  all_count: 0,
  details: { id: null },
};

async function storedCounts(contentId: string) {
  const [row] = await t.db
    .select()
    .from(reactionCounts)
    .where(and(eq(reactionCounts.contentType, 'image'), eq(reactionCounts.contentId, contentId)));
  const rows = await t.db
    .select({ reactionId: reactions.reactionId, n: sql<number>`count(*)::int` })
    .from(reactions)
    .where(and(eq(reactions.contentType, 'image'), eq(reactions.contentId, contentId)))
    .groupBy(reactions.reactionId);
  const actual = [1, 2, 3, 4, 5].map((id) => rows.find((r) => r.reactionId === id)?.n ?? 0);
  const cached = [row?.heartCount, row?.laughCount, row?.supportCount, row?.sadCount, row?.angryCount].map(
    (n) => n ?? 0,
  );
  return { actual, cached };
}

describe('reacting', () => {
  it('adds, replaces and removes one reaction per user, moving the counts', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const other = await member(t);
    const id = await content(creator);

    const heart = await add(fan, id, 1);
    expect(heart.statusCode).toBe(200);
    expect(heart.json().data).toEqual({
      message: 'Reaction added.',
      totals: { ...zero, heart_count: 1, all_count: 1, details: { id: 1 } },
    });
    await add(other, id, 1);

    const laugh = await add(fan, id, '2');
    expect(laugh.json().data.totals).toEqual({
      ...zero,
      heart_count: 1,
      laugh_count: 1,
      all_count: 2,
      details: { id: 2 },
    });
    // the same reaction again changes nothing
    expect((await add(fan, id, 2)).json().data.totals.all_count).toBe(2);

    const removed = await remove(fan, id);
    expect(removed.json().data).toEqual({
      message: 'Reaction removed.',
      totals: { ...zero, heart_count: 1, all_count: 1 },
    });
    // removing twice is harmless and never goes below zero
    expect((await remove(fan, id)).json().data.totals).toEqual({ ...zero, heart_count: 1, all_count: 1 });
  });

  it('takes the fields of a removal from the query too', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const id = await content(creator);
    await add(fan, id, 5);
    const response = await fan.browser.delete(
      `/v1/user/reactions/remove?content_id=${id}&content_type=image`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.totals.all_count).toBe(0);
  });

  it('lets creators react to their own content', async () => {
    const creator = await member(t);
    const id = await content(creator);
    expect((await add(creator, id, 3)).json().data.totals.support_count).toBe(1);
  });

  it('sends visitors to log in', async () => {
    const creator = await member(t);
    const id = await content(creator);
    const response = await client(t).post('/v1/user/reactions/add', {
      content_id: id,
      content_type: 'image',
      reaction_id: 1,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().exception).toBe('UnauthorizedAccessException');
    expect(
      (await client(t).delete('/v1/user/reactions/remove', { content_id: id, content_type: 'image' }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ['no fields', {}, 'content_id', 'The content id field is required.'],
    [
      'no reaction',
      { content_id: 'x', content_type: 'image' },
      'reaction_id',
      'The reaction id field is required.',
    ],
    [
      'reaction 6',
      { content_id: 'x', content_type: 'image', reaction_id: 6 },
      'reaction_id',
      'The selected reaction id is invalid.',
    ],
    [
      'reaction 0',
      { content_id: 'x', content_type: 'image', reaction_id: '0' },
      'reaction_id',
      'The selected reaction id is invalid.',
    ],
    [
      'reaction 1.5',
      { content_id: 'x', content_type: 'image', reaction_id: 1.5 },
      'reaction_id',
      'The selected reaction id is invalid.',
    ],
    [
      'an unknown type',
      { content_id: 'x', content_type: 'video', reaction_id: 1 },
      'content_type',
      'The selected content type is invalid.',
    ],
    [
      'a bad id',
      { content_id: '../x', content_type: 'image', reaction_id: 1 },
      'content_id',
      'The selected content id is invalid.',
    ],
    [
      'an unknown field',
      { content_id: 'x', content_type: 'image', reaction_id: 1, count: 100 },
      'count',
      'The count field is not allowed.',
    ],
  ])('refuses %s with a 422', async (_case, body, field, message) => {
    const fan = await member(t);
    const response = await fan.browser.post('/v1/user/reactions/add', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('answers content that does not exist, or is of another type, with a 404', async () => {
    const fan = await member(t);
    expect((await add(fan, randomUUID(), 1)).statusCode).toBe(404);
    const snap = await content(await member(t));
    const slide = await fan.browser.post('/v1/user/reactions/add', {
      content_id: snap,
      content_type: 'image_collection',
      reaction_id: 1,
    });
    expect(slide.statusCode).toBe(404);
    expect(slide.json().exception).toBe('NotFoundException');
  });
});

describe('reactions that are not allowed', () => {
  it('refuses a user the creator blocked, with ReactionNotAllowedException', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const id = await content(creator);
    await add(fan, id, 1);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    const response = await add(fan, id, 2);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      exception: 'ReactionNotAllowedException',
      message: 'You cannot react to this content.',
      message_key: 'cannotReact',
    });
    // taking the old reaction back is still allowed
    expect((await remove(fan, id)).json().data.totals.all_count).toBe(0);
    expect(
      (await fan.browser.get(`/v1/content/reactors?content_id=${id}&content_type=image`)).statusCode,
    ).toBe(404);
  });

  it('refuses content the user may not open', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const id = await content(creator, false);
    const response = await add(fan, id, 1);
    expect(response.statusCode).toBe(403);
    expect(response.json().exception).toBe('ReactionNotAllowedException');
    expect(response.json().message).toBe('This photo is locked. Buy it to react to it.');
  });
});

describe('the Reax list', () => {
  it('lists who reacted, the latest first, with totals, filters and pages', async () => {
    const creator = await member(t);
    const fans = await Promise.all(Array.from({ length: 5 }, () => member(t)));
    const id = await content(creator);
    for (const [i, fan] of fans.entries()) await add(fan, id, i < 3 ? 1 : 4);

    const all = await fans[0]!.browser.get(
      `/v1/content/reactors?content_id=${id}&content_type=image&per_page=2`,
    );
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(body.data.totals).toEqual({
      ...zero,
      heart_count: 3,
      sad_count: 2,
      all_count: 5,
      details: { id: 1 },
    });
    expect(body.data.reactors[0]).toEqual({
      page_url: fans[4]!.page_url,
      page_name: fans[4]!.user.pageName,
      avatar: null,
      avatar_variants: { WH100: null },
      reaction: {
        id: 4,
        key: 'sad',
        name: 'Sad',
        icon_url: 'http://localhost:3000/static/reactions/sad.svg',
      },
    });

    const hearts = (
      await client(t).get(`/v1/content/reactors?content_id=${id}&content_type=image&reaction=heart`)
    ).json();
    expect(hearts.meta.total).toBe(3);
    expect(hearts.data.totals.details).toEqual({ id: null });
    expect(
      hearts.data.reactors.every((r: { reaction: { name: string } }) => r.reaction.name === 'Love'),
    ).toBe(true);
    const sad = (
      await client(t).get(`/v1/content/reactors?content_id=${id}&content_type=image&reaction=4`)
    ).json();
    expect(sad.meta.total).toBe(2);
    const beyond = (
      await client(t).get(`/v1/content/reactors?content_id=${id}&content_type=image&page=9`)
    ).json();
    expect(beyond.data.reactors).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, last_page: 1 });
  });

  it.each([
    ['content_type=image', 'content_id', 'The content id field is required.'],
    ['content_id=x&content_type=image&reaction=wow', 'reaction', 'The selected reaction is invalid.'],
    ['content_id=x&content_type=image&per_page=51', 'per_page', 'The per page must not be greater than 50.'],
    ['content_id=x&content_type=image&page=0', 'page', 'The page must be at least 1.'],
  ])('refuses %s with a 422', async (query, field, message) => {
    const response = await client(t).get(`/v1/content/reactors?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });
});

describe('the counts under concurrent requests', () => {
  it('match the reactions and never go below zero when many add, replace and remove at once', async () => {
    const creator = await member(t);
    const fans = await Promise.all(Array.from({ length: 10 }, () => member(t)));
    const id = await content(creator);
    const calls = fans.flatMap((fan, i) => [
      add(fan, id, (i % 5) + 1),
      remove(fan, id),
      add(fan, id, ((i + 1) % 5) + 1),
      add(fan, id, ((i + 2) % 5) + 1),
      remove(fan, id),
      add(fan, id, 1),
    ]);
    const responses = await Promise.all(calls);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const { actual, cached } = await storedCounts(id);
    expect(cached).toEqual(actual);
    expect(cached.every((n) => n >= 0)).toBe(true);

    await Promise.all([...fans.map((fan) => remove(fan, id)), ...fans.map((fan) => remove(fan, id))]);
    expect(await storedCounts(id)).toEqual({ actual: [0, 0, 0, 0, 0], cached: [0, 0, 0, 0, 0] });
  });

  it("keep one user's repeated taps to one reaction", async () => {
    const creator = await member(t);
    const fan = await member(t);
    const id = await content(creator);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 3 === 2 ? remove(fan, id) : add(fan, id, (i % 5) + 1))),
    );
    const { actual, cached } = await storedCounts(id);
    expect(cached).toEqual(actual);
    expect(actual.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
  });

  it('refuse a count below zero in the database itself', async () => {
    await expect(
      t.db.insert(reactionCounts).values({ contentType: 'image', contentId: randomUUID(), heartCount: -1 }),
    ).rejects.toThrow();
  });
});

describe('the reaction icons', () => {
  it.each(['heart', 'laugh', 'support', 'sad', 'angry'])('serves %s.svg', async (key) => {
    const response = await client(t).get(`/static/reactions/${key}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('answers a missing icon with a 404, not the web app', async () => {
    const response = await client(t).get('/static/reactions/wow.svg');
    expect(response.statusCode).toBe(404);
  });
});
