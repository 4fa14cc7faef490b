import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { knownDevices, sessions, users } from '../../db/schema/index.ts';
import { client, newAccount, signedInUser, type Client } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const dev = client(t, { ip: '127.0.0.1' });

afterEach(async () => {
  await dev.post('/dev/clock', { reset: true });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const NEW_SIGN_IN = 'New sign-in to your PIXEL account';

type Listed = {
  id: string;
  browser: string | null;
  system: string | null;
  ip: string | null;
  signed_in_at: string;
  last_seen_at: string;
  current: boolean;
};

const listOf = async (browser: Client) => {
  const response = await browser.get('/v1/user/sessions');
  expect(response.statusCode).toBe(200);
  return response.json().data as Listed[];
};

/** Another browser (its own address and device cookie) signs in to the account. */
async function signInElsewhere(account: { email: string; password: string }, userAgent?: string) {
  const browser = client(t);
  const login = await browser.post(
    '/v1/auth/login',
    { email: account.email, password: account.password },
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(login.statusCode).toBe(200);
  return browser;
}

const mailsTo = async (email: string, subject = NEW_SIGN_IN) =>
  (await t.outbox()).filter((m) => m.to === email && m.subject === subject);

describe('GET /v1/user/sessions', () => {
  it('needs a signed-in user', async () => {
    expect((await client(t).get('/v1/user/sessions')).statusCode).toBe(401);
  });

  it("lists the account's sessions newest first, named by browser and system, with this device marked", async () => {
    const owner = await signedInUser(t);
    const phone = await signInElsewhere(owner, IPHONE);
    const other = await signedInUser(t);

    const fromLaptop = await listOf(owner.browser);
    expect(fromLaptop).toHaveLength(2);
    const [newest, oldest] = fromLaptop;
    expect(newest).toMatchObject({ browser: 'Safari', system: 'iPhone', ip: phone.state.ip, current: false });
    expect(oldest).toMatchObject({ ip: owner.browser.state.ip, current: true });
    expect(Date.parse(newest!.signed_in_at)).toBeGreaterThanOrEqual(Date.parse(oldest!.signed_in_at));
    expect(Date.parse(newest!.last_seen_at)).not.toBeNaN();
    // a public id: neither the cookie nor anything stored from it
    const cookie = owner.browser.state.cookie!.split('=')[1]!;
    const stored = await t.db.select({ idHash: sessions.idHash }).from(sessions);
    for (const session of fromLaptop) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(session.id).not.toBe(cookie);
      expect(stored.map((row) => row.idHash)).not.toContain(session.id);
    }

    // the phone sees the same two, itself as this device; nobody else's are there
    const fromPhone = await listOf(phone);
    expect(fromPhone.map((s) => [s.id, s.current])).toEqual([
      [newest!.id, true],
      [oldest!.id, false],
    ]);
    expect(await listOf(other.browser)).toHaveLength(1);
  });

  it('moves last seen on at most every five minutes, with the address it was seen from', async () => {
    const owner = await signedInUser(t);
    const [signedIn] = await listOf(owner.browser);

    await dev.post('/dev/clock', { advance_seconds: 60 });
    owner.browser.state.ip = '10.250.0.1';
    const [soon] = await listOf(owner.browser);
    expect(soon!.last_seen_at).toBe(signedIn!.last_seen_at);
    expect(soon!.ip).toBe(signedIn!.ip);

    await dev.post('/dev/clock', { advance_seconds: 5 * 60 });
    const [later] = await listOf(owner.browser);
    expect(Date.parse(later!.last_seen_at)).toBeGreaterThan(Date.parse(signedIn!.last_seen_at));
    expect(later!.ip).toBe('10.250.0.1');
    expect(later!.signed_in_at).toBe(signedIn!.signed_in_at);
  });
});

describe('ending sessions', () => {
  it('ends one session: its cookie is refused at once, on this instance and another', async () => {
    const owner = await signedInUser(t);
    const phone = await signInElsewhere(owner, ANDROID);
    const phoneCookie = phone.state.cookie!;
    // a second server on the same database, as behind a load balancer
    const other = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const onOther = () =>
        other.inject({ method: 'GET', url: '/v1/user/profile', headers: { cookie: phoneCookie } });
      expect((await onOther()).statusCode).toBe(200);

      const target = (await listOf(owner.browser)).find((s) => !s.current)!;
      expect(target).toMatchObject({ browser: 'Chrome', system: 'Android' });
      const ended = await owner.browser.delete(`/v1/user/sessions/${target.id}`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json().data.message).toBe('The session has ended.');

      expect((await phone.get('/v1/user/profile')).statusCode).toBe(401);
      expect((await onOther()).statusCode).toBe(401);
      expect((await listOf(owner.browser)).map((s) => s.current)).toEqual([true]);
      expect((await owner.browser.get('/v1/user/profile')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("answers 404 for another account's session, an unknown one, and one already ended", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const [theirs] = await listOf(stranger.browser);

    const foreign = await owner.browser.delete(`/v1/user/sessions/${theirs!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ exception: 'NotFoundException', message: 'Session not found.' });
    expect((await stranger.browser.get('/v1/user/profile')).statusCode).toBe(200);

    const unknown = await owner.browser.delete('/v1/user/sessions/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await owner.browser.delete('/v1/user/sessions/not-a-session');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.id).toEqual(['The selected session is invalid.']);

    const phone = await signInElsewhere(owner);
    const target = (await listOf(phone)).find((s) => s.current)!;
    expect((await owner.browser.delete(`/v1/user/sessions/${target.id}`)).statusCode).toBe(200);
    expect((await owner.browser.delete(`/v1/user/sessions/${target.id}`)).statusCode).toBe(404);
  });

  it("ending this browser's own session signs it out", async () => {
    const owner = await signedInUser(t);
    const [mine] = await listOf(owner.browser);
    const ended = await owner.browser.delete(`/v1/user/sessions/${mine!.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies.find((c) => c.name === 'pixel_session')?.value).toBe('');
    expect((await owner.browser.get('/v1/user/profile')).statusCode).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const owner = await signedInUser(t);
    const phone = await signInElsewhere(owner, IPHONE);
    const tablet = await signInElsewhere(owner);
    const stranger = await signedInUser(t);

    const ended = await owner.browser.post('/v1/user/sessions/end-others');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ message: 'Signed out of 2 other sessions.', ended: 2 });

    expect((await phone.get('/v1/user/profile')).statusCode).toBe(401);
    expect((await tablet.get('/v1/user/profile')).statusCode).toBe(401);
    expect((await owner.browser.get('/v1/user/profile')).statusCode).toBe(200);
    expect((await stranger.browser.get('/v1/user/profile')).statusCode).toBe(200);
    expect((await owner.browser.post('/v1/user/sessions/end-others')).json().data.ended).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await client(t).post('/v1/user/sessions/end-others')).statusCode).toBe(401);
    expect(
      (await client(t).delete('/v1/user/sessions/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(401);
  });
});

describe('a sign-in from a new browser', () => {
  it('mails nothing for the sign-in right after sign-up, nor when the same browser signs in again', async () => {
    const owner = await signedInUser(t);
    await owner.browser.post('/v1/auth/logout');
    expect(
      (await owner.browser.post('/v1/auth/login', { email: owner.email, password: owner.password }))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('mails the owner once per new browser, with the browser, system, address and time in Manila', async () => {
    const owner = await signedInUser(t);
    const phone = await signInElsewhere(owner, ANDROID);

    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.body).toContain('Browser: Chrome on Android');
    expect(mail!.body).toContain(`Address: ${phone.state.ip}`);
    expect(mail!.body).toMatch(/Time: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Manila time\)/);
    expect(mail!.body).toContain('http://localhost:3000/dashboard/settings/password');
    expect(mail!.body).toContain('http://localhost:3000/dashboard/settings/sessions');

    // the phone is known now: signing in there again, even after signing out, mails nothing
    await phone.post('/v1/auth/logout');
    await phone.post('/v1/auth/login', { email: owner.email, password: owner.password });
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // a third browser is news again
    await signInElsewhere(owner, IPHONE);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain('Browser: Safari on iPhone');
  });

  it('mails when the second step completes a sign-in, not at the password step', async () => {
    const owner = await signedInUser(t);
    const { secret } = (await owner.browser.post('/v1/user/two-factor/totp')).json().data;
    const code = async () => {
      const now = Date.parse((await dev.get('/dev/clock')).json().data.now);
      return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: now });
    };
    const enrolled = await owner.browser.post('/v1/user/two-factor/totp/confirm', { code: await code() });
    expect(enrolled.statusCode).toBe(200);
    // each step of codes is taken once: the sign-in's code is the next one
    await dev.post('/dev/clock', { advance_seconds: 30 });

    const phone = client(t);
    const password = await phone.post(
      '/v1/auth/login',
      { email: owner.email, password: owner.password },
      { 'user-agent': IPHONE },
    );
    const { challenge_token } = password.json().data;
    expect(challenge_token).toEqual(expect.any(String));
    expect(await mailsTo(owner.email)).toEqual([]);

    const second = await phone.post(
      '/v1/auth/login/two-factor',
      { challenge_token, code: await code() },
      { 'user-agent': IPHONE },
    );
    expect(second.statusCode).toBe(200);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Browser: Safari on iPhone');
  });

  it("counts a browser as new to each account: one person's browser is a stranger's new one", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    // the first person's browser signs in to the second account
    await first.browser.post('/v1/auth/logout');
    await first.browser.post('/v1/auth/login', { email: second.email, password: second.password });
    expect(await mailsTo(second.email)).toHaveLength(1);
    expect(await mailsTo(first.email)).toEqual([]);
  });

  it('keeps only a keyed hash of the device cookie, and sends the cookie to the sign-in calls alone', async () => {
    const account = newAccount();
    const owner = await signedInUser(t, account);
    const device = owner.browser.state.device!;
    expect(device).toMatch(/^[\w-]{43}$/);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    const rows = await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deviceHash).not.toContain(device);

    const login = await client(t).post('/v1/auth/login', { email: owner.email, password: owner.password });
    const cookie = login.cookies.find((c) => c.name === 'pixel_device')!;
    expect(cookie).toMatchObject({ path: '/v1/auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.maxAge).toBe(400 * 86_400);
  });
});
