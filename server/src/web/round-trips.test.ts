import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buyPost,
  createSlide,
  createSnap,
  member,
  payCheckout,
  startGift,
  type Member,
} from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>PIXEL</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

/**
 * Counts the statements sent to the database while `work` runs: each is a round trip (neither driver
 * pipelines). On PostgreSQL every pooled client's `query`; on the embedded database its own.
 */
async function roundTrips(work: () => Promise<unknown>) {
  const client = (t.db as unknown as { $client: object }).$client;
  const spy =
    client instanceof pg.Pool
      ? vi.spyOn(pg.Client.prototype, 'query')
      : vi.spyOn(client as { query: (...args: unknown[]) => unknown }, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('a signed-in creator page', () => {
  it('and each of its tabs asks the database at most three times: session, the visit, the page data', async () => {
    const creator = await member(t, { pageName: 'Mara' });
    const fan = await member(t);
    const other = await member(t);
    // a page with something on every tab, and a viewer who follows, gave and bought
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    for (const message of ['Salamat!', 'Go Mara']) {
      const gift = await startGift(t, creator.page_url, { supporter_message: message }, fan.browser);
      await payCheckout(t, gift.checkoutPath);
    }
    const snap = await createSnap(creator, { caption: 'Sunrise', price_id: 4 });
    await createSnap(creator, { caption: 'Free' });
    const slide = await createSlide(creator, 2, { caption: 'Set' });
    await buyPost(t, fan, snap);
    const bloc = (await creator.browser.post('/v1/user/bloc', { title: 'Hi', body: 'News' })).json().data;
    await creator.browser.post('/v1/user/bloc', { body: 'For supporters', visibility: 'supporters' });
    for (const [who, id, type] of [
      [fan, snap.id, 'image'],
      [other, slide.id, 'image_collection'],
      [fan, bloc.id, 'bloc'],
    ] as [Member, string, string][]) {
      await who.browser.post('/v1/user/reactions/add', {
        content_id: id,
        content_type: type,
        reaction_id: 1,
      });
    }
    await other.browser.post(`/v1/profile/${creator.page_url}/questions`, { body: 'How do you paint?' });

    const page = creator.page_url;
    const calls = [
      `/${page}`,
      `/v1/profile/${page}`,
      `/v1/profile/${page}/gifts`,
      `/v1/profile/content/images/${page}`,
      `/v1/profile/${page}/questions`,
      `/v1/profile/questions/topic/${page}`,
      `/v1/profile/${page}/goals`,
      `/v1/profile/${page}/bloc`,
      `/v1/profile/${page}/bloc/${bloc.id}`,
      '/v1/auth/session',
    ];
    for (const viewer of [fan, creator, other]) {
      for (const url of calls) {
        let status = 0;
        const trips = await roundTrips(async () => {
          status = (await viewer.browser.get(url)).statusCode;
        });
        expect(status, url).toBe(200);
        expect(trips, `${url} for ${viewer === creator ? 'the creator' : 'a viewer'}`).toBeLessThanOrEqual(3);
      }
    }

    // the page itself, its HTML with the Home tab's first gifts: the visit with the session and the gifts,
    // and any other tab's HTML, the visit with the session; the profile's call, the same; and the Home and
    // Snap tabs' calls, the visit with the session and the gifts or posts, of the first page or a later one
    for (const viewer of [fan, creator, other]) {
      for (const url of [
        `/${page}`,
        `/${page}/pixel-snap`,
        `/v1/profile/${page}`,
        `/v1/profile/${page}/gifts`,
        `/v1/profile/${page}/gifts?page=2&per_page=1`,
        `/v1/profile/content/images/${page}`,
        `/v1/profile/content/images/${page}?page=2&per_page=2`,
      ]) {
        expect(await roundTrips(() => viewer.browser.get(url)), url).toBe(1);
      }
    }

    // and what they answer is what a viewer should see: the counts, the purchase, the reactions
    const snaps = (await fan.browser.get(`/v1/profile/content/images/${page}`)).json();
    expect(snaps.meta.total).toBe(3);
    const bought = snaps.data.find((post: { id: string }) => post.id === snap.id);
    expect(bought.reactions.heart_count).toBe(1);
    expect(bought.reactions.details.id).toBe(1);
    const set = snaps.data.find((post: { id: string }) => post.id === slide.id);
    expect(set.reactions.heart_count).toBe(1);
    expect(set.reactions.details.id).toBeNull();
    const posts = (await fan.browser.get(`/v1/profile/${page}/bloc`)).json();
    expect(posts.meta.total).toBe(2);
    expect(posts.data.map((post: { reactions: { all_count: number } }) => post.reactions.all_count)).toEqual([
      0, 1,
    ]);
    const gifts = (await fan.browser.get(`/v1/profile/${page}/gifts`)).json();
    expect(gifts.meta.total).toBe(2);
    expect(gifts.data.map((gift: { supporter_message: string }) => gift.supporter_message)).toEqual([
      'Go Mara',
      'Salamat!',
    ]);
    const second = (await fan.browser.get(`/v1/profile/${page}/gifts?page=2&per_page=1`)).json();
    expect(second.data.map((gift: { supporter_message: string }) => gift.supporter_message)).toEqual([
      'Salamat!',
    ]);
    expect(second.meta.total).toBe(2);
  });
});
