import * as OTPAuth from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  newMobile,
  signedInUser,
} from '../../test/builders.ts';
import { softAuthenticator, type SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const devClock = () => client(t, { ip: '127.0.0.1' });
const advance = (seconds: number) => devClock().post('/dev/clock', { advance_seconds: seconds });
afterEach(() => devClock().post('/dev/clock', { reset: true }));

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Adds a passkey made by `device` to the person's account, as the Security page does. */
async function addPasskey(person: Person, device: SoftAuthenticator, name = 'My phone', stepUp = {}) {
  const options = await person.browser.post('/v1/user/passkeys/options', stepUp);
  expect(options.statusCode, options.body).toBe(200);
  const added = await person.browser.post('/v1/user/passkeys', {
    name,
    response: device.create(options.json().data),
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data as { id: string; name: string };
}

/** A sign-in with a passkey alone, from a new browser: no email, no password. */
async function passkeySignIn(device: SoftAuthenticator) {
  const browser = client(t);
  const options = (await browser.post('/v1/auth/passkey/options')).json().data;
  const response = await browser.post('/v1/auth/passkey', { response: device.get(options) });
  return { browser, response, options };
}

const mailSubjects = async (email: string) =>
  (await t.outbox()).filter((mail) => mail.to === email).map((mail) => mail.subject);

describe('passkeys', () => {
  it('are added with a name, listed, and sign in alone with no email typed', async () => {
    const person = await signedInUser(t);
    const phone = softAuthenticator();
    const options = (await person.browser.post('/v1/user/passkeys/options')).json().data;
    // kept on the device so it can offer it with no email typed; the site's address names the site
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'preferred',
    });
    expect(options.rp).toEqual({ id: 'localhost', name: 'PIXEL' });
    expect(options.user.name).toBe(person.email);
    const added = await person.browser.post('/v1/user/passkeys', {
      name: '  My phone ',
      response: phone.create(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'My phone', last_used_at: null });
    expect(await mailSubjects(person.email)).toContain('A passkey was added to your account');

    // a second passkey, confirmed with the first: the options exclude the first, so a device cannot
    // add the same one twice
    const refused = await person.browser.post('/v1/user/passkeys/options', {});
    expect(refused.json().errors).toEqual({ two_factor_passkey: ['Confirm with your passkey.'] });
    const again = (
      await person.browser.post('/v1/user/passkeys/options', await stepUpWith(person, phone))
    ).json().data;
    expect(again.excludeCredentials).toEqual([
      { id: expect.any(String), type: 'public-key', transports: ['internal'] },
    ]);
    expect(() => phone.create(again)).toThrow('InvalidStateError');
    await addPasskey(person, softAuthenticator(), 'Laptop', await stepUpWith(person, phone));

    const { browser, response, options: signInOptions } = await passkeySignIn(phone);
    expect(signInOptions.allowCredentials).toBeUndefined();
    expect(signInOptions.userVerification).toBe('required');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.email).toBe(person.email);
    expect((await browser.get('/v1/user/profile')).json().data.email).toBe(person.email);
    // the same mail as a password sign-in from a browser the account has not used
    expect(await mailSubjects(person.email)).toContain('New sign-in to your PIXEL account');

    const listed = (await person.browser.get('/v1/user/passkeys')).json().data;
    expect(listed.map((key: { name: string }) => key.name)).toEqual(['My phone', 'Laptop']);
    expect(listed[0].last_used_at).not.toBeNull();
    expect(listed[1].last_used_at).toBeNull();
  });

  it('refuses an answer given twice, an unknown passkey, a forged signature and one without a fingerprint', async () => {
    const person = await signedInUser(t);
    const phone = softAuthenticator();
    await addPasskey(person, phone);

    const browser = client(t);
    const options = (await browser.post('/v1/auth/passkey/options')).json().data;
    const answer = phone.get(options);
    expect((await browser.post('/v1/auth/passkey', { response: answer })).statusCode).toBe(200);
    // the challenge was taken: the same answer, replayed from another browser, signs nobody in
    const thief = client(t);
    const replayed = await thief.post('/v1/auth/passkey', { response: answer });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({
      response: ['Your passkey request has expired or was already used. Try again.'],
    });
    expect((await thief.get('/v1/user/profile')).statusCode).toBe(401);

    // a passkey PIXEL never saw
    const stranger = softAuthenticator();
    const other = (await client(t).post('/v1/auth/passkey/options')).json().data;
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'someone' } });
    const unknown = await client(t).post('/v1/auth/passkey', { response: stranger.get(other) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('This passkey could not sign you in. Try another way.');

    // a signature that does not hold
    const forgedOptions = (await client(t).post('/v1/auth/passkey/options')).json().data;
    const forged = phone.get(forgedOptions);
    forged.response.signature = phone.get(forgedOptions).response.signature.replace(/^.{4}/, 'AAAA');
    expect((await client(t).post('/v1/auth/passkey', { response: forged })).statusCode).toBe(401);

    // alone, a passkey must be unlocked with a fingerprint or a PIN (the user verified)
    const unlocked = softAuthenticator({ userVerified: false });
    await addPasskey(person, unlocked, 'Security key', await stepUpWith(person, phone));
    const alone = await passkeySignIn(unlocked);
    expect(alone.response.statusCode).toBe(401);

    // nonsense is a 422, never a 500
    const garbage = await client(t).post('/v1/auth/passkey', {
      response: { ...answer, response: { ...answer.response, clientDataJSON: 'bm90IGpzb24' } },
    });
    expect(garbage.statusCode).toBe(422);
    const missing = await client(t).post('/v1/auth/passkey', {});
    expect(missing.json().errors).toEqual({ response: ['The passkey response is required.'] });
  });

  it('a challenge waits five minutes', async () => {
    const person = await signedInUser(t);
    const phone = softAuthenticator();
    const options = (await person.browser.post('/v1/user/passkeys/options')).json().data;
    await advance(6 * 60);
    const late = await person.browser.post('/v1/user/passkeys', {
      name: 'Phone',
      response: phone.create(options),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.response).toBeDefined();
    expect((await person.browser.get('/v1/user/passkeys')).json().data).toEqual([]);
  });

  it('are removed by their owner only, with the second factor', async () => {
    const owner = await signedInUser(t);
    const phone = softAuthenticator();
    const { id } = await addPasskey(owner, phone);
    const other = await signedInUser(t);

    const notTheirs = await other.browser.delete(`/v1/user/passkeys/${id}`, {});
    expect(notTheirs.statusCode).toBe(404);
    expect((await owner.browser.get('/v1/user/passkeys')).json().data).toHaveLength(1);

    // the passkey is the account's second factor: removing one asks for it
    const unconfirmed = await owner.browser.delete(`/v1/user/passkeys/${id}`, {});
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual({ two_factor_passkey: ['Confirm with your passkey.'] });
    const removed = await owner.browser.delete(`/v1/user/passkeys/${id}`, await stepUpWith(owner, phone));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await owner.browser.get('/v1/user/passkeys')).json().data).toEqual([]);
    expect(await mailSubjects(owner.email)).toContain('A passkey was removed from your account');
    // it signs nobody in any more
    expect((await passkeySignIn(phone)).response.statusCode).toBe(401);
    expect((await owner.browser.delete(`/v1/user/passkeys/${id}`, {})).statusCode).toBe(404);
  });

  it('added or removed, are told in Filipino to an owner who chose it', async () => {
    const owner = await signedInUser(t);
    await owner.browser.put('/v1/user/language', { language: 'fil' });
    const mailsTo = async () => (await t.outbox()).filter((mail) => mail.to === owner.email);
    const phone = softAuthenticator();
    const { id } = await addPasskey(owner, phone);
    const [added] = await mailsTo();
    expect(added?.subject).toBe('May idinagdag na passkey sa account mo');
    expect(added?.body).toMatch(
      /^Hi .+,\n\nIdinagdag ang passkey na “My phone” sa PIXEL account mo noong \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(oras sa Pilipinas\)\. Makakapag-sign in ka na gamit ito nang walang password\.\n\nKung hindi ikaw ito, i-reset ang password mo sa http:\/\/localhost:3000\/auth\/forgot-password at sumulat sa amin\.\n$/,
    );

    const removed = await owner.browser.delete(`/v1/user/passkeys/${id}`, await stepUpWith(owner, phone));
    expect(removed.statusCode, removed.body).toBe(200);
    const [gone] = await mailsTo();
    expect(gone?.subject).toBe('May tinanggal na passkey sa account mo');
    expect(gone?.body).toMatch(
      /^Hi .+,\n\nTinanggal ang passkey na “My phone” sa PIXEL account mo noong \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(oras sa Pilipinas\)\. Hindi ka na nito maisa-sign in\.\n\nKung hindi ikaw ito, i-reset ang password mo sa http:\/\/localhost:3000\/auth\/forgot-password at sumulat sa amin\.\n$/,
    );
  });

  it('checks the name', async () => {
    const person = await signedInUser(t);
    const options = (await person.browser.post('/v1/user/passkeys/options')).json().data;
    const response = softAuthenticator().create(options);
    const long = await person.browser.post('/v1/user/passkeys', { name: 'x'.repeat(41), response });
    expect(long.json().errors).toEqual({ name: ['The name must not be greater than 40 characters.'] });
    const blank = await person.browser.post('/v1/user/passkeys', { name: '  ', response });
    expect(blank.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('a deactivated account signing in with its passkey is offered to reactivate, as with its password', async () => {
    const person = await signedInUser(t);
    const phone = softAuthenticator();
    await addPasskey(person, phone);
    await person.browser.post('/v1/user/deactivate', { password: person.password });
    const { browser, response } = await passkeySignIn(phone);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.status).toBe('inactive');
    expect(response.json().data.deactivation_details).not.toBeNull();
    expect((await browser.get('/v1/user/profile')).statusCode).toBe(401);
  });

  it('needs a signed-in user to add, list or remove', async () => {
    expect((await client(t).post('/v1/user/passkeys/options')).statusCode).toBe(401);
    expect((await client(t).get('/v1/user/passkeys')).statusCode).toBe(401);
  });
});

/** The step-up of a signed-in person, signed by `device`: the body field a call that asks for it takes. */
async function stepUpWith(person: Person, device: SoftAuthenticator) {
  const options = await person.browser.post('/v1/user/two-factor/passkey/options');
  expect(options.statusCode, options.body).toBe(200);
  return { two_factor_passkey: device.get(options.json().data) };
}

describe('a passkey as the second factor', () => {
  it('makes the password alone not enough: the second step takes the passkey', async () => {
    const person = await signedInUser(t);
    const phone = softAuthenticator();
    await addPasskey(person, phone);
    expect((await person.browser.get('/v1/user/two-factor')).json().data).toEqual({
      enabled: true,
      totp_enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      passkeys: 1,
    });

    const browser = client(t);
    const login = await browser.post('/v1/auth/login', { email: person.email, password: person.password });
    expect(login.json().data.two_factor_required).toBe(true);
    expect((await browser.get('/v1/user/profile')).statusCode).toBe(401);
    const challenge_token = login.json().data.challenge_token as string;

    const options = await browser.post('/v1/auth/login/two-factor/passkey/options', { challenge_token });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.allowCredentials).toEqual([
      expect.objectContaining({ id: expect.any(String), type: 'public-key' }),
    ]);
    // another account's passkey is not this account's second step
    const otherPerson = await signedInUser(t);
    const otherPhone = softAuthenticator();
    await addPasskey(otherPerson, otherPhone);
    const wrong = await browser.post('/v1/auth/login/two-factor', {
      challenge_token,
      passkey: otherPhone.get(options.json().data, otherPhone.credentials[0]),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ passkey: ['Your passkey could not be verified. Try again.'] });

    const fresh = (
      await browser.post('/v1/auth/login/two-factor/passkey/options', { challenge_token })
    ).json();
    const done = await browser.post('/v1/auth/login/two-factor', {
      challenge_token,
      passkey: phone.get(fresh.data),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await browser.get('/v1/user/profile')).json().data.email).toBe(person.email);
  });

  it('is one of several: with the app on too, the second step takes either; adding a passkey asks for one', async () => {
    const person = await signedInUser(t);
    const started = (await person.browser.post('/v1/user/two-factor/totp')).json().data;
    const codeNow = async () =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(started.secret) }).generate({
        timestamp: new Date((await devClock().get('/dev/clock')).json().data.now).getTime(),
      });
    await person.browser.post('/v1/user/two-factor/totp/confirm', { code: await codeNow() });

    const asked = await person.browser.post('/v1/user/passkeys/options', {});
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({
      two_factor_code: ['The code from your authenticator app is required.'],
    });
    const phone = softAuthenticator();
    await addPasskey(person, phone, 'Phone', { two_factor_code: await codeNow() });

    // a passkey alone signs in an account with the app: it is both steps
    expect((await passkeySignIn(phone)).response.statusCode).toBe(200);
    // after the password, the app's code or the passkey
    await advance(30);
    const login = await client(t).post('/v1/auth/login', { email: person.email, password: person.password });
    const challenge_token = login.json().data.challenge_token;
    const byCode = await client(t).post('/v1/auth/login/two-factor', {
      challenge_token,
      code: await codeNow(),
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
  });

  it('guards every change of the second factors: a session alone adds no app to a passkey-only account, nor removes its passkey', async () => {
    const person = await signedInUser(t);
    const phone = softAuthenticator();
    const { id } = await addPasskey(person, phone);

    // the cookie alone, as a stolen session has it
    const noApp = await person.browser.post('/v1/user/two-factor/totp', {});
    expect(noApp.statusCode).toBe(422);
    expect(noApp.json().errors).toEqual({ two_factor_passkey: ['Confirm with your passkey.'] });
    expect(
      (await person.browser.post('/v1/user/two-factor/totp/confirm', { code: '123456' })).statusCode,
    ).toBe(409);
    const noRemoval = await person.browser.delete(`/v1/user/passkeys/${id}`, {});
    expect(noRemoval.statusCode).toBe(422);
    expect(noRemoval.json().errors).toEqual({ two_factor_passkey: ['Confirm with your passkey.'] });
    expect((await person.browser.get('/v1/user/two-factor')).json().data).toMatchObject({
      totp_enabled: false,
      passkeys: 1,
    });

    // with the passkey: the app is added, and its code then confirms the passkey's removal
    const started = await person.browser.post('/v1/user/two-factor/totp', await stepUpWith(person, phone));
    expect(started.statusCode, started.body).toBe(200);
    const codeNow = async () =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(started.json().data.secret) }).generate({
        timestamp: new Date((await devClock().get('/dev/clock')).json().data.now).getTime(),
      });
    const on = await person.browser.post('/v1/user/two-factor/totp/confirm', { code: await codeNow() });
    expect(on.statusCode, on.body).toBe(200);
    const removed = await person.browser.delete(`/v1/user/passkeys/${id}`, {
      two_factor_code: await codeNow(),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await person.browser.get('/v1/user/two-factor')).json().data).toMatchObject({
      totp_enabled: true,
      passkeys: 0,
    });
  });

  it('is asked again before money moves, of an account with passkeys only', async () => {
    const person = await signedInUser(t);
    await fundWallet(t, person.user.id, 500_000);
    await clearForPayouts(t, person.user.id);
    await insertUserBank(t, person.user.id, { mobileNumber: newMobile() });
    const phone = softAuthenticator();
    await addPasskey(person, phone);
    const payout = { bank_slug: 'PH_BDO', amount: '200', confirm: 1 };

    const refused = await person.browser.post('/v1/user/transactions/payout/request', payout);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ two_factor_passkey: ['Confirm with your passkey.'] });

    // an answer to another purpose's challenge (a sign-in's) does not confirm a payout
    const signInOptions = (await client(t).post('/v1/auth/passkey/options')).json().data;
    const misused = await person.browser.post('/v1/user/transactions/payout/request', {
      ...payout,
      two_factor_passkey: phone.get(signInOptions),
    });
    expect(misused.json().errors).toEqual({
      two_factor_passkey: ['Your passkey could not be verified. Try again.'],
    });

    const confirmed = await person.browser.post('/v1/user/transactions/payout/request', {
      ...payout,
      ...(await stepUpWith(person, phone)),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.otp_token).toBeDefined();
  });

  it('step-up options need a passkey', async () => {
    const person = await signedInUser(t);
    expect((await person.browser.post('/v1/user/two-factor/passkey/options')).statusCode).toBe(409);
  });
});
