import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { verifiedByStaff } from '../support/identity.ts';
import { latestSmsCode } from '../support/outbox.ts';
import { makeStaff, newStaff } from '../support/staff.ts';
import { onPath, visible } from '../support/ui.ts';

// a server of its own: staff get their roles from the command run beside it (`makeStaff`), and each code of
// their app moves its clock on. The service worker runs, as in people's browsers: the provider's returns to
// /v1/ are one-time addresses it must leave to the browser (decision 0123)
const journey = useJourney({ ownServer: true, serviceWorker: true });

// support checks who is paid before money leaves (decision 0107)
const support = newStaff('Sol Bautista', 'support');
// an identity approval takes two staff members (decision 0121)
const colleague = newStaff('Lito Garcia', 'support');
beforeAll(() => makeStaff(journey, [support, colleague]));

const bea = newCreator('Bea Santos');
// her account at the (sandbox) e-payment provider
const wallet = {
  username: `bea.${Date.now().toString(36)}`,
  // typed after the +63; the outbox lists the SMS to +639171239876
  mobileNumber: '9171239876',
  mobileShown: '+63 917 1239 876',
};

/** Waits until the app's service worker is active, then loads the page again: the next page is the worker's. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated';
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the balance card shows, once loaded: the available amount, then the pending line. */
async function balanceShown(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Available balance' });
  if ((await card.locator('[aria-busy="true"]').count()) > 0) return [];
  return (await card.locator('p').allTextContents()).map((text) => text.trim());
}

describe('linking an e-payment account', () => {
  it('a creator who signed up by email links her e-payment account and withdraws to it for free', async () => {
    // 1. Bea signed up with her email and has ₱500.00 from a supporter's gift
    const page = journey.page;
    await register(journey.baseUrl, bea);
    await logInFromVerificationMail(journey, page, bea);
    await paidGift(journey.baseUrl, bea.pageUrl, 500);
    await page.reload();
    await expect.poll(() => balanceShown(page)).toEqual(['₱500.00', 'Pending: ₱0.00']);

    // 2. the free payout needs a linked e-payment account: the Payout accounts card offers one
    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    await visible(accounts.getByText('Link an e-payment account for free payouts.', { exact: true }));
    await accounts.getByRole('button', { name: 'Link e-payment account', exact: true }).click();
    const link = await visible(page.getByRole('dialog', { name: 'Link E-payment Account' }));
    expect(await problemsAtEveryWidth(page), 'Link E-payment Account').toEqual({});
    await link.getByRole('button', { name: 'Continue with e-payment account', exact: true }).click();

    // 3. she signs in at the provider, which sends her back to PIXEL
    await onPath(page, '/sandbox/oauth/authorize');
    await visible(page.getByRole('heading', { name: 'Sign in to continue to PIXEL' }));
    await page.getByLabel('Username', { exact: true }).fill(wallet.username);
    await page.getByLabel(/^Mobile number/).fill(wallet.mobileNumber);
    await page.getByRole('button', { name: 'Allow', exact: true }).click();

    // 4. back on her dashboard, linked: the Linked Payment Account shows it
    await onPath(page, '/dashboard');
    const linked = await visible(page.getByRole('dialog', { name: 'Linked Payment Account' }));
    await visible(linked.getByText(wallet.username, { exact: true }));
    await visible(linked.getByText(wallet.mobileShown, { exact: true }));
    // the toast goes after a few seconds: looked for before the checks at every width, which take longer
    await visible(page.getByRole('alert').filter({ hasText: 'E-payment Account Successfully Linked' }));
    expect(await problemsAtEveryWidth(page), 'Linked Payment Account').toEqual({});
    await linked.getByRole('button', { name: 'GOT IT', exact: true }).click();
    await linked.waitFor({ state: 'hidden' });
    await visible(accounts.getByRole('button', { name: 'View linked payment account' }));

    // 5. support checked who she is (the identity-verification journey does it on its screens); Withdraw
    // offers Direct e-payment, free
    await verifiedByStaff(journey, page, bea, [support, colleague]);
    await page
      .getByRole('region', { name: 'Available balance' })
      .getByRole('button', { name: 'Withdraw', exact: true })
      .click();
    const options = await visible(page.getByRole('dialog', { name: 'Select Payout Option' }));
    const direct = options.getByRole('button', { name: /^Direct e-payment/ });
    await visible(direct.getByText('FREE', { exact: true }));
    expect(await problemsAtEveryWidth(page), 'Select Payout Option').toEqual({});
    await visible(direct.getByText(wallet.username, { exact: true }));
    await direct.click();

    const withdraw = await visible(page.getByRole('dialog', { name: 'Withdraw' }));
    await withdraw.getByLabel('Amount', { exact: true }).fill('200');
    await withdraw.getByRole('button', { name: 'REQUEST OTP', exact: true }).click();
    const enterCode = await visible(page.getByRole('dialog', { name: 'Enter OTP Code' }));
    const sms = await latestSmsCode(journey.baseUrl, wallet.mobileNumber);
    await enterCode.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(sms.code);

    // 6. paid in full with no fee: ₱200.00 leaves her balance, ₱300.00 stays
    const success = await visible(page.getByRole('dialog', { name: 'Payout Request Submitted' }));
    await visible(
      success
        .locator('dd')
        .filter({ hasText: /^₱200\.00$/ })
        .first(),
    );
    expect(await success.getByText('₱215.00').count()).toBe(0);
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'hidden' });
    await page.goto('/dashboard');
    await expect.poll(() => balanceShown(page)).toEqual(['₱300.00', 'Pending: ₱0.00']);

    // 7. she logs out and in again with her e-payment account, on a page the service worker serves: the
    // provider's return is asked for once, and signs her in
    await controlledByServiceWorker(page);
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await onPath(page, '/auth/login');
    await page.getByRole('button', { name: 'Continue with e-payment account', exact: true }).click();
    await onPath(page, '/sandbox/oauth/authorize');
    await page.getByLabel('Username', { exact: true }).fill(wallet.username);
    await page.getByLabel(/^Mobile number/).fill(wallet.mobileNumber);
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await onPath(page, '/dashboard');
    await expect.poll(() => balanceShown(page)).toEqual(['₱300.00', 'Pending: ₱0.00']);
    expect(await page.getByText('E-payment sign-in failed').count()).toBe(0);
  });
});
