import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/index.ts';
import {
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  smsCodeFor,
  staffMember,
} from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

async function creatorWithBank() {
  const creator = await member(t);
  const mobile = newMobile();
  await insertUserBank(t, creator.user.id, {
    bankSlug: 'PH_BDO',
    bankName: 'BDO Unibank',
    accountNumber: '001234567890',
    mobileNumber: mobile,
  });
  return { ...creator, mobile };
}

describe('a payout change support enters', () => {
  it('takes effect only when the creator types the code sent to the number on file, then holds payouts', async () => {
    const support = await staffMember(t, 'support');
    const creator = await creatorWithBank();
    await fundWallet(t, creator.user.id, 50_000);

    const proposed = await support.browser.post(`/v1/admin/users/${creator.user.id}/payout-changes`, {
      kind: 'bank',
      bank_slug: 'PH_BPI',
      account_name: 'Maria Santos',
      account_number: '9876543210',
      reason: 'Her BDO account was closed; she mailed from her address on file',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data.sent_to).toBe(
      `+63 ${creator.mobile.slice(0, 1)}** *** ${creator.mobile.slice(-4)}`,
    );
    // nothing changed yet
    const banksBefore = (await creator.browser.get('/v1/user/banks')).json().data;
    expect(banksBefore).toMatchObject([{ bank_details: { slug: 'PH_BDO' }, is_disabled: false }]);

    const [pending] = (await creator.browser.get('/v1/user/payout-changes')).json().data;
    expect(pending).toMatchObject({
      kind: 'bank',
      bank_name: expect.any(String),
      account_name: 'Maria Santos',
      account_number: '******3210',
      reason: 'Her BDO account was closed; she mailed from her address on file',
      otp: { otp_mode: 'sms', sent_to: proposed.json().data.sent_to },
    });
    const confirm = (code: string) =>
      creator.browser.post(`/v1/user/payout-changes/${pending.id}/confirm`, {
        otp_code: code,
        otp_token: pending.otp.otp_token,
      });
    const code = await smsCodeFor(t, creator.mobile);
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().exception).toBe('OTPCodeInvalidException');

    // another account cannot confirm it, even with the code
    const someone = await member(t);
    const foreign = await someone.browser.post(`/v1/user/payout-changes/${pending.id}/confirm`, {
      otp_code: code,
      otp_token: pending.otp.otp_token,
    });
    expect(foreign.statusCode).toBe(404);

    const confirmed = await confirm(code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.message).toBe('Your payout details are changed.');
    const banks = confirmed.json().data.banks as { bank_details: { slug: string }; is_disabled: boolean }[];
    expect(banks.map((bank) => [bank.bank_details.slug, bank.is_disabled])).toEqual([
      ['PH_BDO', true],
      ['PH_BPI', false],
    ]);
    expect((await creator.browser.get('/v1/user/payout-changes')).json().data).toEqual([]);
    expect((await confirm(code)).statusCode).toBe(404);

    // a change of where money goes holds payouts (decision 0068)
    const payout = await creator.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'PH_BPI',
      amount: '100.00',
      confirm: 1,
    });
    expect(payout.statusCode).toBe(403);
    expect(payout.json().data.held_until).toBeDefined();

    const [line] = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, creator.user.id));
    expect(line).toMatchObject({
      action: 'payout_details.propose',
      staffEmail: support.user.email,
      after: { bank: 'PH_BPI', account_name: 'Maria Santos', account_number: '******3210' },
    });
  });

  it('changes the payout number the same way; refused to finance and without a bank', async () => {
    const support = await staffMember(t, 'support');
    const finance = await staffMember(t, 'finance');
    const creator = await creatorWithBank();
    const next = newMobile();
    const path = `/v1/admin/users/${creator.user.id}/payout-changes`;

    expect(
      (await finance.browser.post(path, { kind: 'mobile_number', mobile_number: next, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const bad = await support.browser.post(path, { kind: 'mobile_number', mobile_number: '12', reason: 'x' });
    expect(bad.json().errors).toEqual({
      mobile_number: ['The mobile number must be a valid mobile number.'],
    });
    const unknown = await support.browser.post(path, { kind: 'fax', reason: 'x' });
    expect(unknown.statusCode).toBe(422);

    const proposed = await support.browser.post(path, {
      kind: 'mobile_number',
      mobile_number: `0${next}`,
      reason: 'Lost her SIM; confirmed by a call',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const [pending] = (await creator.browser.get('/v1/user/payout-changes')).json().data;
    const confirmed = await creator.browser.post(`/v1/user/payout-changes/${pending.id}/confirm`, {
      otp_code: await smsCodeFor(t, creator.mobile),
      otp_token: pending.otp.otp_token,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.banks[0].mobile_number).toContain(next.slice(-4));

    const noBank = await member(t);
    const refused = await support.browser.post(`/v1/admin/users/${noBank.user.id}/payout-changes`, {
      kind: 'mobile_number',
      mobile_number: next,
      reason: 'x',
    });
    expect(refused.statusCode).toBe(422);
  });

  it('is no longer offered once its code took five wrong tries, and says when the code may be sent again', async () => {
    const support = await staffMember(t, 'support');
    const creator = await creatorWithBank();
    await support.browser.post(`/v1/admin/users/${creator.user.id}/payout-changes`, {
      kind: 'mobile_number',
      mobile_number: newMobile(),
      reason: 'Asked by phone',
    });
    const [pending] = (await creator.browser.get('/v1/user/payout-changes')).json().data;
    expect(pending.otp.retry_in_seconds).toBeGreaterThan(200);
    const code = await smsCodeFor(t, creator.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await creator.browser.post(`/v1/user/payout-changes/${pending.id}/confirm`, {
        otp_code: wrong,
        otp_token: pending.otp.otp_token,
      });
    }
    expect((await creator.browser.get('/v1/user/payout-changes')).json().data).toEqual([]);
    const late = await creator.browser.post(`/v1/user/payout-changes/${pending.id}/confirm`, {
      otp_code: code,
      otp_token: pending.otp.otp_token,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().exception).toBe('OTPCodeInvalidException');
  });
});
