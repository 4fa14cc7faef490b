import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { client, member, multipartFile, sampleImage } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="PIXEL: receive gifts."
    />
    <title>PIXEL</title>
  </head>
  <body><div id="root">PIXEL app</div></body>
</html>`,
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

describe('link previews of a creator page', () => {
  it("carry the creator's name, bio, avatar and address", async () => {
    const creator = await member(t, {
      pageName: 'Ana "The Painter" <Reyes>',
      bio: 'Art & coffee costs $& and $1',
    });
    const { payload, headers } = multipartFile(await sampleImage());
    const avatar = (await creator.browser.post('/v1/user/profile/avatar', payload, headers)).json().data
      .avatar;

    const response = await client(t).get(`/${creator.page_url}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    // the page's own header is drawn in its place until the app runs (first-paint.routes.test.ts)
    expect(html).toContain('<div id="root"><div class="pxs"');
    expect(html).toContain('<title>Ana &quot;The Painter&quot; &lt;Reyes&gt; | PIXEL</title>');
    expect(html).not.toContain('<title>PIXEL</title>');
    expect(meta(html, 'og:title')).toEqual(['Ana &quot;The Painter&quot; &lt;Reyes&gt;']);
    expect(meta(html, 'og:description')).toEqual(['Art &amp; coffee costs $&amp; and $1']);
    expect(meta(html, 'description')).toEqual(['Art &amp; coffee costs $&amp; and $1']);
    expect(meta(html, 'og:image')).toEqual([`http://localhost:3000${avatar}`]);
    expect(meta(html, 'og:url')).toEqual([`http://localhost:3000/${creator.page_url}`]);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(html).not.toContain('PIXEL: receive gifts.');
  });

  it('are on the tabs of the page too, and fall back when there is no bio or avatar', async () => {
    const creator = await member(t, { pageName: 'Lito' });
    const html = (await client(t).get(`/${creator.page_url.toUpperCase()}/my-goals`)).body;
    expect(meta(html, 'og:title')).toEqual(['Lito']);
    expect(meta(html, 'og:description')).toEqual(['Support Lito on PIXEL.']);
    expect(meta(html, 'og:image')).toEqual([]);
    expect(meta(html, 'twitter:card')).toEqual(['summary']);
    expect(meta(html, 'og:url')).toEqual([`http://localhost:3000/${creator.page_url}`]);
  });

  it('are left out for unknown pages, other routes, deactivated creators and a blocked viewer', async () => {
    const creator = await member(t, { pageName: 'Hidden From You' });
    const fan = await member(t);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    const gone = await member(t, { status: 'inactive' });
    for (const [who, url, status] of [
      [client(t), '/nobody_here_at_all', 404],
      [client(t), '/dashboard/transactions/history', 200],
      [client(t), '/auth/login', 200],
      [client(t), `/${gone.page_url}`, 404],
      [fan.browser, `/${creator.page_url}`, 404],
    ] as const) {
      const response = await who.get(url);
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain('<title>PIXEL</title>');
      expect(meta(response.body, 'og:title')).toEqual([]);
    }
  });
});

describe('pages that do not exist', () => {
  it('answer 404 with the web app, which shows Page Not Found', async () => {
    const creator = await member(t);
    for (const url of [
      '/no/such/page',
      '/legal/nothing',
      '/dashboard/nowhere',
      `/${creator.page_url}/no-such-tab`,
      `/${creator.page_url}/pixel-bloc/one/two`,
      '/ab',
    ]) {
      const response = await client(t).get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">PIXEL app</div>');
    }
    for (const url of [
      '/',
      '/explore',
      '/auth/sign-up',
      '/dashboard',
      '/dashboard/supported',
      '/dashboard/referrals',
      '/dashboard/settings/webhooks',
      '/dashboard/settings/overlay',
      '/dashboard/e-payment/link?code=abc&state=def',
      '/legal/privacy-notice',
      `/${creator.page_url}/pixel-snap/image/abc`,
      `/${creator.page_url}/pixel-bloc/00000000-0000-4000-8000-000000000001`,
      `/${creator.page_url}/`,
    ]) {
      expect((await client(t).get(url)).statusCode, url).toBe(200);
    }
  });

  it('API addresses keep answering JSON 404s', async () => {
    const response = await client(t).get('/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().exception).toBe('NotFoundException');
  });
});

describe('robots.txt and the sitemap', () => {
  it('point search engines at the public creator pages and away from signed-in ones', async () => {
    const robots = await client(t).get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');

    const shown = await member(t);
    const gone = await member(t, { status: 'inactive' });
    const sitemap = await client(t).get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/${shown.page_url}</loc>`);
    expect(sitemap.body).not.toContain(`/${gone.page_url}<`);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
  });
});
