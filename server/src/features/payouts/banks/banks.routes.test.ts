import { describe, expect, it } from 'vitest';
import { client, insertUserBank, member, newMobile, smsCodeFor } from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

const ADD = '/v1/user/banks/add/bank';
const MOBILE = '/v1/user/transactions/payout/add/mobilenumber';

const bdo = { bank_slug: 'PH_BDO', account_name: 'Maria Santos', account_number: '001234567890' };

/** Adds a bank through both steps, reading the code from the outbox. */
async function addBank(
  who: Awaited<ReturnType<typeof member>>,
  body: Record<string, unknown>,
  codeTo: string,
) {
  const confirm = await who.browser.post(ADD, { ...body, confirm: 1 });
  expect(confirm.statusCode).toBe(200);
  const code = await smsCodeFor(t, codeTo);
  return who.browser.post(ADD, { ...body, otp_code: code, otp_token: confirm.json().data.otp_token });
}

describe('the bank list', () => {
  it('pages through real Philippine banks and e-wallets, 15 at a time unless asked', async () => {
    const { browser } = await member(t);
    const first = (await browser.get('/v1/banks')).json();
    expect(first.data).toHaveLength(15);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 15 });
    const all = (await browser.get('/v1/banks?per_page=100')).json();
    expect(all.meta.last_page).toBe(1);
    const names = all.data.map((bank: { name: string }) => bank.name);
    for (const name of ['BDO Unibank', 'GCash', 'Maya', 'Land Bank of the Philippines', 'ShopeePay']) {
      expect(names).toContain(name);
    }
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('searches by name or code, whatever the case', async () => {
    const { browser } = await member(t);
    const found = (await browser.get('/v1/banks?search=gcash')).json();
    expect(found.data).toEqual([{ slug: 'PH_GCASH', name: 'GCash', type: 'ewallet' }]);
    expect((await browser.get('/v1/banks?search=unibank')).json().data[0].slug).toBe('PH_BDO');
    expect((await browser.get('/v1/banks?search=zzzz')).json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
    });
  });

  it('refuses a page size above 100 and callers who are not signed in', async () => {
    const { browser } = await member(t);
    const big = await browser.get('/v1/banks?per_page=101');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.per_page).toEqual(['The per page must not be greater than 100.']);
    expect((await client(t).get('/v1/banks')).statusCode).toBe(401);
    expect((await client(t).get('/v1/user/banks')).statusCode).toBe(401);
  });
});

describe('payout accounts', () => {
  it('adds a first bank with the mobile number, confirmed by a code sent to that number', async () => {
    const who = await member(t);
    const mobile = newMobile();
    const confirm = await who.browser.post(ADD, {
      ...bdo,
      mobile_number: `+63 ${mobile.slice(0, 3)} ${mobile.slice(3)}`,
      confirm: 1,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({
      otp_mode: 'sms',
      sent_to: `+63 9** *** ${mobile.slice(-4)}`,
    });
    // nothing is added before the code
    expect((await who.browser.get('/v1/user/banks')).json()).toEqual({ data: [] });

    const added = await who.browser.post(ADD, {
      ...bdo,
      mobile_number: mobile,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: confirm.json().data.otp_token,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      data: [
        {
          account_name: 'Maria Santos',
          account_number: '001234567890',
          bank_details: { slug: 'PH_BDO', name: 'BDO Unibank' },
          mobile_number: mobile,
          is_disabled: false,
        },
      ],
    });
  });

  it("adds later banks with the user's number and leaves only the newest enabled", async () => {
    const who = await member(t);
    const mobile = newMobile();
    await addBank(who, { ...bdo, mobile_number: mobile }, mobile);
    const second = await addBank(
      who,
      { bank_slug: 'PH_GCASH', account_name: 'Maria Santos', account_number: '09171234567' },
      mobile,
    );
    expect(second.statusCode).toBe(200);
    expect(
      second
        .json()
        .data.map((b: { bank_details: { slug: string }; is_disabled: boolean; mobile_number: string }) => [
          b.bank_details.slug,
          b.is_disabled,
          b.mobile_number,
        ]),
    ).toEqual([
      ['PH_BDO', true, mobile],
      ['PH_GCASH', false, mobile],
    ]);

    const enabled = await who.browser.post('/v1/user/banks/enable', { bank_slug: 'PH_BDO' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.map((b: { is_disabled: boolean }) => b.is_disabled)).toEqual([false, true]);
    const unknown = await who.browser.post('/v1/user/banks/enable', { bank_slug: 'PH_MET' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      bank_slug: ['The selected bank is not one of your payout accounts.'],
    });
  });

  it('leaves the active bank active when asked to enable a bank the creator does not have', async () => {
    const who = await member(t);
    await insertUserBank(t, who.user.id);
    const unknown = await who.browser.post('/v1/user/banks/enable', { bank_slug: 'PH_MET' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      bank_slug: ['The selected bank is not one of your payout accounts.'],
    });
    const banks = (await who.browser.get('/v1/user/banks')).json().data;
    expect(banks.map((b: { bank_details: { slug: string }; is_disabled: boolean }) => b)).toMatchObject([
      { bank_details: { slug: 'PH_BDO' }, is_disabled: false },
    ]);
  });

  it.each([
    [
      {},
      {
        bank_slug: ['The bank field is required.'],
        account_name: ['The account name field is required.'],
        account_number: ['The account number field is required.'],
      },
    ],
    [
      { ...bdo, account_number: '12-34' },
      { account_number: ['The account number must contain digits only.'] },
    ],
    [
      { ...bdo, mobile_number: '12345' },
      { mobile_number: ['The mobile number must be a valid mobile number.'] },
    ],
    [{ ...bdo }, { mobile_number: ['The mobile number field is required.'] }],
    [
      { ...bdo, bank_slug: 'PH_NOPE', mobile_number: '9171234567' },
      { bank_slug: ['The selected bank is invalid.'] },
    ],
    [
      { ...bdo, mobile_number: '9171234567', otp_code: '123456' },
      { otp_token: ['The otp token field is required.'] },
    ],
  ])('refuses %j with the messages of the form', async (body, errors) => {
    const who = await member(t);
    const response = await who.browser.post(ADD, { confirm: 1, ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('refuses a second account at the same bank', async () => {
    const who = await member(t);
    await insertUserBank(t, who.user.id);
    const response = await who.browser.post(ADD, { ...bdo, account_number: '999', confirm: 1 });
    expect(response.json().errors).toEqual({
      bank_slug: ['You already have a payout account with this bank.'],
    });
  });

  it('adds nothing when the details differ from those the code was sent for', async () => {
    const who = await member(t);
    const mobile = newMobile();
    const confirm = await who.browser.post(ADD, { ...bdo, mobile_number: mobile, confirm: 1 });
    const code = await smsCodeFor(t, mobile);
    const swapped = await who.browser.post(ADD, {
      ...bdo,
      account_number: '555555555',
      mobile_number: mobile,
      otp_code: code,
      otp_token: confirm.json().data.otp_token,
    });
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().exception).toBe('OTPCodeInvalidException');
    expect((await who.browser.get('/v1/user/banks')).json().data).toEqual([]);
  });
});

describe('the payout mobile number', () => {
  it('sends the code to the number on file, sets the new one on every bank and tells the old number', async () => {
    const who = await member(t);
    const old = newMobile();
    await insertUserBank(t, who.user.id, { mobileNumber: old, isDisabled: true });
    await insertUserBank(t, who.user.id, { bankSlug: 'PH_BPI', bankName: 'BPI', mobileNumber: old });
    const fresh = newMobile();
    const confirm = await who.browser.put(MOBILE, { mobile_number: fresh, confirm: 1 });
    expect(confirm.statusCode).toBe(200);
    // a session alone must not be able to send payouts to a number of its choosing
    expect(confirm.json().data.sent_to).toBe(`+63 9** *** ${old.slice(-4)}`);
    const updated = await who.browser.put(MOBILE, {
      mobile_number: fresh,
      otp_code: await smsCodeFor(t, old),
      otp_token: confirm.json().data.otp_token,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.map((b: { mobile_number: string }) => b.mobile_number)).toEqual([
      fresh,
      fresh,
    ]);
    const notice = (await t.outbox()).find((m) => m.to === `+63${old}`);
    expect(notice?.body).toContain('payout mobile number was changed');
  });

  it('needs a bank first', async () => {
    const who = await member(t);
    const response = await who.browser.put(MOBILE, { mobile_number: newMobile(), confirm: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ mobile_number: ['Add a bank account first.'] });
  });
});
