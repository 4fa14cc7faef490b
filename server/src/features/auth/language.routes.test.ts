import { describe, expect, it } from 'vitest';
import {
  clearForPayouts,
  client,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  signedInUser,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('PUT /v1/user/language', () => {
  it('keeps the account’s language, which its own data then carries', async () => {
    const owner = await signedInUser(t);
    expect(owner.user.language).toBeNull();

    const chosen = await owner.browser.put('/v1/user/language', { language: 'fil' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.language).toBe('fil');
    expect((await owner.browser.get('/v1/auth/session')).json().data.language).toBe('fil');

    const back = await owner.browser.put('/v1/user/language', { language: 'en' });
    expect(back.json().data.language).toBe('en');
  });

  it('refuses a language PIXEL does not speak, under the field, and a signed-out visitor', async () => {
    const owner = await signedInUser(t);
    const wrong = await owner.browser.put('/v1/user/language', { language: 'es' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ language: ['The selected language is invalid.'] });
    const missing = await owner.browser.put('/v1/user/language', {});
    expect(missing.json().errors).toEqual({ language: ['The language field is required.'] });

    const visitor = await client(t).put('/v1/user/language', { language: 'fil' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('errors in the reader’s language', () => {
  const wrongLogin = (headers: Record<string, string>) =>
    client(t).post('/v1/auth/login', { email: 'nobody@example.ph', password: 'not it at all' }, headers);

  it('answers a visitor in Filipino when the browser asks for Filipino or Tagalog, else in English', async () => {
    for (const header of ['fil-PH,fil;q=0.9,en;q=0.8', 'tl', 'en-US,tl;q=0.5']) {
      const response = await wrongLogin({ 'accept-language': header });
      const expected = header.startsWith('en')
        ? 'These credentials do not match our records.'
        : 'Hindi tugma ang email o password sa aming records.';
      expect(response.json().errors.password, header).toEqual([expected]);
    }
    const english = await wrongLogin({});
    expect(english.json().message).toBe('These credentials do not match our records.');
  });

  it('says the sign-in, same-origin and answer messages in Filipino too', async () => {
    const fil = { 'accept-language': 'fil' };
    const noProvider = await client(t).post('/v1/auth/login/with', { platform: 'paymongo' }, fil);
    expect(noProvider.json().errors.platform).toEqual([
      'Hindi available ang pag-sign in gamit ang e-payment account. Mag-log in gamit ang email mo.',
    ]);
    const crossSite = await client(t).post(
      '/v1/auth/login',
      { email: 'nobody@example.ph', password: 'not it at all' },
      { ...fil, origin: 'https://elsewhere.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe('Tinanggihan ang request mula sa ibang site.');
    const forgot = await client(t).post('/v1/auth/password/forgot', { email: 'nobody@example.ph' }, fil);
    expect(forgot.json().data.message).toBe(
      'Kung may account ang email na iyan, nagpadala kami ng link para i-reset ang password nito.',
    );
  });

  it('follows a visitor’s chosen language, kept in a cookie, over the browser’s', async () => {
    const response = await wrongLogin({ cookie: 'pixel_lang=fil', 'accept-language': 'en-US' });
    expect(response.json().message).toBe('Hindi tugma ang email o password sa aming records.');
  });

  it('translates field messages of the contract with their labels, and the generic answers', async () => {
    const fil = { 'accept-language': 'fil' };
    const empty = await client(t).post('/v1/auth/login', {}, fil);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: ['Kailangan ang email.'],
      password: ['Kailangan ang password.'],
    });

    const visitor = await client(t).get('/v1/user/profile', fil);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({
      exception: 'UnauthorizedAccessException',
      message: 'Hindi ka naka-log in.',
      message_key: 'unauthenticated',
    });

    const signUp = await client(t).post(
      '/v1/auth/register',
      { email: 'ana@example.ph', password: 'short', page_url: 'ana reyes!', page_name: 'Ana' },
      fil,
    );
    expect(signUp.statusCode).toBe(422);
    expect(signUp.json().errors).toMatchObject({
      password: ['Dapat hindi bababa sa 8 na character ang password.'],
      page_url: ['Letra, numero, underscore at tuldok lang ang puwede sa page URL.'],
    });
  });

  it('answers an account in its own language whatever the browser says, and the Withdraw modal’s errors too', async () => {
    const who = await member(t, { language: 'fil' });
    await fundWallet(t, who.user.id, 50_000);
    await clearForPayouts(t, who.user.id);
    await insertUserBank(t, who.user.id, { mobileNumber: newMobile() });
    const tooMuch = await who.browser.post(
      '/v1/user/transactions/payout/request',
      { bank_slug: 'PH_BDO', amount: '900', confirm: 1 },
      { 'accept-language': 'en-US' },
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: ['Kulang ang balance'] });
    const noAmount = await who.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'PH_BDO',
      amount: '',
      confirm: 1,
    });
    expect(noAmount.json().errors.amount).toEqual(['Kailangan ang halaga.']);
  });
});

describe('SMS and mails in the recipient’s language', () => {
  it("answers the features' own refusals in Filipino too: following oneself, an unknown page", async () => {
    const fan = await member(t, { language: 'fil' });
    const self = await fan.browser.post('/v1/user/follow', { username: fan.page_url });
    expect(self.json().errors.username).toEqual(['Hindi mo puwedeng i-follow ang sarili mo.']);
    const nobody = await fan.browser.post('/v1/user/follow', { username: 'no_such_page_here' });
    expect(nobody.json().errors.username).toEqual(['Hindi valid ang napiling username.']);
  });

  it('sends the OTP code of a payout in Filipino to an account that chose it, in English to others', async () => {
    for (const language of ['fil', null] as const) {
      const who = await member(t, { language });
      const mobile = newMobile();
      await fundWallet(t, who.user.id, 50_000);
      await clearForPayouts(t, who.user.id);
      await insertUserBank(t, who.user.id, { mobileNumber: mobile });
      const requested = await who.browser.post('/v1/user/transactions/payout/request', {
        bank_slug: 'PH_BDO',
        amount: '200',
        confirm: 1,
      });
      expect(requested.statusCode).toBe(200);
      const sms = (await t.outbox()).find((m) => m.channel === 'sms' && m.to === `+63${mobile}`);
      expect(sms?.body).toMatch(
        language === 'fil'
          ? /^PIXEL code mo: \d{6} para mag-withdraw ng PHP 200\.00 papunta sa BDO Unibank sa PIXEL\. Expire sa 10 min\. Huwag ibigay kahit kanino\.$/
          : /^Your PIXEL code is \d{6} to withdraw PHP 200\.00 to BDO Unibank on PIXEL\. It expires in 10 min\. Never share it\.$/,
      );
    }
  });

  it('tells an account that chose Filipino of a password change in Filipino', async () => {
    const owner = await signedInUser(t);
    await owner.browser.put('/v1/user/language', { language: 'fil' });
    const changed = await owner.browser.post('/v1/user/password', {
      current_password: owner.password,
      password: 'a fresh new password',
    });
    expect(changed.statusCode).toBe(200);
    const mail = (await t.outbox()).find((m) => m.to === owner.email && m.subject?.includes('password'));
    expect(mail?.subject).toBe('Napalitan ang password mo sa PIXEL');
    expect(mail?.body).toContain('Kapapalit lang ng password ng PIXEL account mo');
  });
});
