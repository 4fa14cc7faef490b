import { describe, expect, it } from 'vitest';
import { client, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** Another browser signs in to the account. */
async function signInElsewhere(account: { email: string; password: string }) {
  const browser = client(t);
  const login = await browser.post('/v1/auth/login', { email: account.email, password: account.password });
  expect(login.statusCode).toBe(200);
  return browser;
}

const sessionsOf = async (browser: ReturnType<typeof client>) =>
  (await browser.get('/v1/user/sessions')).json().data as unknown[];

describe('POST /v1/user/password', () => {
  it('changes the password, ends every other session, keeps this one, and tells the owner', async () => {
    const owner = await signedInUser(t);
    const phone = await signInElsewhere(owner);

    const changed = await owner.browser.post('/v1/user/password', {
      current_password: owner.password,
      password: 'a fresh new password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.message).toBe(
      'Your password has been changed. Every other session has been signed out.',
    );
    expect((await phone.get('/v1/user/profile')).statusCode).toBe(401);
    expect((await owner.browser.get('/v1/user/profile')).statusCode).toBe(200);
    expect(await sessionsOf(owner.browser)).toHaveLength(1);
    const mails = await t.outbox();
    expect(
      mails.filter((m) => m.to === owner.email && m.subject === 'Your PIXEL password was changed'),
    ).toHaveLength(1);

    const old = await client(t).post('/v1/auth/login', { email: owner.email, password: owner.password });
    expect(old.statusCode).toBe(422);
    const fresh = await client(t).post('/v1/auth/login', {
      email: owner.email,
      password: 'a fresh new password',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one, and changes nothing', async () => {
    const owner = await signedInUser(t);
    const phone = await signInElsewhere(owner);

    const wrong = await owner.browser.post('/v1/user/password', {
      current_password: 'not my password',
      password: 'a fresh new password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });

    const short = await owner.browser.post('/v1/user/password', {
      current_password: owner.password,
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['The password must be at least 8 characters.']);

    const missing = await owner.browser.post('/v1/user/password', {});
    expect(missing.json().errors.current_password).toEqual(['The current password is required.']);

    expect((await phone.get('/v1/user/profile')).statusCode).toBe(200);
    expect(
      (await client(t).post('/v1/auth/login', { email: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const answer = await client(t).post('/v1/user/password', {
      current_password: 'whatever123',
      password: 'whatever456',
    });
    expect(answer.statusCode).toBe(401);
  });
});
