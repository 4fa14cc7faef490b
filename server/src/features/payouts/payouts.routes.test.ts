import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkedAccounts, payouts, sandboxPayouts } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  smsCodeFor,
  testClock,
  unique,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = testClock();
const t = useTestApp({ overrides: { now: clock.now } });

const REQUEST = '/v1/user/transactions/payout/request';
const SUBMIT = '/v1/user/transactions/payout/bank';

/** A creator with `balance` centavos available and an enabled BDO account. */
async function creator(balance: number, bank: { accountNumber?: string } = {}) {
  const who = await member(t);
  const mobile = newMobile();
  if (balance) await fundWallet(t, who.user.id, balance);
  await clearForPayouts(t, who.user.id);
  await insertUserBank(t, who.user.id, { mobileNumber: mobile, ...bank });
  return { ...who, mobile };
}

/** Asks for a code and submits the payout with it, as the Withdraw modal does. */
async function withdraw(who: Awaited<ReturnType<typeof creator>>, body: Record<string, unknown>) {
  const requested = await who.browser.post(REQUEST, { ...body, confirm: 1 });
  if (requested.statusCode !== 200) return requested;
  const code = await smsCodeFor(t, who.mobile);
  return who.browser.post(SUBMIT, { ...body, otp_code: code, otp_token: requested.json().data.otp_token });
}

const balanceOf = async (who: { browser: ReturnType<typeof client> }) =>
  (await who.browser.get('/v1/user/balance')).json().data[0].amount as string;

describe('payouts', () => {
  it('needs a signed-in user', async () => {
    for (const url of [REQUEST, SUBMIT]) {
      const response = await client(t).post(url, {
        bank_slug: 'PH_BDO',
        amount: '200',
        ...(url === SUBMIT && { otp_code: '123456', otp_token: 'token' }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().exception).toBe('UnauthorizedAccessException');
    }
  });

  it('withdraws 200.00 to the bank with a 15.00 fee on top, and shows it in the history', async () => {
    const who = await creator(50_000);
    const requested = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount: '200', confirm: 1 });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().data).toEqual({
      otp_mode: 'sms',
      otp_token: expect.any(String),
      sent_to: `+63 9** *** ${who.mobile.slice(-4)}`,
      retry_in_seconds: 30,
    });
    // asking for a code holds nothing yet
    expect(await balanceOf(who)).toBe('500.00');

    const code = await smsCodeFor(t, who.mobile);
    const submitted = await who.browser.post(SUBMIT, {
      bank_slug: 'PH_BDO',
      amount: '200',
      otp_code: code,
      otp_token: requested.json().data.otp_token,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({
      reference: expect.stringMatching(/^W-[A-Z2-9]{12}$/),
      method: 'standard',
      bank_details: { slug: 'PH_BDO', name: 'BDO Unibank' },
      account_number: '001234567890',
      amount: '200.00',
      fee: '15.00',
      total_amount: '215.00',
      status: 'completed',
    });
    expect(await balanceOf(who)).toBe('285.00');
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({ available: 28_500, payoutHold: 0 });

    const history = (await who.browser.get('/v1/user/transactions?transaction_type=payout')).json();
    expect(history.data).toEqual([
      expect.objectContaining({
        type: 'payout',
        status: 'completed',
        total_amount: '-215.00',
        reference: submitted.json().data.reference,
        description: 'Payout to BDO Unibank ••••7890',
      }),
    ]);
    const detail = (await who.browser.get(`/v1/user/transactions/${history.data[0].transaction_no}`)).json();
    expect(detail.data).toMatchObject({ gross_amount: '-200.00', fee_amount: '15.00' });
    expect(await audit(t.db)).toEqual([]);
  });

  it('refuses more than the available balance, fee included', async () => {
    const who = await creator(20_000);
    const response = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount: '190', confirm: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      exception: 'ValidationException',
      errors: { amount: ['Insufficient balance'] },
    });
    // 185.00 + 15.00 is exactly the balance
    expect((await withdraw(who, { bank_slug: 'PH_BDO', amount: '185' })).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe('0.00');
  });

  it('withdraws everything, less the fee, so the balance ends at exactly 0.00', async () => {
    const who = await creator(123_456);
    const response = await withdraw(who, { bank_slug: 'PH_BDO', withdraw_all: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ amount: '1219.56', fee: '15.00', total_amount: '1234.56' });
    expect(await balanceOf(who)).toBe('0.00');
  });

  it('caps standard payouts at 5,000.00 a calendar month and says how much is left', async () => {
    const who = await creator(1_000_000);
    expect((await withdraw(who, { bank_slug: 'PH_BDO', amount: '4000' })).statusCode).toBe(200);
    const over = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount: '1000.01', confirm: 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      exception: 'OverLimitPayoutException',
      message:
        'This is more than the maximum amount for standard payouts this month. You can still withdraw up to ₱1,000.00.',
      message_key: 'overLimitPartly',
      data: { amount_allowed: '1000.00' },
    });
    expect((await withdraw(who, { bank_slug: 'PH_BDO', amount: '1000' })).statusCode).toBe(200);
    const none = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount: '100', confirm: 1 });
    expect(none.json()).toMatchObject({
      message: 'You have reached the maximum amount for standard payouts this month.',
      data: { amount_allowed: '0.00' },
    });
  });

  it('names the amount still allowed this month before the balance, as the help article explains', async () => {
    const who = await creator(50_000);
    expect((await withdraw(who, { bank_slug: 'PH_BDO', amount: '200' })).statusCode).toBe(200);
    const over = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount: '4900', confirm: 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      exception: 'OverLimitPayoutException',
      data: { amount_allowed: '4800.00' },
    });
    const within = await who.browser.post(REQUEST, { bank_slug: 'PH_BDO', amount: '4800', confirm: 1 });
    expect(within.json().errors).toEqual({ amount: ['Insufficient balance'] });
  });

  it('counts the cap per calendar month in Manila', async () => {
    const who = await creator(1_100_000);
    expect((await withdraw(who, { bank_slug: 'PH_BDO', amount: '5000' })).statusCode).toBe(200);
    // the payout's month ends; a new month starts with the whole cap
    const [row] = await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id));
    await t.db
      .update(payouts)
      .set({ createdAt: new Date(row!.createdAt.getTime() - 32 * 86_400_000) })
      .where(eq(payouts.id, row!.id));
    expect((await withdraw(who, { bank_slug: 'PH_BDO', amount: '5000' })).statusCode).toBe(200);
  });

  it('sends direct e-payment payouts to the linked account, free and uncapped', async () => {
    const who = await member(t);
    const mobile = newMobile();
    await t.db.insert(linkedAccounts).values({
      userId: who.user.id,
      provider: 'sandbox',
      accountId: unique('sbx_'),
      username: 'mariasketches',
      mobileNumber: mobile,
    });
    await fundWallet(t, who.user.id, 800_000);
    await clearForPayouts(t, who.user.id);
    const response = await withdraw({ ...who, mobile }, { bank_slug: 'e-payment', amount: '7000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      method: 'direct',
      bank_details: { slug: 'e-payment', name: 'Direct e-payment' },
      account_number: mobile,
      amount: '7000.00',
      fee: '0.00',
      status: 'completed',
    });
    expect(await balanceOf(who)).toBe('1000.00');
  });

  it('refuses a bank the user does not have, a disabled one, and e-payment without a linked account', async () => {
    const who = await creator(100_000);
    await insertUserBank(t, who.user.id, { bankSlug: 'PH_BPI', bankName: 'BPI', isDisabled: true });
    const cases = [
      ['PH_MET', 'The selected bank is not one of your payout accounts.'],
      ['PH_BPI', 'The selected bank is not your active payout account.'],
      ['e-payment', 'You have no linked e-payment account.'],
    ];
    for (const [slug, message] of cases) {
      const response = await who.browser.post(REQUEST, { bank_slug: slug, amount: '200', confirm: 1 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ bank_slug: [message] });
    }
  });

  it.each([
    [{ amount: '200' }, 'bank_slug', 'The bank field is required.'],
    [{ bank_slug: 'PH_BDO' }, 'amount', 'The amount field is required.'],
    [{ bank_slug: 'PH_BDO', amount: '99.99' }, 'amount', 'The amount must be at least 100.00.'],
    [{ bank_slug: 'PH_BDO', amount: '-5' }, 'amount', 'The amount must not be negative.'],
    [
      { bank_slug: 'PH_BDO', amount: '1.234' },
      'amount',
      'The amount must be a number with at most 2 decimal places.',
    ],
    [{ bank_slug: 'PH_BDO', amount: '200', extra: 1 }, 'extra', 'The extra field is not allowed.'],
  ])('refuses %j with a message under %s', async (body, field, message) => {
    const who = await creator(100_000);
    const response = await who.browser.post(REQUEST, { ...body, confirm: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('returns the money when the provider fails the payout (sandbox account 4000000001)', async () => {
    const who = await creator(50_000, { accountNumber: '4000000001' });
    const response = await withdraw(who, { bank_slug: 'PH_BDO', amount: '200' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('failed');
    expect(await balanceOf(who)).toBe('500.00');
    const [line] = (await who.browser.get('/v1/user/transactions?transaction_type=payout')).json().data;
    expect(line).toMatchObject({ status: 'failed', total_amount: '-215.00' });
    // a failed payout does not count against the month's cap
    const [row] = await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'INVALID_DESTINATION' });
    expect(await audit(t.db)).toEqual([]);
  });

  it('settles a payout the provider reports later, by webhook, once however often it is told', async () => {
    const who = await creator(50_000, { accountNumber: '4000000002' });
    const response = await withdraw(who, { bank_slug: 'PH_BDO', amount: '200' });
    expect(response.json().data.status).toBe('pending');
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({ available: 28_500, payoutHold: 21_500 });

    const [row] = await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id));
    const desk = await t.app.inject({ method: 'GET', url: `/sandbox/payouts/${row!.providerPayoutId}` });
    expect(desk.body).toContain('ACCEPTED');
    const done = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${row!.providerPayoutId}/succeed`,
    });
    expect(done.statusCode).toBe(303);
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({ available: 28_500, payoutHold: 0 });
    // the same news again changes nothing
    await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${row!.providerPayoutId}/succeed` });
    expect((await t.db.select().from(payouts).where(eq(payouts.id, row!.id)))[0]!.status).toBe('completed');

    // the bank sends it back: the money returns to available once
    await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${row!.providerPayoutId}/reverse` });
    await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${row!.providerPayoutId}/reverse` });
    expect(await balancesOf(t.db, who.user.id)).toMatchObject({ available: 50_000, payoutHold: 0 });
    const [line] = (await who.browser.get('/v1/user/transactions?transaction_type=payout')).json().data;
    expect(line.status).toBe('failed');
    expect(await audit(t.db)).toEqual([]);
  });

  it('finds out by polling when no webhook arrives', async () => {
    const who = await creator(50_000, { accountNumber: '4000000002' });
    await withdraw(who, { bank_slug: 'PH_BDO', amount: '300' });
    const [row] = await t.db.select().from(payouts).where(eq(payouts.userId, who.user.id));
    // the bank fails it without telling anyone
    await t.db
      .update(sandboxPayouts)
      .set({ status: 'FAILED', failureCode: 'INVALID_DESTINATION' })
      .where(eq(sandboxPayouts.id, row!.providerPayoutId!));
    // not due yet: the money stays on its way
    const onItsWay = await balanceOf(who);
    expect(onItsWay).not.toBe('500.00');
    await t.jobs.runDue();
    expect(await balanceOf(who)).toBe(onItsWay);
    clock.advance(2 * 60_000);
    await t.jobs.runDue();
    expect(await balanceOf(who)).toBe('500.00');
  });

  it('refuses a payout webhook whose signature does not hold, and writes nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_x',
      type: 'payout.updated',
      data: { id: 'disb_sbx_x', reference: 'W-X', status: 'FAILED', failure_code: null },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/sandbox/payouts',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxWebhook('wrong', body) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().exception).toBe('InvalidSignatureException');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/sandbox/payouts',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxWebhook(t.config.payments.sandboxWebhookSecret!, body),
      },
      payload: body,
    });
    // a payout we never made is acknowledged and ignored
    expect(unknown.statusCode).toBe(200);
  });
});
