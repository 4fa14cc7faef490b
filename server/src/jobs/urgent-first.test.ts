import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../providers/mail/mailer.ts';
import { createQueuedSms, type SmsMessage } from '../providers/sms/sms.ts';
import { client, newAccount } from '../test/builders.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// what the mail server and the SMS gateway were handed, in the order they were handed it
const mailed: MailMessage[] = [];
const texted: SmsMessage[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    overrides: {
      mailer: { send: async (message) => void mailed.push(message) },
      sms: { send: async (message) => void texted.push(message) },
    },
  });
});
afterAll(() => t?.close());

const BACKLOG = 2_000;

describe('the job queue, with a backlog of mail that can wait', () => {
  it('sends a new sign-up’s verification mail and a code by SMS before what was queued earlier, then drains the rest, each once', async () => {
    // a creator's 2,000 followers are told of a new post (mail that can wait), before anyone signs up
    await t.jobs.sendMany(
      'send-mail',
      Array.from({ length: BACKLOG }, (_, i) => ({
        to: `follower-${i}@example.ph`,
        subject: 'A new post',
        text: 'Maria posted a new Snap.',
      })),
    );
    const account = newAccount();
    expect((await client(t).post('/v1/auth/register', account)).statusCode).toBe(201);
    // and SMS that can wait (notices that carry no code) before a payout's code
    const sms = createQueuedSms(t.jobs);
    for (let i = 0; i < 20; i++) await sms.send({ to: '+639171234567', text: `A notice, ${i}` });
    await sms.send({ to: '+639171234567', text: 'Your PIXEL code is 123456', code: '123456' });

    // the workers start on the queue as it is
    await t.jobs.work();
    await expect.poll(() => mailed.length, { timeout: 60_000, interval: 50 }).toBe(BACKLOG + 1);
    await expect.poll(() => texted.length, { timeout: 60_000, interval: 50 }).toBe(21);

    // the verification mail went out in the workers' first fetches (two workers, ten mails each), not after
    // the 2,000 queued before it
    const verification = mailed.findIndex((mail) => mail.to === account.email);
    expect(verification).toBeGreaterThanOrEqual(0);
    expect(verification).toBeLessThan(20);
    expect(mailed[verification]!.subject).toBe('Verify your email address');
    // the code went before the SMS queued before it, in the SMS worker's first fetch
    expect(texted[0]!.code).toBe('123456');
    expect(texted.filter((text) => text.code)).toHaveLength(1);
    // and the backlog went out whole, each mail once
    expect(new Set(mailed.map((mail) => mail.to)).size).toBe(BACKLOG + 1);
    expect((await t.jobs.stats()).find((queue) => queue.name === 'send-mail')).toMatchObject({
      queued: 0,
      active: 0,
      failed: 0,
    });
  }, 90_000);

  it('wakes its idle workers when a job is written: a sign-up’s mail goes out at once, though an idle worker looks again only every 30 s', async () => {
    // the backlog is out (the test before), and the mail workers hold nothing: they wait
    await expect.poll(() => t.jobs.idle('send-mail')).toBe(true);
    // the verification mail is written in the sign-up's transaction: the notice goes when it commits
    const account = newAccount();
    expect((await client(t).post('/v1/auth/register', account)).statusCode).toBe(201);
    await expect
      .poll(() => mailed.filter((mail) => mail.to === account.email).length, { timeout: 10_000 })
      .toBe(1);
  }, 60_000);
});
