import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { CAUSED_MAILS_PER_ADDRESS_HOUR } from '../../providers/mail/mailer.ts';
import { client, newAccount, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// the app's clock, moved on by a test to see the next hour
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const t = useTestApp({ overrides: { now } });

const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email);

describe('mail anyone can cause, capped per address and hour', () => {
  it('sends a few password resets an hour to one address, however many addresses ask, and answers as for no account', async () => {
    // its sign-up's verification link is the first of the hour's mails
    const owner = await signedInUser(t);
    const answers = [];
    // six addresses, five tries each: under every per-address rate limit
    for (let source = 0; source < 6; source++) {
      const stranger = client(t);
      for (let i = 0; i < 5; i++) {
        answers.push(await stranger.post('/v1/auth/password/forgot', { email: owner.email }));
      }
    }
    const nobody = await client(t).post('/v1/auth/password/forgot', { email: 'nobody-here@example.ph' });
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(nobody.json());
    }
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(CAUSED_MAILS_PER_ADDRESS_HOUR);
    const resets = mails.filter((m) => m.subject === 'Reset your PIXEL password');
    expect(resets).toHaveLength(CAUSED_MAILS_PER_ADDRESS_HOUR - 1);
    // each mailed link works; only the mailed ones were made
    const token = resets[0]!.body.match(/token=([\w-]+)/)![1];
    const reset = await client(t).post('/v1/auth/password/reset', { token, password: 'a new long password' });
    expect(reset.statusCode).toBe(200);
  });

  it('counts every kind of such mail together: "you already have an account" and resets', async () => {
    const owner = await signedInUser(t);
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const again = newAccount({ email: owner.email, password: 'another long password' });
      answers.push(await client(t).post('/v1/auth/register', again));
    }
    for (let i = 0; i < 3; i++) {
      answers.push(await client(t).post('/v1/auth/password/forgot', { email: owner.email }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array(12).fill(201),
      ...Array(3).fill(200),
    ]);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(CAUSED_MAILS_PER_ADDRESS_HOUR);
    expect(mails.filter((m) => m.subject === 'You already have a PIXEL account')).toHaveLength(
      CAUSED_MAILS_PER_ADDRESS_HOUR - 1,
    );
  });

  it('keeps the last verification link working when a new one is capped, and sends again the next hour', async () => {
    const account = newAccount();
    await client(t).post('/v1/auth/register', account);
    const resend = async () =>
      (await client(t).post('/v1/auth/verification/resend', { email: account.email })).statusCode;
    // a resend is allowed every 300 s: the clock moves on between them
    for (let i = 1; i < CAUSED_MAILS_PER_ADDRESS_HOUR + 3; i++) {
      offsetMs += 301_000;
      expect(await resend()).toBe(200);
    }
    const links = await mailsTo(account.email);
    expect(links).toHaveLength(CAUSED_MAILS_PER_ADDRESS_HOUR);
    const code = links[0]!.body.match(/verification_code=([\w-]+)/)![1];

    offsetMs += 3_600_000;
    expect(await resend()).toBe(200);
    expect(await mailsTo(account.email)).toHaveLength(CAUSED_MAILS_PER_ADDRESS_HOUR + 1);
    // the capped resends did not replace the link last mailed before the cap
    const [latest] = await mailsTo(account.email);
    expect(latest!.body).not.toContain(code);
    const login = await client(t).post('/v1/auth/login', {
      email: account.email,
      password: account.password,
      authorization_code: latest!.body.match(/verification_code=([\w-]+)/)![1],
    });
    expect(login.json().data.user.status).toBe('active');
  });

  it('holds the cap across instances of the app on one database', async () => {
    const owner = await signedInUser(t);
    const other = await buildApp({
      config: t.config,
      db: t.db,
      storage: t.storage,
      jobs: t.jobs,
      overrides: { now },
    });
    try {
      for (let i = 0; i < 4; i++) {
        for (const app of [t.app, other]) {
          const answer = await app.inject({
            method: 'POST',
            url: '/v1/auth/password/forgot',
            remoteAddress: `10.77.${i}.${app === t.app ? 1 : 2}`,
            payload: { email: owner.email },
          });
          expect(answer.statusCode).toBe(200);
        }
      }
    } finally {
      await other.close();
    }
    expect(await mailsTo(owner.email)).toHaveLength(CAUSED_MAILS_PER_ADDRESS_HOUR);
  });
});
