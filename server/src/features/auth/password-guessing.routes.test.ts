import * as OTPAuth from 'otpauth';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import type { CaptchaVerifier } from '../../providers/captcha/captcha.ts';
import { type Client, client, insertUser, PASSWORD, unique } from '../../test/builders.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';

const WARNING = 'Someone is trying your PIXEL password';

/** An account with a password, and the browser its owner signed in from before the attack began. */
async function owner(t: TestApp) {
  const user = await insertUser(t, {
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
  });
  const browser = client(t);
  const first = await browser.post('/v1/auth/login', { email: user.email, password: PASSWORD });
  expect(first.statusCode, first.body).toBe(200);
  await browser.post('/v1/auth/logout');
  return { email: user.email!, browser };
}

/** A wrong password for `email` from an address of its own, as each of a botnet's machines sends it. */
const guess = (t: TestApp, email: string, extra: Record<string, string> = {}) =>
  client(t).post('/v1/auth/login', { email, password: 'not the password', ...extra });

const warnings = async (t: TestApp, email: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.subject === WARNING);

/** An address no account has. */
const nobody = () => `${unique('nobody')}@example.ph`;

/** What a stranger sees of an answer. */
const seen = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

/**
 * The owner signs in past the limit: with the captcha solved on a browser the account has not seen, and with
 * nothing asked on the browser they signed in from before.
 */
async function ownerStillSignsIn(t: TestApp, email: string, browser: Client) {
  const newPhone = client(t);
  const signedIn = await newPhone.post('/v1/auth/login', {
    email,
    password: PASSWORD,
    captcha_token: 'human-token',
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  expect((await newPhone.get('/v1/user/profile')).json().data.email).toBe(email);
  const known = await browser.post('/v1/auth/login', { email, password: PASSWORD });
  expect(known.statusCode, known.body).toBe(200);
}

/**
 * The same wrong passwords, one by one, for an account's address and for an address without one: each
 * answer for the one is the answer for the other, so the answers never tell who has an account.
 */
async function guessBoth(t: TestApp, real: string, unknown: string, tries: number, extra = {}) {
  for (let i = 1; i <= tries; i++) {
    const forReal = seen(await guess(t, real, extra));
    expect(seen(await guess(t, unknown, extra)), `wrong password ${i}`).toEqual(forReal);
  }
}

describe('wrong passwords for one account, from many addresses, with the captcha on', () => {
  // Turnstile as the provider answers: the token a person earned passes, any other fails
  const captcha: CaptchaVerifier = {
    provider: 'turnstile',
    siteKey: '0x4AAAAAAA-site',
    verify: async ({ token }) => token === 'human-token',
  };
  const t = useTestApp({ overrides: { captcha } });
  const devClock = () => client(t, { ip: '127.0.0.1' });
  afterEach(() => devClock().post('/dev/clock', { reset: true }));

  it('asks a stranger for the captcha past ten, mails the owner once, and lets the right password in', async () => {
    const { email, browser } = await owner(t);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await guess(t, email));
    expect(answers.slice(0, 10).map((answer) => answer.json().errors)).toEqual(
      Array(10).fill({ password: ['These credentials do not match our records.'] }),
    );
    // the 20th from its own address is challenged before its password is looked at
    expect(answers[19]!.statusCode).toBe(422);
    expect(answers[19]!.json().errors).toEqual({
      captcha_token: [
        'Many wrong passwords were tried on this account. Confirm that you are human, then log in again.',
      ],
    });
    expect(await warnings(t, email)).toHaveLength(1);
    expect((await guess(t, email, { captcha_token: 'bot-token' })).json().errors).toHaveProperty(
      'captcha_token',
    );

    // a wrong guess with a solved captcha is answered as a wrong password, and still mails nobody again
    const solvedWrong = await guess(t, email, { captcha_token: 'human-token' });
    expect(solvedWrong.json().errors).toEqual({ password: ['These credentials do not match our records.'] });
    expect(await warnings(t, email)).toHaveLength(1);

    // the owner, on a new phone, solves the captcha and signs in; on the browser they used, nothing is asked
    await ownerStillSignsIn(t, email, browser);
  });

  it('answers an address without an account as it answers an account, at every count', async () => {
    const { email, browser } = await owner(t);
    const unknown = nobody();
    await guessBoth(t, email, unknown, 12);
    // past the ten both are asked for the captcha, refuse a bad answer alike, and take a solved one alike
    const lastAnswer = seen(await guess(t, unknown));
    expect(lastAnswer.status).toBe(422);
    expect(lastAnswer.body.errors).toHaveProperty('captcha_token');
    await guessBoth(t, email, unknown, 2, { captcha_token: 'bot-token' });
    await guessBoth(t, email, unknown, 2, { captcha_token: 'human-token' });
    // the address is counted as the sign-in reads it, whatever its case or spaces
    const retyped = await guess(t, `  ${unknown.toUpperCase()} `);
    expect(retyped.json().errors).toHaveProperty('captcha_token');

    // only the owner is mailed; nothing goes to an address without an account
    expect(await warnings(t, email)).toHaveLength(1);
    expect((await t.outbox()).filter((mail) => mail.to === unknown)).toEqual([]);

    // the owner still signs in: with the captcha on a new browser, with nothing asked on their own
    await ownerStillSignsIn(t, email, browser);
  });

  it('lets an owner with two-factor sign-in in past the ten: the captcha, then the code', async () => {
    const { email, browser } = await owner(t);
    await browser.post('/v1/auth/login', { email, password: PASSWORD });
    const started = (await browser.post('/v1/user/two-factor/totp')).json().data;
    const secret = started.secret as string;
    const codeNow = async () => {
      const now = new Date((await devClock().get('/dev/clock')).json().data.now as string);
      return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
        timestamp: now.getTime(),
      });
    };
    const enrolled = await browser.post('/v1/user/two-factor/totp/confirm', { code: await codeNow() });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const unknown = nobody();
    await guessBoth(t, email, unknown, 11);

    const newPhone = client(t);
    const withoutCaptcha = await newPhone.post('/v1/auth/login', { email, password: PASSWORD });
    expect(withoutCaptcha.json().errors).toHaveProperty('captcha_token');
    const passwordStep = await newPhone.post('/v1/auth/login', {
      email,
      password: PASSWORD,
      captcha_token: 'human-token',
    });
    expect(passwordStep.statusCode, passwordStep.body).toBe(200);
    const { challenge_token } = passwordStep.json().data;
    expect(challenge_token).toEqual(expect.any(String));
    // the enrolment's code is not taken twice: the app's next one is
    await devClock().post('/dev/clock', { advance_seconds: 30 });
    const done = await newPhone.post('/v1/auth/login/two-factor', { challenge_token, code: await codeNow() });
    expect(done.statusCode, done.body).toBe(200);
    expect((await newPhone.get('/v1/user/profile')).json().data.email).toBe(email);
  });

  it('asks the reactivation of a deactivated account for the captcha as it asks the log-in', async () => {
    const { email, browser } = await owner(t);
    await browser.post('/v1/auth/login', { email, password: PASSWORD });
    await browser.post('/v1/user/deactivate', { password: PASSWORD });
    for (let i = 0; i < 10; i++) await guess(t, email);

    const newPhone = client(t);
    const reactivate = (extra = {}) =>
      newPhone.post('/v1/auth/reactivate/account', {
        email,
        password: PASSWORD,
        reactivate_account: 1,
        ...extra,
      });
    expect((await reactivate()).json().errors).toHaveProperty('captcha_token');
    const reactivated = await reactivate({ captcha_token: 'human-token' });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json().data.user.status).toBe('active');
  });

  it('says it in Filipino, and the warning to an owner who chose Filipino too', async () => {
    const { email, browser } = await owner(t);
    await browser.post('/v1/auth/login', { email, password: PASSWORD });
    await browser.put('/v1/user/language', { language: 'fil' });
    for (let i = 0; i < 10; i++) await guess(t, email);
    const challenged = await client(t).post(
      '/v1/auth/login',
      { email, password: 'not the password' },
      { 'accept-language': 'fil' },
    );
    expect(challenged.json().errors.captcha_token).toEqual([
      'Maraming maling password ang sinubukan sa account na ito. Kumpirmahin na tao ka, saka mag-log in ulit.',
    ]);
    const [mail] = (await t.outbox()).filter((message) => message.to === email);
    expect(mail?.subject).toBe('May sumusubok sa password mo sa PIXEL');
  });
});

describe('wrong passwords for one account, from many addresses, with no captcha', () => {
  const t = useTestApp();
  const devClock = () => client(t, { ip: '127.0.0.1' });
  afterEach(() => devClock().post('/dev/clock', { reset: true }));

  it('slows a stranger past ten to a try every 30 seconds, never the browser the owner used', async () => {
    const { email, browser } = await owner(t);
    for (let i = 0; i < 10; i++) expect((await guess(t, email)).statusCode).toBe(422);
    expect(await warnings(t, email)).toHaveLength(1);

    // the 11th is let through, the next waits, right password or not
    expect((await guess(t, email)).json().errors).toHaveProperty('password');
    const slowed = await guess(t, email);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().data.retry_in_seconds).toBe(30);
    const newPhone = client(t);
    expect((await newPhone.post('/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(429);

    // the owner's own browser is never held
    expect((await browser.post('/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    await devClock().post('/dev/clock', { advance_seconds: 30 });
    const later = await newPhone.post('/v1/auth/login', { email, password: PASSWORD });
    expect(later.statusCode, later.body).toBe(200);
    expect(await warnings(t, email)).toHaveLength(1);
  });

  it('slows an address without an account exactly as it slows an account', async () => {
    const { email } = await owner(t);
    const unknown = nobody();
    // ten answered as wrong passwords, the 11th let through, the 12th told to wait the same 30 seconds
    await guessBoth(t, email, unknown, 12);
    const slowed = await guess(t, unknown);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().data.retry_in_seconds).toBe(30);
    await devClock().post('/dev/clock', { advance_seconds: 30 });
    await guessBoth(t, email, unknown, 2);
    expect((await t.outbox()).filter((mail) => mail.to === unknown)).toEqual([]);
  });
});
