import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts, statementLines } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import {
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  smsCodeFor,
  staffMember,
  testClock,
} from '../../test/builders.ts';
import { usePayMongoTestApp } from '../../test/paymongo-test-app.ts';
import { PAYOUT_SEND_ATTEMPTS } from './payout-sending.service.ts';

// payouts through Xendit, reached over HTTP at a stand-in as strict as Xendit's documents (decision 0126)
const clock = testClock();
const { fake, t } = await usePayMongoTestApp({
  env: (providers) => ({
    XENDIT_SECRET_KEY: 'xnd_development_fake_provider',
    XENDIT_CALLBACK_TOKEN: 'xnd_callback_token_fake_0123456789',
    XENDIT_API_URL: providers.xenditUrl,
    XENDIT_DIRECT_CHANNEL: 'PH_AUB',
  }),
  overrides: { now: clock.now },
});

/** A creator with ₱500.00 available and an Asia United Bank account (the channel Xendit's docs show). */
async function creator() {
  const who = await member(t, {}, { at: clock.now() });
  const mobile = newMobile();
  await fundWallet(t, who.user.id, 50_000);
  await clearForPayouts(t, who.user.id);
  await insertUserBank(t, who.user.id, {
    bankSlug: 'PH_AUB',
    bankName: 'Asia United Bank',
    mobileNumber: mobile,
  });
  return { ...who, mobile };
}

/** Withdraws ₱200.00 as the Withdraw modal does: a code, then the payout. */
async function withdraw(who: Awaited<ReturnType<typeof creator>>) {
  const body = { bank_slug: 'PH_AUB', amount: '200' };
  const requested = await who.browser.post('/v1/user/transactions/payout/request', { ...body, confirm: 1 });
  expect(requested.statusCode, requested.body).toBe(200);
  const code = await smsCodeFor(t, who.mobile);
  const submitted = await who.browser.post('/v1/user/transactions/payout/bank', {
    ...body,
    otp_code: code,
    otp_token: requested.json().data.otp_token,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const [row] = await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id));
  return row!;
}

const payoutOf = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const lineOf = async (id: string) =>
  (await t.db.select().from(statementLines).where(eq(statementLines.id, id)))[0]!;
const poll = async () => {
  await t.jobs.send('poll-payouts', {});
  await t.jobs.drain('poll-payouts');
};
const payoutCalls = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/xendit/v2/payouts');

async function failedForFinance(reference: string) {
  const finance = await staffMember(t, 'finance', { at: clock.now() });
  const listed = (await finance.browser.get('/v1/admin/payouts?status=failed')).json().data as {
    reference: string;
  }[];
  return listed.find((payout) => payout.reference === reference);
}

describe('a payout Xendit refuses for good (decision 0126)', () => {
  it.each([
    ['invalidJson', 'INVALID_JSON_FORMAT'],
    ['duplicate', 'DUPLICATE_ERROR'],
    ['invalidKey', 'INVALID_API_KEY'],
    ['forbidden', 'REQUEST_FORBIDDEN_ERROR'],
  ] as const)('on %s (%s), ends at once and gives the creator the money back', async (name, code) => {
    const who = await creator();
    fake.xendit.refuseNext = fake.xendit.errors[name];
    const payout = await withdraw(who);
    const asked = payoutCalls().length;

    const { body } = fake.xendit.errors[name];
    const words = (body.message ?? body.error_message) as string;
    expect(payout).toMatchObject({ status: 'failed', failureCode: code, failureDetail: words });
    // the amount and the fee are back in the creator's balance, and their statement says the payout failed
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({ available: 50_000, payoutHold: 0 });
    expect(await lineOf(payout.statementLineId)).toMatchObject({ status: 'failed' });
    expect(await failedForFinance(payout.reference)).toMatchObject({
      failure_code: code,
      failure_detail: words,
    });
    // never sent again
    clock.advance(3_600_000);
    await poll();
    expect(payoutCalls()).toHaveLength(asked);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a payout Xendit refuses for now (decision 0126)', () => {
  it.each([
    ['its own fault (500)', () => (fake.xendit.failNext = 500)],
    ['SERVER_ERROR', () => (fake.xendit.refuseNext = fake.xendit.errors.server)],
    [
      'too many requests (429)',
      () =>
        (fake.xendit.refuseNext = {
          status: 429,
          body: { error_code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' },
        }),
    ],
    ['no answer (the connection drops)', () => (fake.xendit.dropNext = true)],
  ])('on %s, is sent again later under the same key', async (_name, refuse) => {
    const who = await creator();
    refuse();
    const payout = await withdraw(who);
    expect(payout).toMatchObject({ status: 'pending', providerPayoutId: null, checkAttempts: 1 });
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({
      available: 50_000 - 21_500,
      payoutHold: 21_500,
    });

    clock.advance(5 * 60_000);
    await poll();
    const sent = await payoutOf(payout.id);
    expect(sent).toMatchObject({ status: 'pending', providerPayoutId: expect.stringMatching(/^disb-/) });
    const keys = payoutCalls()
      .slice(-2)
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toEqual([payout.idempotencyKey, payout.idempotencyKey]);
    expect(await audit(t.db)).toEqual([]);
  });

  it(`ends as failed after ${PAYOUT_SEND_ATTEMPTS} tries, with Xendit's last words, and gives the creator the money back`, async () => {
    const who = await creator();
    fake.xendit.failNext = 500;
    const payout = await withdraw(who);
    // the poller has tried all but once already
    await t.db
      .update(payouts)
      .set({ checkAttempts: PAYOUT_SEND_ATTEMPTS - 1, nextCheckAt: clock.now() })
      .where(eq(payouts.id, payout.id));
    fake.xendit.failNext = 500;
    clock.advance(60_000);
    await poll();

    const failed = await payoutOf(payout.id);
    const detail = `SERVER_ERROR: There was an error connecting to our server (still failing after ${PAYOUT_SEND_ATTEMPTS} tries)`;
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'PROVIDER_UNAVAILABLE',
      failureDetail: detail,
    });
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({ available: 50_000, payoutHold: 0 });
    expect(await lineOf(payout.statementLineId)).toMatchObject({ status: 'failed' });
    expect(await failedForFinance(payout.reference)).toMatchObject({
      failure_code: 'PROVIDER_UNAVAILABLE',
      failure_detail: detail,
    });
    expect(await audit(t.db)).toEqual([]);
  });
});
