import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPayouts } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { sandboxPayoutChannels } from '../../providers/payments/sandbox/sandbox-banks.ts';
import {
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  smsCodeFor,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const REQUEST = '/v1/user/transactions/payout/request';
const SUBMIT = '/v1/user/transactions/payout/bank';

// Asia United Bank takes whole pesos only, as Xendit documents for its channel (minimum_increment 1)
const aub = { bankSlug: 'PH_AUB', bankName: 'Asia United Bank' };

async function creator(balance: number, bank: { bankSlug: string; bankName: string }) {
  const who = await member(t);
  const mobile = newMobile();
  await fundWallet(t, who.user.id, balance);
  await clearForPayouts(t, who.user.id);
  await insertUserBank(t, who.user.id, { mobileNumber: mobile, ...bank });
  return { ...who, mobile };
}

const smsTo = async (mobile: string) =>
  (await t.outbox()).find((m) => m.channel === 'sms' && m.to === `+63${mobile}`)!.body;

describe("payout amounts in the channel's steps", () => {
  it('withdraws all in whole pesos to a bank that takes only those, leaving the centavos', async () => {
    // 165.50 available: 150.50 after the 15.00 fee, which the bank would refuse after the code
    const who = await creator(16_550, aub);
    const body = { bank_slug: 'PH_AUB', withdraw_all: true };
    const requested = await who.browser.post(REQUEST, { ...body, confirm: 1 });
    expect(requested.statusCode).toBe(200);
    expect(await smsTo(who.mobile)).toContain('to withdraw PHP 150.00 to Asia United Bank');
    const submitted = await who.browser.post(SUBMIT, {
      ...body,
      otp_code: await smsCodeFor(t, who.mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ amount: '150.00', fee: '15.00', total_amount: '165.00' });
    expect((await who.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.50');
    const [sent] = await t.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.reference, submitted.json().data.reference));
    expect(sent!.amount).toBe(15_000);
    expect(await audit(t.db)).toEqual([]);
  });

  it('asks for whole pesos before sending a code, when the amount typed has centavos', async () => {
    const who = await creator(50_000, aub);
    const response = await who.browser.post(REQUEST, { bank_slug: 'PH_AUB', amount: '150.50', confirm: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: ['Asia United Bank takes whole pesos only. Please enter an amount without centavos.'],
    });
    expect((await t.outbox()).some((m) => m.to === `+63${who.mobile}`)).toBe(false);
  });

  it('fits the code in one SMS with the longest bank name and amount', async () => {
    const longest = sandboxPayoutChannels.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    const who = await creator(600_000, { bankSlug: longest.slug, bankName: longest.name });
    const requested = await who.browser.post(REQUEST, {
      bank_slug: longest.slug,
      amount: '5000',
      confirm: 1,
    });
    expect(requested.statusCode).toBe(200);
    const text = await smsTo(who.mobile);
    expect(text).toContain(longest.name);
    // the longest amount a payout may have (11 characters) in place of this one
    const worst = text.replace('5000.00', '99999999.99');
    expect(worst.length).toBeLessThanOrEqual(160);
    // GSM characters only: one non-GSM character would cut an SMS to 70
    expect(worst).toMatch(/^[\w .,:;&()'\-@/]+$/);

    // adding that bank says its name too
    const adder = await member(t);
    const mobile = newMobile();
    const add = await adder.browser.post('/v1/user/banks/add/bank', {
      bank_slug: longest.slug,
      account_name: 'Maria Santos',
      account_number: '001234567890',
      mobile_number: mobile,
      confirm: 1,
    });
    expect(add.statusCode).toBe(200);
    const addText = await smsTo(mobile);
    expect(addText).toContain(longest.name);
    expect(addText.length).toBeLessThanOrEqual(160);
  });
});
