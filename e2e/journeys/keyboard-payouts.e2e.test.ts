import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { focusOn, focusedName, tabTo } from '../support/keyboard.ts';
import { paidGift } from '../support/money.ts';
import { verifiedByStaff } from '../support/identity.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { makeStaff, newStaff } from '../support/staff.ts';
import { visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and each code of
// their app moves its clock on
const journey = useJourney({ ownServer: true });

// support checks who is paid before money leaves (decision 0107)
const support = newStaff('Sol Bautista', 'support');
// an identity approval takes two staff members (decision 0121)
const colleague = newStaff('Lito Garcia', 'support');
beforeAll(() => makeStaff(journey, [support, colleague]));

// long values, as a narrow phone meets them: a two-word-and-more name, a sixteen-digit account number
const carmen = newCreator('Carmen Villanueva');
const bank = {
  name: 'BDO Unibank',
  accountName: 'Photography Villanueva dela Cruz',
  accountNumber: '0012345678901234',
  mobileNumber: '9171230001',
};

/** The six boxes of a code entry. */
const codeBoxes = (container: Locator) => container.getByRole('textbox', { name: /^Digit \d of 6$/ });

/** What the balance card shows, once loaded: the available amount, then the pending line. */
async function balanceShown(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Available balance' });
  if ((await card.locator('[aria-busy="true"]').count()) > 0) return [];
  return (await card.locator('p').allTextContents()).map((text) => text.trim());
}

describe('payouts by keyboard, and on a narrow phone', () => {
  it('a creator adds a bank and withdraws to it with the keyboard alone; every payout dialog reads whole at 320 px', async () => {
    // 1. Carmen has ₱500.00 from a supporter's gift, and no payout account yet
    const page = journey.page;
    await register(journey.baseUrl, carmen);
    await logInFromVerificationMail(journey, page, carmen);
    await paidGift(journey.baseUrl, carmen.pageUrl, 500);
    await page.reload();
    await expect.poll(() => balanceShown(page)).toEqual(['₱500.00', 'Pending: ₱0.00']);
    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    const balance = page.getByRole('region', { name: 'Available balance' });
    await visible(accounts.getByText('You have not added a bank account yet.'));

    // 2. Balance Information: its one action has the focus, and closing gives it back to the ⓘ
    const info = balance.getByRole('button', { name: 'Balance Information' });
    await tabTo(page, info);
    await page.keyboard.press('Enter');
    const balanceInfo = await visible(page.getByRole('dialog', { name: 'Balance Information' }));
    const gotIt = balanceInfo.getByRole('button', { name: 'GOT IT', exact: true });
    await focusOn(gotIt);
    expect(await dialogProblemsAtEveryWidth(balanceInfo, gotIt), 'Balance Information').toEqual({});
    await page.keyboard.press('Enter');
    await balanceInfo.waitFor({ state: 'hidden' });
    await focusOn(info);

    // 3. Link E-payment Account opens from its row's Link, and Escape gives the focus back to it
    const link = accounts.getByRole('button', { name: 'Link e-payment account' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const linkDialog = await visible(page.getByRole('dialog', { name: 'Link E-payment Account' }));
    const continueWith = linkDialog.getByRole('button', { name: 'Continue with e-payment account' });
    await visible(continueWith);
    expect(await dialogProblemsAtEveryWidth(linkDialog, continueWith), 'Link E-payment Account').toEqual({});
    await page.keyboard.press('Escape');
    await linkDialog.waitFor({ state: 'hidden' });
    await focusOn(link);

    // 4. Add Bank Account: the focus starts in its first field
    const addBankButton = accounts.getByRole('button', { name: 'Add Bank Account', exact: true });
    await tabTo(page, addBankButton);
    await page.keyboard.press('Enter');
    const addBank = await visible(page.getByRole('dialog', { name: 'Add Bank Account' }));
    await focusOn(addBank.getByLabel('Account Name', { exact: true }));
    await page.keyboard.type(bank.accountName);
    await page.keyboard.press('Tab');
    await focusOn(addBank.getByLabel('Account Number', { exact: true }));
    await page.keyboard.type(bank.accountNumber);
    await page.keyboard.press('Tab');

    // the bank picker opens with Enter, in the dialog, with the focus in its search field
    const bankField = addBank.getByRole('button', { name: 'Bank', exact: true });
    await focusOn(bankField);
    await page.keyboard.press('Enter');
    const search = addBank.getByRole('combobox', { name: 'Search bank' });
    await focusOn(search);
    const banks = addBank.getByRole('listbox', { name: 'Banks' });
    await visible(banks.getByRole('option').first());
    expect(await dialogProblemsAtEveryWidth(addBank, search), 'Add Bank Account, its bank list open').toEqual(
      {},
    );
    await focusOn(search);

    // ↓ walks the searched list; Enter takes the bank and gives the focus back to the field
    await page.keyboard.type('BDO');
    await visible(banks.getByRole('option', { name: 'BDO Network Bank', exact: true }));
    await expect
      .poll(async () => (await banks.getByRole('option').allTextContents()).every((name) => /BDO/.test(name)))
      .toBe(true);
    const wanted = banks.getByRole('option', { name: bank.name, exact: true });
    const wantedId = await wanted.getAttribute('id');
    for (
      let press = 0;
      press < 10 && (await search.getAttribute('aria-activedescendant')) !== wantedId;
      press++
    )
      await page.keyboard.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(wantedId);
    await page.keyboard.press('Enter');
    await focusOn(bankField);
    expect((await bankField.textContent())?.trim()).toBe(bank.name);
    expect(await addBank.getByLabel('Account Name', { exact: true }).inputValue()).toBe(bank.accountName);

    // Space opens it again and Escape closes only the list
    await page.keyboard.press('Space');
    await focusOn(search);
    await page.keyboard.press('Escape');
    await focusOn(bankField);
    expect(await bankField.getAttribute('aria-expanded')).toBe('false');
    await visible(addBank);

    // her first bank: the code goes to the mobile number she types here
    await page.keyboard.press('Tab');
    await focusOn(addBank.getByLabel('Mobile Number', { exact: true }));
    await page.keyboard.type(bank.mobileNumber);
    const continueButton = addBank.getByRole('button', { name: 'CONTINUE', exact: true });
    expect(await dialogProblemsAtEveryWidth(addBank, continueButton), 'Add Bank Account').toEqual({});
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');

    // 5. the code step: the first box has the focus; the sixth digit sends the code
    await visible(addBank.getByText('Enter the 6-digit code we sent to'));
    await focusOn(codeBoxes(addBank).first());
    const resend = addBank.getByRole('button', { name: 'RESEND OTP CODE', exact: true });
    expect(await dialogProblemsAtEveryWidth(addBank, resend), 'Add Bank Account, the code step').toEqual({});
    await focusOn(codeBoxes(addBank).first());
    const bankSms = await latestSmsCode(journey.baseUrl, bank.mobileNumber);
    await page.keyboard.type(bankSms.code);
    await addBank.waitFor({ state: 'hidden' });
    // the focus is back on what opened the dialog, not on the page
    await focusOn(addBankButton);

    // 6. the bank's detail: Escape gives the focus back to its View button
    const view = accounts.getByRole('button', { name: `View ${bank.name} ${bank.accountNumber}` });
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    const detail = await visible(page.getByRole('dialog', { name: 'Bank Account' }));
    await visible(detail.getByText(bank.accountNumber, { exact: true }));
    const contact = detail.getByRole('link', { name: 'CONTACT SUPPORT' });
    expect(await dialogProblemsAtEveryWidth(detail, contact), 'Bank Account').toEqual({});
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await focusOn(view);

    // and its Update opens Update Mobile Number with the focus in the number; Escape comes back to View
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Bank Account' }));
    await tabTo(page, page.getByRole('button', { name: 'Update mobile number', exact: true }));
    await page.keyboard.press('Enter');
    const updateMobile = await visible(page.getByRole('dialog', { name: 'Update Mobile Number' }));
    await focusOn(updateMobile.getByLabel('Mobile Number', { exact: true }));
    const save = updateMobile.getByRole('button', { name: 'SAVE CHANGES', exact: true });
    expect(await dialogProblemsAtEveryWidth(updateMobile, save), 'Update Mobile Number').toEqual({});
    await page.keyboard.press('Escape');
    await updateMobile.waitFor({ state: 'hidden' });
    await focusOn(view);

    // 7. her identity was checked by support (the identity-verification journey does it on its screens);
    // then Withdraw: the options, then the Standard payout to her bank
    await verifiedByStaff(journey, page, carmen, [support, colleague], bank.accountName);
    const withdrawButton = balance.getByRole('button', { name: 'Withdraw', exact: true });
    await tabTo(page, withdrawButton);
    await page.keyboard.press('Enter');
    const options = await visible(page.getByRole('dialog', { name: 'Select Payout Option' }));
    const standard = options.getByRole('button', { name: /^Standard/ });
    expect(await dialogProblemsAtEveryWidth(options, standard), 'Select Payout Option').toEqual({});
    await tabTo(page, standard);
    await page.keyboard.press('Enter');

    const withdraw = await visible(page.getByRole('dialog', { name: 'Withdraw' }));
    const amount = withdraw.getByLabel('Amount', { exact: true });
    await focusOn(amount);
    await page.keyboard.type('200');
    await visible(withdraw.locator('dd').filter({ hasText: /^₱215\.00$/ }));
    const requestOtp = withdraw.getByRole('button', { name: 'REQUEST OTP', exact: true });
    expect(await dialogProblemsAtEveryWidth(withdraw, requestOtp), 'Withdraw').toEqual({});
    await tabTo(page, requestOtp);
    await page.keyboard.press('Enter');

    const enterCode = await visible(page.getByRole('dialog', { name: 'Enter OTP Code' }));
    await focusOn(codeBoxes(enterCode).first());
    const back = enterCode.getByRole('button', { name: 'Back', exact: true });
    expect(await dialogProblemsAtEveryWidth(enterCode, back), 'Enter OTP Code').toEqual({});
    await focusOn(codeBoxes(enterCode).first());
    const payoutSms = await latestSmsCode(journey.baseUrl, bank.mobileNumber, { after: bankSms.id });
    await page.keyboard.type(payoutSms.code);

    // 8. done: DONE has the focus, and closing gives it back to Withdraw
    const success = await visible(page.getByRole('dialog', { name: 'Payout Request Submitted' }));
    const done = success.getByRole('button', { name: 'DONE', exact: true });
    await focusOn(done);
    expect(await dialogProblemsAtEveryWidth(success, done), 'Payout Request Submitted').toEqual({});
    await focusOn(done);
    await page.keyboard.press('Enter');
    await success.waitFor({ state: 'hidden' });
    await focusOn(withdrawButton);
    expect(await focusedName(page)).toBe('Withdraw');
    await expect.poll(() => balanceShown(page)).toEqual(['₱285.00', 'Pending: ₱0.00']);
  }, 240_000);
});
