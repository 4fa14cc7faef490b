import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth, screenProblems } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { englishLeft, fil, serverFilipino, switchLanguage } from '../support/languages.ts';
import { paidGift } from '../support/money.ts';
import { verifiedByStaff } from '../support/identity.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { makeStaff, newStaff } from '../support/staff.ts';
import { closeNotifications, loadedDialog, onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and each code of
// their app moves its clock on
const journey = useJourney({ ownServer: true });

const support = newStaff('Sol Bautista', 'support');
// an identity approval takes two staff members (decision 0121)
const colleague = newStaff('Lito Garcia', 'support');
beforeAll(() => makeStaff(journey, [support, colleague]));

/**
 * What the journey reads, in each language: in English the spec's texts word for word, in Filipino what
 * the catalogues say for them.
 */
const said = {
  en: {
    supportMe: 'Support Me',
    sendTo: (name: string) => `Send a gift to ${name}`,
    send: 'Send gift',
    amount: 'Amount',
    amountRequired: 'The amount field is required.',
    confirmPayment: 'Confirm payment',
    errorTitle: 'UNABLE TO PROCEED',
    unexpected: 'An unexpected error has occurred. Try again later.',
    emailRequired: 'The email is required.',
    earnings: 'Earnings',
    supporters: 'Supporters',
    menu: 'Dashboard',
    withdraw: 'Withdraw',
    selectOption: 'Select Payout Option',
    availableBalance: 'Available balance',
    requestOtp: 'REQUEST OTP',
    enterOtp: 'Enter OTP Code',
    passwordMail: 'Your PIXEL password was changed',
    logIn: 'Log in',
  },
  fil: {
    supportMe: fil.creatorPage.supportMe,
    sendTo: (name: string) => fil.gifts.supportMe.sendTo.replace('{{name}}', name),
    send: fil.gifts.supportMe.send,
    amount: fil.gifts.supportMe.amount,
    amountRequired: fil.schema.messages.fieldRequired.replace('{{field}}', fil.schema.fields.amount),
    confirmPayment: fil.shared.confirmPayment,
    errorTitle: fil.errors.title,
    unexpected: fil.errors.unexpected,
    emailRequired: serverFilipino.errors.emailRequired,
    earnings: fil.dashboard.earnings.title,
    supporters: fil.dashboard.supporters.title,
    menu: fil.layout.dashboard,
    logIn: fil.auth.login.submit,
    withdraw: fil.payouts.withdraw.title,
    selectOption: fil.payouts.options.title,
    availableBalance: fil.payouts.withdraw.availableBalance,
    requestOtp: fil.payouts.withdraw.requestOtp,
    enterOtp: fil.payouts.withdraw.enterOtp,
    passwordMail: serverFilipino.mail.passwordChanged.subject,
  },
} as const;

const bank = { name: 'BDO Unibank', number: '001234567890' };

let mobiles = 0;
/** A mobile number no other creator of this file's server has given. */
const newMobile = () => `91712345${String(++mobiles).padStart(2, '0')}`;

/** Adds the creator's BDO account from the Payout accounts card, with the code of the SMS (as in payouts). */
async function addBank(page: Page, accountName: string, mobile: string) {
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await accounts.getByRole('button', { name: 'Add Bank Account', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add Bank Account' }));
  await dialog.getByLabel('Account Name', { exact: true }).fill(accountName);
  await dialog.getByLabel('Account Number', { exact: true }).fill(bank.number);
  await dialog.getByRole('button', { name: 'Bank', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search bank' }).fill('BDO');
  await page
    .getByRole('listbox', { name: 'Banks' })
    .getByRole('option', { name: bank.name, exact: true })
    .click();
  await dialog.getByLabel('Mobile Number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await visible(dialog.getByText('Enter the 6-digit code we sent to'));
  const sms = await latestSmsCode(journey.baseUrl, mobile);
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(sms.code);
  await dialog.waitFor({ state: 'hidden' });
}

/** Expects `root` to show no English in a Filipino run; English runs read the spec's texts instead. */
async function expectNoEnglish(language: 'en' | 'fil', root: Locator, names: string[], where: string) {
  if (language === 'fil') expect(await englishLeft(root, names), where).toEqual([]);
}

describe.each(['fil', 'en'] as const)('PIXEL read in %s', (language) => {
  const words = said[language];

  it('a visitor reads a creator page, Support Me and an error in the language she picked', async () => {
    const ana = newCreator('Ana Reyes');
    await register(journey.baseUrl, ana);
    // her page opens once she has verified her email
    await logInFromVerificationMail(journey, await journey.newPage('Ana'), ana);
    await paidGift(journey.baseUrl, ana.pageUrl, 250, {
      supporter_name: 'Ben',
      supporter_message: 'Galing!',
    });
    const names = [ana.pageName, ana.pageUrl, 'Ben', 'Galing!'];

    const page = journey.page;
    await page.goto(`/${ana.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: ana.pageName }));
    await switchLanguage(page, language);
    await visible(page.getByRole('button', { name: words.supportMe, exact: true }));
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await visible(page.getByText('₱250.00', { exact: true }));
    await expectNoEnglish(language, page.locator('body'), names, 'the creator page');
    // axe reads the page's language from <html lang> too; the header's buttons say more in Filipino
    expect(await problemsAtEveryWidth(page, undefined, { language }), 'the creator page').toEqual({});
    await screenshotAtWidths(page, `creator-page-${language}`);

    // the choice stays on the next page the server draws
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await page.getByRole('button', { name: words.supportMe, exact: true }).click();
    const supportMe = await visible(loadedDialog(page));
    await visible(supportMe.getByText(words.sendTo(ana.pageName), { exact: true }));
    await supportMe.getByRole('button', { name: words.send, exact: true }).click();
    await visible(supportMe.getByText(words.amountRequired, { exact: true }));
    await expectNoEnglish(language, supportMe, names, 'Support Me');
    expect(await screenProblems(page, { language }), 'Support Me').toEqual([]);
    await screenshotAtWidths(page, `support-me-${language}`, { windowOnly: true });

    // Confirm payment, then the payment provider fails: the error modal
    await page.route('**/v1/donate/**', (route) => route.fulfill({ status: 503, body: '' }));
    await supportMe.getByLabel(words.amount, { exact: true }).fill('100');
    await supportMe.getByRole('button', { name: words.send, exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: words.confirmPayment }));
    await visible(confirm.getByText('₱100.00', { exact: true }));
    await expectNoEnglish(language, confirm, names, 'Confirm payment');
    await confirm.getByRole('button', { name: words.confirmPayment, exact: true }).click();
    const error = await visible(page.getByRole('dialog', { name: words.errorTitle }));
    await visible(error.getByText(words.unexpected, { exact: true }));
    await expectNoEnglish(language, error, names, 'the error modal');
    expect(await screenProblems(page, { language }), 'the error modal').toEqual([]);

    // the API answers in the reader's language too
    const login = await page.request.post('/v1/auth/login', {
      headers: { origin: journey.baseUrl, accept: 'application/json' },
      data: { password: 'sampaguita-2024' },
    });
    expect(login.status()).toBe(422);
    expect((await login.json()).errors.email).toEqual([words.emailRequired]);

    // the log-in page, whose buttons say more in Filipino, whole on a phone
    await page.goto('/auth/login');
    await visible(page.getByRole('button', { name: words.logIn, exact: true }));
    await expectNoEnglish(language, page.locator('body'), names, 'the log-in page');
    expect(await problemsAtEveryWidth(page, undefined, { language }), 'the log-in page').toEqual({});
  }, 120_000);

  it('a creator reads her dashboard and Withdraw in her language, and is mailed in it', async () => {
    const maria = newCreator('Maria Santos');
    await register(journey.baseUrl, maria);
    const names = [maria.pageName, maria.pageUrl, 'Ben', bank.name];
    const page = journey.page;
    await logInFromVerificationMail(journey, page, maria);
    await paidGift(journey.baseUrl, maria.pageUrl, 500, { supporter_name: 'Ben' });
    await page.reload();
    // in her own name: the name support verifies below
    await addBank(page, maria.pageName, newMobile());
    await verifiedByStaff(journey, page, maria, [support, colleague]);

    // she picks her language in the dashboard's header: the account keeps it
    await switchLanguage(page, language);
    const earnings = await visible(page.getByRole('region', { name: words.earnings }));
    await visible(earnings.getByText('₱500.00').first());
    const supporters = page.getByRole('region', { name: words.supporters });
    await visible(supporters.getByText('Ben', { exact: true }));
    for (const [where, part] of [
      ['the earnings', earnings],
      ['the supporters', supporters],
      ['the menu', page.getByRole('navigation', { name: words.menu })],
      ['the header', page.getByRole('banner')],
    ] as const) {
      await expectNoEnglish(language, part, names, where);
    }
    await closeNotifications(page);
    expect(await problemsAtEveryWidth(page, undefined, { language }), 'the dashboard').toEqual({});
    await screenshotAtWidths(page, `dashboard-${language}`);
    const account = await page.request.get('/v1/user/profile');
    expect((await account.json()).data.language).toBe(language);

    // Withdraw, its amount checked before any call, and its code step
    await page.goto('/dashboard');
    await page.getByRole('button', { name: words.withdraw, exact: true }).first().click();
    const options = await visible(page.getByRole('dialog', { name: words.selectOption }));
    await expectNoEnglish(language, options, names, 'Select Payout Option');
    await options.getByRole('button', { name: /^Standard/ }).click();
    const withdraw = await visible(page.getByRole('dialog', { name: words.withdraw }));
    await visible(withdraw.getByText(words.availableBalance, { exact: true }));
    await visible(withdraw.getByText('₱500.00', { exact: true }));
    await expectNoEnglish(language, withdraw, names, 'Withdraw');
    expect(await screenProblems(page, { language }), 'Withdraw').toEqual([]);
    await screenshotAtWidths(page, `withdraw-${language}`, { windowOnly: true });
    await withdraw.getByLabel(words.amount, { exact: true }).fill('200');
    await withdraw.getByRole('button', { name: words.requestOtp, exact: true }).click();
    // the dialog is named by its step's heading
    const codeStep = await visible(page.getByRole('dialog', { name: words.enterOtp }));
    await expectNoEnglish(language, codeStep, names, 'the code step');

    // a mail in her language: her password changed
    const changed = await page.request.post('/v1/user/password', {
      headers: { origin: journey.baseUrl, accept: 'application/json' },
      data: { current_password: maria.password, password: 'malunggay-2025' },
    });
    expect(changed.ok()).toBe(true);
    const mail = await journey.latestMailTo(maria.email, { subject: words.passwordMail });
    expect(mail.subject).toBe(words.passwordMail);
    await onPath(page, '/dashboard');
  }, 180_000);
});
