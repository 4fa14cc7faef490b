import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, follows, goals, users } from '../../db/schema/index.ts';
import {
  client,
  member,
  multipartFile,
  payCheckout,
  sampleImage,
  startGift,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const followerCount = async (userId: string) => {
  const [row] = await t.db.select({ n: users.followerCount }).from(users).where(eq(users.id, userId));
  return row!.n;
};
const followRows = async (userId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followeeUserId, userId));
  return row!.n;
};
const profile = (who: Member | null, pageUrl: string) =>
  (who?.browser ?? client(t)).get(`/v1/profile/${pageUrl}`);

describe('following a creator', () => {
  it('counts the follower, shows it on the profile, and undoes it on unfollow', async () => {
    const creator = await member(t);
    const fan = await member(t);

    const followed = await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().data).toEqual({
      message: 'Followed Successfully',
      page_url: creator.page_url,
      follower_count: 1,
      is_following: true,
      follows_you: false,
      is_blocked: false,
      own_follower_count: 0,
    });
    expect((await profile(fan, creator.page_url)).json().data).toMatchObject({
      follower_count: 1,
      is_following: true,
      is_owner: false,
    });
    expect((await profile(null, creator.page_url)).json().data).toMatchObject({
      follower_count: 1,
      is_following: false,
    });

    // following twice is harmless
    const again = await fan.browser.post('/v1/user/follow', { username: creator.page_url.toUpperCase() });
    expect(again.json().data.follower_count).toBe(1);

    const unfollowed = await fan.browser.post('/v1/user/unfollow', { username: creator.page_url });
    expect(unfollowed.json().data).toMatchObject({
      message: 'Unfollowed Successfully',
      follower_count: 0,
      is_following: false,
    });
    const twice = await fan.browser.post('/v1/user/unfollow', { username: creator.page_url });
    expect(twice.json().data.follower_count).toBe(0);
    expect(await followerCount(creator.user.id)).toBe(0);
  });

  it('tells each side that the other follows them', async () => {
    const a = await member(t);
    const b = await member(t);
    await a.browser.post('/v1/user/follow', { username: b.page_url });
    const back = await b.browser.post('/v1/user/follow', { username: a.page_url });
    expect(back.json().data).toMatchObject({
      follower_count: 1,
      is_following: true,
      follows_you: true,
      own_follower_count: 1,
    });
  });

  it('needs a signed-in user for every call', async () => {
    const creator = await member(t);
    for (const url of [
      '/v1/user/follow',
      '/v1/user/unfollow',
      '/v1/user/follower/remove',
      '/v1/user/block',
      '/v1/user/unblock',
    ]) {
      const response = await client(t).post(url, { username: creator.page_url });
      expect(response.statusCode).toBe(401);
      expect(response.json().exception).toBe('UnauthorizedAccessException');
    }
    for (const url of ['/v1/user/following', '/v1/user/follower', '/v1/user/blocked']) {
      expect((await client(t).get(url)).statusCode).toBe(401);
    }
  });

  it.each([
    ['no username', {}, 'The username field is required.'],
    ['a blank username', { username: '  ' }, 'The username field is required.'],
    ['a number', { username: 5 }, 'The username must be a string.'],
    ['an unknown page', { username: 'nobody_here_at_all' }, 'The selected username is invalid.'],
  ])('refuses %s with a 422', async (_case, body, message) => {
    const fan = await member(t);
    const response = await fan.browser.post('/v1/user/follow', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.username).toEqual([message]);
  });

  it('refuses unknown fields, yourself, and a deactivated page', async () => {
    const fan = await member(t);
    const extra = await fan.browser.post('/v1/user/follow', { username: fan.page_url, notify: 1 });
    expect(extra.json().errors.notify).toEqual(['The notify field is not allowed.']);
    const self = await fan.browser.post('/v1/user/follow', { username: fan.page_url });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.username).toEqual(['You cannot follow yourself.']);
    const gone = await member(t, { status: 'inactive' });
    const inactive = await fan.browser.post('/v1/user/follow', { username: gone.page_url });
    expect(inactive.json().errors.username).toEqual(['The selected username is invalid.']);
  });
});

describe('the follower count under concurrent requests', () => {
  it('counts each follower once when many follow at once, and the same one repeatedly', async () => {
    const creator = await member(t);
    const fans = await Promise.all(Array.from({ length: 15 }, () => member(t)));
    const responses = await Promise.all([
      ...fans.map((fan) => fan.browser.post('/v1/user/follow', { username: creator.page_url })),
      ...Array.from({ length: 10 }, () =>
        fans[0]!.browser.post('/v1/user/follow', { username: creator.page_url }),
      ),
    ]);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await followerCount(creator.user.id)).toBe(15);
    expect(await followRows(creator.user.id)).toBe(15);
  });

  it('stays equal to the follows when follows and unfollows race', async () => {
    const creator = await member(t);
    const fans = await Promise.all(Array.from({ length: 8 }, () => member(t)));
    await Promise.all(
      fans.flatMap((fan) => [
        fan.browser.post('/v1/user/follow', { username: creator.page_url }),
        fan.browser.post('/v1/user/unfollow', { username: creator.page_url }),
        fan.browser.post('/v1/user/follow', { username: creator.page_url }),
        fan.browser.post('/v1/user/unfollow', { username: creator.page_url }),
      ]),
    );
    const count = await followerCount(creator.user.id);
    expect(count).toBe(await followRows(creator.user.id));
    expect(count).toBeGreaterThanOrEqual(0);
    await Promise.all(
      fans.map((fan) => fan.browser.post('/v1/user/unfollow', { username: creator.page_url })),
    );
    expect(await followerCount(creator.user.id)).toBe(0);
  });

  it('never lets the database count drop below zero', async () => {
    const creator = await member(t);
    await expect(
      t.db.update(users).set({ followerCount: -1 }).where(eq(users.id, creator.user.id)),
    ).rejects.toThrow();
  });
});

describe('the Following and Followers lists', () => {
  async function creatorWithFollowers(n: number, names: string[] = []) {
    const creator = await member(t);
    const fans: Member[] = [];
    for (let i = 0; i < n; i++) {
      const fan = await member(t, names[i] ? { pageName: names[i] } : {});
      await fan.browser.post('/v1/user/follow', { username: creator.page_url });
      fans.push(fan);
    }
    return { creator, fans };
  }

  it('lists followers newest first, 12 a page by default', async () => {
    const { creator, fans } = await creatorWithFollowers(14);
    const first = (await creator.browser.get('/v1/user/follower')).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 14 });
    expect(first.data[0]).toEqual({
      page_url: fans[13]!.page_url,
      page_name: fans[13]!.user.pageName,
      avatar: null,
      avatar_variants: { WH100: null },
    });
    const second = (await creator.browser.get('/v1/user/follower?page=2')).json();
    expect(second.data.map((row: { page_url: string }) => row.page_url)).toEqual([
      fans[1]!.page_url,
      fans[0]!.page_url,
    ]);
    const beyond = (await creator.browser.get('/v1/user/follower?page=3')).json();
    expect(beyond).toEqual({ data: [], meta: { current_page: 3, last_page: 2, per_page: 12, total: 14 } });
    const following = (await fans[0]!.browser.get('/v1/user/following')).json();
    expect(following.data).toEqual([expect.objectContaining({ page_url: creator.page_url })]);
  });

  it('draws a follower from the 100x100 version of their avatar', async () => {
    const { creator, fans } = await creatorWithFollowers(1);
    const { payload, headers } = multipartFile(await sampleImage('jpeg', { width: 300, height: 300 }));
    const uploaded = (await fans[0]!.browser.post('/v1/user/profile/avatar', payload, headers)).json().data;
    expect(uploaded.avatar_variants.WH100).toEqual(expect.any(String));
    const listed = (await creator.browser.get('/v1/user/follower')).json();
    expect(listed.data).toEqual([
      {
        page_url: fans[0]!.page_url,
        page_name: fans[0]!.user.pageName,
        avatar: uploaded.avatar,
        avatar_variants: { WH100: uploaded.avatar_variants.WH100 },
      },
    ]);
  });

  it('searches page names and page urls, whatever the case', async () => {
    const { creator, fans } = await creatorWithFollowers(3, ['Maria Clara', 'Jose Rizal', 'Andres 100%']);
    const byName = (await creator.browser.get('/v1/user/follower?search=mARIA')).json();
    expect(byName.data.map((row: { page_name: string }) => row.page_name)).toEqual(['Maria Clara']);
    const byUrl = (await creator.browser.get(`/v1/user/follower?search=${fans[1]!.page_url}`)).json();
    expect(byUrl.meta.total).toBe(1);
    expect((await creator.browser.get('/v1/user/follower?search=%25')).json().meta.total).toBe(1);
    const none = (await creator.browser.get('/v1/user/follower?search=nobody')).json();
    expect(none).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });
  });

  it('searches the Following and Blocked lists the same way', async () => {
    const fan = await member(t);
    const [maria, jose] = [
      await member(t, { pageName: 'Maria Clara' }),
      await member(t, { pageName: 'Jose Rizal' }),
    ];
    for (const creator of [maria, jose])
      await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    const following = (await fan.browser.get('/v1/user/following?search=maria')).json();
    expect(following.data.map((row: { page_url: string }) => row.page_url)).toEqual([maria.page_url]);
    expect(following.meta.total).toBe(1);
    expect((await fan.browser.get('/v1/user/following')).json().meta.total).toBe(2);

    for (const creator of [maria, jose])
      await fan.browser.post('/v1/user/block', { username: creator.page_url });
    const blocked = (await fan.browser.get(`/v1/user/blocked?search=${jose.page_url.toUpperCase()}`)).json();
    expect(blocked.data.map((row: { page_url: string }) => row.page_url)).toEqual([jose.page_url]);
  });

  it.each([
    ['per_page=0', 'per_page', 'The per page must be at least 1.'],
    ['per_page=51', 'per_page', 'The per page must not be greater than 50.'],
    ['per_page=x', 'per_page', 'The per page must be a number.'],
    ['page=0', 'page', 'The page must be at least 1.'],
    ['page=2.5', 'page', 'The page must be an integer.'],
    [`search=${'s'.repeat(101)}`, 'search', 'The search must not be greater than 100 characters.'],
  ])('refuses %s with a 422', async (query, field, message) => {
    const fan = await member(t);
    const response = await fan.browser.get(`/v1/user/following?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('accepts per_page at its bounds', async () => {
    const { creator } = await creatorWithFollowers(2);
    expect((await creator.browser.get('/v1/user/follower?per_page=1')).json().meta).toMatchObject({
      last_page: 2,
      per_page: 1,
    });
    expect((await creator.browser.get('/v1/user/follower?per_page=50')).json().meta.last_page).toBe(1);
  });
});

describe('removing a follower', () => {
  it('ends their follow without blocking them', async () => {
    const creator = await member(t);
    const fan = await member(t);
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    const removed = await creator.browser.post('/v1/user/follower/remove', { username: fan.page_url });
    expect(removed.json().data).toMatchObject({
      message: 'Removed Successfully',
      follows_you: false,
      own_follower_count: 0,
      is_blocked: false,
    });
    expect((await creator.browser.get('/v1/user/follower')).json().meta.total).toBe(0);
    // they may follow again
    const back = await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    expect(back.json().data.follower_count).toBe(1);
  });
});

describe('blocking', () => {
  async function blockedPair() {
    const creator = await member(t);
    const fan = await member(t);
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    await creator.browser.post('/v1/user/follow', { username: fan.page_url });
    const blocked = await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toEqual({
      message: 'Blocked Successfully',
      page_url: fan.page_url,
      follower_count: 0,
      is_following: false,
      follows_you: false,
      is_blocked: true,
      own_follower_count: 0,
    });
    return { creator, fan };
  }

  it('ends the follow both ways and lists the blocked user for the blocker only', async () => {
    const { creator, fan } = await blockedPair();
    expect(await followerCount(creator.user.id)).toBe(0);
    expect(await followerCount(fan.user.id)).toBe(0);
    const blockedList = (await creator.browser.get('/v1/user/blocked')).json();
    expect(blockedList.data).toEqual([expect.objectContaining({ page_url: fan.page_url })]);
    expect((await fan.browser.get('/v1/user/blocked')).json().meta.total).toBe(0);
    // blocking twice is harmless
    expect((await creator.browser.post('/v1/user/block', { username: fan.page_url })).statusCode).toBe(200);
  });

  it('hides the creator from the blocked user as if the page did not exist', async () => {
    const { creator, fan } = await blockedPair();
    const page = await profile(fan, creator.page_url);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      exception: 'NotFoundException',
      message: 'Page not found.',
      message_key: 'pageNotFound',
    });
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}/gifts`)).statusCode).toBe(404);
    // everyone else, and the blocker, still see both pages
    expect((await profile(null, creator.page_url)).statusCode).toBe(200);
    expect((await profile(creator, fan.page_url)).statusCode).toBe(200);
    expect((await fan.browser.get(`/v1/profiles?search=${creator.page_url}`)).json().meta.total).toBe(0);
    expect((await client(t).get(`/v1/profiles?search=${creator.page_url}`)).json().meta.total).toBe(1);
  });

  it('refuses the blocked user a follow, a gift and a goal gift', async () => {
    const { creator, fan } = await blockedPair();
    const follow = await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    expect(follow.statusCode).toBe(422);
    expect(follow.json().errors.username).toEqual(['The selected username is invalid.']);
    const onPath = await fan.browser.post(`/v1/donate/${creator.page_url}`, { amount: '100' });
    expect(onPath.statusCode).toBe(404);
    const inBody = await fan.browser.post('/v1/donate', { amount: '100', username: creator.page_url });
    expect(inBody.statusCode).toBe(422);
    expect(inBody.json().errors.username).toEqual(['The selected username is invalid.']);
    const [goal] = await t.db
      .insert(goals)
      .values({ userId: creator.user.id, title: 'Camera', targetAmount: 100_000 })
      .returning();
    expect((await fan.browser.post(`/v1/goals/${goal!.id}/donate`, { amount: '100' })).statusCode).toBe(404);
    // visitors still may
    expect((await client(t).post(`/v1/goals/${goal!.id}/donate`, { amount: '100' })).statusCode).toBe(200);
  });

  it('asks the blocker to unblock before following the blocked user', async () => {
    const { creator, fan } = await blockedPair();
    const follow = await creator.browser.post('/v1/user/follow', { username: fan.page_url });
    expect(follow.json().errors.username).toEqual(['Unblock this user before following them.']);
  });

  it('lets everything through again after unblocking, without bringing the follows back', async () => {
    const { creator, fan } = await blockedPair();
    const unblocked = await creator.browser.post('/v1/user/unblock', { username: fan.page_url });
    expect(unblocked.json().data).toMatchObject({ message: 'Unblocked Successfully', is_blocked: false });
    expect((await profile(fan, creator.page_url)).json().data).toMatchObject({ is_following: false });
    const gift = await startGift(t, creator.page_url, { amount: '50' }, fan.browser);
    await payCheckout(t, gift.checkoutPath);
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json().data).toHaveLength(1);
  });

  it('refuses blocking yourself and unknown pages', async () => {
    const creator = await member(t);
    const self = await creator.browser.post('/v1/user/block', { username: creator.page_url });
    expect(self.json().errors.username).toEqual(['You cannot do this to your own page.']);
    const unknown = await creator.browser.post('/v1/user/block', { username: 'nobody_here_at_all' });
    expect(unknown.statusCode).toBe(422);
  });

  it('never leaves a follow beside a block when both arrive at once', async () => {
    for (let round = 0; round < 5; round++) {
      const creator = await member(t);
      const fan = await member(t);
      await Promise.all([
        fan.browser.post('/v1/user/follow', { username: creator.page_url }),
        creator.browser.post('/v1/user/block', { username: fan.page_url }),
        fan.browser.post('/v1/user/follow', { username: creator.page_url }),
        creator.browser.post('/v1/user/follow', { username: fan.page_url }),
        fan.browser.post('/v1/user/block', { username: creator.page_url }),
      ]);
      const [follow] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(eq(follows.followeeUserId, creator.user.id));
      const [block] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(blocks)
        .where(and(eq(blocks.blockerUserId, creator.user.id), eq(blocks.blockedUserId, fan.user.id)));
      expect(block!.n).toBe(1);
      expect(follow!.n).toBe(0);
      expect(await followerCount(creator.user.id)).toBe(0);
      expect(await followerCount(fan.user.id)).toBe(0);
    }
  });
});
