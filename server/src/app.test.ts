import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appPages, creatorPages } from '@pixel/contract';
import { client, member, newAccount, staffMember } from './test/builders.ts';
import { productionEnv, useTestApp } from './test/test-app.ts';

describe('the server in development', () => {
  const t = useTestApp();

  it('sends security headers and a request id on every answer', async () => {
    // a route's answer, an unknown call's, and a page the not-found handler draws
    for (const url of ['/v1/site/config', '/v1/nothing-here', '/auth/login']) {
      const response = await client(t).get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('answers the health check with what a machine needs and nothing else', async () => {
    const response = await client(t).get('/v1/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it("keeps a signed-in person's answers out of every cache, so none is shown again after signing out", async () => {
    const creator = await member(t);
    const profile = await creator.browser.get('/v1/user/profile');
    expect(profile.json().data.email).toBe(creator.user.email);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    const refused = await client(t).get('/v1/user/profile');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an unknown API route with a 404 in the error shape', async () => {
    const response = await client(t).get('/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      exception: 'NotFoundException',
      message: 'No route for GET /v1/nothing-here.',
      message_key: 'noRoute',
    });
  });

  it('refuses a state-changing call from another site', async () => {
    const response = await client(t).post(
      '/v1/auth/login',
      { email: 'a@b.ph', password: 'x' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().exception).toBe('ForbiddenException');
    const fetchSite = await client(t).post('/v1/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const sameSite = await client(t).post(
      '/v1/auth/login',
      { email: 'a@b.ph', password: 'x' },
      {
        origin: 'http://localhost:3000',
      },
    );
    expect(sameSite.statusCode).toBe(422);
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const response = await client(t).get('/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/auth/register', '/v1/auth/login', '/v1/user/profile']),
    );
    const register = doc.paths['/v1/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['email', 'password', 'page_url']));
    // compressed once: a browser gets brotli of the same document, the same bytes each time
    const brotli = await client(t).get('/v1/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(doc);
    const again = await client(t).get('/v1/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
  });

  it('lists sent mail in the development outbox, newest first, as JSON and HTML', async () => {
    const first = newAccount();
    const second = newAccount();
    await client(t).post('/v1/auth/register', first);
    await client(t).post('/v1/auth/register', second);
    await t.outbox(); // the queued mail is delivered (to the outbox) first
    const json = (await client(t, { ip: '127.0.0.1' }).get('/dev/outbox.json')).json().data;
    expect(json[0]).toMatchObject({
      channel: 'mail',
      to: second.email,
      subject: 'Verify your email address',
    });
    expect(json[1].to).toBe(first.email);
    expect(Object.keys(json[0]).sort()).toEqual(['body', 'channel', 'created_at', 'id', 'subject', 'to']);
    const html = await client(t, { ip: '127.0.0.1' }).get('/dev/outbox');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(second.email);
    expect(html.body).toMatch(/<a href="http:\/\/localhost:3000\/auth\/login\?verification_code=/);
  });

  it('shows the development outbox to this machine only', async () => {
    expect((await client(t, { ip: '203.0.113.5' }).get('/dev/outbox.json')).statusCode).toBe(404);
    expect((await client(t, { ip: '203.0.113.5' }).get('/dev/outbox')).statusCode).toBe(404);
    expect((await client(t, { ip: '::1' }).get('/dev/outbox.json')).statusCode).toBe(200);
  });
});

describe('the server in production', () => {
  const t = useTestApp({ env: productionEnv });

  it('hides the development outbox, the development clock and the sandbox provider', async () => {
    expect((await client(t).get('/dev/outbox.json')).statusCode).toBe(404);
    expect((await client(t).post('/dev/clock', { advance_seconds: 60 })).statusCode).toBe(404);
    expect((await client(t).post('/dev/jobs/run')).statusCode).toBe(404);
    expect(
      (await client(t).get('/sandbox/oauth/authorize?state=a&redirect_uri=https://pixel.example/x'))
        .statusCode,
    ).toBe(404);
  });

  it('marks the session cookie Secure', async () => {
    const account = newAccount();
    const browser = client(t);
    await browser.post('/v1/auth/register', account, { origin: 'https://pixel.example' });
    const mail = (await t.outbox()).find((m) => m.to === account.email)!;
    const code = mail.body.match(/verification_code=([\w-]+)/)![1];
    expect(mail.body).toContain('https://pixel.example/auth/login?verification_code=');
    const login = await browser.post('/v1/auth/login', {
      ...account,
      page_url: undefined,
      authorization_code: code,
    });
    expect(login.cookies.find((c) => c.name === 'pixel_session')?.secure).toBe(true);
  });
});

describe('serving the web app', async () => {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root">PIXEL app</div>');
  await fs.writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  const t = useTestApp({ env: { WEB_DIST_DIR: dist, LOG_LEVEL: 'error' } });

  // each page of the web app's route table, its own segments filled in
  const addressOf = (page: string, pageUrl = 'nobody_here') =>
    page
      .replace(':pageUrl', pageUrl)
      .replace(':tag', 'art')
      .replace(/:\w+/g, () => crypto.randomUUID());
  const staffPage = (page: string) => page.startsWith('/admin');

  it.each([
    ...appPages.filter((page) => !staffPage(page)).map((page) => addressOf(page)),
    '/auth/login?verification_code=abc',
  ])('answers the page %s with the app', async (url) => {
    const response = await client(t).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('PIXEL app');
  });

  it("answers every page of a creator's with the app", async () => {
    const creator = await member(t);
    for (const page of creatorPages) {
      const response = await client(t).get(addressOf(page, creator.page_url));
      expect(response.statusCode, page).toBe(200);
    }
  });

  it.each([
    '/dashboard/nothing-here',
    '/auth/nothing-here',
    '/legal/nothing-here',
    '/memberships/pay',
    '/some_creator',
    '/some_creator/nothing-here',
    '/a/b/c/d',
  ])(
    'answers the address %s, which is no page, with 404 and the app (its Page Not Found screen)',
    async (url) => {
      const response = await client(t).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('PIXEL app');
    },
  );

  it('answers the staff pages with 403 but to staff signed in with a second step, the app either way', async () => {
    const someone = await member(t);
    const withoutSecondStep = await staffMember(t, 'support', { secondFactor: false });
    const support = await staffMember(t, 'support');
    for (const url of appPages.filter(staffPage).map((page) => addressOf(page))) {
      for (const browser of [client(t), someone.browser, withoutSecondStep.browser]) {
        const refused = await browser.get(url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.body).toContain('PIXEL app');
      }
      const answered = await support.browser.get(url);
      expect(answered.statusCode, url).toBe(200);
      expect(answered.body).toContain('PIXEL app');
    }
  });

  it('serves built assets with a long cache life', async () => {
    const response = await client(t).get('/assets/app-123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset with the app', async () => {
    expect((await client(t).get('/assets/missing.js')).statusCode).toBe(404);
  });
});
