import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../lib/errors.ts';
import {
  identityRequiredSaid,
  identityVerificationMessages,
  namesMatch,
  payoutMessages,
} from '@pixel/contract';
import {
  identityVerifications,
  linkedAccounts,
  payoutClearances,
  payouts,
  sandboxPayouts,
  sessions,
  staffAudit,
} from '../../db/schema/index.ts';
import {
  clearForPayouts,
  client,
  fundWallet,
  insertUserBank,
  insertVerifiedIdentity,
  member,
  newMobile,
  overrideLimit,
  smsCodeFor,
  staffMember,
  unique,
} from '../../test/builders.ts';
import { cardPhoto as photo, formData } from '../../test/forms.ts';
import { audit } from '../../ledger/ledger.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ceilingHoldReason } from './payouts.service.ts';

const t = useTestApp();

const REQUEST = '/v1/user/transactions/payout/request';
const SUBMIT = '/v1/user/transactions/payout/bank';
const HOUR = 3_600_000;

const dev = () => client(t, { ip: '127.0.0.1' });
const clockNow = async () => new Date((await dev().get('/dev/clock')).json().data.now as string);
const advance = (ms: number) => dev().post('/dev/clock', { advance_seconds: ms / 1000 });
afterEach(() => dev().post('/dev/clock', { reset: true }));

/** A creator with ₱500 available and a BDO account in `accountName`, on the development clock. */
async function creator(accountName = 'Maria Santos') {
  const who = await member(t, {}, { at: await clockNow() });
  const mobile = newMobile();
  await fundWallet(t, who.user.id, 50_000);
  await insertUserBank(t, who.user.id, { mobileNumber: mobile, accountName });
  return { ...who, mobile };
}
type Creator = Awaited<ReturnType<typeof creator>>;

async function withdraw(
  who: Creator,
  body: Record<string, unknown> = { bank_slug: 'PH_BDO', amount: '200' },
) {
  const requested = await who.browser.post(REQUEST, { ...body, confirm: 1 });
  if (requested.statusCode !== 200) return requested;
  const code = await smsCodeFor(t, (body.mobile as string | undefined) ?? who.mobile);
  return who.browser.post(SUBMIT, { ...body, otp_code: code, otp_token: requested.json().data.otp_token });
}

/**
 * A verified creator past their first-payout review with `balance` centavos and a linked e-payment account,
 * whose direct payouts have no monthly cap: for the amounts of the yearly thresholds.
 */
async function directCreator(balance: number) {
  const who = await member(t, {}, { at: await clockNow() });
  const mobile = newMobile();
  await t.db.insert(linkedAccounts).values({
    userId: who.user.id,
    provider: 'sandbox',
    accountId: unique('acc-'),
    username: 'maria',
    mobileNumber: mobile,
  });
  await fundWallet(t, who.user.id, balance);
  await clearForPayouts(t, who.user.id);
  const direct = (amount: string) => withdraw({ ...who, mobile }, { bank_slug: 'e-payment', amount });
  return { who, direct };
}

async function sendVerification(who: { browser: Creator['browser'] }, legalName = 'Maria Santos') {
  const body = formData(
    {
      legal_name: legalName,
      birth_date: '1994-08-24',
      address: '12 Mabini St, Quezon City',
      id_type: 'passport',
    },
    { id_front: await photo('#3366cc'), selfie: await photo('#33cc66', { width: 600, height: 800 }) },
  );
  const sent = await who.browser.post('/v1/user/verification', body.payload, body.headers);
  expect(sent.statusCode, sent.body).toBe(201);
}

const latestVerificationOf = async (userId: string) =>
  (
    await t.db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
  ).at(-1)!.id;

const payoutRow = async (reference: string) =>
  (await t.db.select().from(payouts).where(eq(payouts.reference, reference)))[0]!;
const sentToProvider = async (reference: string) =>
  (await t.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, reference))).length;

describe('identity before money leaves', () => {
  it('refuses a payout with a link to verify, saying where the verification stands, until support approves it', async () => {
    const support = await staffMember(t, 'support', { at: await clockNow() });
    const who = await creator();

    const none = await withdraw(who);
    expect(none.statusCode, none.body).toBe(403);
    expect(none.json()).toMatchObject({
      exception: 'IdentityVerificationRequiredException',
      message:
        'Verify your identity before your first payout. It takes a few minutes: your legal name, a government ID and a selfie.',
      message_key: 'identityRequiredNone',
      data: { state: 'none', reason: null, renewal: false, verify_path: '/dashboard/settings/verification' },
    });
    // no code was sent for a payout that cannot go
    expect((await t.outbox()).some((m) => m.to === `+63${who.mobile}`)).toBe(false);

    await sendVerification(who);
    const pending = await withdraw(who);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({
      message:
        'We are still checking your identity. You can withdraw once it is verified: we will tell you by email.',
      data: { state: 'pending' },
    });

    const id = await latestVerificationOf(who.user.id);
    const reason = 'The selfie is too dark to compare with the ID.';
    expect((await support.browser.post(`/v1/admin/verifications/${id}/reject`, { reason })).statusCode).toBe(
      200,
    );
    const rejected = await withdraw(who);
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json()).toMatchObject({
      message: inEnglish(identityRequiredSaid({ state: 'rejected', reason, renewal: false })),
      data: { state: 'rejected', reason },
    });

    await sendVerification(who);
    const again = await latestVerificationOf(who.user.id);
    const approve = (staff: typeof support) =>
      staff.browser.post(`/v1/admin/verifications/${again}/approve`, { reason: 'Clear.' });
    // an approval needs a second staff member (decision 0121): the first alone leaves it pending
    expect((await approve(support)).statusCode).toBe(202);
    expect((await withdraw(who)).statusCode).toBe(403);
    expect((await approve(await staffMember(t, 'support'))).statusCode).toBe(200);
    const paid = await withdraw(who);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("holds a creator's first payout in review for 48 hours, sends it after, and never reviews the next", async () => {
    const who = await creator();
    await insertVerifiedIdentity(t, who.user.id);
    // the creator stays signed in across the two days
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 7 * 24 * HOUR) })
      .where(eq(sessions.userId, who.user.id));

    const first = await withdraw(who);
    expect(first.statusCode, first.body).toBe(200);
    const { reference, review_until: until, created_at: created } = first.json().data;
    expect(first.json().data).toMatchObject({ status: 'pending', on_hold: false });
    expect(Date.parse(until) - Date.parse(created)).toBe(48 * HOUR);
    // the money is held, not sent
    expect((await who.browser.get('/v1/user/balance')).json().data[0].amount).toBe('285.00');
    expect(await sentToProvider(reference)).toBe(0);
    // its line in the history says when it goes
    const lines = (await who.browser.get('/v1/user/transactions')).json().data;
    const line = lines.find((row: { reference: string }) => row.reference === reference);
    const detail = (await who.browser.get(`/v1/user/transactions/${line.transaction_no}`)).json().data;
    expect(detail).toMatchObject({ status: 'pending', payout_waiting: { reason: 'review', until } });

    await advance(47 * HOUR);
    await t.jobs.runDue();
    expect(await sentToProvider(reference)).toBe(0);

    await advance(HOUR + 60_000);
    await t.jobs.runDue();
    expect(await sentToProvider(reference)).toBe(1);
    await t.jobs.runDue();
    await advance(10 * 60_000);
    await t.jobs.runDue();
    expect((await payoutRow(reference)).status).toBe('completed');
    expect(
      (await who.browser.get(`/v1/user/transactions/${line.transaction_no}`)).json().data.payout_waiting,
    ).toBeNull();

    // past its review, the creator's next payout goes at once
    const second = await withdraw(who, { bank_slug: 'PH_BDO', amount: '100' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.review_until).toBeNull();
    expect(await sentToProvider(second.json().data.reference)).toBe(1);
  });

  it('lets finance hold a first payout in review past its 48 hours, and release one at once', async () => {
    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    const held = await creator();
    await insertVerifiedIdentity(t, held.user.id);
    const early = await creator();
    await insertVerifiedIdentity(t, early.user.id);
    const heldRef = (await withdraw(held)).json().data.reference;
    const earlyRef = (await withdraw(early)).json().data.reference;

    const inReview = (await finance.browser.get('/v1/admin/payouts?status=review')).json().data;
    expect(inReview.map((p: { reference: string }) => p.reference)).toEqual(
      expect.arrayContaining([heldRef, earlyRef]),
    );
    const hold = await finance.browser.post(`/v1/admin/payouts/${heldRef}/hold`, {
      reason: 'Many new supporters in one day: checking the gifts first.',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    // a creator sees it held, not in review
    const release = await finance.browser.post(`/v1/admin/payouts/${earlyRef}/release`, {
      reason: 'Known creator, moved from another platform.',
    });
    expect(release.statusCode, release.body).toBe(200);
    expect(await sentToProvider(earlyRef)).toBe(1);
    const [cleared] = await t.db
      .select()
      .from(payoutClearances)
      .where(eq(payoutClearances.userId, early.user.id));
    expect(cleared?.clearedBy).toBe(finance.user.id);

    await advance(49 * HOUR);
    await t.jobs.runDue();
    expect(await sentToProvider(heldRef)).toBe(0);
    expect((await payoutRow(heldRef)).heldAt).not.toBeNull();
  });

  it('refuses a bank in another name until support approves it, with the reason in the audit trail', async () => {
    const support = await staffMember(t, 'support', { at: await clockNow() });
    const who = await creator('Jose Rizal');
    await clearForPayouts(t, who.user.id, 'Maria Santos');

    const refused = await withdraw(who);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ bank_slug: [payoutMessages.nameMismatch] });

    const person = (await support.browser.get(`/v1/admin/users/${who.user.id}`)).json().data;
    expect(person.bank_accounts[0]).toMatchObject({ account_name: 'Jose Rizal', name_check: 'differs' });

    const url = `/v1/admin/users/${who.user.id}/banks/PH_BDO/approve-name`;
    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    expect((await finance.browser.post(url, { reason: 'x' })).statusCode).toBe(403);
    expect((await support.browser.post(url, {})).statusCode).toBe(422);
    const reason = 'Her husband’s account: the marriage certificate was sent to support.';
    const approved = await support.browser.post(url, { reason });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.user.bank_accounts[0]).toMatchObject({
      name_check: 'approved',
      name_approval_reason: reason,
    });
    expect((await support.browser.post(url, { reason })).statusCode).toBe(409);
    expect(
      (await support.browser.post(`/v1/admin/users/${who.user.id}/banks/PH_BPI/approve-name`, { reason }))
        .statusCode,
    ).toBe(404);
    const [line] = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'bank.approve_name'))
      .orderBy(staffAudit.id);
    expect(line).toMatchObject({ subjectUserId: who.user.id, reason });

    expect((await withdraw(who)).statusCode).toBe(200);
  });

  it('takes the legal name with its middle names, initials, accents and case aside', async () => {
    const who = await creator('MARIA SANTOS');
    await clearForPayouts(t, who.user.id, 'María Clara D. Santos');
    expect((await withdraw(who)).statusCode).toBe(200);
  });

  it('verifies again before the payout that takes the year past ₱100,000', async () => {
    const support = await staffMember(t, 'support', { at: await clockNow() });
    const { who, direct } = await directCreator(12_000_000);

    expect((await who.browser.get('/v1/user/verification')).json().data.renewal_due).toBe(true);
    expect((await direct('100000')).statusCode).toBe(200);
    const over = await direct('100');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      message:
        'Your payouts this year pass ₱100,000, so we need to verify your identity again before this payout.',
      data: { state: 'approved', renewal: true },
    });

    await sendVerification(who);
    expect((await direct('100')).json().data).toMatchObject({ state: 'pending', renewal: true });
    // the approval on file still stands for payouts below the threshold
    expect((await who.browser.get('/v1/user/verification')).json().data).toMatchObject({
      state: 'pending',
      verified: true,
      renewal_due: false,
    });
    const id = await latestVerificationOf(who.user.id);
    for (const [staff, status] of [
      [support, 202],
      [await staffMember(t, 'support'), 200],
    ] as const) {
      expect(
        (await staff.browser.post(`/v1/admin/verifications/${id}/approve`, { reason: 'Same person.' }))
          .statusCode,
      ).toBe(status);
    }
    expect((await direct('100')).statusCode).toBe(200);

    // once verified again, another is refused for the rest of the year
    const body = formData(
      { legal_name: 'Maria Santos', birth_date: '1994-08-24', address: 'QC', id_type: 'passport' },
      { id_front: await photo('#3366cc'), selfie: await photo('#33cc66', { width: 600, height: 800 }) },
    );
    const third = await who.browser.post('/v1/user/verification', body.payload, body.headers);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(identityVerificationMessages.renewed);
  });
});

describe('tax withheld from payouts', () => {
  it('withholds 1 % of half of each payout once the year passes ₱500,000, and sends the rest', async () => {
    const { who, direct } = await directCreator(60_000_000);
    // verified again this year, as a creator past ₱100,000 is; room past a new creator's ceiling
    await insertVerifiedIdentity(t, who.user.id, { renewal: true });
    await overrideLimit(t, who.user.id, 'new_creator_payout_ceiling', 100_000_000);

    const under = await direct('499000');
    expect(under.statusCode, under.body).toBe(200);
    expect(under.json().data.withholding).toBe('0.00');

    const past = await direct('10000');
    expect(past.statusCode, past.body).toBe(200);
    const { reference } = past.json().data;
    expect(past.json().data).toMatchObject({
      amount: '10000.00',
      withholding: '50.00',
      total_amount: '10000.00',
    });
    const [sent] = await t.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, reference));
    expect(sent?.amount).toBe(995_000);

    await advance(10 * 60_000);
    await t.jobs.runDue();
    expect((await payoutRow(reference)).status).toBe('completed');
    const tax = (await who.browser.get('/v1/user/tax')).json().data;
    expect(tax).toMatchObject({ withholding_applies: true, withheld: '50.00' });
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('velocity limits on payouts', () => {
  it('lets a creator ask for 3 payouts in 24 hours, refuses the 4th with when to try again, and takes it a day after the first', async () => {
    const who = await creator();
    await clearForPayouts(t, who.user.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 7 * 24 * HOUR) })
      .where(eq(sessions.userId, who.user.id));
    const small = { bank_slug: 'PH_BDO', amount: '100' };
    for (let i = 0; i < 3; i++) expect((await withdraw(who, small)).statusCode).toBe(200);
    await advance(HOUR);
    const fourth = await who.browser.post(REQUEST, { ...small, confirm: 1 });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().exception).toBe('TooManyRequestsException');
    const wait = fourth.json().data.retry_in_seconds;
    expect(wait).toBeGreaterThan(23 * 3600 - 60);
    expect(wait).toBeLessThanOrEqual(23 * 3600);
    expect(fourth.json().message).toMatch(
      /^You can ask for 3 payouts in 24 hours\. You can ask for the next one in 2[23] hours/,
    );
    // no code was sent for it
    expect((await t.outbox()).filter((m) => m.to === `+63${who.mobile}`)).toHaveLength(3);

    await advance(wait * 1000);
    expect((await withdraw(who, small)).statusCode).toBe(200);
  });

  it("holds, rather than refuses, a new creator's payout past the first 30 days' ceiling", async () => {
    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    const who = await creator();
    await clearForPayouts(t, who.user.id);
    await overrideLimit(t, who.user.id, 'new_creator_payout_ceiling', 30_000);

    const within = await withdraw(who, { bank_slug: 'PH_BDO', amount: '200' });
    expect(within.json().data).toMatchObject({ on_hold: false, review_until: null });
    expect(await sentToProvider(within.json().data.reference)).toBe(1);

    const over = await withdraw(who, { bank_slug: 'PH_BDO', amount: '150' });
    expect(over.statusCode, over.body).toBe(200);
    const { reference } = over.json().data;
    expect(over.json().data).toMatchObject({ status: 'pending', on_hold: true });
    expect(await sentToProvider(reference)).toBe(0);
    const held = (await finance.browser.get('/v1/admin/payouts?status=held')).json().data;
    expect(held).toContainEqual(expect.objectContaining({ reference, hold_reason: ceilingHoldReason }));
    const metrics = await dev().get('/metrics');
    expect(metrics.body).toMatch(
      /pixel_velocity_limit_hits_total\{limit="new_creator_payout_ceiling"\} [1-9]/,
    );

    await finance.browser.post(`/v1/admin/payouts/${reference}/release`, { reason: 'Supporters are real.' });
    expect(await sentToProvider(reference)).toBe(1);
  });
});

describe('namesMatch', () => {
  it.each([
    ['Maria Clara Santos', 'Maria Santos', true],
    ['María Clara D. Santos', 'MARIA C. SANTOS', true],
    ['Juan dela Cruz', 'Juan Dela Cruz', true],
    ['José Peña', 'Jose Pena', true],
    ['Maria Santos', 'Maria Clara Santos', false],
    ['Maria Santos', 'Santos Maria', false],
    ['Maria Santos', 'Jose Santos', false],
    ['Maria Santos', '', false],
  ])('%s against %s: %s', (legal, account, expected) => {
    expect(namesMatch(legal, account)).toBe(expected);
  });
});
