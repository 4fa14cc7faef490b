import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createLedger } from '../../ledger/ledger.ts';
import { paymentSettlement } from '../../ledger/postings.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { useTestApp } from '../../test/test-app.ts';
import { client, insertUser, member, newIp, unique } from '../../test/builders.ts';

const t = useTestApp();
// the development routes answer this machine only
const dev = {
  post: (url: string, body?: unknown) => client(t, { ip: '127.0.0.1' }).post(url, body),
  get: (url: string) => client(t, { ip: '127.0.0.1' }).get(url),
};
const DAY = 86_400;

/** The balance the user sees, through a session that is valid by the app's clock. */
const balanceOf = async (userId: string) => {
  const token = randomToken(32);
  const { now } = (await dev.get('/dev/clock')).json().data as { now: string };
  await t.db.insert(sessions).values({
    idHash: hashToken(t.config.sessionSecret, token),
    userId,
    expiresAt: new Date(Date.parse(now) + DAY * 1000),
  });
  const response = await client(t, { cookie: `pixel_session=${token}` }).get('/v1/user/balance');
  const [balance] = response.json().data as { amount: string; pending_amount: string }[];
  return balance!;
};

describe('the development clock', () => {
  it('moves the app on: a wait the server asks for is over once the clock has passed it', async () => {
    const visitor = client(t, { ip: newIp() });
    const { email } = await insertUser(t, { emailVerifiedAt: null, status: 'inactive' });
    // the first resend is allowed, the second must wait
    expect((await visitor.post('/v1/auth/verification/resend', { email })).statusCode).toBe(200);
    const refused = await visitor.post('/v1/auth/verification/resend', { email });
    expect(refused.statusCode).toBe(429);

    const wait = refused.json().data.retry_in_seconds as number;
    // half the wait later, the server counts down from the moved clock
    await dev.post('/dev/clock', { advance_seconds: wait / 2 });
    const halfway = await visitor.post('/v1/auth/verification/resend', { email });
    expect(halfway.json().data.retry_in_seconds).toBe(wait / 2);
    const moved = await dev.post('/dev/clock', { advance_seconds: wait / 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.offset_seconds).toBe(wait);
    const again = await visitor.post('/v1/auth/verification/resend', { email });
    expect(again.statusCode).toBe(200);

    const reset = await dev.post('/dev/clock', { reset: true });
    expect(reset.json().data.offset_seconds).toBe(0);
  });

  it('runs the scheduled jobs by it: money pending until the 15th is released once the clock passes it', async () => {
    const { user: creator } = await member(t);
    await t.db.transaction((tx) =>
      createLedger().post(
        tx,
        paymentSettlement({
          payeeUserId: creator.id,
          gross: 50_000,
          feeBasisPoints: 0,
          pending: true,
          type: 'donation',
          description: 'Gift',
          reference: unique('G-'),
          idempotencyKey: unique('settle:test:'),
        }),
      ),
    );
    expect(await balanceOf(creator.id)).toEqual({
      currency: 'PHP',
      amount: '0.00',
      pending_amount: '500.00',
    });

    // the jobs run now release nothing: the 15th that frees this money is still ahead
    expect((await dev.post('/dev/jobs/run')).statusCode).toBe(200);
    expect((await balanceOf(creator.id)).pending_amount).toBe('500.00');

    await dev.post('/dev/clock', { advance_seconds: 32 * DAY });
    const run = await dev.post('/dev/jobs/run');
    expect(run.json().data.ran['release-pending-balances']).toBe(1);
    expect(await balanceOf(creator.id)).toEqual({
      currency: 'PHP',
      amount: '500.00',
      pending_amount: '0.00',
    });
    await dev.post('/dev/clock', { reset: true });
  });

  it('delivers what the jobs queued: a mail waiting in the queue reaches the outbox', async () => {
    const { email } = await insertUser(t, { emailVerifiedAt: null, status: 'inactive' });
    await client(t, { ip: newIp() }).post('/v1/auth/verification/resend', { email });
    await dev.post('/dev/jobs/run');
    const outbox = (await dev.get('/dev/outbox.json')).json().data as { to: string }[];
    expect(outbox.some((message) => message.to === email)).toBe(true);
  });

  it('refuses what is not a forward move', async () => {
    for (const body of [
      { advance_seconds: -5 },
      { advance_seconds: 1.5 },
      {},
      { advance_seconds: 5, reset: true },
    ]) {
      const response = await dev.post('/dev/clock', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().exception).toBe('ValidationException');
    }
  });

  it('answers only this machine', async () => {
    for (const url of ['/dev/clock', '/dev/jobs/run']) {
      const response = await t.app.inject({ method: 'POST', url, remoteAddress: '203.0.113.9', payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });
});
