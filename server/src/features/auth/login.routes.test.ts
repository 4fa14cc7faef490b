import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, newAccount, PASSWORD, signedInUser, verificationCodeFor } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function registered() {
  const account = newAccount();
  const browser = client(t);
  await browser.post('/v1/auth/register', account);
  return { ...account, browser };
}

describe('POST /v1/auth/login', () => {
  it("answers missing fields with the spec's messages", async () => {
    const response = await client(t).post('/v1/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email is required.'],
      password: ['The password is required.'],
    });
  });

  it('puts a wrong password under the password field, and says the same for an unknown email', async () => {
    const { email, browser } = await registered();
    const wrong = await browser.post('/v1/auth/login', { email, password: 'not my password' });
    const unknown = await client(t).post('/v1/auth/login', {
      email: 'nobody@example.ph',
      password: PASSWORD,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        exception: 'ValidationException',
        errors: { password: ['These credentials do not match our records.'] },
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers AccountAlreadyExistsException to an unverified user with the right password, and gives no session', async () => {
    const { email, password, browser } = await registered();
    const response = await browser.post('/v1/auth/login', { email, password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      exception: 'AccountAlreadyExistsException',
      message: 'Your account is not verified yet. Open the link we emailed you.',
      message_key: 'notVerified',
    });
    expect(browser.state.cookie).toBeUndefined();
    expect((await browser.get('/v1/user/profile')).statusCode).toBe(401);
    // the wrong password still says nothing about the account
    const wrong = await browser.post('/v1/auth/login', { email, password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().exception).toBe('ValidationException');
  });

  it('activates the account with the code from the mail and signs the user in', async () => {
    const { email, password, browser } = await registered();
    const code = await verificationCodeFor(t, email);
    const response = await browser.post('/v1/auth/login', { email, password, authorization_code: code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      status: 'active',
      email_verified_at: expect.any(String),
    });
    const cookie = response.cookies.find((c) => c.name === 'pixel_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const profile = await browser.get('/v1/user/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(email);
  });

  it('refuses a wrong verification code without activating the account', async () => {
    const { email, password, browser } = await registered();
    const response = await browser.post('/v1/auth/login', {
      email,
      password,
      authorization_code: 'forged-code',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.authorization_code).toEqual([
      'The verification link is invalid or has expired.',
    ]);
    const again = await browser.post('/v1/auth/login', { email, password });
    expect(again.json().exception).toBe('AccountAlreadyExistsException');
  });

  it('gives a new session id at every sign-in and drops the old one', async () => {
    const user = await signedInUser(t);
    const before = user.browser.state.cookie!;
    await user.browser.post('/v1/auth/login', { email: user.email, password: user.password });
    const after = user.browser.state.cookie!;
    expect(after).not.toBe(before);
    expect((await client(t, { cookie: before }).get('/v1/user/profile')).statusCode).toBe(401);
    expect((await client(t, { cookie: after }).get('/v1/user/profile')).statusCode).toBe(200);
  });

  it('limits wrong guesses for one address and email', async () => {
    const { email, browser } = await registered();
    for (let i = 0; i < 10; i++) await browser.post('/v1/auth/login', { email, password: `guess ${i}` });
    const limited = await browser.post('/v1/auth/login', { email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      exception: 'TooManyRequestsException',
      data: { retry_in_seconds: expect.any(Number) },
    });
    // another person on another address is not locked out
    const other = await signedInUser(t);
    expect(
      (await client(t).post('/v1/auth/login', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });
});

describe('GET /v1/user/profile and POST /v1/auth/logout', () => {
  it('answers 401 UnauthorizedAccessException when signed out', async () => {
    const response = await client(t).get('/v1/user/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().exception).toBe('UnauthorizedAccessException');
  });

  it('ignores a forged session cookie', async () => {
    const response = await client(t, { cookie: 'pixel_session=forged' }).get('/v1/user/profile');
    expect(response.statusCode).toBe(401);
  });

  it('ends the session at log-out, so the old cookie no longer works', async () => {
    const user = await signedInUser(t);
    const cookie = user.browser.state.cookie!;
    const response = await user.browser.post('/v1/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(user.browser.state.cookie).toBeUndefined();
    expect((await client(t, { cookie }).get('/v1/user/profile')).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/verification/resend', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a new link, then makes the user wait 300 seconds before the next', async () => {
    const { email, browser } = await registered();
    const first = await browser.post('/v1/auth/verification/resend', { email });
    // the sign-up itself sent a mail a moment ago
    expect(first.statusCode).toBe(429);
    expect(first.json().data.retry_in_seconds).toBeGreaterThan(295);
    expect(first.json().data.retry_in_seconds).toBeLessThanOrEqual(300);
  });

  it('sends a fresh link once the wait is over; the new link activates the account', async () => {
    const { email, password, browser } = await registered();
    const oldCode = await verificationCodeFor(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const response = await browser.post('/v1/auth/verification/resend', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { retry_in_seconds: 300 } });
    // the embedded database reads the same (faked) clock: let it move on, so the mail job comes due
    vi.setSystemTime(Date.now() + 1_000);
    const newCode = await verificationCodeFor(t, email);
    expect(newCode).not.toBe(oldCode);
    const login = await browser.post('/v1/auth/login', { email, password, authorization_code: newCode });
    expect(login.json().data.user.status).toBe('active');
  });

  it('answers an unknown email as if it had sent, so addresses cannot be probed', async () => {
    const response = await client(t).post('/v1/auth/verification/resend', { email: 'nobody@example.ph' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { retry_in_seconds: 300 } });
  });

  it('refuses a malformed email', async () => {
    const response = await client(t).post('/v1/auth/verification/resend', { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['The email must be a valid email address.']);
  });
});
