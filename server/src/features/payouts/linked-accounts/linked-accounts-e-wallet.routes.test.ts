import { describe, expect, it } from 'vitest';
import {
  clearForPayouts,
  fundWallet,
  insertUserBank,
  newMobile,
  signedInUser,
  smsCodeFor,
} from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';

// PayMongo has no account sign-in: an e-wallet number confirmed by a code is linked instead
const t = useTestApp({
  env: {
    PAYMENT_PROVIDER: 'paymongo',
    PAYMONGO_SECRET_KEY: 'sk_test_abc',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_test_secret',
  },
});

const LINK = '/v1/user/linked-account/mobile-number';

describe('linking an e-wallet number with a one-time code', () => {
  it('lets a creator who signed up by email link one and withdraw to it for free', async () => {
    const creator = await signedInUser(t);
    const mobile = newMobile();
    const fields = { account_name: 'Juan dela Cruz', mobile_number: `+63 ${mobile}` };

    const challenge = await creator.browser.post(LINK, { ...fields, confirm: 1 });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json().data).toEqual({
      otp_mode: 'sms',
      otp_token: expect.any(String),
      sent_to: `+63 9** *** ${mobile.slice(-4)}`,
      retry_in_seconds: 300,
    });
    // nothing is linked before the code comes back
    expect((await creator.browser.get('/v1/user/profile')).json().data.linked_account).toBeNull();

    const linked = await creator.browser.post(LINK, {
      ...fields,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: challenge.json().data.otp_token,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual({ username: 'Juan dela Cruz', mobile_number: mobile });
    const profile = (await creator.browser.get('/v1/user/profile')).json().data;
    expect(profile.linked_account).toEqual({ username: 'Juan dela Cruz', mobile_number: mobile });

    await fundWallet(t, profile.id, 50_000);
    await clearForPayouts(t, profile.id);
    const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'e-payment',
      amount: '250',
      confirm: 1,
    });
    expect(requested.statusCode).toBe(200);
    // the code for the payout goes to the same number, after the linking code
    const payoutSms = (await t.outbox()).find((m) => m.to === `+63${mobile}`)!;
    const payout = await creator.browser.post('/v1/user/transactions/payout/bank', {
      bank_slug: 'e-payment',
      amount: '250',
      otp_code: payoutSms.body.match(/code is (\d{6})/)![1],
      otp_token: requested.json().data.otp_token,
    });
    expect(payout.statusCode).toBe(200);
    // no payout provider is configured here, so it waits for one; what matters is that it is free
    expect(payout.json().data).toMatchObject({
      method: 'direct',
      account_number: mobile,
      amount: '250.00',
      fee: '0.00',
      total_amount: '250.00',
    });
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('250.00');
  });

  it('holds payouts when the creator already had a bank, and tells its number and the email', async () => {
    const creator = await signedInUser(t);
    const bankNumber = newMobile();
    await insertUserBank(t, creator.user.id, { mobileNumber: bankNumber });
    await fundWallet(t, creator.user.id, 50_000);
    await clearForPayouts(t, creator.user.id);
    const mobile = newMobile();
    const fields = { account_name: 'Juan dela Cruz', mobile_number: mobile };
    const challenge = await creator.browser.post(LINK, { ...fields, confirm: 1 });
    const linked = await creator.browser.post(LINK, {
      ...fields,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: challenge.json().data.otp_token,
    });
    expect(linked.statusCode).toBe(200);

    const outbox = await t.outbox();
    const sms = outbox.find((m) => m.to === `+63${bankNumber}`);
    expect(sms?.body).toContain('an e-payment account was linked for your payouts');
    expect(sms!.body.length).toBeLessThanOrEqual(160);
    expect(outbox.find((m) => m.to === creator.email)?.subject).toBe('Your PIXEL payout details changed');
    const held = await creator.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'e-payment',
      amount: '250',
      confirm: 1,
    });
    expect(held.statusCode).toBe(403);
    expect(held.json().errors.payout_request[0]).toMatch(/^Payouts are on hold until .+ \(Manila time\)/);
  });

  it('links nothing on a wrong code, and the right code still works after it', async () => {
    const creator = await signedInUser(t);
    const mobile = newMobile();
    const fields = { account_name: 'Maria Clara', mobile_number: mobile };
    const challenge = await creator.browser.post(LINK, { ...fields, confirm: 1 });
    const code = await smsCodeFor(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const token = challenge.json().data.otp_token;

    const refused = await creator.browser.post(LINK, { ...fields, otp_code: wrong, otp_token: token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().exception).toBe('OTPCodeInvalidException');
    expect((await creator.browser.get('/v1/user/profile')).json().data.linked_account).toBeNull();

    // the code is bound to the name and number it was sent for
    const otherName = await creator.browser.post(LINK, {
      ...fields,
      account_name: 'Somebody Else',
      otp_code: code,
      otp_token: token,
    });
    expect(otherName.json().exception).toBe('OTPCodeInvalidException');

    expect(
      (await creator.browser.post(LINK, { ...fields, otp_code: code, otp_token: token })).statusCode,
    ).toBe(200);
  });

  it('refuses with 409 a number already linked to another PIXEL account, before sending a code', async () => {
    const owner = await signedInUser(t);
    const mobile = newMobile();
    const first = await owner.browser.post(LINK, {
      account_name: 'Owner',
      mobile_number: mobile,
      confirm: 1,
    });
    await owner.browser.post(LINK, {
      account_name: 'Owner',
      mobile_number: mobile,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: first.json().data.otp_token,
    });
    const sentTo = async () => (await t.outbox()).filter((m) => m.to === `+63${mobile}`).length;
    const sent = await sentTo();

    const creator = await signedInUser(t);
    const response = await creator.browser.post(LINK, {
      account_name: 'Creator',
      mobile_number: mobile,
      confirm: 1,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      exception: 'ConflictException',
      message: 'This e-payment account is already linked to another PIXEL account.',
      message_key: 'ePaymentLinkedElsewhere',
    });
    expect(await sentTo()).toBe(sent);
  });

  it('offers no provider sign-in to link with', async () => {
    const creator = await signedInUser(t);
    const response = await creator.browser.post('/v1/user/linked-account/with', { platform: 'paymongo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.platform).toEqual([
      'Linking by signing in to an e-payment account is not available.',
    ]);
  });
});
