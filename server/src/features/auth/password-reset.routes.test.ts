import { describe, expect, it } from 'vitest';
import { client, signedInUser } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function resetTokenFor(app: TestApp, email: string) {
  const mail = (await app.outbox()).find((m) => m.to === email && m.subject === 'Reset your PIXEL password');
  const match = mail?.body.match(/http:\/\/localhost:3000\/auth\/forgot-password\?token=([\w-]+)/);
  return match?.[1];
}

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const user = await signedInUser(t);
    const known = await client(t).post('/v1/auth/password/forgot', { email: user.email });
    const unknown = await client(t).post('/v1/auth/password/forgot', { email: 'ghost@example.ph' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await resetTokenFor(t, user.email)).toBeDefined();
    expect((await t.outbox()).some((m) => m.to === 'ghost@example.ph')).toBe(false);
  });

  it('sets the new password, signs out every session, and works only once', async () => {
    const user = await signedInUser(t);
    await client(t).post('/v1/auth/password/forgot', { email: user.email });
    const token = (await resetTokenFor(t, user.email))!;

    const reset = await client(t).post('/v1/auth/password/reset', {
      token,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await user.browser.get('/v1/user/profile')).statusCode).toBe(401);

    const oldLogin = await client(t).post('/v1/auth/login', { email: user.email, password: user.password });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await client(t).post('/v1/auth/login', {
      email: user.email,
      password: 'a brand new password',
    });
    expect(newLogin.json().data.user.status).toBe('active');

    const again = await client(t).post('/v1/auth/password/reset', {
      token,
      password: 'yet another password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
  });

  it('refuses a short new password without using up the token', async () => {
    const user = await signedInUser(t);
    await client(t).post('/v1/auth/password/forgot', { email: user.email });
    const token = (await resetTokenFor(t, user.email))!;
    const short = await client(t).post('/v1/auth/password/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['The password must be at least 8 characters.']);
    const good = await client(t).post('/v1/auth/password/reset', { token, password: 'long enough now' });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a made-up token and a missing one', async () => {
    const forged = await client(t).post('/v1/auth/password/reset', {
      token: 'made-up',
      password: 'whatever123',
    });
    expect(forged.statusCode).toBe(422);
    const missing = await client(t).post('/v1/auth/password/reset', { password: 'whatever123' });
    expect(missing.json().errors.token).toEqual(['The token field is required.']);
  });
});
