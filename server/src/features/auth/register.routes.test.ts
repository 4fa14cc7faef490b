import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { client, newAccount, signedInUser, unique, verificationCodeFor } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('POST /v1/auth/register', () => {
  it('creates an inactive account and mails a verification link to the login page', async () => {
    const account = newAccount({ page_url: unique('Juan.Cruz_') });
    const browser = client(t);
    const response = await browser.post('/v1/auth/register', { ...account, page_name: 'Juan Cruz' });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ email: account.email, retry_in_seconds: 300 });
    expect(response.cookies.find((c) => c.name === 'pixel_session')).toBeUndefined();
    const mail = (await t.outbox()).find((m) => m.to === account.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/auth\/login\?verification_code=[\w-]{20,}/);

    const login = await browser.post('/v1/auth/login', {
      email: account.email,
      password: account.password,
      authorization_code: await verificationCodeFor(t, account.email),
    });
    expect(login.json().data.user).toMatchObject({
      email: account.email,
      status: 'active',
      profile: { page_url: account.page_url.toLowerCase(), page_name: 'Juan Cruz' },
    });
    expect(login.json().data.user).not.toHaveProperty('password_hash');
  });

  it('mails a link that goes on to the page the sign-up came from, never to another site', async () => {
    const fromGift = newAccount();
    await client(t).post('/v1/auth/register', { ...fromGift, redirect: '/gifts/claim/abc123' });
    const sent = (await t.outbox()).find((m) => m.to === fromGift.email);
    const link = new URL(sent!.body.match(/http:\/\/localhost:3000\/auth\/login\?\S+/)![0]);
    expect(link.searchParams.get('redirect')).toBe('/gifts/claim/abc123');
    expect(link.searchParams.get('verification_code')).toMatch(/^[\w-]{20,}$/);

    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\t/evil.example']) {
      const account = newAccount();
      const response = await client(t).post('/v1/auth/register', { ...account, redirect: elsewhere });
      expect(response.statusCode).toBe(201);
      const mail = (await t.outbox()).find((m) => m.to === account.email);
      expect(mail?.body).toMatch(/\/auth\/login\?verification_code=[\w-]{20,}\s/);
      expect(mail?.body).not.toContain('redirect=');
    }
  });

  it('mails the link in the language the sign-up page was read in, and keeps a language picked with the switch', async () => {
    const guessed = newAccount();
    await client(t).post('/v1/auth/register', guessed, { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' });
    const guessedMail = (await t.outbox()).find((m) => m.to === guessed.email);
    expect(guessedMail?.subject).toBe('I-verify ang email address mo');
    expect(guessedMail?.body).toContain('Welcome sa PIXEL!');
    // a browser's languages are a guess: the account keeps following the browser
    const [guessedRow] = await t.db.select().from(users).where(eq(users.email, guessed.email));
    expect(guessedRow!.language).toBeNull();

    const picked = newAccount();
    await client(t, { cookie: 'pixel_lang=fil' }).post('/v1/auth/register', picked);
    const [pickedRow] = await t.db.select().from(users).where(eq(users.email, picked.email));
    expect(pickedRow!.language).toBe('fil');

    // and the reset link of an account that picked none is in the language its page was read in
    await client(t).post('/v1/auth/password/forgot', { email: guessed.email }, { 'accept-language': 'tl' });
    const reset = (await t.outbox()).find(
      (m) => m.to === guessed.email && m.subject !== guessedMail?.subject,
    );
    expect(reset?.subject).toBe('I-reset ang password mo sa PIXEL');
  });

  it('answers an address that has an account as it answers a new one, and mails its owner instead', async () => {
    const owner = await signedInUser(t);
    const stranger = newAccount({ email: owner.email.toUpperCase(), password: 'another long password' });
    const fresh = newAccount();

    const again = await client(t).post('/v1/auth/register', stranger);
    const first = await client(t).post('/v1/auth/register', fresh);

    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual({ data: { email: owner.email, retry_in_seconds: 300 } });
    expect(Object.keys(again.json().data)).toEqual(Object.keys(first.json().data));
    const mails = (await t.outbox()).filter((m) => m.to === owner.email);
    // newest first: the sign-up's own verification link, then the note about the second try
    expect(mails.map((m) => m.subject)).toEqual([
      'You already have a PIXEL account',
      'Verify your email address',
    ]);
    expect(mails[0]!.body).toContain('http://localhost:3000/auth/forgot-password');
    // nothing changed: the owner's password still works, the stranger's does not, and no page was made
    expect(
      (await client(t).post('/v1/auth/login', { email: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
    expect(
      (await client(t).post('/v1/auth/login', { email: stranger.email, password: stranger.password }))
        .statusCode,
    ).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.pageUrl, stranger.page_url))).toEqual([]);
  });

  it('does not mail a second verification link to an unverified address within the resend wait', async () => {
    const account = newAccount();
    await client(t).post('/v1/auth/register', account);
    const again = await client(t).post('/v1/auth/register', newAccount({ email: account.email }));

    expect(again.statusCode).toBe(201);
    expect((await t.outbox()).filter((m) => m.to === account.email)).toHaveLength(1);
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

  it('makes one account of simultaneous sign-ups with the same email, answering each alike', async () => {
    const email = `${unique('race')}@example.ph`;
    const accounts = [1, 2, 3].map(() => newAccount({ email }));
    const responses = await Promise.all(
      accounts.map((account) => client(t).post('/v1/auth/register', account)),
    );

    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(
      (await t.outbox()).filter((m) => m.subject === 'Verify your email address' && m.to === email),
    ).toHaveLength(1);
    const made = await t.db.select({ pageUrl: users.pageUrl }).from(users).where(eq(users.email, email));
    expect(made).toHaveLength(1);
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
