import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.ts';
import {
  client,
  joinTier,
  member,
  multipartFile,
  newTier,
  payCheckout,
  sampleImage,
  signedInUser,
  staffMember,
  startGift,
  type Member,
} from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head><title>PIXEL</title>
    <script type="module" crossorigin src="/assets/index-3c4d.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-5e6f.js">
    <link rel="modulepreload" crossorigin href="/assets/app-7a8b.js" data-app-start>
    <link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">
    <link rel="stylesheet" crossorigin href="/assets/index-9e0f.css">
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-5a6b.woff2"></head>
  <body><div id="root"></div></body>
</html>`,
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

/** What the app reads before its first draw: the script element's JSON, as a browser would parse it. */
function pageData(html: string) {
  const match = /<script id="pixel-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('the first response of a creator page', () => {
  it("carries the profile the API answers, and draws the page's header before any script runs", async () => {
    const creator = await member(t, { pageName: 'Ana Reyes', bio: 'Paints\nthe sea' });
    const { payload, headers } = multipartFile(await sampleImage());
    await creator.browser.post('/v1/user/profile/cover', payload, headers);

    const response = await client(t).get(`/${creator.page_url}/my-goals`);
    expect(response.statusCode).toBe(200);
    // the visitors' page: a CDN may keep it as long as the server does (PUBLIC_CACHE_SECONDS)
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const api = (await client(t).get(`/v1/profile/${creator.page_url}`)).json().data;
    expect(pageData(response.body)).toEqual({ profile: api, user: null });

    const root = /<div id="root">([\s\S]*?)<\/div><script id="pixel-data"/.exec(response.body)![1]!;
    expect(root).toContain('<h1 class="pxs-name">Ana Reyes</h1>');
    // the cover's versions, as the app offers them: the browser fetches one file for both
    const v = api.cover_variants;
    expect(root).toContain(
      `<picture><source type="image/webp" srcset="${v.W640_WEBP} 640w, ${v.W1280_WEBP} 1280w" sizes="100vw">` +
        `<img class="pxs-cover" src="${api.cover_photo}" srcset="${v.W640} 640w, ${v.W1280} 1280w, ${api.cover_photo} 1500w" sizes="100vw" alt="" fetchpriority="high" elementtiming="cover"></picture>`,
    );
    // a tap on a button before the app runs is kept by the app's entry and repeated (web/src/lib/early-taps.ts)
    expect(root).toContain('<span class="pxs-btn pxs-pri" data-tap="support">Support Me</span>');
    expect(root).toMatch(/<span class="pxs-btn pxs-def" data-tap="share"><svg[^]*?<\/svg>Share<\/span>/);
    expect(root).toContain('<span class="pxs-btn pxs-out" data-tap="follow">Follow</span>');
    expect(root).toContain('<b>0</b> <span class="pxs-dim">Supporters</span>');
    expect(root).toContain('Log in');
    // the shell's own styles come with it: it paints before the app's stylesheet has any say
    expect(response.body).toMatch(/<style>[^<]*\.pxs-cover\{/);
  });

  it('knows who looks: the signed-in user, and the profile as they see it', async () => {
    const creator = await member(t, { pageName: 'Lito' });
    const fan = await member(t);
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });

    const page = await fan.browser.get(`/${creator.page_url}`);
    // the page carries who looks: no shared cache may keep it
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const html = page.body;
    const data = pageData(html);
    expect(data.user).toEqual((await fan.browser.get('/v1/auth/session')).json().data);
    expect(data.profile).toEqual((await fan.browser.get(`/v1/profile/${creator.page_url}`)).json().data);
    expect(data.profile.is_following).toBe(true);
    expect(html).toContain('Following');
    expect(html).toContain('>Dashboard</a>');
    expect(html).not.toContain('Log in');

    // the owner sees no Follow button on their own page, and no Support Me: no gift to oneself
    const own = await creator.browser.get(`/${creator.page_url}`);
    expect(pageData(own.body).profile.is_owner).toBe(true);
    expect(own.body).not.toMatch(/>Follow(ing)?</);
    expect(own.body).toContain('Share</span>');
    expect(own.body).not.toContain('Support Me');
  });

  it('reads who looks with the page as every call reads its session: suspended, signed out or idle staff look in as visitors', async () => {
    const devClock = () => client(t, { ip: '127.0.0.1' });
    const at = new Date((await devClock().get('/dev/clock')).json().data.now as string);
    const creator = await member(t, { pageName: 'Nena' });
    const fan = await member(t);
    const other = await member(t);
    const staff = await staffMember(t, 'support', { at });
    for (const who of [fan, other, staff])
      await who.browser.post('/v1/user/follow', { username: creator.page_url });
    const seenAs = async (who: Member, tab = '') => {
      const data = pageData((await who.browser.get(`/${creator.page_url}${tab}`)).body);
      return { user: data.user?.email ?? null, following: data.profile.is_following as boolean };
    };
    try {
      for (const who of [fan, other, staff]) {
        for (const tab of ['', '/my-goals'])
          expect(await seenAs(who, tab)).toEqual({ user: who.user.email, following: true });
      }

      // half an hour on: the staff member's session has ended, on the page as on any call; the others' last
      // seen moves on with the page
      await devClock().post('/dev/clock', { advance_seconds: 31 * 60 });
      expect(await seenAs(staff)).toEqual({ user: null, following: false });
      expect((await staff.browser.get('/v1/user/profile')).statusCode).toBe(401);
      expect(await seenAs(fan, '/my-goals')).toEqual({ user: fan.user.email, following: true });
      const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, fan.user.id));
      expect(session!.lastSeenAt.getTime()).toBeGreaterThan(at.getTime() + 30 * 60_000);

      // a suspended account, and one that signed out, look in as visitors
      await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, fan.user.id));
      await other.browser.post('/v1/auth/logout');
      for (const who of [fan, other]) {
        for (const tab of ['', '/my-goals'])
          expect(await seenAs(who, tab)).toEqual({ user: null, following: false });
      }
    } finally {
      await devClock().post('/dev/clock', { reset: true });
    }
  });

  it('carries the first ten gifts on the Home tab, as the API answers each viewer, and none on other tabs', async () => {
    const creator = await member(t);
    for (let i = 1; i <= 11; i++) {
      const gift = await startGift(t, creator.page_url, {
        amount: String(20 + i),
        supporter_message: `Gift ${i}`,
      });
      await payCheckout(t, gift.checkoutPath);
    }
    const newest = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data[0];
    await creator.browser.post('/v1/user/donations/hide', { id: newest.id, is_hidden: 1 });

    for (const url of [`/${creator.page_url}`, `/${creator.page_url}/home`]) {
      const data = pageData((await client(t).get(url)).body);
      const api = (await client(t).get(`/v1/profile/${creator.page_url}/gifts?per_page=10`)).json();
      expect(data.gifts, url).toEqual(api);
      expect(data.gifts.data, url).toHaveLength(10);
      expect(data.gifts.data.map((gift: { id: string }) => gift.id)).not.toContain(newest.id);
      expect(data.gifts.meta, url).toMatchObject({ current_page: 1, last_page: 1, total: 10 });
    }
    // the owner's own page lists the gift they hid, as the API answers them
    const own = pageData((await creator.browser.get(`/${creator.page_url}`)).body);
    expect(own.gifts.data[0]).toMatchObject({ id: newest.id, is_hidden: true });
    expect(own.gifts.meta).toMatchObject({ last_page: 2, total: 11 });

    // the other tabs list no gifts: the page does not ask the database for them
    for (const tab of ['my-goals', 'question-and-answer', 'pixel-snap', 'pixel-bloc'])
      expect(pageData((await client(t).get(`/${creator.page_url}/${tab}`)).body)).not.toHaveProperty('gifts');
  });

  it("carries each supporter on the wall as the API names them: members' tiers while they run, anonymous, former", async () => {
    const clock = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    await joinTier(t, fan, await newTier(creator, { name: 'Sketch Club', price: '100' }));
    const former = await signedInUser(t);
    for (const [body, browser] of [
      [{ supporter_message: 'named' }, fan.browser],
      [{ is_anonymous: 1 }, fan.browser],
      [{ supporter_name: 'Juan' }, client(t)],
      [{ supporter_message: 'bye' }, former.browser],
    ] as const) {
      await payCheckout(t, (await startGift(t, creator.page_url, body, browser)).checkoutPath);
    }
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.email, former.email));
    t.app.publicCache.drop([creator.page_url]);

    const firstPaintIs = async (wall: string[]) => {
      for (const viewer of [client(t), fan.browser, creator.browser]) {
        const data = pageData((await viewer.get(`/${creator.page_url}`)).body);
        const api = (await viewer.get(`/v1/profile/${creator.page_url}/gifts?per_page=10`)).json();
        expect(data.gifts).toEqual(api);
        const names = data.gifts.data.map(
          (gift: { supporter_name: string; member_tier: { name: string } | null }) =>
            `${gift.supporter_name}${gift.member_tier ? ` (${gift.member_tier.name})` : ''}`,
        );
        expect(names).toEqual(wall);
      }
    };
    try {
      await firstPaintIs([
        'Former member',
        'Juan',
        'Anonymous',
        `${fan.user.profile.page_name} (Sketch Club)`,
      ]);
      // a month and a few days on, by the clock: the membership has lapsed, and its mark is gone
      await clock({ advance_seconds: 35 * 86_400 });
      t.app.publicCache.drop([creator.page_url]);
      await firstPaintIs(['Former member', 'Juan', 'Anonymous', fan.user.profile.page_name as string]);
    } finally {
      await clock({ reset: true });
    }
  });

  it('keeps whatever a creator writes as text: no name or bio can end the script or add markup', async () => {
    const creator = await member(t, {
      pageName: '</script><script>alert(1)</script>',
      bio: '<img src=x onerror=alert(1)> \u2028 <!-- $& -->',
    });
    const html = (await client(t).get(`/${creator.page_url}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = pageData(html);
    expect(data.profile.page_name).toBe('</script><script>alert(1)</script>');
    expect(data.profile.bio).toBe('<img src=x onerror=alert(1)> \u2028 <!-- $& -->');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is made once for signed-out visitors, compressed once, and made again when the page changes', async () => {
    const creator = await member(t, { pageName: 'Ana Reyes', bio: 'Old bio' });
    const visitor = client(t);
    const url = `/${creator.page_url}`;
    const first = await visitor.get(url);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await visitor.get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const br = await visitor.get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);

    // someone signed in is never sent the visitors' copy
    const fan = await member(t);
    const theirs = await fan.browser.get(url);
    expect(theirs.headers['x-cache']).toBeUndefined();
    expect(pageData(theirs.body).user).toEqual((await fan.browser.get('/v1/auth/session')).json().data);

    // the creator's change and a paid gift each reach the next visitor at once
    await creator.browser.put('/v1/user/profile', { page_name: 'Ana Reyes', bio: 'New bio' });
    const changed = await visitor.get(url);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(pageData(changed.body).profile.bio).toBe('New bio');
    const { checkoutPath } = await startGift(t, creator.page_url, { supporter_message: 'Salamat po!' });
    await payCheckout(t, checkoutPath);
    const paid = await visitor.get(url);
    expect(paid.headers['x-cache']).toBe('miss');
    expect(paid.body).toContain('Salamat po!');
  });

  it('is not made for a page the viewer may not see: blocked, deactivated or unknown', async () => {
    const creator = await member(t);
    const fan = await member(t);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    const gone = await member(t, { status: 'inactive' });
    for (const [who, url] of [
      [fan.browser, `/${creator.page_url}`],
      [client(t), `/${gone.page_url}`],
      [client(t), '/nobody_here_at_all'],
    ] as const) {
      const response = await who.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(pageData(response.body), url).toBeNull();
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("holds the app's stylesheets and typeface back: the header paints with its own styles and the cover has the bandwidth", async () => {
    const creator = await member(t);
    const html = (await client(t).get(`/${creator.page_url}`)).body;
    // inside a template, a link is neither fetched nor applied until the app's entry adds it to the page
    for (const link of [
      '<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index-9e0f.css">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-5a6b.woff2">',
    ])
      expect(html).toContain(`<template data-app-styles>${link}</template>`);
    const outside = html.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(outside).not.toMatch(/index-1a2b\.css|index-9e0f\.css|\.woff2/);
    // any other page waits for them, as it has nothing to paint before the app runs
    const home = (await client(t).get('/')).body;
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/index-9e0f.css">');
    expect(home).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-5a6b.woff2">',
    );
    expect(home).not.toContain('<template');
  });

  it("leaves the bandwidth to the cover: the app's scripts are asked for once it has painted", async () => {
    const withCover = await member(t);
    const { payload, headers } = multipartFile(await sampleImage());
    await withCover.browser.post('/v1/user/profile/cover', payload, headers);
    const withoutCover = await member(t);

    const html = (await client(t).get(`/${withCover.page_url}`)).body;
    expect(html).not.toContain('/assets/app-7a8b.js');
    // the entry and what it imports itself still load with the page
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-3c4d.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/preload-5e6f.js">');
    // with nothing large to paint first, and on any other page, the scripts come at once
    for (const url of [`/${withoutCover.page_url}`, '/']) {
      const other = (await client(t).get(url)).body;
      expect(other, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/app-7a8b.js" data-app-start>',
      );
    }
  });
});
