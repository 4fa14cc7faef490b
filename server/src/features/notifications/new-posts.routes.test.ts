import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, notifications, postAnnouncements, users } from '../../db/schema/index.ts';
import { createSlide, createSnap, member, newTier, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createPostFanOut } from './post-fan-out.service.ts';

const t = useTestApp();

const follow = async (fan: Member, creator: Member) => {
  const response = await fan.browser.post('/v1/user/follow', { username: creator.page_url });
  expect(response.statusCode, response.body).toBe(200);
};

async function creatorWithFans(count: number) {
  const creator = await member(t);
  const fans: Member[] = [];
  for (let i = 0; i < count; i++) {
    const fan = await member(t);
    await follow(fan, creator);
    fans.push(fan);
  }
  // the creator's new-follower notifications are delivered: what is queued after is the post's
  await t.jobs.drain('deliver-notification');
  return { creator, fans };
}

const newPostsOf = async (who: Member) => {
  const response = await who.browser.get('/v1/user/notifications');
  expect(response.statusCode).toBe(200);
  const { data, meta } = response.json() as {
    data: { kind: string; title: string; body: string; url: string }[];
    meta: { unread_count: number };
  };
  return { items: data.filter((item) => item.kind === 'new_post'), unread: meta.unread_count };
};

const rowsFor = (postId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(sql`${notifications.dedupeKey} like ${`post:${postId}:%`}`);

describe('a new post, told to the followers', () => {
  it('reaches each follower once in their bell, with its words and its page; nobody else', async () => {
    const { creator, fans } = await creatorWithFans(2);
    const stranger = await member(t);
    const filipino = await member(t, { language: 'fil' });
    await follow(filipino, creator);
    await t.jobs.drain('deliver-notification');

    const snap = await createSnap(creator, { caption: 'Sunset at   Manila Bay\n#sunset' });
    expect(await t.jobs.drain('notify-followers')).toBe(1);

    for (const fan of fans) {
      const { items, unread } = await newPostsOf(fan);
      expect(items).toEqual([
        expect.objectContaining({
          title: `${creator.user.pageName} posted a new Snap`,
          body: 'Sunset at Manila Bay #sunset',
          url: `/${creator.page_url}/pixel-snap/image/${snap.id}`,
          actor: expect.objectContaining({ page_url: creator.page_url }),
          read_at: null,
        }),
      ]);
      expect(unread).toBe(1);
    }
    expect((await newPostsOf(filipino)).items).toMatchObject([
      { title: `May bagong Snap si ${creator.user.pageName}`, body: 'Sunset at Manila Bay #sunset' },
    ]);
    expect((await newPostsOf(stranger)).items).toEqual([]);
    expect((await newPostsOf(creator)).items).toEqual([]);
    // in the app only by default: nothing to mail or push
    expect(await t.jobs.drain('deliver-notification')).toBe(0);
  });

  it('is told when a draft is published, and once however often it is published again', async () => {
    const { creator, fans } = await creatorWithFans(1);
    const fan = fans[0]!;
    const slide = await createSlide(creator, 1, { caption: 'Behind the scenes', is_published: false });
    await t.jobs.drain('notify-followers');
    expect((await newPostsOf(fan)).items).toEqual([]);

    const url = `/v1/user/content/images/collection/update/${slide.id}`;
    for (const published of [true, false, true]) {
      expect((await creator.browser.put(url, { is_published: published })).statusCode).toBe(200);
    }
    expect(await t.jobs.drain('notify-followers')).toBe(1);
    expect((await newPostsOf(fan)).items).toMatchObject([
      {
        title: `${creator.user.pageName} posted a new Snap Slide`,
        url: `/${creator.page_url}/pixel-snap/collection/${slide.id}`,
      },
    ]);
  });

  it('skips those on either side of a block, accounts no longer active, and those who turned it off', async () => {
    const { creator, fans } = await creatorWithFans(5);
    const [blocked, blocker, closed, quiet, keen] = fans as [Member, Member, Member, Member, Member];
    await creator.browser.post('/v1/user/block', { username: blocked.page_url });
    await blocker.browser.post('/v1/user/block', { username: creator.page_url });
    // a block ends the follows; the fan-out asks of blocks itself too, so a follow row beside one is skipped
    await t.db.insert(follows).values([
      { followerUserId: blocked.user.id, followeeUserId: creator.user.id },
      { followerUserId: blocker.user.id, followeeUserId: creator.user.id },
    ]);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, closed.user.id));
    const off = await quiet.browser.put('/v1/user/notification-preferences', {
      kinds: { new_post: { in_app: false } },
    });
    expect(off.statusCode).toBe(200);
    // mail chosen for new posts: delivered as any notification is
    await keen.browser.put('/v1/user/notification-preferences', { kinds: { new_post: { email: true } } });

    const post = await creator.browser.post('/v1/user/bloc', { title: 'News', body: 'A new song is out' });
    expect(post.statusCode).toBe(201);
    await t.jobs.drain('notify-followers');

    const told = await rowsFor(post.json().data.id);
    expect(told.map((row) => row.recipientUserId)).toEqual([keen.user.id]);
    expect((await newPostsOf(keen)).items).toMatchObject([
      { title: `${creator.user.pageName} posted on their Bloc`, body: 'News — A new song is out' },
    ]);
    for (const fan of [blocked, blocker, quiet]) expect((await newPostsOf(fan)).items).toEqual([]);

    expect(await t.jobs.drain('deliver-notification')).toBe(1);
    const mails = (await t.outbox()).filter((mail) => mail.to === keen.user.email);
    expect(mails).toMatchObject([
      { subject: `${creator.user.pageName} posted on their Bloc: News — A new song is out` },
    ]);
  });

  it('says only who a closed post is for: a members-only, a supporters-only and a paid post keep their words', async () => {
    const { creator, fans } = await creatorWithFans(1);
    const fan = fans[0]!;
    const tierId = await newTier(creator, { name: 'Sketch Club', price: '100' });
    const members = await creator.browser.post('/v1/user/bloc', {
      title: 'Club secret',
      body: 'The secret drop is on Friday',
      visibility: 'members',
      min_tier_id: tierId,
    });
    expect(members.statusCode, members.body).toBe(201);
    const supporters = await creator.browser.post('/v1/user/bloc', {
      body: 'Thank-you note for supporters',
      visibility: 'supporters',
    });
    expect(supporters.statusCode, supporters.body).toBe(201);
    const paid = await createSnap(creator, { caption: 'Paid caption', price_id: 4 });
    const membersSnap = await createSnap(creator, { caption: 'Members caption', min_tier_id: tierId });
    await t.jobs.drain('notify-followers');

    const { items, unread } = await newPostsOf(fan);
    expect(unread).toBe(4);
    const byUrl = (end: string) => items.find((item) => item.url.endsWith(end));
    expect(byUrl(members.json().data.id)).toMatchObject({
      title: `${creator.user.pageName} posted on their Bloc`,
      body: 'A new post for members. Open it to see whether your membership opens it.',
    });
    expect(byUrl(supporters.json().data.id)).toMatchObject({
      body: `A new post for those who supported ${creator.user.pageName}.`,
    });
    expect(byUrl(paid.id)).toMatchObject({ body: 'A new paid post is up. Open it to see the preview.' });
    expect(byUrl(membersSnap.id)).toMatchObject({
      body: 'A new post for members. Open it to see whether your membership opens it.',
    });
    // neither the bell nor the stored facts hold the closed posts' words
    const everything = JSON.stringify([items, await t.db.select().from(notifications)]);
    for (const words of ['secret', 'Thank-you note', 'Paid caption', 'Members caption']) {
      expect(everything).not.toContain(words);
    }
  });

  it('is written in chunks by follower id, and a run again, from any point, writes nothing twice', async () => {
    const { creator, fans } = await creatorWithFans(5);
    const repository = createNotificationsRepository(t.db);
    const fanOut = createPostFanOut({ db: t.db, repository, jobs: t.jobs, now: () => new Date(), chunk: 2 });
    const postId = crypto.randomUUID();
    const data = {
      creatorUserId: creator.user.id,
      postId,
      post: 'snap' as const,
      access: 'free' as const,
      excerpt: null,
    };
    await t.db.transaction((tx) =>
      fanOut.announce(tx, {
        creatorUserId: creator.user.id,
        postId,
        post: 'snap',
        access: 'free',
        text: null,
      }),
    );
    // the app's own job was queued with the post; this one is run by hand, in chunks of two
    expect(await fanOut.run(data)).toBe(5);
    const [progress] = await t.db
      .select()
      .from(postAnnouncements)
      .where(eq(postAnnouncements.postId, postId));
    const lastFan = fans
      .map((fan) => fan.user.id)
      .sort()
      .at(-1);
    expect(progress).toMatchObject({ afterUserId: lastFan, finishedAt: expect.any(Date) });

    // a retry of a finished job does nothing; one from the start (a cursor lost) finds every row written
    expect(await fanOut.run(data)).toBe(0);
    await t.db
      .update(postAnnouncements)
      .set({ afterUserId: null, finishedAt: null })
      .where(eq(postAnnouncements.postId, postId));
    expect(await fanOut.run(data)).toBe(0);
    // and the job the announcement queued, run by the queue, also writes nothing more
    await t.jobs.drain('notify-followers');
    expect(await rowsFor(postId)).toHaveLength(5);
    for (const fan of fans) {
      expect((await newPostsOf(fan)).items).toMatchObject([{ body: 'Take a look.' }]);
    }
  });
});
