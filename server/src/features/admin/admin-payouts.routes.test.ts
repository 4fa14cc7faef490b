import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { payouts, staffAudit } from '../../db/schema/index.ts';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  smsCodeFor,
  staffMember,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const devClock = () => client(t, { ip: '127.0.0.1' });
const clockNow = async () => new Date((await devClock().get('/dev/clock')).json().data.now as string);
afterEach(() => devClock().post('/dev/clock', { reset: true }));

/** A creator's payout to an account the sandbox names: one it cannot reach, or one it keeps pending. */
async function payoutTo(accountNumber: string) {
  const creator = await member(t, {}, { at: await clockNow() });
  const mobile = newMobile();
  await insertUserBank(t, creator.user.id, { accountNumber, mobileNumber: mobile });
  await fundWallet(t, creator.user.id, 50_000);
  await clearForPayouts(t, creator.user.id);
  const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
    bank_slug: 'PH_BDO',
    amount: '200.00',
    confirm: 1,
  });
  const submitted = await creator.browser.post('/v1/user/transactions/payout/bank', {
    bank_slug: 'PH_BDO',
    amount: '200.00',
    otp_code: await smsCodeFor(t, mobile),
    otp_token: requested.json().data.otp_token,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { creator, reference: submitted.json().data.reference as string };
}

const rowOf = async (reference: string) =>
  (await t.db.select().from(payouts).where(eq(payouts.reference, reference)))[0]!;

describe("finance's review of payouts", () => {
  it('holds a payout the provider has not taken, which the poller then leaves, and releases it to be sent', async () => {
    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    const { reference } = await payoutTo('4000000003');
    const before = await rowOf(reference);
    expect(before).toMatchObject({ status: 'pending', providerPayoutId: null, checkAttempts: 1 });

    const pending = (await finance.browser.get('/v1/admin/payouts?status=pending')).json().data;
    expect(pending).toContainEqual(
      expect.objectContaining({
        reference,
        provider_payout_id: null,
        submitted_at: null,
        account_number: '******0003',
      }),
    );
    const held = await finance.browser.post(`/v1/admin/payouts/${reference}/hold`, {
      reason: 'The provider is down; waiting for its all-clear',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.payout).toMatchObject({
      held_at: expect.any(String),
      hold_reason: expect.any(String),
    });
    expect(
      (await finance.browser.post(`/v1/admin/payouts/${reference}/hold`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect((await finance.browser.get('/v1/admin/payouts?status=held')).json().data).toContainEqual(
      expect.objectContaining({ reference }),
    );

    // however long it waits, the poller does not send it
    await devClock().post('/dev/clock', { advance_seconds: 3_600 });
    await devClock().post('/dev/jobs/run');
    expect((await rowOf(reference)).checkAttempts).toBe(1);

    const lateFinance = await staffMember(t, 'finance', { at: await clockNow() });
    const released = await lateFinance.browser.post(`/v1/admin/payouts/${reference}/release`, {
      reason: 'The provider is back',
    });
    expect(released.statusCode, released.body).toBe(200);
    // sent at once: the sandbox still cannot reach it, so it counts another try
    expect(await rowOf(reference)).toMatchObject({ heldAt: null, checkAttempts: 2, status: 'pending' });
    const trail = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, before.userId));
    expect(trail.map((line) => [line.action, line.reason])).toEqual([
      ['payout.hold', 'The provider is down; waiting for its all-clear'],
      ['payout.release', 'The provider is back'],
    ]);
  });

  it('cannot hold a payout the provider took, but asks the provider again about it; support may not', async () => {
    const finance = await staffMember(t, 'finance');
    const support = await staffMember(t, 'support');
    const { reference } = await payoutTo('4000000002');
    expect((await rowOf(reference)).providerPayoutId).not.toBeNull();

    const hold = await finance.browser.post(`/v1/admin/payouts/${reference}/hold`, { reason: 'Looks odd' });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().message).toBe('The provider has taken this payout already: it can no longer be held.');
    const retried = await finance.browser.post(`/v1/admin/payouts/${reference}/retry`, {
      reason: 'Stuck for a day',
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({
      message: 'The provider was asked again.',
      payout: { status: 'pending' },
    });
    expect(
      (await support.browser.post(`/v1/admin/payouts/${reference}/retry`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await support.browser.get('/v1/admin/payouts')).statusCode).toBe(403);
    expect((await finance.browser.post('/v1/admin/payouts/X-NONE/retry', { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it("holds a suspended creator's payouts that have not reached the provider", async () => {
    const support = await staffMember(t, 'support');
    const { creator, reference } = await payoutTo('9000000003');
    const suspended = await support.browser.post(`/v1/admin/users/${creator.user.id}/suspend`, {
      reason: 'Chargebacks from stolen cards',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await rowOf(reference)).toMatchObject({
      status: 'pending',
      holdReason: 'Account suspended: Chargebacks from stolen cards',
    });
  });
});
