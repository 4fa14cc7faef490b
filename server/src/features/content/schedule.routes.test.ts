import { describe, expect, it } from 'vitest';
import {
  client,
  createSlide,
  createSnap,
  joinTier,
  member,
  newTier,
  startPurchase,
  unique,
  uploadImage,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { creatorWithFollowers, HOUR, inManila, toldAbout } from './scheduling.testing.ts';

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

type PostJson = { id: string; is_published: boolean; is_locked: boolean; publish_at: string | null };
const tab = async (who: Member | null, creator: Member) =>
  (await (who?.browser ?? client(t)).get(`/v1/profile/content/images/${creator.page_url}`)).json() as {
    data: PostJson[];
    meta: { total: number };
  };
const snapPage = (who: Member | null, creator: Member, id: string) =>
  (who?.browser ?? client(t)).get(`/v1/profile/content/images/${creator.page_url}/image_id/${id}`);
const slidePage = (who: Member | null, creator: Member, id: string) =>
  (who?.browser ?? client(t)).get(
    `/v1/profile/content/images/collection/${creator.page_url}/collection_id/${id}`,
  );
const tagged = async (tag: string) =>
  ((await client(t).get(`/v1/hashtags/${tag}`)).json().data as { id: string }[]).map((item) => item.id);
const scheduledOf = async (who: Member) => {
  const response = await who.browser.get('/v1/user/content/images/scheduled');
  expect(response.statusCode).toBe(200);
  return response.json() as { data: PostJson[]; meta: { total: number } };
};
const updateSlide = (who: Member, id: string, body: Record<string, unknown>) =>
  who.browser.put(`/v1/user/content/images/collection/update/${id}`, body);

describe('a Snap scheduled for tomorrow', () => {
  it('is unseen and unsold until the job publishes it, then told once to each follower', async () => {
    const { creator, fans } = await creatorWithFollowers(t, 2);
    const buyer = await member(t);
    const tag = unique('tomorrow');
    const at = inManila(24 * HOUR);
    const snap = await createSnap(creator, { caption: `Paid and soon #${tag}`, price_id: 4, publish_at: at });
    expect(snap).toMatchObject({ is_published: false, publish_at: new Date(at).toISOString() });

    const unseen = async () => {
      for (const viewer of [null, buyer, fans[0]!]) {
        expect(await tab(viewer, creator)).toMatchObject({ data: [], meta: { total: 0 } });
        expect((await snapPage(viewer, creator, snap.id)).statusCode).toBe(404);
      }
      expect(await tagged(tag)).not.toContain(snap.id);
      const bought = await buyer.browser.post('/v1/user/content/images/purchase', { image_id: snap.id });
      expect(bought.statusCode).toBe(404);
    };
    await unseen();
    expect((await tab(creator, creator)).data).toMatchObject([
      { id: snap.id, publish_at: expect.any(String) },
    ]);
    expect(await scheduledOf(creator)).toMatchObject({ data: [{ id: snap.id }], meta: { total: 1 } });
    expect(await scheduledOf(buyer)).toMatchObject({ data: [], meta: { total: 0 } });

    await t.jobs.runDue();
    await unseen();

    await runJobsLater(25, 2);
    await runJobsLater(25);
    for (const viewer of [null, buyer]) {
      expect(await tab(viewer, creator)).toMatchObject({ data: [{ id: snap.id }], meta: { total: 1 } });
      expect((await snapPage(viewer, creator, snap.id)).json().data).toMatchObject({
        is_published: true,
        publish_at: null,
        is_locked: true,
      });
    }
    expect(await tagged(tag)).toContain(snap.id);
    expect((await startPurchase(buyer, snap)).checkoutPath).toBeTruthy();
    expect(await scheduledOf(creator)).toMatchObject({ data: [], meta: { total: 0 } });
    await t.jobs.drain('notify-followers');
    const told = (await toldAbout(t, snap.id)).map((row) => row.userId).sort();
    expect(told).toEqual(fans.map((fan) => fan.user.id).sort());
  });
});

describe('a scheduled Slide', () => {
  it('moves to a new time, goes back to a draft, and goes out now when asked', async () => {
    const { creator, fans } = await creatorWithFollowers(t, 1);
    const slide = await createSlide(creator, 2, { publish_at: inManila(48 * HOUR) });
    const other = await createSlide(creator, 1, { publish_at: inManila(72 * HOUR) });

    const moved = await updateSlide(creator, slide.id, { publish_at: inManila(3 * HOUR) });
    expect(moved.statusCode).toBe(200);
    expect((await scheduledOf(creator)).data.map((p) => p.id)).toEqual([slide.id, other.id]);

    // a draft again: off the list, and the job leaves it
    const drafted = await updateSlide(creator, other.id, { publish_at: null });
    expect(drafted.json().data).toMatchObject({ is_published: false, publish_at: null });
    expect((await scheduledOf(creator)).data.map((p) => p.id)).toEqual([slide.id]);

    await runJobsLater(4);
    expect((await slidePage(null, creator, slide.id)).json().data).toMatchObject({ is_published: true });
    expect((await slidePage(null, creator, other.id)).statusCode).toBe(404);

    // scheduled again, then published now by its creator
    await updateSlide(creator, other.id, { publish_at: inManila(5 * HOUR) });
    const now = await updateSlide(creator, other.id, { is_published: true });
    expect(now.json().data).toMatchObject({ is_published: true, publish_at: null });
    // each dated when it went out: the job's 4 hours on, this one now
    expect((await tab(null, creator)).data.map((p) => p.id)).toEqual([slide.id, other.id]);
    await t.jobs.drain('notify-followers');
    expect(await toldAbout(t, slide.id)).toEqual([{ userId: fans[0]!.user.id }]);
    expect(await toldAbout(t, other.id)).toEqual([{ userId: fans[0]!.user.id }]);
  });

  it('answers 401 and 422 on the calls that schedule', async () => {
    const creator = await member(t);
    const filipino = await member(t, { language: 'fil' });
    expect((await client(t).get('/v1/user/content/images/scheduled')).statusCode).toBe(401);
    expect((await client(t).put('/v1/user/content/images/update/x', { publish_at: null })).statusCode).toBe(
      401,
    );
    const out = await createSnap(creator);
    const waiting = await createSnap(creator, { publish_at: inManila(HOUR) });

    const refused = async (
      response: { statusCode: number; json(): { errors: Record<string, string[]> } },
      field: string,
      message: string,
    ) => {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    };
    const update = (who: Member, id: string, body: Record<string, unknown>) =>
      who.browser.put(`/v1/user/content/images/update/${id}`, body);
    await refused(
      await update(creator, out.id, { publish_at: inManila(HOUR) }),
      'publish_at',
      'This post is already published.',
    );
    await refused(
      await update(creator, waiting.id, { publish_at: inManila(2 * HOUR), is_published: true }),
      'publish_at',
      'Publish it now or at a time, not both.',
    );
    await refused(
      await update(creator, waiting.id, { publish_at: inManila(-HOUR) }),
      'publish_at',
      'The publishing time must be later than now.',
    );
    await refused(
      await update(creator, waiting.id, { public_from: inManila(2 * HOUR) }),
      'public_from',
      'Only a members-only post can open to everyone later.',
    );
    const slide = await filipino.browser.post('/v1/user/content/images/collection/create', {
      images: [{ url: await uploadImage(filipino) }],
      publish_at: inManila(400 * 24 * HOUR),
    });
    expect(slide.statusCode).toBe(422);
    expect(slide.json().errors.publish_at).toEqual([
      'Ang oras ng paglalathala ay dapat sa loob ng isang taon mula ngayon.',
    ]);
    expect((await scheduledOf(creator)).data.map((p) => p.id)).toEqual([waiting.id]);
  });
});

describe('early access on a Snap', () => {
  it('keeps a members-only Snap’s photo for members until its date, then opens it to everyone', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const joined = await member(t);
    const tier = await newTier(creator, { name: 'First look', price: '100' });
    await joinTier(t, joined, tier);
    const opens = inManila(24 * HOUR);
    const snap = await createSnap(creator, { min_tier_id: tier, public_from: opens });
    expect(snap).toMatchObject({ min_tier_id: tier, public_from: new Date(opens).toISOString() });

    expect((await snapPage(fan, creator, snap.id)).json().data).toMatchObject({ is_locked: true });
    expect((await snapPage(joined, creator, snap.id)).json().data).toMatchObject({ is_locked: false });

    await runJobsLater(25);
    for (const viewer of [null, fan]) {
      expect((await snapPage(viewer, creator, snap.id)).json().data).toMatchObject({
        min_tier_id: null,
        public_from: null,
        is_locked: false,
      });
    }
  });
});
