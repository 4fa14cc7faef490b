import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashtags, users } from '../../db/schema/index.ts';
import {
  client,
  createSnap,
  member,
  payCheckout,
  startGift,
  unique,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Creator = { page_url: string; post_count: number; follower_count: number; supporter_count: number };
type Explore = {
  trending_tags: { tag: string; count: number; recent_count: number }[];
  popular_creators: Creator[];
  new_creators: Creator[];
};

const explore = async (who: Member | null = null) => {
  const response = await (who?.browser ?? client(t)).get('/v1/explore');
  expect(response.statusCode).toBe(200);
  return response.json().data as Explore;
};
const urls = (list: { page_url: string }[]) => list.map((creator) => creator.page_url);
const blocPost = (who: Member, body: string, extra: Record<string, unknown> = {}) =>
  who.browser.post('/v1/user/bloc', { body, ...extra });
const follow = (who: Member, pageUrl: string) => who.browser.post('/v1/user/follow', { username: pageUrl });

describe('explore', () => {
  it('lists only creators with something to show, the most followed first and the newest apart', async () => {
    const writer = await member(t, { pageName: 'Writer', bio: 'I write about #kape and the sea.' });
    await blocPost(writer, 'Hello #kape');
    const photographer = await member(t, { pageName: 'Photographer' });
    await createSnap(photographer, { caption: 'First light' });
    const fundraiser = await member(t);
    await fundraiser.browser.post('/v1/user/goals', { title: 'A new lens', target_amount: '5000' });
    // a page with nothing on it, and one whose only post is not published
    const empty = await member(t);
    const drafting = await member(t);
    await createSnap(drafting, { is_published: false });
    const fan = await member(t);
    const other = await member(t);
    await follow(fan, photographer.page_url);
    await follow(other, photographer.page_url);
    await follow(fan, writer.page_url);

    const { popular_creators: popular, new_creators: newest } = await explore();
    expect(urls(popular).slice(0, 2)).toEqual([photographer.page_url, writer.page_url]);
    expect(urls(popular)).toContain(fundraiser.page_url);
    for (const list of [popular, newest]) {
      expect(urls(list)).not.toContain(empty.page_url);
      expect(urls(list)).not.toContain(drafting.page_url);
      expect(urls(list)).not.toContain(fan.page_url);
    }
    expect(popular[0]).toMatchObject({ follower_count: 2, post_count: 1, supporter_count: 0 });
    expect(popular.find((c) => c.page_url === writer.page_url)).toMatchObject({
      page_name: 'Writer',
      bio: 'I write about #kape and the sea.',
      post_count: 1,
    });
    // the newest is the one who joined last
    expect(urls(newest).slice(0, 3)).toEqual([fundraiser.page_url, photographer.page_url, writer.page_url]);
  });

  it('counts a gift shown on the page as something to show, and leaves out a creator who blocked the viewer', async () => {
    const creator = await member(t);
    expect(urls((await explore()).new_creators)).not.toContain(creator.page_url);
    const gift = await startGift(t, creator.page_url, { amount: '50' });
    await payCheckout(t, gift.checkoutPath);
    expect(urls((await explore()).new_creators)).toContain(creator.page_url);

    const blocked = await member(t);
    await creator.browser.post('/v1/user/block', { username: blocked.page_url });
    expect(urls((await explore(blocked)).new_creators)).not.toContain(creator.page_url);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, creator.user.id));
    expect(urls((await explore()).new_creators)).not.toContain(creator.page_url);
  });

  it('ranks tags by their use in the last 30 days, then in all', async () => {
    const old = unique('old');
    const lately = unique('lately');
    const creator = await member(t);
    await blocPost(creator, `#${old} #${lately}`);
    await blocPost(creator, `#${old} again`);
    await blocPost(creator, `#${old} and again`);
    // the three uses of the old tag were long ago
    await t.db
      .update(hashtags)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(hashtags.tag, old));

    const tags = (await explore()).trending_tags;
    const index = (tag: string) => tags.findIndex((item) => item.tag === tag);
    expect(tags[index(lately)]).toEqual({ tag: lately, count: 1, recent_count: 1 });
    expect(tags[index(old)]).toEqual({ tag: old, count: 3, recent_count: 0 });
    expect(index(lately)).toBeLessThan(index(old));
  });
});

describe('explore search', () => {
  const search = async (query: string, who: Member | null = null) => {
    const response = await (who?.browser ?? client(t)).get(
      `/v1/explore/search?search=${encodeURIComponent(query)}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().data as { creators: Creator[]; tags: { tag: string; count: number }[] };
  };

  it('finds creators by page name whatever its accents, or by page address, those with posts first', async () => {
    const name = unique('Pena');
    const withPosts = await member(t, { pageName: `${name.replace('Pena', 'Peña')} Photos` });
    await createSnap(withPosts);
    const empty = await member(t, { pageName: `${name} Eats` });

    expect(urls((await search(name)).creators)).toEqual([withPosts.page_url, empty.page_url]);
    expect(urls((await search(`@${empty.page_url}`)).creators)).toEqual([empty.page_url]);
    await withPosts.browser.post('/v1/user/block', { username: empty.page_url });
    expect(urls((await search(name, empty)).creators)).toEqual([empty.page_url]);
  });

  it('finds tags by their start, with or without #', async () => {
    const start = unique('sunset');
    const creator = await member(t);
    await blocPost(creator, `#${start}_beach and #${start}`);
    await blocPost(creator, `#${start}`);
    const found = await search(`#${start.toUpperCase()}`);
    expect(found.tags).toEqual([
      { tag: start, count: 2, recent_count: 2 },
      { tag: `${start}_beach`, count: 1, recent_count: 1 },
    ]);
    expect((await search(`${start} beach`)).tags).toEqual([]);
    expect((await search('100%')).tags).toEqual([]);
  });

  it('asks for something to look for', async () => {
    for (const query of ['', '?search=', '?search=%20%20']) {
      const response = await client(t).get(`/v1/explore/search${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.search).toEqual(['The search field is required.']);
    }
  });
});
