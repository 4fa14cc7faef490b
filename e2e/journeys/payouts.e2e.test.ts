import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { releasedByFinance, verifiedByStaff } from '../support/identity.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { makeStaff, newStaff } from '../support/staff.ts';
import { cellTexts, onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and each code of
// their app moves its clock on
const journey = useJourney({ ownServer: true });

// support checks who is paid, finance may send a first payout before its review ends (decision 0107)
const support = newStaff('Sol Bautista', 'support');
// an identity approval takes two staff members (decision 0121)
const colleague = newStaff('Lito Garcia', 'support');
const finance = newStaff('Fe Manalo', 'finance');
beforeAll(() => makeStaff(journey, [support, colleague, finance]));

const ana = newCreator('Ana Reyes');
const bank = {
  name: 'BDO Unibank',
  accountName: 'Ana Reyes',
  accountNumber: '001234567890',
  // typed after the +63 the field shows; the outbox lists the SMS to +639171234567
  mobileNumber: '9171234567',
  mobileShown: '917 1234 567',
};

/** What the balance card shows, once loaded: the available amount, then the pending line. */
async function balanceShown(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Available balance' });
  if ((await card.locator('[aria-busy="true"]').count()) > 0) return [];
  return (await card.locator('p').allTextContents()).map((text) => text.trim());
}

/** The six boxes of a code entry. */
function codeBoxes(container: Locator): Locator {
  return container.getByRole('textbox', { name: /^Digit \d of 6$/ });
}

/** What the six boxes hold, and which of them are marked wrong. */
async function codeShown(container: Locator) {
  const boxes = await codeBoxes(container).all();
  return {
    digits: (await Promise.all(boxes.map((box) => box.inputValue()))).join(''),
    invalid: await Promise.all(boxes.map((box) => box.getAttribute('aria-invalid'))),
  };
}

/** Types a code digit by digit from the first box on, as a person does: the sixth digit submits it. */
async function typeCode(page: Page, container: Locator, code: string) {
  await codeBoxes(container).first().click();
  await page.keyboard.type(code);
}

/** A six-digit code that is certainly not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A snackbar (or any other alert) saying `text`. */
const alert = (container: Page | Locator, text: string) =>
  container.getByRole('alert').filter({ hasText: text });

describe('payouts', () => {
  it('a creator adds a bank with a code sent by SMS, withdraws to it, and meets the monthly cap', async () => {
    // 1. Ana is a creator with ₱500.00 from a supporter's gift
    const page = journey.page;
    await register(journey.baseUrl, ana);
    await logInFromVerificationMail(journey, page, ana);
    await paidGift(journey.baseUrl, ana.pageUrl, 500);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: ana.pageName }));
    await expect.poll(() => balanceShown(page)).toEqual(['₱500.00', 'Pending: ₱0.00']);

    // she has no payout account yet
    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    await visible(accounts.getByText('You have not added a bank account yet.'));

    // 2. she adds her BDO account from the Payout accounts card
    await accounts.getByRole('button', { name: 'Add Bank Account', exact: true }).click();
    const addBank = await visible(page.getByRole('dialog', { name: 'Add Bank Account' }));
    await addBank.getByLabel('Account Name', { exact: true }).fill(bank.accountName);
    await addBank.getByLabel('Account Number', { exact: true }).fill(bank.accountNumber);

    // the bank comes from a searchable list
    const bankField = addBank.getByRole('button', { name: 'Bank', exact: true });
    await bankField.click();
    await page.getByRole('combobox', { name: 'Search bank' }).fill('BDO');
    const banks = page.getByRole('listbox', { name: 'Banks' });
    await visible(banks.getByRole('option', { name: 'BDO Network Bank', exact: true }));
    await banks.getByRole('option', { name: bank.name, exact: true }).click();
    await expect.poll(async () => (await bankField.textContent())?.trim()).toBe(bank.name);

    // her first bank: the code goes to the mobile number she gives here
    const mobile = addBank.getByLabel('Mobile Number', { exact: true });
    await mobile.fill(bank.mobileNumber);
    expect(await mobile.inputValue()).toBe(bank.mobileShown);
    await addBank.getByRole('button', { name: 'CONTINUE', exact: true }).click();

    // 3. the code step: she types the code of the SMS into the six boxes, and it is sent by itself
    await visible(addBank.getByText('Enter the 6-digit code we sent to'));
    await expect.poll(() => codeBoxes(addBank).count()).toBe(6);
    // the six boxes fit a 320 px phone, inside the modal
    expect(await problemsAtEveryWidth(page), 'the code step').toEqual({});
    const bankSms = await latestSmsCode(journey.baseUrl, bank.mobileNumber);
    await typeCode(page, addBank, bankSms.code);

    await visible(alert(page, 'Bank Account Successfully Added'));
    await addBank.waitFor({ state: 'hidden' });
    const bankRow = await visible(
      accounts.getByRole('list', { name: 'Bank accounts' }).getByRole('listitem'),
    );
    await visible(bankRow.getByText(bank.name, { exact: true }));
    await visible(bankRow.getByText('Active', { exact: true }));
    await bankRow.getByRole('button', { name: /^View / }).click();
    const bankDetail = await visible(page.getByRole('dialog', { name: 'Bank Account' }));
    expect(await problemsAtEveryWidth(page), 'Bank Account').toEqual({});
    await bankDetail.getByRole('button', { name: 'Update mobile number', exact: true }).click();
    const updateMobile = await visible(page.getByRole('dialog', { name: 'Update Mobile Number' }));
    expect(await problemsAtEveryWidth(page), 'Update Mobile Number').toEqual({});
    await page.keyboard.press('Escape');
    await updateMobile.waitFor({ state: 'hidden' });

    // 4. support checked who she is (the identity-verification journey does it on its screens)
    await verifiedByStaff(journey, page, ana, [support, colleague]);
    // Withdraw: the options first; she has no linked e-payment account, so Standard, ₱15.00 fee
    await page
      .getByRole('region', { name: 'Available balance' })
      .getByRole('button', { name: 'Withdraw', exact: true })
      .click();
    const options = await visible(page.getByRole('dialog', { name: 'Select Payout Option' }));
    const standard = options.getByRole('button', { name: /^Standard/ });
    await visible(standard.getByText('₱15.00 FEE', { exact: true }));
    await visible(standard.getByText(bank.name, { exact: true }));
    expect(await problemsAtEveryWidth(page), 'Select Payout Option').toEqual({});
    await standard.click();

    const withdraw = await visible(page.getByRole('dialog', { name: 'Withdraw' }));
    await visible(withdraw.getByText('₱500.00', { exact: true }));
    await withdraw.getByLabel('Amount', { exact: true }).fill('200');
    await visible(withdraw.locator('dd').filter({ hasText: /^₱200\.00$/ }));
    await visible(withdraw.locator('dd').filter({ hasText: /^₱215\.00$/ }));
    expect(await problemsAtEveryWidth(page), 'Withdraw').toEqual({});
    await withdraw.getByRole('button', { name: 'REQUEST OTP', exact: true }).click();

    const enterCode = await visible(page.getByRole('dialog', { name: 'Enter OTP Code' }));
    await visible(enterCode.getByText('₱200.00', { exact: true }));
    await expect.poll(() => codeBoxes(enterCode).count()).toBe(6);
    expect(await problemsAtEveryWidth(page), 'Enter OTP Code').toEqual({});
    const payoutSms = await latestSmsCode(journey.baseUrl, bank.mobileNumber, { after: bankSms.id });

    // 5. a wrong code first: the boxes are marked wrong, then emptied for the next try
    await typeCode(page, enterCode, wrongCodeFor(payoutSms.code));
    await expect
      .poll(() => codeShown(enterCode))
      .toEqual({ digits: wrongCodeFor(payoutSms.code), invalid: Array(6).fill('true') });
    await visible(alert(enterCode, 'The OTP code is invalid.'));
    await expect
      .poll(() => codeShown(enterCode), { timeout: 10_000 })
      .toEqual({ digits: '', invalid: Array(6).fill(null) });

    // then the right one: the payout is done at once
    await typeCode(page, enterCode, payoutSms.code);
    const success = await visible(page.getByRole('dialog', { name: 'Payout Request Submitted' }));
    await visible(alert(page, 'Payout Request Submitted.'));
    await visible(success.locator('dd').filter({ hasText: /^₱215\.00$/ }));
    expect(await problemsAtEveryWidth(page), 'Payout Request Submitted').toEqual({});
    const reference = (await success.locator('dd').first().textContent())?.trim();
    expect(reference).toMatch(/^W-[A-Z0-9]{12}$/);
    // her first payout waits for review; finance sends it at once
    await releasedByFinance(journey, finance, reference!);
    await success.getByRole('link', { name: 'View payout history', exact: true }).click();
    await success.waitFor({ state: 'hidden' });

    // 6. the payout tab of her history: one payout of ₱215.00 (₱200.00 and the fee), completed
    await onPath(page, '/dashboard/transactions/history');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('payout');
    await visible(page.getByRole('heading', { level: 1, name: 'Transaction history' }));
    expect(await page.getByRole('tab', { name: 'Payouts' }).getAttribute('aria-selected')).toBe('true');
    const history = page.getByRole('table');
    const payoutRow = await visible(history.getByRole('row').filter({ hasText: `Payout to ${bank.name}` }));
    await expect.poll(() => history.getByRole('row').count()).toBe(2);
    expect((await cellTexts(payoutRow)).slice(1)).toEqual([
      `Payout to ${bank.name} ••••${bank.accountNumber.slice(-4)}`,
      reference,
      '-₱215.00',
      'Completed',
    ]);

    // and ₱285.00 is left
    await page.goto('/dashboard');
    await expect.poll(() => balanceShown(page)).toEqual(['₱285.00', 'Pending: ₱0.00']);

    // 7. ₱4,900.00 is more than she has: the form says so before asking the server
    const withdrawAgain = async () => {
      await page
        .getByRole('region', { name: 'Available balance' })
        .getByRole('button', { name: 'Withdraw', exact: true })
        .click();
      const choose = await visible(page.getByRole('dialog', { name: 'Select Payout Option' }));
      await choose.getByRole('button', { name: /^Standard/ }).click();
      return visible(page.getByRole('dialog', { name: 'Withdraw' }));
    };
    let form = await withdrawAgain();
    await form.getByLabel('Amount', { exact: true }).fill('4900');
    await form.getByRole('button', { name: 'REQUEST OTP', exact: true }).click();
    // and says how much she can withdraw: ₱285.00 less the ₱15.00 fee
    await visible(
      form.getByText('Insufficient balance. You can withdraw up to ₱270.00 after the ₱15.00 fee.', {
        exact: true,
      }),
    );
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });

    // 8. her supporters send ₱5,000.00 more: now the month's standard cap is what stops her, ₱5,000.00
    // less the ₱200.00 already withdrawn
    await paidGift(journey.baseUrl, ana.pageUrl, 5000);
    await page.reload();
    await expect.poll(() => balanceShown(page)).toEqual(['₱5,285.00', 'Pending: ₱0.00']);
    form = await withdrawAgain();
    await form.getByLabel('Amount', { exact: true }).fill('4900');
    await form.getByRole('button', { name: 'REQUEST OTP', exact: true }).click();

    const overLimit = await visible(page.getByRole('dialog', { name: 'UNABLE TO PROCEED' }));
    await visible(
      overLimit.getByText(
        'This is more than the maximum amount for standard payouts this month. You can still withdraw up to ₱4,800.00.',
        { exact: true },
      ),
    );
    await visible(overLimit.getByText('Amount allowed for withdrawal', { exact: true }));
    await visible(overLimit.getByText('₱4,800.00', { exact: true }));
    await visible(overLimit.getByRole('link', { name: "Why can't I withdraw all my PIXEL earnings?" }));
    const gotIt = overLimit.getByRole('button', { name: 'GOT IT', exact: true });
    expect(await dialogProblemsAtEveryWidth(overLimit, gotIt), 'UNABLE TO PROCEED').toEqual({});
    await gotIt.click();
    await overLimit.waitFor({ state: 'hidden' });

    // back on the form with what she typed; no code was sent and nothing was taken
    form = await visible(page.getByRole('dialog', { name: 'Withdraw' }));
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('4900');
    expect((await latestSmsCode(journey.baseUrl, bank.mobileNumber)).id).toBe(payoutSms.id);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => balanceShown(page)).toEqual(['₱5,285.00', 'Pending: ₱0.00']);
  }, 180_000);
});
