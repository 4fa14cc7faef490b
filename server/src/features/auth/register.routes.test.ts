import { describe, expect, it } from 'vitest';
import { client, newAccount, signedInUser, unique } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('POST /v1/auth/register', () => {
  it('creates an inactive account and mails a verification link to the login page', async () => {
    const account = newAccount({ page_url: unique('Juan.Cruz_') });
    const response = await client(t).post('/v1/auth/register', { ...account, page_name: 'Juan Cruz' });

    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({
      email: account.email,
      status: 'inactive',
      email_verified_at: null,
      profile: { page_url: account.page_url.toLowerCase(), page_name: 'Juan Cruz' },
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(response.cookies.find((c) => c.name === 'pixel_session')).toBeUndefined();
    const mail = (await t.outbox()).find((m) => m.to === account.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/auth\/login\?verification_code=[\w-]{20,}/);
  });

  it('stores the email in lowercase so the same person cannot sign up twice by changing case', async () => {
    const account = newAccount();
    await client(t).post('/v1/auth/register', account);
    const again = await client(t).post('/v1/auth/register', {
      ...newAccount(),
      email: account.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('answers each missing field with its own message', async () => {
    const response = await client(t).post('/v1/auth/register', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      exception: 'ValidationException',
      errors: {
        email: ['The email is required.'],
        password: ['The password is required.'],
        page_url: ['The page url field is required.'],
      },
    });
  });

  it('refuses a request with no body at all with the same field messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/register' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email', 'password', 'page_url']);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ['an email of the wrong type', { email: 12345 }, 'email', 'The email must be a string.'],
    [
      'a too long email',
      { email: `${'a'.repeat(250)}@x.ph` },
      'email',
      'The email must not be greater than 254 characters.',
    ],
    ['a short password', { password: 'short' }, 'password', 'The password must be at least 8 characters.'],
    [
      'a too long password',
      { password: 'p'.repeat(129) },
      'password',
      'The password must not be greater than 128 characters.',
    ],
    [
      'a page url with spaces',
      { page_url: 'juan cruz' },
      'page_url',
      'The page url may only contain letters, numbers, underscores and dots.',
    ],
    [
      'a page url with a dash',
      { page_url: 'juan-cruz' },
      'page_url',
      'The page url may only contain letters, numbers, underscores and dots.',
    ],
    [
      'a two-letter page url',
      { page_url: 'jc' },
      'page_url',
      'The page url must be between 3 and 30 characters.',
    ],
    [
      'a 31-letter page url',
      { page_url: 'j'.repeat(31) },
      'page_url',
      'The page url must be between 3 and 30 characters.',
    ],
    ['a reserved page url', { page_url: 'dashboard' }, 'page_url', 'The page url is not available.'],
    ['the API prefix as page url', { page_url: 'V1' }, 'page_url', 'The page url is not available.'],
    [
      'a too long page name',
      { page_name: 'n'.repeat(51) },
      'page_name',
      'The page name must not be greater than 50 characters.',
    ],
    ['an unknown field', { is_admin: true }, 'is_admin', 'The is_admin field is not allowed.'],
  ])('refuses %s with a 422 under that field', async (_case, change, field, message) => {
    const response = await client(t).post('/v1/auth/register', { ...newAccount(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses a taken page url, whatever its case', async () => {
    const first = newAccount();
    await client(t).post('/v1/auth/register', first);
    const response = await client(t).post('/v1/auth/register', {
      ...newAccount(),
      page_url: first.page_url.toUpperCase(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ page_url: ['The page url has already been taken.'] });
  });

  it('records who referred the new user, and refuses a code that does not exist', async () => {
    const referrer = await signedInUser(t);
    const referred = await client(t).post('/v1/auth/register', {
      ...newAccount(),
      referral_code: referrer.user.referral_code.toLowerCase(),
    });
    expect(referred.statusCode).toBe(201);

    const unknown = await client(t).post('/v1/auth/register', {
      ...newAccount(),
      referral_code: 'NOSUCHCODE',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.referral_code).toEqual(['The selected referral code is invalid.']);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const email = `${unique('race')}@example.ph`;
    const responses = await Promise.all(
      [1, 2, 3].map(() => client(t).post('/v1/auth/register', newAccount({ email }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
  });

  it('refuses malformed JSON with a 422, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ph",',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      exception: 'ValidationException',
      errors: { body: ['The request body is not valid JSON.'] },
    });
  });

  it('refuses a JSON array as the body', async () => {
    const response = await client(t).post('/v1/auth/register', [newAccount()]);
    expect(response.statusCode).toBe(422);
    expect(response.json().exception).toBe('ValidationException');
  });

  it('limits sign-ups from one address', async () => {
    const browser = client(t);
    const valid = [];
    for (let i = 0; i < 21; i++)
      valid.push((await browser.post('/v1/auth/register', newAccount())).statusCode);
    expect(valid.filter((s) => s === 201).length).toBe(20);
    const limited = await browser.post('/v1/auth/register', newAccount());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      exception: 'TooManyRequestsException',
      data: { retry_in_seconds: expect.any(Number) },
    });
  });
});
