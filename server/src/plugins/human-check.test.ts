import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newAccount } from '../test/builders.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// a local stand-in for Cloudflare's siteverify: passes the token 'human-token' and fails every other
let siteverify: Server;
let t: TestApp;
const seen: string[] = [];

beforeAll(async () => {
  siteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? '';
      seen.push(token);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: token === 'human-token', 'error-codes': [] }));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as { port: number };
  t = await buildTestApp({
    env: {
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: '0x4AAAAAAA-site',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => siteverify.close(resolve));
});

describe('with Turnstile on', () => {
  it('refuses sign-up and forgot password without a solved captcha, even with no token at all', async () => {
    const bot = client(t);
    const signUp = await bot.post('/v1/auth/register', newAccount());
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().message).toBe('Please confirm that you are human, then try again.');
    expect((await bot.post('/v1/auth/password/forgot', { email: 'someone@example.ph' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a token the verifier fails, and a forged pass', async () => {
    const bot = client(t);
    const failed = await bot.post('/v1/site/captcha/verify', { response_token: 'bot-token' });
    expect(failed.statusCode).toBe(422);
    expect(seen).toContain('bot-token');
    const forged = await bot.post('/v1/auth/register', newAccount(), {
      cookie: `pixel_human=human-pass:${Date.now() + 60_000}.forged-signature`,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('lets a person who solved the captcha sign up', async () => {
    const person = client(t);
    const solved = await person.post('/v1/site/captcha/verify', { response_token: 'human-token' });
    expect(solved.statusCode).toBe(200);
    const pass = solved.cookies.find((cookie) => cookie.name === 'pixel_human')!;
    expect(pass).toMatchObject({ httpOnly: true, path: '/' });
    const signUp = await person.post('/v1/auth/register', newAccount(), {
      cookie: `pixel_human=${pass.value}`,
    });
    expect(signUp.statusCode).toBe(201);
  });

  it('refuses a pass whose time was moved on, as its signature no longer matches', async () => {
    const person = client(t);
    const solved = await person.post('/v1/site/captcha/verify', { response_token: 'human-token' });
    const pass = solved.cookies.find((cookie) => cookie.name === 'pixel_human')!;
    const expires = /\d{13}/.exec(pass.value)![0];
    const extended = pass.value.replace(expires, String(Number(expires) + 24 * 3_600_000));
    const signUp = await person.post('/v1/auth/register', newAccount(), {
      cookie: `pixel_human=${extended}`,
    });
    expect(signUp.statusCode).toBe(403);
  });
});
