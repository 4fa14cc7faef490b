import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.ts';
import {
  buyPost,
  client,
  createSlide,
  createSnap,
  member,
  uploadImage,
  type Client,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createPhotoUrlSigner } from './photo-urls.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>PIXEL</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

const URLS = /https?:\/\/[^"\s<>]+|\/(?:media|v1\/media)\/[^"\s<>]+/g;
const local = (url: string) => {
  const parsed = new URL(url, 'http://localhost:3000');
  return parsed.pathname + parsed.search;
};
const signer = () =>
  createPhotoUrlSigner({
    secret: t.config.media.signingSecret,
    ttlSeconds: t.config.media.urlTtlSeconds,
    publicUrl: t.config.publicUrl,
    now: () => new Date(),
  });

/** A creator with a paid Slide (one sneak peek, one hidden photo) and a paid Snap; people around them. */
async function scene() {
  const creator = await member(t, { pageName: 'Creator', bio: 'My photos' });
  const slide = await createSlide(creator, 2, { price_id: 4, caption: 'Set' });
  const [peek, hidden] = slide.images as { id: string }[];
  await creator.browser.put(`/v1/user/content/images/collection/update/${slide.id}/image`, {
    images: [{ id: peek!.id, is_payable: 0, is_preview: 1 }, { id: hidden!.id }],
  });
  const snap = await createSnap(creator, { price_id: 4 });
  const follower = await member(t);
  await follower.browser.post('/v1/user/follow', { username: creator.page_url });
  const otherBuyer = await member(t);
  await buyPost(t, otherBuyer, snap);
  const buyer = await member(t);
  await buyPost(t, buyer, slide);
  const [row] = await t.db.select().from(photos).where(eq(photos.id, hidden!.id));
  const original = (await t.storage.read(row!.originalKey, 'private'))!;
  const wh500 = (await t.storage.read(row!.wh500Key, 'private'))!;
  const wh500Webp = (await t.storage.read(row!.wh500WebpKey!, 'private'))!;
  return {
    creator,
    slide,
    snap,
    follower,
    otherBuyer,
    buyer,
    hiddenId: hidden!.id,
    peekId: peek!.id,
    row: row!,
    original,
    wh500,
    wh500Webp,
  };
}

describe('the leak test: a hidden photo’s original reaches only its buyer and its creator', () => {
  it('walks every content endpoint and page as each kind of viewer', async () => {
    const s = await scene();
    const pageUrl = s.creator.page_url;
    const viewers: [string, Client, boolean][] = [
      ['visitor', client(t), false],
      ['follower', s.follower.browser, false],
      ['buyer of another post', s.otherBuyer.browser, false],
      ['buyer', s.buyer.browser, true],
      ['creator', s.creator.browser, true],
    ];
    const keys = [s.row.originalKey, s.row.wh500Key, s.row.wh500WebpKey!];
    const keyNames = keys.map((key) => path.basename(key, path.extname(key)));

    for (const [who, browser, entitled] of viewers) {
      const responses = [
        await browser.get(`/v1/profile/content/images/${pageUrl}`),
        await browser.get(`/v1/profile/content/images/collection/${pageUrl}/collection_id/${s.slide.id}`),
        await browser.get(`/v1/profile/content/images/${pageUrl}/image_id/${s.snap.id}`),
        await browser.get(`/v1/user/content/images/buyers/image_collection/${s.slide.id}`),
        await browser.get(`/v1/content/reactors?content_type=image_collection&content_id=${s.slide.id}`),
        await browser.get(`/${pageUrl}`),
        await browser.get(`/${pageUrl}/pixel-snap`),
      ];
      const text = responses.map((response) => response.body).join('\n');
      // no viewer ever sees where the files are kept
      for (const name of keyNames) expect(text, who).not.toContain(name);
      expect(text.includes(`/v1/media/photos/${s.hiddenId}/`), who).toBe(entitled);

      // every address a viewer was given, fetched with their session: the original's bytes only when entitled
      const served = [];
      for (const url of new Set(text.match(URLS) ?? [])) {
        const response = await browser.get(local(url.replace(/&amp;/g, '&')));
        if (response.statusCode === 200) served.push(response.rawPayload);
      }
      const gotOriginal = served.some((body) =>
        [s.original, s.wh500, s.wh500Webp].some((f) => body.equals(f)),
      );
      expect(gotOriginal, who).toBe(entitled);

      const slideView = responses[1]!.json().data;
      const hidden = slideView.images.find((image: { id: string }) => image.id === s.hiddenId);
      expect(hidden.is_locked, who).toBe(!entitled);
      if (!entitled) {
        expect(hidden.image_url).toBe(`http://localhost:3000/media/${s.row.previewKey}`);
        // the blurred preview is all there is: no WebP of the photo beside it
        expect(hidden.image_url_variants).toEqual({ WH500: hidden.image_url, WH500_WEBP: null });
        // the sneak peek is open to everyone
        expect(slideView.images.find((image: { id: string }) => image.id === s.peekId).is_locked).toBe(false);
      }
    }

    // and the files' own names are not served by /media/ at all
    for (const key of keys) {
      expect((await client(t).get(`/media/${key}`)).statusCode).toBe(404);
    }
  });
});

describe('signed photo addresses', () => {
  it('serve the bytes privately, uncached and unsniffable', async () => {
    const s = await scene();
    const view = (
      await s.buyer.browser.get(
        `/v1/profile/content/images/collection/${s.creator.page_url}/collection_id/${s.slide.id}`,
      )
    ).json().data;
    const hidden = view.images.find((image: { id: string }) => image.id === s.hiddenId);
    const original = await s.buyer.browser.get(local(hidden.image_url));
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-type']).toBe('image/jpeg');
    // the buyer's own copy of the original, marked for them (decision 0154): the same photo, not the same bytes
    expect(original.rawPayload.equals(s.original)).toBe(false);
    const [copy, stored] = await Promise.all([
      sharp(original.rawPayload).metadata(),
      sharp(s.original).metadata(),
    ]);
    expect([copy.width, copy.height]).toEqual([stored.width, stored.height]);
    const wh500 = await s.buyer.browser.get(local(hidden.image_url_variants.WH500));
    expect(wh500.rawPayload.equals(s.wh500)).toBe(true);
    const webp = await s.buyer.browser.get(local(hidden.image_url_variants.WH500_WEBP));
    expect(webp.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(webp.rawPayload.equals(s.wh500Webp)).toBe(true);
    // signed for the buyer alone, like the JPEG beside it
    expect(new URL(hidden.image_url_variants.WH500_WEBP).searchParams.get('viewer')).toBe(s.buyer.user.id);
    expect((await client(t).get(local(hidden.image_url_variants.WH500_WEBP))).statusCode).toBe(403);
  });

  it('refuse a borrowed address: another session, or none', async () => {
    const s = await scene();
    const view = (
      await s.buyer.browser.get(
        `/v1/profile/content/images/collection/${s.creator.page_url}/collection_id/${s.slide.id}`,
      )
    ).json().data;
    const url = local(view.images.find((image: { id: string }) => image.id === s.hiddenId).image_url);
    for (const browser of [client(t), s.follower.browser, s.otherBuyer.browser, s.creator.browser]) {
      const response = await browser.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        exception: 'ForbiddenException',
        message: 'This photo link is not valid.',
        message_key: 'photoLinkInvalid',
      });
    }
  });

  it('refuse an altered address: viewer, photo, variant, expiry or signature', async () => {
    const s = await scene();
    const good = new URL(
      signer().url({
        photoId: s.hiddenId,
        variant: 'original',
        viewer: s.buyer.user.id,
        file: s.row.originalKey,
      }),
    );
    expect((await s.buyer.browser.get(good.pathname + good.search)).statusCode).toBe(200);
    const altered = (change: (url: URL) => void) => {
      const url = new URL(good);
      change(url);
      return url.pathname + url.search;
    };
    const cases = [
      altered((u) => u.searchParams.set('viewer', s.follower.user.id)),
      altered((u) => u.searchParams.set('viewer', 'anyone')),
      altered((u) => (u.pathname = u.pathname.replace(s.hiddenId, s.peekId))),
      altered((u) => (u.pathname = u.pathname.replace('/original', '/wh500'))),
      altered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      altered((u) =>
        u.searchParams.set(
          'signature',
          u.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      ),
      altered((u) => u.searchParams.delete('signature')),
      altered((u) => u.searchParams.set('expires', 'soon')),
      // a person's address never passes for one with a version (anyone's)
      altered((u) => u.searchParams.set('version', 'AAAAAAAAAAAAAAAA')),
    ];
    for (const url of cases) {
      const viewerSession = url.includes(s.follower.user.id) ? s.follower.browser : s.buyer.browser;
      const response = await viewerSession.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().exception).toBe('ForbiddenException');
    }
    expect(
      (await s.buyer.browser.get(altered((u) => (u.pathname = u.pathname.replace('/original', '/full')))))
        .statusCode,
    ).toBe(404);
  });

  it('refuse an expired address', async () => {
    const s = await scene();
    const old = signer().url(
      { photoId: s.hiddenId, variant: 'original', viewer: s.buyer.user.id, file: s.row.originalKey },
      new Date(Date.now() - 2 * 3600_000),
    );
    const response = await s.buyer.browser.get(local(old));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This photo link has expired. Reload the page to see the photo.');
  });

  it('check access again when used: a correctly signed address opens nothing the viewer may not open', async () => {
    const s = await scene();
    const forFollower = signer().url({
      photoId: s.hiddenId,
      variant: 'original',
      viewer: s.follower.user.id,
      file: s.row.originalKey,
    });
    expect((await s.follower.browser.get(local(forFollower))).statusCode).toBe(404);
    const forAnyone = signer().url({
      photoId: s.hiddenId,
      variant: 'original',
      viewer: 'anyone',
      file: s.row.originalKey,
    });
    expect((await client(t).get(local(forAnyone))).statusCode).toBe(404);

    // the sneak peek's address works for anyone, until the creator hides that photo too
    const view = (
      await client(t).get(
        `/v1/profile/content/images/collection/${s.creator.page_url}/collection_id/${s.slide.id}`,
      )
    ).json().data;
    const peekUrl = local(view.images.find((image: { id: string }) => image.id === s.peekId).image_url);
    expect(peekUrl).toContain('viewer=anyone');
    expect((await client(t).get(peekUrl)).statusCode).toBe(200);
    await s.creator.browser.put(`/v1/user/content/images/collection/update/${s.slide.id}/image`, {
      images: [{ id: s.peekId }, { id: s.hiddenId }],
    });
    expect((await client(t).get(peekUrl)).statusCode).toBe(404);
  });
});

describe('addresses of photos anyone may see (free posts, sneak peeks)', () => {
  const SHARED = 'public, max-age=604800, s-maxage=600, immutable';
  const devClock = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
  const snapPath = (who: Member, id: string) => `/v1/profile/content/images/${who.page_url}/image_id/${id}`;
  const slidePath = (who: Member, id: string) =>
    `/v1/profile/content/images/collection/${who.page_url}/collection_id/${id}`;
  const firstImage = async (browser: Client, page: string) => (await browser.get(page)).json().data.images[0];

  it('are the same on every page load, hours apart and for every viewer; a person’s still expire', async () => {
    const s = await scene();
    const free = await createSnap(s.creator, { price_id: 1 });
    const load = async (browser: Client) => ({
      free: await firstImage(browser, snapPath(s.creator, free.id)),
      slide: (await browser.get(slidePath(s.creator, s.slide.id))).json().data.images as { id: string }[],
    });
    const peekOf = (images: { id: string }[]) => images.find((image) => image.id === s.peekId);
    const hiddenOf = (images: { id: string }[]) => images.find((image) => image.id === s.hiddenId);
    const before = await load(s.buyer.browser);
    const address = new URL(before.free.image_url);
    expect(address.searchParams.get('viewer')).toBe('anyone');
    expect(address.searchParams.has('expires')).toBe(false);
    expect(address.searchParams.get('version')).toMatch(/^[\w-]{16}$/);

    await devClock({ advance_seconds: 2 * 3600 });
    try {
      const after = await load(s.buyer.browser);
      expect(after.free.image_url).toBe(before.free.image_url);
      expect(after.free.image_url_variants).toEqual(before.free.image_url_variants);
      expect(peekOf(after.slide)).toEqual(peekOf(before.slide));
      // the buyer's own address of the hidden photo moved on with its expiry
      expect(hiddenOf(after.slide)).not.toEqual(hiddenOf(before.slide));
      expect((await client(t).get(local(before.free.image_url))).statusCode).toBe(200);
      // one address for everyone, so one cached copy serves them all
      for (const browser of [client(t), s.follower.browser, s.creator.browser]) {
        expect(await firstImage(browser, snapPath(s.creator, free.id))).toEqual(after.free);
      }
    } finally {
      await devClock({ reset: true });
    }
  });

  it('refuse an altered address: photo, variant, version, viewer, or an expiry added or swapped in', async () => {
    const s = await scene();
    const [first, second] = (await createSlide(s.creator, 2, { price_id: 1 })).images as {
      id: string;
      image_url: string;
      image_url_variants: { WH500: string };
    }[];
    const good = new URL(first!.image_url);
    expect((await client(t).get(good.pathname + good.search)).statusCode).toBe(200);
    const altered = (change: (url: URL) => void) => {
      const url = new URL(good);
      change(url);
      return url.pathname + url.search;
    };
    const otherVersion = new URL(first!.image_url_variants.WH500).searchParams.get('version')!;
    const cases = [
      altered((u) => (u.pathname = u.pathname.replace(first!.id, second!.id))),
      altered((u) => (u.pathname = u.pathname.replace('/original', '/wh500'))),
      altered((u) => u.searchParams.set('version', otherVersion)),
      altered((u) => u.searchParams.set('version', 'short')),
      altered((u) => u.searchParams.set('viewer', s.follower.user.id)),
      altered((u) => u.searchParams.set('expires', '9999999999')),
      altered((u) => u.searchParams.delete('version')),
      altered((u) => {
        u.searchParams.delete('version');
        u.searchParams.set('expires', '9999999999');
      }),
    ];
    for (const url of cases) {
      const response = await s.follower.browser.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message, url).toBe('This photo link is not valid.');
    }
  });

  it('are kept by browsers for a week and by shared caches ten minutes, and answer 304 to a copy held', async () => {
    const s = await scene();
    const free = await createSnap(s.creator, { price_id: 1 });
    const image = await firstImage(client(t), snapPath(s.creator, free.id));
    const [row] = await t.db.select().from(photos).where(eq(photos.id, image.id));
    for (const [url, key] of [
      [image.image_url, row!.originalKey],
      [image.image_url_variants.WH500, row!.wh500Key],
      [image.image_url_variants.WH500_WEBP, row!.wh500WebpKey!],
    ] as const) {
      // a session changes nothing: the same bytes, headers and no cookie for a shared cache to keep
      for (const browser of [client(t), s.follower.browser]) {
        const response = await browser.get(local(url));
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          'cache-control': SHARED,
          'x-content-type-options': 'nosniff',
          'content-type': key.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.headers.etag).toMatch(/^"[\w-]{16}"$/);
        expect(response.rawPayload.equals((await t.storage.read(key, 'private'))!)).toBe(true);
        for (const held of [
          response.headers.etag!,
          `W/${response.headers.etag}`,
          `"x", ${response.headers.etag}`,
        ]) {
          const again = await browser.get(local(url), { 'if-none-match': held });
          expect(again.statusCode).toBe(304);
          expect(again.rawPayload.length).toBe(0);
          expect(again.headers).toMatchObject({ 'cache-control': SHARED, etag: response.headers.etag });
        }
        expect((await browser.get(local(url), { 'if-none-match': '"other"' })).statusCode).toBe(200);
      }
    }
  });

  it('change when the photo’s file does, and the old address opens nothing', async () => {
    const s = await scene();
    const slide = await createSlide(s.creator, 2, { price_id: 1 });
    const [kept, replaced] = slide.images as { id: string; image_url: string }[];
    // a photo replaced in the Slide: a new photo, a new address
    const upload = await uploadImage(s.creator);
    const edited = await s.creator.browser.put(
      `/v1/user/content/images/collection/update/${slide.id}/image`,
      { images: [{ id: kept!.id }, { url: upload }] },
    );
    expect(edited.statusCode).toBe(200);
    const fresh = edited.json().data.images[1];
    expect(fresh.image_url).not.toBe(replaced!.image_url);
    expect((await client(t).get(local(fresh.image_url))).statusCode).toBe(200);
    expect((await client(t).get(local(replaced!.image_url))).statusCode).toBe(404);

    // the same photo with a new file behind it (a re-encoded WH500, say)
    const before = await firstImage(s.follower.browser, slidePath(s.creator, slide.id));
    const [row] = await t.db.select().from(photos).where(eq(photos.id, kept!.id));
    const newKey = row!.wh500Key.replace(/[^/]+$/, `${randomUUID()}.jpg`);
    await t.storage.put(newKey, s.wh500, 'image/jpeg', 'private');
    await t.db.update(photos).set({ wh500Key: newKey }).where(eq(photos.id, kept!.id));
    const after = await firstImage(s.follower.browser, slidePath(s.creator, slide.id));
    expect(after.image_url).toBe(before.image_url);
    expect(after.image_url_variants.WH500).not.toBe(before.image_url_variants.WH500);
    const served = await client(t).get(local(after.image_url_variants.WH500));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(s.wh500)).toBe(true);
    const old = await client(t).get(local(before.image_url_variants.WH500));
    expect(old.statusCode).toBe(404);
  });

  it('stop being served once the post is made paid, hidden or deleted, even to a cache holding a copy', async () => {
    const s = await scene();
    const changes: [string, (id: string) => Promise<{ statusCode: number }>][] = [
      ['paid', (id) => s.creator.browser.put(`/v1/user/content/images/update/${id}`, { price_id: 4 })],
      ['hidden', (id) => s.creator.browser.put(`/v1/user/content/images/update/${id}`, { is_published: 0 })],
      ['deleted', (id) => s.creator.browser.delete(`/v1/user/content/images/delete/${id}`)],
    ];
    for (const [change, make] of changes) {
      const free = await createSnap(s.creator, { price_id: 1 });
      const image = await firstImage(client(t), snapPath(s.creator, free.id));
      const urls = [image.image_url, image.image_url_variants.WH500, image.image_url_variants.WH500_WEBP];
      const etags = [];
      for (const url of urls) {
        const response = await client(t).get(local(url));
        expect(response.statusCode, change).toBe(200);
        etags.push(response.headers.etag!);
      }
      expect((await make(free.id)).statusCode, change).toBe(200);
      for (const [i, url] of urls.entries()) {
        expect((await client(t).get(local(url))).statusCode, change).toBe(404);
        expect((await client(t).get(local(url), { 'if-none-match': etags[i]! })).statusCode, change).toBe(
          404,
        );
      }
    }
  });

  it('are not counted per address (a carrier-grade NAT): 1,200 from one address within a minute all open', async () => {
    const s = await scene();
    const image = await firstImage(client(t), slidePath(s.creator, s.slide.id));
    expect(image.id).toBe(s.peekId);
    const behindNat = client(t, { ip: '198.51.100.20' });
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 12; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => behindNat.get(local(image.image_url_variants.WH500))),
      );
      for (const { statusCode } of responses) statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1200 });
  });

  it('leave a person’s addresses counted per account: two people behind one address each have their own 600', async () => {
    const s = await scene();
    const view = (await s.buyer.browser.get(slidePath(s.creator, s.slide.id))).json().data;
    const own = local(
      view.images.find((image: { id: string }) => image.id === s.hiddenId).image_url_variants.WH500,
    );
    const creatorView = (await s.creator.browser.get(slidePath(s.creator, s.slide.id))).json().data;
    const creatorOwn = local(
      creatorView.images.find((image: { id: string }) => image.id === s.hiddenId).image_url_variants.WH500,
    );
    s.buyer.browser.state.ip = '198.51.100.21';
    s.creator.browser.state.ip = '198.51.100.21';
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const responses = await Promise.all(Array.from({ length: 100 }, () => s.buyer.browser.get(own)));
      statuses.push(...responses.map((response) => response.statusCode));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await s.buyer.browser.get(own)).statusCode).toBe(429);
    expect((await s.creator.browser.get(creatorOwn)).statusCode).toBe(200);
  });
});

describe('a member who is blocked', () => {
  it('keeps what they bought (decision 0028), and sees nothing else of the creator', async () => {
    const s = await scene();
    const view = (
      await s.buyer.browser.get(
        `/v1/profile/content/images/collection/${s.creator.page_url}/collection_id/${s.slide.id}`,
      )
    ).json().data;
    const url = local(view.images.find((image: { id: string }) => image.id === s.hiddenId).image_url);
    await s.creator.browser.post('/v1/user/block', { username: (s.buyer as Member).page_url });
    expect((await s.buyer.browser.get(url)).statusCode).toBe(200);
    expect(
      (await s.buyer.browser.get(`/v1/profile/content/images/${s.creator.page_url}/image_id/${s.snap.id}`))
        .statusCode,
    ).toBe(404);
    expect((await s.buyer.browser.get(`/v1/profile/${s.creator.page_url}`)).statusCode).toBe(404);
  });
});
