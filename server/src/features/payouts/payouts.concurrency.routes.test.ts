import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertOtpChallenge,
  insertUserBank,
  member,
  overrideLimit,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { payoutBinding } from './payouts.service.ts';

// runs on PGlite with `npm test` and on PostgreSQL with `npm run test:pg`, where the race is real
const t = useTestApp();

const SUBMIT = '/v1/user/transactions/payout/bank';
const ATTEMPTS = 50;

/** `count` codes, each confirming a standard payout of `amount` centavos to the user's BDO account. */
async function codes(userId: string, amount: number, count: number) {
  const binding = payoutBinding(
    { method: 'standard', bankSlug: 'PH_BDO', accountNumber: '001234567890' },
    { withdraw_all: false, amount },
  );
  return Promise.all(
    Array.from({ length: count }, () => insertOtpChallenge(t, { userId, purpose: 'payout', binding })),
  );
}

/** Submits every code at once, each from its own address as separate browsers would. */
async function submitAll(cookie: string, amount: string, otps: { otp_code: string; otp_token: string }[]) {
  return Promise.all(
    otps.map((otp) => client(t, { cookie }).post(SUBMIT, { bank_slug: 'PH_BDO', amount, ...otp })),
  );
}

type Answer = Awaited<ReturnType<typeof submitAll>>[number];

/**
 * The refusals of a burst, less those told to try again. On PostgreSQL each submission holds one of the
 * pool's connections while it waits for the user's lock, and under load those still waiting for a
 * connection past the pool's wait are answered that the service is busy (503, Retry-After) with nothing
 * moved, as a person clicking again would be.
 */
function refusedOnTheMerits(responses: Answer[]): Answer[] {
  for (const busy of responses.filter((r) => r.statusCode === 503)) {
    expect(busy.json(), busy.body).toMatchObject({ exception: 'ServiceUnavailableException' });
    expect(busy.headers['retry-after']).toBe('5');
  }
  return responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 503);
}

describe('payouts submitted at the same time', () => {
  it(`pay out once when ${ATTEMPTS} submissions race for a balance that covers one`, async () => {
    const who = await member(t);
    await fundWallet(t, who.user.id, 30_000);
    await clearForPayouts(t, who.user.id);
    await insertUserBank(t, who.user.id);
    const responses = await submitAll(
      who.browser.state.cookie!,
      '200',
      await codes(who.user.id, 20_000, ATTEMPTS),
    );

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of refusedOnTheMerits(responses)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ amount: ['Insufficient balance'] });
    }
    expect(await balancesOf(t.db, who.user.id)).toEqual({
      available: 8_500,
      pending: 0,
      payoutHold: 0,
      owed: 0,
    });
    expect(await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id))).toHaveLength(1);
    expect(await audit(t.db)).toEqual([]);
  });

  it(`keep the monthly cap when ${ATTEMPTS} submissions race past it`, async () => {
    const who = await member(t);
    await fundWallet(t, who.user.id, 2_000_000);
    // room for every payout the cap allows in one day
    await overrideLimit(t, who.user.id, 'payouts_per_day', ATTEMPTS);
    await clearForPayouts(t, who.user.id);
    await insertUserBank(t, who.user.id);
    const responses = await submitAll(
      who.browser.state.cookie!,
      '1000',
      await codes(who.user.id, 100_000, ATTEMPTS),
    );

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const response of refusedOnTheMerits(responses)) {
      expect(response.json(), `${response.statusCode} ${response.body}`).toMatchObject({
        exception: 'OverLimitPayoutException',
        data: { amount_allowed: '0.00' },
      });
    }
    const rows = await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(500_000);
    // five payouts of 1,000.00 with a 15.00 fee each
    expect((await balancesOf(t.db, who.user.id)).available).toBe(2_000_000 - 5 * 101_500);
    expect(await audit(t.db)).toEqual([]);
  });

  it('make one payout of a code submitted twice at once (a double click)', async () => {
    const who = await member(t);
    await fundWallet(t, who.user.id, 100_000);
    await clearForPayouts(t, who.user.id);
    await insertUserBank(t, who.user.id);
    const [otp] = await codes(who.user.id, 20_000, 1);
    const responses = await submitAll(who.browser.state.cookie!, '200', [otp!, otp!, otp!]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id))).toHaveLength(1);
    expect((await balancesOf(t.db, who.user.id)).available).toBe(100_000 - 21_500);
  });
});
