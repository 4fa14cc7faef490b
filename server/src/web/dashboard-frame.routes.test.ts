import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardFirstCalls } from '@pixel/contract';
import { client, fundWallet, member, type Member } from '../test/builders.ts';
import { readableText } from '../test/readable-text.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>PIXEL</title></head><body><div id="root"></div></body></html>',
);
// the build's dashboard.html: index.html with the dashboard's first screen's code preloaded
await fs.writeFile(
  path.join(dist, 'dashboard.html'),
  '<!doctype html><html lang="en"><head><title>PIXEL</title>' +
    '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1a2b.js">' +
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-Dx4k.woff2">' +
    '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-peso-wght-normal-j77g.woff2">' +
    '</head>' +
    '<body><div id="root"></div></body></html>',
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

/** What the app reads before its first draw: the script element's JSON, as a browser would parse it. */
function pageData(html: string) {
  const match = /<script id="pixel-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

/** A creator whose dashboard opens on the creator's tools: their page has a post on it (decision 0087). */
async function creatorWithAPost(values: Parameters<typeof member>[1] = {}) {
  const creator = await member(t, values);
  await creator.browser.post('/v1/user/bloc', { body: 'Hello' });
  return creator;
}

/** The text a person reads in the page's root element, before any script runs: its tags taken out. */
function firstScreen(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script id="pixel-data"/.exec(html)?.[1] ?? '';
  return readableText(root);
}

/** Each first call as the app makes it, for `who`: the API's own answer. */
async function apiAnswers(who: Member) {
  const entries = await Promise.all(
    dashboardFirstCalls.map(async (call) => {
      const answer = await who.browser.get(call.replace(':pageUrl', who.page_url));
      expect(answer.statusCode, call).toBe(200);
      return [call, answer.json()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("the dashboard's pages", () => {
  it('come with the frame drawn in the root element, so a slow phone shows the dashboard taking shape', async () => {
    for (const address of ['/dashboard', '/dashboard/transactions/history', '/dashboard/settings/profile']) {
      const page = await client(t).get(address, { 'accept-encoding': 'identity' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(
        /<div id="root"><div class="df" role="status">.*PIXEL.*Loading your dashboard…/,
      );
    }
  });

  it("leave every other page's root empty, and the hashtag pages visitors see in the site's frame", async () => {
    for (const address of [
      '/auth/login',
      '/dashboard/explore/hashtags/pixel',
      '/dashboards',
      '/legal/privacy-notice',
    ]) {
      const page = await client(t).get(address, { 'accept-encoding': 'identity' });
      expect(page.body, address).toContain('<div id="root"></div>');
    }
  });

  it("bring a creator's first screen as the API answers it to them, for nobody else to keep", async () => {
    const creator = await creatorWithAPost({ pageName: 'Ana Reyes' });
    const page = await creator.browser.get('/dashboard', { 'accept-encoding': 'identity' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // the first screen is drawn by the server, from those answers, before the app's code arrives
    expect(page.body).not.toContain('Loading your dashboard…');
    expect(firstScreen(page.body)).toBe(
      'PIXEL Dashboard Ana Reyes Available balance ₱0.00 Pending: ₱0.00 Withdraw Your page link ' +
        'Share it with your supporters so they can send you gifts and buy your photos. ' +
        `http://localhost:80/ ${creator.page_url} 0 Supporters 0 Followers Share Profile`,
    );
    // in the typeface the page preloads, which it waits for
    expect(page.body).toContain('src:url(/assets/inter-latin-wght-normal-Dx4k.woff2)');
    expect(page.body).toContain('src:url(/assets/inter-peso-wght-normal-j77g.woff2)');
    const session = (await creator.browser.get('/v1/auth/session')).json().data;
    expect(session.profile.page_name).toBe('Ana Reyes');
    expect(pageData(page.body)).toEqual({ user: session, answers: await apiAnswers(creator) });
    // with the code of the first screen asked for at once
    expect(page.body).toContain('href="/assets/dashboard-page-1a2b.js"');
  });

  it('bring each creator their own answers, in their own language', async () => {
    const ana = await creatorWithAPost({ pageName: 'Ana' });
    const lito = await creatorWithAPost({ pageName: 'Lito', language: 'fil' });
    await ana.browser.post('/v1/user/follow', { username: lito.page_url });

    const anas = pageData((await ana.browser.get('/dashboard', { 'accept-encoding': 'identity' })).body);
    const litos = (await lito.browser.get('/dashboard', { 'accept-encoding': 'identity' })).body;
    expect(anas.user.profile.page_name).toBe('Ana');
    expect(anas.answers['/v1/profile/:pageUrl'].data.page_url).toBe(ana.page_url);
    expect(pageData(litos).user.profile.page_name).toBe('Lito');
    expect(pageData(litos).answers).toEqual(await apiAnswers(lito));
    expect(pageData(litos).answers['/v1/profile/:pageUrl'].data.follower_count).toBe(1);
    // the account's language: the page, and its first screen
    expect(litos).toContain('<html lang="fil"');
    expect(firstScreen(litos)).toContain('Lito Available na balance ₱0.00 Pending: ₱0.00 I-withdraw');
    expect(firstScreen(litos)).toContain(
      `Ang link ng page mo I-share ito sa mga supporter mo para makapagpadala sila ng gift at makabili ng mga litrato mo. http://localhost:80/ ${lito.page_url} 0 Mga Supporter 1 Follower I-share ang Profile`,
    );
  });

  it('ask a creator holding more than ₱1,000.00 without two-factor sign-in to turn it on, until Not now', async () => {
    const creator = await creatorWithAPost({ pageName: 'Ana & "Lito"' });
    const first = async (cookie = '') => {
      const browser = cookie
        ? client(t, { cookie: `${creator.browser.state.cookie}; ${cookie}` })
        : creator.browser;
      return firstScreen((await browser.get('/dashboard', { 'accept-encoding': 'identity' })).body);
    };
    const request = 'Protect your earnings Your balance is over ₱1,000.00.';
    await fundWallet(t, creator.user.id, 100_000);
    // ₱1,000.00 is not over it
    expect(await first()).not.toContain(request);
    expect(await first()).toContain('Dashboard Ana & "Lito" Available balance ₱1,000.00');
    await fundWallet(t, creator.user.id, 1);
    expect(await first()).toContain(
      'Dashboard Ana & "Lito" Protect your earnings Your balance is over ₱1,000.00. Turn on two-factor sign-in, ' +
        'so a stolen password alone cannot reach your wallet or send your money elsewhere. ' +
        'Turn on two-factor sign-in Not now Available balance ₱1,000.01',
    );
    // put away on this browser for this account (the app's cookie); another account's does not count
    expect(await first(`pixel_2fa_later=${creator.user.id}`)).not.toContain(request);
    expect(await first('pixel_2fa_later=00000000-0000-4000-8000-000000000000')).toContain(request);
  });

  it('bring nothing to a visitor, an account whose page is still empty, or the other dashboard pages', async () => {
    const visitor = await client(t).get('/dashboard', { 'accept-encoding': 'identity' });
    const fan = await member(t);
    const empty = await fan.browser.get('/dashboard', { 'accept-encoding': 'identity' });
    const creator = await creatorWithAPost();
    const other = await creator.browser.get('/dashboard/transactions/history', {
      'accept-encoding': 'identity',
    });
    // a browser that kept the cookie of a session since ended
    const ended = client(t, { cookie: creator.browser.state.cookie });
    await creator.browser.post('/v1/auth/logout');
    const signedOut = await ended.get('/dashboard', { 'accept-encoding': 'identity' });
    for (const [who, page] of Object.entries({ visitor, empty, other, signedOut })) {
      expect(page.statusCode, who).toBe(200);
      expect(page.body, who).toContain('Loading your dashboard…');
      expect(page.body, who).not.toContain('class="pxd"');
      expect(pageData(page.body), who).toBeNull();
      expect(page.headers['cache-control'], who).toBe('no-cache');
      expect(page.body, who).not.toContain('dashboard-page-1a2b.js');
    }
    // the dashboard's own file is no address of its own
    expect((await client(t).get('/dashboard.html')).statusCode).toBe(404);
  });
});
