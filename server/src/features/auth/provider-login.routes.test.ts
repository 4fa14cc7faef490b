import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { client, type Client } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** Follows the provider's pages as a browser would; returns the browser and its final redirect. */
async function signInAtProvider(
  browser: Client,
  input: { username: string; mobile?: string; body?: Record<string, unknown> },
) {
  const start = await browser.post('/v1/auth/login/with', { platform: 'sandbox', ...input.body });
  expect(start.statusCode).toBe(200);
  const stateCookie = start.cookies.find((c) => c.name === 'pixel_login_state')!;
  const authUrl = new URL(start.json().data.authentication_url);
  expect(authUrl.pathname).toBe('/sandbox/oauth/authorize');

  const page = await browser.get(authUrl.pathname + authUrl.search);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Sign in to continue to PIXEL');

  const allow = await t.app.inject({
    method: 'POST',
    url: '/sandbox/oauth/authorize',
    payload: new URLSearchParams({
      state: authUrl.searchParams.get('state')!,
      redirect_uri: authUrl.searchParams.get('redirect_uri')!,
      username: input.username,
      mobile_number: input.mobile ?? '',
      action: 'allow',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(allow.statusCode).toBe(303);
  const back = new URL(allow.headers.location as string);
  expect(back.pathname).toBe('/v1/auth/login/token');
  return browser.get(back.pathname + back.search, { cookie: `pixel_login_state=${stateCookie.value}` });
}

describe('sign-in through the payment provider', () => {
  it('creates the account on first use, keeping the username and mobile number as the linked account', async () => {
    const browser = client(t);
    const done = await signInAtProvider(browser, { username: 'Juan.Pay', mobile: '+63 917 123 4567' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/dashboard');
    const session = done.cookies.find((c) => c.name === 'pixel_session')!;
    const profile = await client(t, { cookie: `pixel_session=${session.value}` }).get('/v1/user/profile');
    expect(profile.json().data).toMatchObject({
      status: 'active',
      email: null,
      profile: { page_url: 'juan.pay', page_name: 'juan.pay' },
      linked_account: { username: 'juan.pay', mobile_number: '9171234567' },
    });
  });

  it('signs the same provider account into the same PIXEL account next time', async () => {
    const first = await signInAtProvider(client(t), { username: 'maria_pay' });
    const second = await signInAtProvider(client(t), { username: 'maria_pay', mobile: '9181234567' });
    const idOf = async (response: typeof first) => {
      const session = response.cookies.find((c) => c.name === 'pixel_session')!;
      return (await client(t, { cookie: `pixel_session=${session.value}` }).get('/v1/user/profile')).json()
        .data;
    };
    const [a, b] = [await idOf(first), await idOf(second)];
    expect(b.id).toBe(a.id);
    expect(b.linked_account.mobile_number).toBe('9181234567');
  });

  it('gives a new account another page url when the username is taken', async () => {
    await client(t).post('/v1/auth/register', {
      email: 'taken@example.ph',
      password: 'password123',
      page_url: 'takenname',
    });
    const done = await signInAtProvider(client(t), { username: 'takenname' });
    const session = done.cookies.find((c) => c.name === 'pixel_session')!;
    const profile = (
      await client(t, { cookie: `pixel_session=${session.value}` }).get('/v1/user/profile')
    ).json().data;
    expect(profile.profile.page_url).toMatch(/^takenname\d+$/);
  });

  it('gives a new account another page url when the username is an address the site answers itself', async () => {
    for (const username of ['media', 'sitemap.xml']) {
      const done = await signInAtProvider(client(t), { username });
      const session = done.cookies.find((c) => c.name === 'pixel_session')!;
      const profile = (
        await client(t, { cookie: `pixel_session=${session.value}` }).get('/v1/user/profile')
      ).json().data;
      expect(profile.profile.page_url).toMatch(new RegExp(`^${username.replace('.', '\\.')}\\d+$`));
    }
  });

  it('returns to the page the user came from, but never to another site', async () => {
    const local = await signInAtProvider(client(t), {
      username: 'back_home',
      body: { redirect_after: '/dashboard/transactions/history' },
    });
    expect(local.headers.location).toBe('/dashboard/transactions/history');
    const external = await signInAtProvider(client(t), {
      username: 'back_away',
      body: { redirect_after: '//evil.example/x' },
    });
    expect(external.headers.location).toBe('/dashboard');
  });

  it('refuses a return address with a tab or a line break, which a browser would read as another', async () => {
    // a browser drops tabs and line breaks from an address: /\t/evil.example/ is //evil.example/ to it
    for (const [username, redirect] of [
      ['tab_away', '/\t/evil.example/'],
      ['line_away', '/\n/evil.example/'],
      ['return_away', '/dashboard\r\nset-cookie: x=1'],
      ['host_away', '//[/x'],
    ]) {
      const done = await signInAtProvider(client(t), {
        username: username!,
        body: { redirect_after: redirect },
      });
      expect(done.statusCode, JSON.stringify(redirect)).toBe(303);
      expect(done.headers.location, JSON.stringify(redirect)).toBe('/dashboard');
    }
  });

  it('refuses to finish a sign-in that this browser did not start', async () => {
    const start = await client(t).post('/v1/auth/login/with', { platform: 'sandbox' });
    const state = new URL(start.json().data.authentication_url).searchParams.get('state')!;
    const response = await client(t).get(`/v1/auth/login/token?code=whatever&state=${state}`, {
      cookie: 'pixel_login_state=another-state',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/login?login_error=provider');
    expect(response.cookies.find((c) => c.name === 'pixel_session')).toBeUndefined();
  });

  it('goes back to the log-in page when the person cancels at the provider', async () => {
    const response = await client(t).get('/v1/auth/login/token?error=access_denied&state=abc');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/login?login_error=provider');
  });

  it('refuses an unknown platform and drops empty values', async () => {
    const bad = await client(t).post('/v1/auth/login/with', { platform: 'bitcoin' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.platform).toEqual(['The selected platform is invalid.']);
    const empty = await client(t).post('/v1/auth/login/with', {
      platform: 'sandbox',
      referral_code: '',
      utm_source: 'fb',
    });
    expect(empty.statusCode).toBe(200);
  });

  it("the provider's page refuses to send people to another site", async () => {
    const page = await client(t).get(
      '/sandbox/oauth/authorize?state=abc&redirect_uri=https://evil.example/cb',
    );
    expect(page.statusCode).toBe(400);
  });

  it('asks an account with two-factor sign-in for its second step, on the log-in page, before any session', async () => {
    const first = await signInAtProvider(client(t), { username: 'lena_2fa' });
    const session = first.cookies.find((c) => c.name === 'pixel_session')!;
    const owner = client(t, { cookie: `pixel_session=${session.value}` });
    const { secret } = (await owner.post('/v1/user/two-factor/totp')).json().data as { secret: string };
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const confirmed = await owner.post('/v1/user/two-factor/totp/confirm', { code: totp.generate() });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const browser = client(t);
    const again = await signInAtProvider(browser, { username: 'lena_2fa' });
    expect(again.statusCode).toBe(303);
    const next = new URL(again.headers.location as string, 'http://localhost');
    expect(next.pathname).toBe('/auth/login');
    expect(next.searchParams.get('redirect')).toBe('/dashboard');
    expect(again.cookies.find((c) => c.name === 'pixel_session')).toBeUndefined();
    expect((await browser.get('/v1/user/profile')).statusCode).toBe(401);

    const { recovery_codes } = confirmed.json().data as { recovery_codes: string[] };
    const done = await browser.post('/v1/auth/login/two-factor', {
      challenge_token: next.searchParams.get('challenge'),
      recovery_code: recovery_codes[0],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await browser.get('/v1/user/profile')).json().data.linked_account.username).toBe('lena_2fa');
  });
});
