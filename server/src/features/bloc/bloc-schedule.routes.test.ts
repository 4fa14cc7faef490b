import { describe, expect, it } from 'vitest';
import { client, joinTier, member, newTier, unique, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { creatorWithFollowers, HOUR, inManila, toldAbout } from '../content/scheduling.testing.ts';

const t = useTestApp();

const dev = () => client(t, { ip: '127.0.0.1' });

/**
 * Moves the development clock on by `hours` and runs the jobs there (`runs` times at once, as that many
 * instances would), then moves it back: the test's sessions last a day by the clock.
 */
async function runJobsLater(hours: number, runs = 1) {
  expect((await dev().post('/dev/clock', { advance_seconds: hours * 3600 })).statusCode).toBe(200);
  try {
    await Promise.all(Array.from({ length: runs }, () => t.jobs.runDue()));
  } finally {
    await dev().post('/dev/clock', { reset: true });
  }
}

const post = (who: Member, body: Record<string, unknown> = {}) =>
  who.browser.post('/v1/user/bloc', { title: 'Soon', body: 'Coming up', ...body });
const page = async (who: Member | null, creator: Member) =>
  (await (who?.browser ?? client(t)).get(`/v1/profile/${creator.page_url}/bloc`)).json() as {
    data: { id: string; body: string | null; is_locked: boolean; publish_at: string | null }[];
    meta: { total: number };
  };
const single = (who: Member | null, creator: Member, id: string) =>
  (who?.browser ?? client(t)).get(`/v1/profile/${creator.page_url}/bloc/${id}`);
const tagged = async (tag: string) =>
  ((await client(t).get(`/v1/hashtags/${tag}`)).json().data as { id: string }[]).map((item) => item.id);
const scheduledOf = async (who: Member) => {
  const response = await who.browser.get('/v1/user/bloc/scheduled');
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { id: string; publish_at: string }[]; meta: { total: number } };
};
/** The ids of the latest posts a follower's home shows of the creators they follow. */
const inFeedOf = async (who: Member) => {
  const response = await who.browser.get('/v1/user/home');
  expect(response.statusCode).toBe(200);
  const { creators } = response.json().data as { creators: { latest_posts: { id: string }[] }[] };
  return creators.flatMap((card) => card.latest_posts.map((post) => post.id));
};

describe('a Bloc post scheduled for tomorrow', () => {
  it('is its creator’s alone until the job publishes it, then told once to each follower', async () => {
    const { creator, fans } = await creatorWithFollowers(t, 2);
    const stranger = await member(t);
    const tag = unique('soon');
    const at = inManila(24 * HOUR);
    const created = await post(creator, { body: `Out tomorrow #${tag}`, publish_at: at });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({ publish_at: new Date(at).toISOString(), public_from: null });

    const invisible = async () => {
      for (const viewer of [null, stranger, fans[0]!]) {
        expect(await page(viewer, creator)).toMatchObject({ data: [], meta: { total: 0 } });
        expect((await single(viewer, creator, id)).statusCode).toBe(404);
      }
      expect(await tagged(tag)).not.toContain(id);
      expect(await inFeedOf(fans[0]!)).not.toContain(id);
      const reacted = await fans[0]!.browser.post('/v1/user/reactions/add', {
        content_id: id,
        content_type: 'bloc',
        reaction_id: 1,
      });
      expect(reacted.statusCode).toBe(404);
    };
    await invisible();
    // its creator sees it on the page, in the list of scheduled posts, and by its address
    expect(await page(creator, creator)).toMatchObject({ data: [{ id, publish_at: expect.any(String) }] });
    expect((await single(creator, creator, id)).statusCode).toBe(200);
    expect(await scheduledOf(creator)).toMatchObject({ data: [{ id }], meta: { total: 1 } });
    expect(await scheduledOf(stranger)).toMatchObject({ data: [], meta: { total: 0 } });

    // the jobs before its time publish nothing and tell nobody
    await t.jobs.runDue();
    await t.jobs.drain('notify-followers');
    await invisible();
    expect(await toldAbout(t, id)).toEqual([]);

    // two runs at once, as two instances would, and one more: published once
    await runJobsLater(25, 2);
    await runJobsLater(25);
    for (const viewer of [null, stranger]) {
      const shown = await page(viewer, creator);
      expect(shown).toMatchObject({ data: [{ id, body: `Out tomorrow #${tag}` }], meta: { total: 1 } });
      expect((await single(viewer, creator, id)).json().data).toMatchObject({ id, publish_at: null });
    }
    expect(await tagged(tag)).toContain(id);
    expect(await inFeedOf(fans[0]!)).toContain(id);
    const { created_at } = (await single(null, creator, id)).json().data as { created_at: string };
    // dated when it went out
    expect(Date.parse(created_at)).toBeGreaterThanOrEqual(Date.parse(at));
    expect(await scheduledOf(creator)).toMatchObject({ data: [], meta: { total: 0 } });
    await t.jobs.drain('notify-followers');
    const told = (await toldAbout(t, id)).map((row) => row.userId).sort();
    expect(told).toEqual(fans.map((fan) => fan.user.id).sort());
  });

  it('moves to a new time, goes out now when asked, and leaves with its deletion', async () => {
    const { creator, fans } = await creatorWithFollowers(t, 1);
    const later = (await post(creator, { publish_at: inManila(48 * HOUR) })).json().data.id as string;
    const now = (await post(creator, { body: 'Now after all', publish_at: inManila(48 * HOUR) })).json().data
      .id as string;
    const dropped = (await post(creator, { publish_at: inManila(72 * HOUR) })).json().data.id as string;

    const moved = await creator.browser.put(`/v1/user/bloc/${later}`, {
      body: 'Sooner',
      publish_at: inManila(3 * HOUR),
    });
    expect(moved.statusCode).toBe(200);
    // a change that leaves the time out keeps it
    const kept = await creator.browser.put(`/v1/user/bloc/${dropped}`, { body: 'Edited' });
    expect(kept.json().data.publish_at).not.toBeNull();
    expect((await scheduledOf(creator)).data.map((p) => p.id)).toEqual([later, now, dropped]);

    const published = await creator.browser.post(`/v1/user/bloc/${now}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ id: now, publish_at: null });
    expect((await page(null, creator)).data.map((p) => p.id)).toEqual([now]);
    const again = await creator.browser.post(`/v1/user/bloc/${now}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      exception: 'ConflictException',
      message: 'This post is already published.',
    });

    expect((await creator.browser.delete(`/v1/user/bloc/${dropped}`)).statusCode).toBe(200);
    expect((await scheduledOf(creator)).data.map((p) => p.id)).toEqual([later]);

    await runJobsLater(4);
    expect((await page(null, creator)).data.map((p) => p.id)).toEqual([later, now]);
    await t.jobs.drain('notify-followers');
    expect(await toldAbout(t, later)).toEqual([{ userId: fans[0]!.user.id }]);
    expect(await toldAbout(t, now)).toEqual([{ userId: fans[0]!.user.id }]);
    expect(await toldAbout(t, dropped)).toEqual([]);
  });

  it('answers 401, 404, 409 and 422 on the calls that schedule and publish', async () => {
    const creator = await member(t);
    const other = await member(t);
    const filipino = await member(t, { language: 'fil' });
    const id = (await post(creator, { publish_at: inManila(HOUR) })).json().data.id as string;
    const out = (await post(creator)).json().data.id as string;

    expect((await client(t).get('/v1/user/bloc/scheduled')).statusCode).toBe(401);
    expect((await client(t).post(`/v1/user/bloc/${id}/publish`)).statusCode).toBe(401);
    expect((await other.browser.post(`/v1/user/bloc/${id}/publish`)).statusCode).toBe(404);
    expect((await other.browser.put(`/v1/user/bloc/${id}`, { body: 'x' })).statusCode).toBe(404);
    expect((await creator.browser.post(`/v1/user/bloc/${out}/publish`)).statusCode).toBe(409);

    const refused = async (who: Member, body: Record<string, unknown>, field: string, message: string) => {
      const response = await post(who, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    };
    await refused(
      creator,
      { publish_at: inManila(-HOUR) },
      'publish_at',
      'The publishing time must be later than now.',
    );
    await refused(
      creator,
      { publish_at: inManila(366 * 24 * HOUR) },
      'publish_at',
      'The publishing time must be within a year from now.',
    );
    await refused(
      creator,
      { publish_at: 'tomorrow' },
      'publish_at',
      'The publishing time must be a date and time like 2026-12-01T09:00:00+08:00.',
    );
    await refused(
      creator,
      { public_from: inManila(HOUR) },
      'public_from',
      'Only a members-only post can open to everyone later.',
    );
    await refused(
      filipino,
      { publish_at: inManila(-HOUR) },
      'publish_at',
      'Ang oras ng paglalathala ay dapat mas huli kaysa ngayon.',
    );
    const tier = await newTier(creator, { name: 'Inner circle', price: '100' });
    await refused(
      creator,
      {
        visibility: 'members',
        min_tier_id: tier,
        publish_at: inManila(5 * HOUR),
        public_from: inManila(HOUR),
      },
      'public_from',
      'The public date must be after the publishing time.',
    );
    const late = await creator.browser.put(`/v1/user/bloc/${out}`, { body: 'x', publish_at: inManila(HOUR) });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ publish_at: ['This post is already published.'] });
    expect((await scheduledOf(creator)).data.map((p) => p.id)).toEqual([id]);
  });
});

describe('early access on the Bloc', () => {
  it('keeps a members-only post for members until its date, then opens it to everyone', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const joined = await member(t);
    const tag = unique('early');
    const tier = await newTier(creator, { name: 'Early birds', price: '100' });
    await joinTier(t, joined, tier);
    const opens = inManila(24 * HOUR);
    const made = await post(creator, {
      body: `Members first #${tag}`,
      visibility: 'members',
      min_tier_id: tier,
      public_from: opens,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as string;
    expect(made.json().data.public_from).toBe(new Date(opens).toISOString());

    expect((await page(fan, creator)).data[0]).toMatchObject({ id, body: null, is_locked: true });
    expect((await page(joined, creator)).data[0]).toMatchObject({ id, body: `Members first #${tag}` });
    const react = () =>
      fan.browser.post('/v1/user/reactions/add', { content_id: id, content_type: 'bloc', reaction_id: 1 });
    expect((await react()).statusCode).toBe(403);
    expect(await tagged(tag)).not.toContain(id);

    await runJobsLater(25);
    for (const viewer of [null, fan]) {
      expect((await single(viewer, creator, id)).json().data).toMatchObject({
        body: `Members first #${tag}`,
        visibility: 'public',
        public_from: null,
        is_locked: false,
      });
    }
    expect((await react()).statusCode).toBe(200);
    expect(await tagged(tag)).toContain(id);
  });
});
