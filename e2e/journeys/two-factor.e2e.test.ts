import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import { everyWidth, problemsAtEveryWidth, resizeTo } from '../support/axe.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { paidGift } from '../support/money.ts';
import { verifiedByStaff } from '../support/identity.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { makeStaff, newStaff } from '../support/staff.ts';
import { artifactsDir } from '../support/paths.ts';
import { fieldError, onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and its clock is
// moved on
const journey = useJourney({ ownServer: true });

// support checks who is paid before money leaves (decision 0107)
const support = newStaff('Sol Bautista', 'support');
// an identity approval takes two staff members (decision 0121)
const colleague = newStaff('Lito Garcia', 'support');
beforeAll(() => makeStaff(journey, [support, colleague]));
const lena = newCreator('Lena Santos');
const paolo = newCreator('Paolo Cruz');
// typed after the +63; the outbox lists the SMS to +639171230093
const paoloMobile = '9171230093';
const appCodeLabel = 'Code from your authenticator app';

/** Moves the server's development clock on by `seconds`: each code of the app is taken once. */
async function moveClock(seconds: number) {
  const response = await fetch(`${journey.baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  if (!response.ok) throw new Error(`POST /dev/clock answered ${response.status}`);
}

/** The code an authenticator app with this key shows at the server's time, as the app computes it. */
async function codeFor(key: string) {
  const clock = await fetch(`${journey.baseUrl}/dev/clock`);
  const now = new Date(((await clock.json()) as { data: { now: string } }).data.now);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: now.getTime() });
}

/** The password step of a sign-in on a fresh page, ending on the second step. */
async function passwordStep(page: Page, person: Creator) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
}

/** The key the enrolment shows as text, for an app that cannot scan the QR code (and for these journeys). */
async function keyShown(section: Locator) {
  return (await section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).replace(/\s/g, '');
}

/** Turns two-factor sign-in on from Sign-in & security, and answers the key the app was given. */
async function turnOn(page: Page) {
  await page.goto('/dashboard/settings/security');
  const section = await visible(page.getByRole('region', { name: 'Two-factor sign-in' }));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await visible(section.getByRole('img', { name: 'QR code to add PIXEL to your authenticator app' }));
  const key = await keyShown(section);
  await section.getByLabel('Code from the app').fill(await codeFor(key));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await section.getByRole('button', { name: 'I saved my codes' }).click();
  await visible(section.getByText('10 of 10 recovery codes left', { exact: false }));
  return key;
}

/** A six-digit code that is certainly not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Types the SMS code into the six boxes of the code step, as a person does: the sixth digit sends it. */
async function typeSmsCode(page: Page, step: Locator, code: string) {
  await step.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** A dialog at 320, 360 and 1280 px, `field` scrolled to the middle: the field and what is around it. */
async function screenshotDialog(page: Page, field: Locator, name: string) {
  await mkdir(path.join(artifactsDir, 'screens'), { recursive: true });
  for (const width of everyWidth) {
    await resizeTo(page, width);
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(artifactsDir, 'screens', `${name}-${width}.png`) });
  }
}

describe('two-factor sign-in', () => {
  it('is turned on with an authenticator app, then asks for its code, or a recovery code once', async () => {
    await register(journey.baseUrl, lena);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, lena);

    // the account's settings are one section of the menu, opened to show its pages
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('button', { name: 'Account & security' }).click();
    await menu.getByRole('link', { name: 'Sign-in & security' }).click();
    await onPath(page, '/dashboard/settings/security');
    const section = await visible(page.getByRole('region', { name: 'Two-factor sign-in' }));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await visible(section.getByRole('img', { name: 'QR code to add PIXEL to your authenticator app' }));
    const key = await keyShown(section);
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await screenshotAtWidths(page, 'two-factor-enrol');

    await section.getByLabel('Code from the app').fill(await codeFor(key));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const list = await visible(section.getByRole('list', { name: 'Recovery codes' }));
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await screenshotAtWidths(page, 'two-factor-codes');
    await section.getByRole('button', { name: 'I saved my codes' }).click();
    await visible(section.getByText('10 of 10 recovery codes left', { exact: false }));
    await screenshotAtWidths(page, 'two-factor-on');

    // the password alone no longer signs in; the app's next code does
    const phone = await journey.newPage('phone');
    await passwordStep(phone, lena);
    expect(await problemsAtEveryWidth(phone)).toEqual({});
    await screenshotAtWidths(phone, 'two-factor-sign-in');
    await moveClock(30);
    await phone.getByLabel('Code', { exact: true }).fill(await codeFor(key));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await onPath(phone, '/dashboard');

    // a recovery code signs in once
    const laptop = await journey.newPage('laptop');
    await passwordStep(laptop, lena);
    await laptop.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await laptop.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await laptop.getByRole('button', { name: 'Verify' }).click();
    await onPath(laptop, '/dashboard');

    const again = await journey.newPage('again');
    await passwordStep(again, lena);
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await visible(again.getByText('The recovery code is invalid or has been used.'));
    expect(new URL(again.url()).pathname).toBe('/auth/login');
  });

  it("asks for the app's code before a bank is added and before a payout, and says a wrong one under it", async () => {
    const page = journey.page;
    await register(journey.baseUrl, paolo);
    await logInFromVerificationMail(journey, page, paolo);
    await paidGift(journey.baseUrl, paolo.pageUrl, 500);
    const key = await turnOn(page);

    // Add Bank Account asks for the app's code with the account
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Payout accounts' })
      .getByRole('button', { name: 'Add Bank Account', exact: true })
      .click();
    const addBank = await visible(page.getByRole('dialog', { name: 'Add Bank Account' }));
    const bankAppCode = await visible(addBank.getByLabel(appCodeLabel, { exact: true }));
    await addBank.getByLabel('Account Name', { exact: true }).fill(paolo.pageName);
    await addBank.getByLabel('Account Number', { exact: true }).fill('001234567890');
    const bankField = addBank.getByRole('button', { name: 'Bank', exact: true });
    await bankField.click();
    await page.getByRole('combobox', { name: 'Search bank' }).fill('BDO');
    await page
      .getByRole('listbox', { name: 'Banks' })
      .getByRole('option', { name: 'BDO Unibank', exact: true })
      .click();
    await expect.poll(async () => (await bankField.textContent())?.trim()).toBe('BDO Unibank');
    await addBank.getByLabel('Mobile Number', { exact: true }).fill(paoloMobile);
    const addBankContinue = addBank.getByRole('button', { name: 'CONTINUE', exact: true });
    await bankAppCode.fill(await codeFor(key));
    expect(await dialogProblemsAtEveryWidth(addBank, addBankContinue), 'Add Bank Account').toEqual({});
    await screenshotDialog(page, bankAppCode, 'two-factor-add-bank');
    await addBankContinue.click();

    // the right code moves on to the SMS code
    await visible(addBank.getByText('Enter the 6-digit code we sent to'));
    const bankSms = await latestSmsCode(journey.baseUrl, paoloMobile);
    await typeSmsCode(page, addBank, bankSms.code);
    await visible(page.getByRole('alert').filter({ hasText: 'Bank Account Successfully Added' }));
    await addBank.waitFor({ state: 'hidden' });

    // Withdraw asks for it too (once support checked who he is: decision 0107)
    await verifiedByStaff(journey, page, paolo, [support, colleague]);
    await page
      .getByRole('region', { name: 'Available balance' })
      .getByRole('button', { name: 'Withdraw', exact: true })
      .click();
    const options = await visible(page.getByRole('dialog', { name: 'Select Payout Option' }));
    await options.getByRole('button', { name: /^Standard/ }).click();
    const withdraw = await visible(page.getByRole('dialog', { name: 'Withdraw' }));
    await visible(withdraw.getByText('₱500.00', { exact: true }));
    await withdraw.getByLabel('Amount', { exact: true }).fill('200');
    const appCode = withdraw.getByLabel(appCodeLabel, { exact: true });
    expect(await appCode.getAttribute('inputmode')).toBe('numeric');
    expect(await appCode.getAttribute('autocomplete')).toBe('one-time-code');
    const requestOtp = withdraw.getByRole('button', { name: 'REQUEST OTP', exact: true });

    // a wrong code is said under the field, and no SMS is sent
    await appCode.fill(wrongCodeFor(await codeFor(key)));
    await requestOtp.click();
    await expect
      .poll(() => fieldError(page, appCode, 'The code is invalid or has expired.'))
      .toMatchObject({ invalid: 'true', shownBelowField: true });
    expect((await latestSmsCode(journey.baseUrl, paoloMobile)).id).toBe(bankSms.id);
    expect(await dialogProblemsAtEveryWidth(withdraw, requestOtp), 'Withdraw').toEqual({});
    await screenshotDialog(page, appCode, 'two-factor-withdraw');

    // the right one moves on to the SMS code, which withdraws
    await appCode.fill(await codeFor(key));
    await requestOtp.click();
    const enterCode = await visible(page.getByRole('dialog', { name: 'Enter OTP Code' }));
    await visible(enterCode.getByText('₱200.00', { exact: true }));
    const payoutSms = await latestSmsCode(journey.baseUrl, paoloMobile, { after: bankSms.id });
    await typeSmsCode(page, enterCode, payoutSms.code);
    await visible(page.getByRole('dialog', { name: 'Payout Request Submitted' }));
  });
});
