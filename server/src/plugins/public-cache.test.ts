import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client, createSnap, member, payCheckout, startGift } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '300' } });

/** The creator page's public calls, as a visitor's browser makes them. */
const pageCalls = (page: string) => [
  `/v1/profile/${page}`,
  `/v1/profile/${page}/gifts`,
  `/v1/profile/content/images/${page}`,
];

describe("a visitor's copy of a creator page's public calls", () => {
  it('is made once and sent again as it was, compressed when the browser asks', async () => {
    const creator = await member(t, { bio: 'Sketches from Cebu. '.repeat(40) });
    await createSnap(creator);
    const visitor = client(t);
    for (const url of pageCalls(creator.page_url)) {
      const first = await visitor.get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      // a CDN in front may keep the visitors' copy as long as the server does; a browser asks again
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
      expect(first.headers.vary).toMatch(/cookie/i);
      const again = await visitor.get(url);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.json()).toEqual(first.json());
    }
    const br = await visitor.get(`/v1/profile/${creator.page_url}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).data.bio).toContain('Cebu');
    const gzip = await visitor.get(`/v1/profile/${creator.page_url}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).data.bio).toContain('Cebu');
  });

  it('is never sent to someone signed in, who sees their own relation to the page', async () => {
    const creator = await member(t);
    const fan = await member(t);
    await client(t).get(`/v1/profile/${creator.page_url}`);
    expect((await fan.browser.post('/v1/user/follow', { username: creator.page_url })).statusCode).toBe(200);
    const seen = await fan.browser.get(`/v1/profile/${creator.page_url}`);
    expect(seen.headers['x-cache']).toBeUndefined();
    // and no shared cache keeps it for anyone else
    expect(seen.headers['cache-control']).toBe('private, no-cache');
    expect(seen.headers.vary).toMatch(/cookie/i);
    expect(seen.json().data).toMatchObject({ is_following: true, follower_count: 1 });
  });

  it("shows the creator's change to the next visitor at once", async () => {
    const creator = await member(t, { bio: 'Old bio' });
    const visitor = client(t);
    expect((await visitor.get(`/v1/profile/${creator.page_url}`)).json().data.bio).toBe('Old bio');
    const changed = await creator.browser.put('/v1/user/profile', { page_name: 'Maria', bio: 'New bio' });
    expect(changed.statusCode).toBe(200);
    const after = await visitor.get(`/v1/profile/${creator.page_url}`);
    expect(after.json().data).toMatchObject({ bio: 'New bio', page_name: 'Maria' });
  });

  it("shows a follow to the next visitor at once, on the followed creator's page", async () => {
    const creator = await member(t);
    const visitor = client(t);
    expect((await visitor.get(`/v1/profile/${creator.page_url}`)).json().data.follower_count).toBe(0);
    const fan = await member(t);
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    expect((await visitor.get(`/v1/profile/${creator.page_url}`)).json().data.follower_count).toBe(1);
  });

  it('shows a paid gift to the next visitor at once', async () => {
    const creator = await member(t);
    const visitor = client(t);
    const [profile, gifts] = pageCalls(creator.page_url);
    expect((await visitor.get(gifts!)).json().data).toEqual([]);
    expect((await visitor.get(profile!)).json().data.donation_count).toBe(0);
    const { checkoutPath } = await startGift(t, creator.page_url, {
      supporter_name: 'Ana',
      supporter_message: 'Salamat po!',
    });
    await payCheckout(t, checkoutPath);
    const listed = (await visitor.get(gifts!)).json().data as { supporter_message: string }[];
    expect(listed.map((gift) => gift.supporter_message)).toEqual(['Salamat po!']);
    expect((await visitor.get(profile!)).json().data.donation_count).toBe(1);

    // the next one too, now that the cache knows whose page it is
    const next = await startGift(t, creator.page_url, {
      supporter_name: 'Ben',
      supporter_message: 'Galing!',
    });
    await payCheckout(t, next.checkoutPath);
    const relisted = (await visitor.get(gifts!)).json().data as { supporter_message: string }[];
    expect(relisted.map((gift) => gift.supporter_message)).toEqual(['Galing!', 'Salamat po!']);
  });

  it('keeps each address apart: another page of the list, another page url', async () => {
    const creator = await member(t);
    const other = await member(t);
    await createSnap(creator);
    const visitor = client(t);
    const url = `/v1/profile/content/images/${creator.page_url}`;
    expect((await visitor.get(url)).json().data).toHaveLength(1);
    expect((await visitor.get(`${url}?page=2`)).json().data).toHaveLength(0);
    expect((await visitor.get(url)).json().data).toHaveLength(1);
    expect((await visitor.get(`/v1/profile/content/images/${other.page_url}`)).json().data).toHaveLength(0);
  });
});

describe('with PUBLIC_CACHE_SECONDS=0', () => {
  const off = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });

  it('makes every answer afresh', async () => {
    const creator = await member(off);
    const visitor = client(off);
    await visitor.get(`/v1/profile/${creator.page_url}`);
    const again = await visitor.get(`/v1/profile/${creator.page_url}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
