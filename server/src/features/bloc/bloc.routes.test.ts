import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reactionCounts, reactions } from '../../db/schema/index.ts';
import { client, member, payCheckout, startGift, uploadImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const post = (who: Member, body: Record<string, unknown> = {}) =>
  who.browser.post('/v1/user/bloc', { title: 'Hello', body: 'My first post', ...body });
const list = (who: Member | null, pageUrl: string, query = '') =>
  (who?.browser ?? client(t)).get(`/v1/profile/${pageUrl}/bloc${query}`);
const react = (who: Member, id: string, reactionId = 1) =>
  who.browser.post('/v1/user/reactions/add', {
    content_id: id,
    content_type: 'bloc',
    reaction_id: reactionId,
  });

const noReactions = {
  heart_count: 0,
  laugh_count: 0,
  support_count: 0,
  sad_count: 0,
  angry_count: 0,
  all_count: 0,
  details: { id: null },
};

describe('writing on the Bloc', () => {
  it('publishes a post that everyone reads, newest first', async () => {
    const creator = await member(t);
    const image = await uploadImage(creator);
    const created = await post(creator, { image });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(String),
      title: 'Hello',
      body: 'My first post',
      image: new URL(image).pathname,
      visibility: 'public',
      min_tier_id: null,
      is_locked: false,
      reactions: noReactions,
      hidden_by_staff: null,
      publish_at: null,
      public_from: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await post(creator, { title: undefined, body: 'Second' });
    const listed = (await list(null, creator.page_url)).json();
    expect(listed.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(listed.data.map((p: { body: string }) => p.body)).toEqual(['Second', 'My first post']);
    expect(listed.data[0].title).toBeNull();
    const paged = (await list(null, creator.page_url, '?per_page=1&page=2')).json();
    expect(paged.data.map((p: { body: string }) => p.body)).toEqual(['My first post']);
    expect((await list(null, creator.page_url, '?page=3')).json().data).toEqual([]);
  });

  it.each([
    ['no body', { body: undefined }, 'body', 'The body field is required.'],
    [
      'a 5001-character body',
      { body: 'b'.repeat(5001) },
      'body',
      'The body must not be greater than 5000 characters.',
    ],
    [
      'a 101-character title',
      { title: 't'.repeat(101) },
      'title',
      'The title must not be greater than 100 characters.',
    ],
    ['an unknown visibility', { visibility: 'friends' }, 'visibility', 'The selected visibility is invalid.'],
    [
      'another site’s image',
      { image: 'https://evil.example/i.png' },
      'image',
      'The image must be an image you uploaded to PIXEL.',
    ],
    ['an unknown field', { pinned: true }, 'pinned', 'The pinned field is not allowed.'],
  ])('refuses %s with a 422', async (_case, change, field, message) => {
    const creator = await member(t);
    const response = await post(creator, change);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('opens one post by its id to anyone, under its own creator’s page only', async () => {
    const creator = await member(t);
    const other = await member(t);
    const id = (await post(creator, { body: 'Read me #alone' })).json().data.id;

    const single = await client(t).get(`/v1/profile/${creator.page_url}/bloc/${id}`);
    expect(single.statusCode).toBe(200);
    expect(single.json().data).toMatchObject({
      id,
      title: 'Hello',
      body: 'Read me #alone',
      is_locked: false,
    });
    const elsewhere = await client(t).get(`/v1/profile/${other.page_url}/bloc/${id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ exception: 'NotFoundException', message: 'Post not found.' });
    await creator.browser.delete(`/v1/user/bloc/${id}`);
    expect((await client(t).get(`/v1/profile/${creator.page_url}/bloc/${id}`)).statusCode).toBe(404);
    expect((await client(t).get(`/v1/profile/${creator.page_url}/bloc/not-a-post`)).statusCode).toBe(422);
  });

  it('accepts a body of exactly 5000 characters', async () => {
    const creator = await member(t);
    expect((await post(creator, { body: 'b'.repeat(5000) })).statusCode).toBe(201);
  });

  it('edits and deletes only the creator’s own posts', async () => {
    const creator = await member(t);
    const other = await member(t);
    const id = (await post(creator)).json().data.id;
    const change = { body: 'Edited', visibility: 'supporters' };
    expect((await other.browser.put(`/v1/user/bloc/${id}`, change)).statusCode).toBe(404);
    expect((await other.browser.delete(`/v1/user/bloc/${id}`)).statusCode).toBe(404);
    expect((await client(t).put(`/v1/user/bloc/${id}`, change)).statusCode).toBe(401);
    const edited = await creator.browser.put(`/v1/user/bloc/${id}`, change);
    expect(edited.json().data).toMatchObject({ title: null, body: 'Edited', visibility: 'supporters' });
    const deleted = await creator.browser.delete(`/v1/user/bloc/${id}`);
    expect(deleted.json()).toEqual({ data: { message: 'Post deleted.' } });
    expect((await list(null, creator.page_url)).json().meta.total).toBe(0);
    expect((await creator.browser.delete(`/v1/user/bloc/${id}`)).statusCode).toBe(404);
  });
});

describe('supporters-only posts', () => {
  it('show their title locked until the viewer has given the creator a gift', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const image = await uploadImage(creator);
    const id = (await post(creator, { visibility: 'supporters', image })).json().data.id;

    for (const viewer of [null, fan]) {
      const [locked] = (await list(viewer, creator.page_url)).json().data;
      expect(locked).toMatchObject({ id, title: 'Hello', body: null, image: null, is_locked: true });
    }
    const own = (await list(creator, creator.page_url)).json().data[0];
    expect(own).toMatchObject({ body: 'My first post', is_locked: false });

    const refused = await react(fan, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().exception).toBe('ReactionNotAllowedException');

    // a checkout that is not paid opens nothing
    const pending = await startGift(t, creator.page_url, { amount: '20' }, fan.browser);
    expect((await list(fan, creator.page_url)).json().data[0].is_locked).toBe(true);
    await payCheckout(t, pending.checkoutPath);
    const opened = (await list(fan, creator.page_url)).json().data[0];
    expect(opened).toMatchObject({
      body: 'My first post',
      image: new URL(image).pathname,
      is_locked: false,
    });
    expect((await react(fan, id)).statusCode).toBe(200);
    const single = await fan.browser.get(`/v1/profile/${creator.page_url}/bloc/${id}`);
    expect(single.json().data).toMatchObject({
      is_locked: false,
      reactions: { heart_count: 1, details: { id: 1 } },
    });
    expect((await client(t).get(`/v1/profile/${creator.page_url}/bloc/${id}`)).json().data.body).toBeNull();
  });
});

describe('reactions on Bloc posts', () => {
  it('come with each post, with the viewer’s own, and go when the post is deleted', async () => {
    const creator = await member(t);
    const fans = await Promise.all([member(t), member(t), member(t)]);
    const id = (await post(creator)).json().data.id;
    await react(fans[0]!, id, 1);
    await react(fans[1]!, id, 2);
    await react(fans[2]!, id, 2);

    const seen = (await list(fans[1]!, creator.page_url)).json().data[0].reactions;
    expect(seen).toEqual({
      ...noReactions,
      heart_count: 1,
      laugh_count: 2,
      all_count: 3,
      details: { id: 2 },
    });
    const reactors = (await client(t).get(`/v1/content/reactors?content_type=bloc&content_id=${id}`)).json();
    expect(reactors.data.totals.all_count).toBe(3);
    expect(reactors.meta.total).toBe(3);

    await creator.browser.delete(`/v1/user/bloc/${id}`);
    const left = await t.db
      .select()
      .from(reactions)
      .where(and(eq(reactions.contentType, 'bloc'), eq(reactions.contentId, id)));
    expect(left).toEqual([]);
    const counts = await t.db
      .select()
      .from(reactionCounts)
      .where(and(eq(reactionCounts.contentType, 'bloc'), eq(reactionCounts.contentId, id)));
    expect(counts).toEqual([]);
    expect((await react(fans[0]!, id)).statusCode).toBe(404);
  });

  it('are refused to a user the creator blocked, who cannot see the Bloc either', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const id = (await post(creator)).json().data.id;
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    const refused = await react(fan, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      exception: 'ReactionNotAllowedException',
      message: 'You cannot react to this content.',
      message_key: 'cannotReact',
    });
    expect((await list(fan, creator.page_url)).statusCode).toBe(404);
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}/bloc/${id}`)).statusCode).toBe(404);
  });

  it('find nothing behind an id that is not a Bloc post', async () => {
    const fan = await member(t);
    expect((await react(fan, 'not-a-post')).statusCode).toBe(404);
    expect((await react(fan, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
