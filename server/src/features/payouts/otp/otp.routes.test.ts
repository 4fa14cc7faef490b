import { describe, expect, it } from 'vitest';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  smsCodeFor,
  testClock,
} from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';

const clock = testClock();
const t = useTestApp({ overrides: { now: clock.now } });

const REQUEST = '/v1/user/transactions/payout/request';
const SUBMIT = '/v1/user/transactions/payout/bank';
const VERIFY = '/v1/user/otp/verify';
const RESEND = '/v1/user/otp/resend';

/** A creator with money and a bank, holding a code for a 200.00 payout. */
async function payoutCode(amount = '200') {
  const who = await member(t);
  const mobile = newMobile();
  await fundWallet(t, who.user.id, 100_000);
  await clearForPayouts(t, who.user.id);
  await insertUserBank(t, who.user.id, { mobileNumber: mobile });
  const response = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount, confirm: 1 });
  expect(response.statusCode).toBe(200);
  const token = response.json().data.otp_token as string;
  return { ...who, mobile, token, code: await smsCodeFor(t, mobile) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const expectInvalid = (
  response: { statusCode: number; json(): { exception: string; message: string } },
  message: string,
) => {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ exception: 'OTPCodeInvalidException', message });
};

describe('one-time codes', () => {
  it('sends six digits by SMS, and checks a code without using it up', async () => {
    const who = await payoutCode();
    expect(who.code).toMatch(/^\d{6}$/);
    const [sms] = await t.outbox();
    expect(sms).toMatchObject({ channel: 'sms', to: `+63${who.mobile}` });
    expect(sms!.body).toContain('PHP 200.00 to BDO Unibank');

    const verified = await who.browser.post(VERIFY, { otp_code: who.code, otp_token: who.token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { verified: true } });
    // still good for the payout it was sent for
    const submitted = await who.browser.post(SUBMIT, {
      bank_slug: 'PH_BDO',
      amount: '200',
      otp_code: who.code,
      otp_token: who.token,
    });
    expect(submitted.statusCode).toBe(200);
  });

  it('is used once: the same code cannot submit a second payout', async () => {
    const who = await payoutCode();
    const body = { bank_slug: 'PH_BDO', amount: '200', otp_code: who.code, otp_token: who.token };
    expect((await who.browser.post(SUBMIT, body)).statusCode).toBe(200);
    expectInvalid(await who.browser.post(SUBMIT, body), 'The OTP code has already been used.');
    expectInvalid(
      await who.browser.post(VERIFY, { otp_code: who.code, otp_token: who.token }),
      'The OTP code has already been used.',
    );
    expect((await who.browser.get('/v1/user/balance')).json().data[0].amount).toBe('785.00');
  });

  it('expires after ten minutes', async () => {
    const who = await payoutCode();
    clock.advance(600_000 + 1_000);
    expectInvalid(
      await who.browser.post(VERIFY, { otp_code: who.code, otp_token: who.token }),
      'The OTP code has expired. Please request a new one.',
    );
    expectInvalid(
      await who.browser.post(SUBMIT, {
        bank_slug: 'PH_BDO',
        amount: '200',
        otp_code: who.code,
        otp_token: who.token,
      }),
      'The OTP code has expired. Please request a new one.',
    );
    // a resend brings a fresh code with a fresh ten minutes
    expect((await who.browser.post(RESEND, { otp_token: who.token })).statusCode).toBe(200);
    const fresh = await smsCodeFor(t, who.mobile);
    expect((await who.browser.post(VERIFY, { otp_code: fresh, otp_token: who.token })).statusCode).toBe(200);
  });

  it('dies after five wrong codes, even for the right one', async () => {
    const who = await payoutCode();
    for (let i = 0; i < 5; i++) {
      expectInvalid(
        await who.browser.post(VERIFY, { otp_code: wrong(who.code), otp_token: who.token }),
        'The OTP code is invalid.',
      );
    }
    expectInvalid(
      await who.browser.post(VERIFY, { otp_code: who.code, otp_token: who.token }),
      'Too many wrong codes. Please start again.',
    );
    expectInvalid(
      await who.browser.post(SUBMIT, {
        bank_slug: 'PH_BDO',
        amount: '200',
        otp_code: who.code,
        otp_token: who.token,
      }),
      'Too many wrong codes. Please start again.',
    );
    // nor can a resend bring it back
    clock.advance(31_000);
    expectInvalid(
      await who.browser.post(RESEND, { otp_token: who.token }),
      'Too many wrong codes. Please start again.',
    );
    expect((await who.browser.get('/v1/user/balance')).json().data[0].amount).toBe('1000.00');
  });

  it('refuses a code sent for one payout on another, and counts it as a try', async () => {
    const who = await payoutCode('200');
    await insertUserBank(t, who.user.id, { bankSlug: 'PH_BPI', bankName: 'BPI', isDisabled: true });
    const other = { otp_code: who.code, otp_token: who.token };
    expectInvalid(
      await who.browser.post(SUBMIT, { bank_slug: 'PH_BDO', amount: '300', ...other }),
      'The OTP code is invalid.',
    );
    expectInvalid(
      await who.browser.post(SUBMIT, { bank_slug: 'PH_BDO', withdraw_all: 1, ...other }),
      'The OTP code is invalid.',
    );
    // the code is still good for its own payout, with three tries left
    const own = await who.browser.post(SUBMIT, { bank_slug: 'PH_BDO', amount: '200', ...other });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.amount).toBe('200.00');
  });

  it("refuses another user's token as if it did not exist", async () => {
    const who = await payoutCode();
    const stranger = await member(t);
    expectInvalid(
      await stranger.browser.post(VERIFY, { otp_code: who.code, otp_token: who.token }),
      'The OTP code is invalid.',
    );
    expectInvalid(await stranger.browser.post(RESEND, { otp_token: who.token }), 'The OTP code is invalid.');
  });

  it('waits 30 s before the first resend of a payout code, then 300 s after each resend', async () => {
    const who = await payoutCode();
    const early = await who.browser.post(RESEND, { otp_token: who.token });
    expect(early.statusCode).toBe(429);
    expect(early.json().exception).toBe('TooManyRequestsException');
    expect(early.json().data.retry_in_seconds).toBeGreaterThan(25);
    expect(early.json().data.retry_in_seconds).toBeLessThanOrEqual(30);

    clock.advance(30_000);
    const resent = await who.browser.post(RESEND, { otp_token: who.token });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ otp_token: who.token, retry_in_seconds: 300 });
    const fresh = await smsCodeFor(t, who.mobile);
    // the old code stopped working when the new one was sent
    if (fresh !== who.code) {
      expectInvalid(
        await who.browser.post(VERIFY, { otp_code: who.code, otp_token: who.token }),
        'The OTP code is invalid.',
      );
    }
    expect((await who.browser.post(VERIFY, { otp_code: fresh, otp_token: who.token })).statusCode).toBe(200);

    clock.advance(299_000);
    const again = await who.browser.post(RESEND, { otp_token: who.token });
    expect(again.statusCode).toBe(429);
    expect(again.json().data.retry_in_seconds).toBeLessThanOrEqual(1);
    clock.advance(1_000);
    expect((await who.browser.post(RESEND, { otp_token: who.token })).statusCode).toBe(200);
  });

  it('waits 300 s before the first resend in the bank flows', async () => {
    const who = await member(t);
    const response = await who.browser.post('/v1/user/banks/add/bank', {
      bank_slug: 'PH_BDO',
      account_name: 'Maria Santos',
      account_number: '001234567890',
      mobile_number: newMobile(),
      confirm: 1,
    });
    expect(response.json().data.retry_in_seconds).toBe(300);
    const early = await who.browser.post(RESEND, { otp_token: response.json().data.otp_token });
    expect(early.statusCode).toBe(429);
    expect(early.json().data.retry_in_seconds).toBeGreaterThan(295);
  });

  it('sends at most ten codes an hour to one user', async () => {
    const who = await member(t);
    await fundWallet(t, who.user.id, 100_000);
    await clearForPayouts(t, who.user.id);
    await insertUserBank(t, who.user.id, { mobileNumber: newMobile() });
    // each request from its own address, so this is the per-user allowance and not the route's limit
    const from = () => client(t, { cookie: who.browser.state.cookie });
    for (let i = 0; i < 10; i++) {
      expect(
        (await from().post(REQUEST, { bank_slug: 'PH_BDO', amount: '200', confirm: 1 })).statusCode,
      ).toBe(200);
    }
    // twenty minutes on, the first of the ten leaves the hour in forty: that is the wait, not an hour
    clock.advance(20 * 60_000);
    const over = await from().post(REQUEST, { bank_slug: 'PH_BDO', amount: '200', confirm: 1 });
    expect(over.statusCode).toBe(429);
    const wait = over.json().data.retry_in_seconds as number;
    expect(wait).toBeGreaterThan(40 * 60 - 30);
    expect(wait).toBeLessThanOrEqual(40 * 60);
    expect(over.headers['retry-after']).toBe(String(wait));
    expect(over.json().message).toBe(`Too many requests. Please try again in ${wait} seconds.`);
    clock.advance(wait * 1000);
    const after = await from().post(REQUEST, { bank_slug: 'PH_BDO', amount: '200', confirm: 1 });
    expect(after.statusCode).toBe(200);
  });

  it('keeps to ten codes an hour when twenty requests for one user arrive at once', async () => {
    const who = await member(t);
    const mobile = newMobile();
    await fundWallet(t, who.user.id, 100_000);
    await clearForPayouts(t, who.user.id);
    await insertUserBank(t, who.user.id, { mobileNumber: mobile });
    const from = () => client(t, { cookie: who.browser.state.cookie });
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          (await from().post(REQUEST, { bank_slug: 'PH_BDO', amount: '200', confirm: 1 })).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const sent = (await t.outbox()).filter((message) => message.to === `+63${mobile}`);
    expect(sent).toHaveLength(10);
  });

  it('checks its input', async () => {
    const who = await member(t);
    const response = await who.browser.post(VERIFY, { otp_code: '12a', otp_token: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      otp_code: ['The otp code must be 6 digits.'],
      otp_token: ['The otp token field is required.'],
    });
    expect((await client(t).post(VERIFY, { otp_code: '123456', otp_token: 'x' })).statusCode).toBe(401);
  });
});
