import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { client, member, unique, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { excerptOf } from './hashtags.service.ts';

const t = useTestApp();

const tagged = (who: Member | null, tag: string, query = '') =>
  (who?.browser ?? client(t)).get(`/v1/hashtags/${encodeURIComponent(tag)}${query}`);
const post = async (who: Member, body: string, extra: Record<string, unknown> = {}) =>
  (await who.browser.post('/v1/user/bloc', { body, ...extra })).json().data.id as string;
const ids = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((item) => item.id);

describe('a hashtag page', () => {
  it('lists public Bloc posts carrying the tag, newest first, whatever the case', async () => {
    const tag = unique('sunset');
    const creator = await member(t, { pageName: 'Ana Photos' });
    const first = await post(creator, `Golden hour #${tag.toUpperCase()}`, { title: 'Beach day' });
    const second = await post(creator, `Again #${tag} and #${tag}`);
    await post(creator, 'No tag here');

    const page = await tagged(null, tag);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      data: [
        {
          type: 'bloc',
          id: second,
          creator: {
            page_url: creator.page_url,
            page_name: 'Ana Photos',
            avatar: null,
            avatar_variants: { WH100: null },
          },
          excerpt: `Again #${tag} and #${tag}`,
          created_at: expect.any(String),
        },
        expect.objectContaining({ id: first, excerpt: `Beach day — Golden hour #${tag.toUpperCase()}` }),
      ],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 },
    });
    expect(ids(await tagged(null, `#${tag.toUpperCase()}`))).toEqual([second, first]);
    expect(ids(await tagged(null, tag, '?per_page=1&page=2'))).toEqual([first]);
    expect((await tagged(null, tag, '?page=3')).json().data).toEqual([]);
  });

  it('follows the post when it becomes supporters-only, changes its tags, or is deleted', async () => {
    const tag = unique('tag');
    const other = unique('other');
    const creator = await member(t);
    const id = await post(creator, `#${tag}`);
    await creator.browser.put(`/v1/user/bloc/${id}`, { body: `#${tag}`, visibility: 'supporters' });
    expect(ids(await tagged(null, tag))).toEqual([]);
    await creator.browser.put(`/v1/user/bloc/${id}`, { body: `now #${other}` });
    expect(ids(await tagged(null, tag))).toEqual([]);
    expect(ids(await tagged(null, other))).toEqual([id]);
    await creator.browser.delete(`/v1/user/bloc/${id}`);
    expect(ids(await tagged(null, other))).toEqual([]);
  });

  it('lists questions once answered and while not hidden', async () => {
    const tag = unique('camera');
    const creator = await member(t);
    const asked = await client(t).post(`/v1/profile/${creator.page_url}/questions`, {
      body: `Best #${tag}?`,
    });
    const id = asked.json().data.id as string;
    expect(ids(await tagged(null, tag))).toEqual([]);
    await creator.browser.post(`/v1/user/questions/${id}/answer`, { answer: 'A small one.' });
    const listed = (await tagged(null, tag)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ type: 'question', id, excerpt: `Best #${tag}? — A small one.` }),
    ]);
    await creator.browser.post(`/v1/user/questions/${id}/hide`, { is_hidden: 1 });
    expect(ids(await tagged(null, tag))).toEqual([]);
    await creator.browser.post(`/v1/user/questions/${id}/hide`, { is_hidden: 0 });
    expect(ids(await tagged(null, tag))).toEqual([id]);
    // a tag in the answer counts too
    const inAnswer = unique('answer');
    await creator.browser.post(`/v1/user/questions/${id}/answer`, { answer: `Try #${inAnswer}` });
    expect(ids(await tagged(null, inAnswer))).toEqual([id]);
    expect(ids(await tagged(null, tag))).toEqual([id]);
    await creator.browser.delete(`/v1/user/questions/${id}`);
    expect(ids(await tagged(null, tag))).toEqual([]);
  });

  it('leaves out creators who blocked the viewer, and deactivated creators', async () => {
    const tag = unique('island');
    const creator = await member(t);
    const other = await member(t);
    const fan = await member(t);
    const mine = await post(creator, `#${tag}`);
    const theirs = await post(other, `#${tag}`);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect(ids(await tagged(fan, tag))).toEqual([theirs]);
    expect(ids(await tagged(null, tag))).toEqual([theirs, mine]);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, other.user.id));
    expect(ids(await tagged(null, tag))).toEqual([mine]);
  });

  it.each([
    ['a-b', 'The tag may only contain letters, numbers and underscores.'],
    ['2024', 'The tag must not be only numbers.'],
    ['x'.repeat(51), 'The tag must not be greater than 50 characters.'],
  ])('refuses the tag %j with a 422', async (tag, message) => {
    const response = await tagged(null, tag);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.tag).toEqual([message]);
  });
});

describe('excerptOf', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(excerptOf('  a\n b  ')).toBe('a b');
    const long = `${'word '.repeat(60)}`;
    const cut = excerptOf(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
