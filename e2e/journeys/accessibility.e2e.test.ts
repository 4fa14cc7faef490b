import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import { screenProblems } from '../support/axe.ts';
import { cutOrBroken } from '../support/dialog-fit.ts';
import { apiAs } from '../support/content.ts';
import { paidGift } from '../support/money.ts';
import { useJourney } from '../support/journey.ts';
import { onPath, quiet, visible } from '../support/ui.ts';

// a server of its own: the home page and a supporter's home list the server's creators, here this file's
const journey = useJourney({ ownServer: true });

const maria = newCreator('Maria Santos');
let mariaReady: Promise<void> | undefined;

/** Maria, registered and verified (a page is public only then), once for the whole file. */
function creatorWithPage(): Promise<Creator> {
  mariaReady ??= (async () => {
    await register(journey.baseUrl, maria);
    await logInFromVerificationMail(journey, await journey.newPage('maria'), maria);
  })();
  return mariaReady.then(() => maria);
}

/** What assistive technology announces for the focused element: its label, or its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

/** Whether `button` is wholly inside `dialog` and the window as the dialog opens, before anything scrolls. */
async function inViewAsItOpens(dialog: Locator, button: Locator): Promise<boolean> {
  await dialog.evaluate((element) => (element.scrollTop = 0));
  const [shown, box] = [await button.boundingBox(), await dialog.boundingBox()];
  const window = dialog.page().viewportSize();
  if (!shown || !box || !window) return false;
  const bottom = Math.min(box.y + box.height, window.height);
  return shown.y >= box.y - 1 && shown.y + shown.height <= bottom + 1;
}

describe('accessibility', () => {
  it('finds no problem of any kind, and no sideways scroll, on the public pages and modals at 320, 360 and 1280 px', async () => {
    const creator = await creatorWithPage();
    const { page } = journey;
    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      const at = (what: string) => `${what} at ${width} px`;

      await page.goto('/');
      await visible(page.getByRole('heading', { level: 1, name: /Get support from your fans/ }));
      expect(await screenProblems(page), at('home')).toEqual([]);

      for (const [path, heading] of [
        ['/auth/login', 'Welcome back'],
        ['/auth/sign-up', 'Create your PIXEL page'],
        ['/auth/forgot-password', 'Forgot password?'],
        ['/legal/terms-and-conditions', 'Terms and Conditions'],
        ['/legal/privacy-notice', 'Privacy Notice'],
        [
          '/help/why-cant-i-withdraw-all-my-pixel-earnings?category=payouts-and-fees',
          "Why can't I withdraw all my PIXEL earnings?",
        ],
        ['/no/such/page', 'Page Not Found'],
      ] as const) {
        await page.goto(path);
        await visible(page.getByRole('heading', { level: 1, name: heading }));
        expect(await screenProblems(page), at(path)).toEqual([]);
      }

      await page.goto(`/${creator.pageUrl}`);
      await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
      expect(await screenProblems(page), at('creator page')).toEqual([]);
      for (const tab of ['My Goals', 'Ask Me Anything', 'Snap', 'Bloc']) {
        await page.getByRole('link', { name: tab, exact: true }).click();
        await expect
          .poll(() =>
            page
              .getByRole('navigation', { name: 'Page menu' })
              .getByRole('link', { name: tab, exact: true })
              .getAttribute('aria-current'),
          )
          .toBe('page');
        await quiet(page);
        expect(await screenProblems(page), at(tab)).toEqual([]);
      }

      await page.getByRole('button', { name: 'Support Me', exact: true }).click();
      const supportMe = await visible(page.getByRole('dialog', { name: 'Support Me' }));
      expect(await screenProblems(page), at('Support Me')).toEqual([]);
      // every modal reads whole on a phone: no label, badge, name or amount cut, its main button inside it
      const sendGift = supportMe.getByRole('button', { name: 'Send gift', exact: true });
      expect(await cutOrBroken(supportMe, sendGift), at('Support Me')).toEqual([]);
      // and the payment it leads to, with the largest amount
      await supportMe.getByLabel('Amount', { exact: true }).fill('100000');
      await supportMe.getByLabel('Name', { exact: true }).fill('Villanueva-Cruz');
      await sendGift.click();
      const confirm = await visible(page.getByRole('dialog', { name: 'Confirm payment' }));
      await visible(confirm.getByText('₱100,000.00', { exact: true }).first());
      expect(await screenProblems(page), at('Confirm payment')).toEqual([]);
      const pay = confirm.getByRole('button', { name: 'Confirm payment', exact: true });
      expect(await cutOrBroken(confirm, pay), at('Confirm payment')).toEqual([]);
      await confirm.getByRole('button', { name: 'Back', exact: true }).click();
      await visible(page.getByRole('dialog', { name: 'Support Me' }));
      await page.keyboard.press('Escape');
      await supportMe.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = await visible(page.getByRole('dialog', { name: 'Share', exact: true }));
      expect(await screenProblems(page), at('Share')).toEqual([]);
      const toQr = share.getByRole('button', { name: 'Share QR Code', exact: true });
      // Share QR Code shows, inside the dialog, as Share opens: at 360x640 it once lay below the dialog's end
      expect(await inViewAsItOpens(share, toQr), at('Share QR Code as Share opens')).toBe(true);
      expect(await cutOrBroken(share, toQr), at('Share')).toEqual([]);
      await share.evaluate((dialog) => (dialog.scrollTop = 0));
      await share.getByRole('button', { name: 'Share QR Code', exact: true }).click();
      const shareQr = await visible(page.getByRole('dialog', { name: 'Share QR Code', exact: true }));
      // the modal that took Share's place has the keyboard focus, and gives it back to Share
      await expect
        .poll(() => shareQr.evaluate((dialog) => dialog.contains(document.activeElement)))
        .toBe(true);
      expect(await screenProblems(page), at('Share QR Code')).toEqual([]);
      const download = shareQr.getByRole('button', { name: 'Download QR code', exact: true });
      expect(await cutOrBroken(shareQr, download), at('Share QR Code')).toEqual([]);
      await page.keyboard.press('Escape');
      await shareQr.waitFor({ state: 'hidden' });
      await expect.poll(() => share.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'hidden' });
    }
  }, 240_000);

  it('finds nothing on the sign-in pages with their errors showing, and their modals read whole on a phone', async () => {
    const { page } = journey;
    // an account whose email is not verified yet: logging in to it asks for the verification first
    const newcomer = newCreator('Maria Clara');
    await register(journey.baseUrl, newcomer);
    // and one its owner deactivated: logging in offers to reactivate it
    const deactivated = newCreator('Dina Magbanua');
    await register(journey.baseUrl, deactivated);
    const owner = await journey.newPage('dina');
    await logInFromVerificationMail(journey, owner, deactivated);
    await apiAs(owner, journey.baseUrl, '/v1/user/deactivate', { password: deactivated.password });
    const fieldErrors = page.locator('[aria-invalid="true"]');

    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
      const at = (what: string) => `${what} at ${width} px`;
      const phone = width < 700;

      await page.goto('/auth/login');
      await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
      await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
      await page.getByLabel('Password', { exact: true }).fill('not-my-password');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await visible(page.getByText('These credentials do not match our records.'));
      expect(await screenProblems(page), at('a wrong password')).toEqual([]);

      await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const verify = await visible(page.getByRole('dialog', { name: 'Verify Your Email' }));
      expect(await screenProblems(page), at('Verify Your Email')).toEqual([]);
      if (phone) {
        const resend = verify.getByRole('button', { name: /^Resend/ });
        expect(await cutOrBroken(verify, resend), at('Verify Your Email')).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await verify.waitFor({ state: 'hidden' });

      await page.getByLabel('Email', { exact: true }).fill(deactivated.email);
      await page.getByLabel('Password', { exact: true }).fill(deactivated.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const gone = await visible(page.getByRole('dialog', { name: 'Account Deactivated' }));
      expect(await screenProblems(page), at('Account Deactivated')).toEqual([]);
      if (phone) {
        const reactivate = gone.getByRole('button', { name: 'Reactivate', exact: true });
        expect(await cutOrBroken(gone, reactivate), at('Account Deactivated')).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await gone.waitFor({ state: 'hidden' });

      // a form sent empty: every field says what it needs
      await page.goto('/auth/sign-up');
      await visible(page.getByRole('heading', { level: 1, name: 'Create your PIXEL page' }));
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await expect.poll(() => fieldErrors.count()).toBeGreaterThan(1);
      expect(await screenProblems(page), at('sign-up sent empty')).toEqual([]);

      await page.goto('/auth/forgot-password');
      await visible(page.getByRole('heading', { level: 1, name: 'Forgot password?' }));
      await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
      await expect.poll(() => fieldErrors.count()).toBe(1);
      expect(await screenProblems(page), at('forgot password sent empty')).toEqual([]);
    }
  });

  it('finds no serious or critical problem on the home, log-in and sign-up pages', async () => {
    const { page } = journey;

    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /Get support from your fans/ }));
    expect(await screenProblems(page)).toEqual([]);

    await page.goto('/auth/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
    expect(await screenProblems(page)).toEqual([]);

    await page.goto('/auth/sign-up');
    await visible(page.getByRole('heading', { level: 1, name: 'Create your PIXEL page' }));
    expect(await screenProblems(page)).toEqual([]);
  });

  it("finds none on a creator's page, with Support Me open, with Share open, or on another tab", async () => {
    const creator = await creatorWithPage();
    const { page } = journey;

    await page.goto(`/${creator.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await visible(page.getByText(`No gifts yet. Be the first to support ${creator.pageName}!`));
    expect(await screenProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Support Me', exact: true }).click();
    const supportMe = await visible(page.getByRole('dialog', { name: 'Support Me' }));
    expect(await screenProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await supportMe.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = await visible(page.getByRole('dialog', { name: 'Share', exact: true }));
    expect(await screenProblems(page)).toEqual([]);
    await share.getByRole('button', { name: 'Share QR Code', exact: true }).click();
    const shareQr = await visible(page.getByRole('dialog', { name: 'Share QR Code', exact: true }));
    expect(await screenProblems(page)).toEqual([]);
    // Escape closes Share QR Code, back to Share, then Share
    await page.keyboard.press('Escape');
    await shareQr.waitFor({ state: 'hidden' });
    await visible(share);
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'My Goals', exact: true }).click();
    await visible(page.getByText('Nothing here yet'));
    expect(await screenProblems(page)).toEqual([]);
  });

  it('finds none on the dashboard of a signed-in creator, nor in Share Profile', async () => {
    const creator = newCreator('Juan dela Cruz');
    await register(journey.baseUrl, creator);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, creator);

    // an empty page: the dashboard is a supporter's home
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await visible(page.getByRole('region', { name: 'Start your own page' }));
    expect(await screenProblems(page), "supporter's home").toEqual([]);

    // the first gift makes it a creator's dashboard
    await paidGift(journey.baseUrl, creator.pageUrl, 100);
    await page.reload();
    await visible(page.getByRole('region', { name: 'Available balance' }));
    await visible(page.getByRole('region', { name: 'Latest transactions' }));
    await quiet(page);
    expect(await screenProblems(page), "creator's dashboard").toEqual([]);

    await page.getByRole('button', { name: 'Share Profile', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Share Profile', exact: true }));
    expect(await screenProblems(page)).toEqual([]);
  });

  it("reaches every control of a creator page's header, then the page menu, with the Tab key", async () => {
    const creator = await creatorWithPage();
    const { page } = journey;
    await page.goto(`/${creator.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    // the first paint's stand-ins hold no focus and make way for the app's controls: Tab from the app's own
    // page, whole (its menu and the language picker drawn, its code loaded), however slow the machine is
    await visible(page.getByRole('navigation', { name: 'Page menu' }));
    await visible(page.getByRole('combobox', { name: 'Language' }));
    await quiet(page);

    const header = ['Share', 'Support Me'];
    // Follow comes first when the page offers it
    if ((await page.getByRole('button', { name: 'Follow', exact: true }).count()) > 0)
      header.unshift('Follow');
    const menu = ['Home', 'My Goals', 'Ask Me Anything', 'Snap', 'Bloc'];

    const reached: string[] = [];
    for (let press = 0; press < 40 && reached.at(-1) !== menu.at(-1); press++) {
      await page.keyboard.press('Tab');
      reached.push(await focusedName(page));
    }
    const firstControl = reached.indexOf(header[0]!);
    expect(firstControl).toBeGreaterThanOrEqual(0);
    expect(reached.slice(firstControl)).toEqual([...header, ...menu]);

    // the controls work from the keyboard too: Share opens, Escape closes and gives focus back
    await page.getByRole('button', { name: 'Share', exact: true }).focus();
    await page.keyboard.press('Enter');
    const share = await visible(page.getByRole('dialog', { name: 'Share', exact: true }));
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Share');

    // a tab is a link: Enter follows it, and the menu says which tab is open
    await page.getByRole('link', { name: 'My Goals', exact: true }).focus();
    await page.keyboard.press('Enter');
    await onPath(page, `/${creator.pageUrl}/my-goals`);
    // the address changes a moment before the menu redraws
    const menuNav = page.getByRole('navigation', { name: 'Page menu' });
    const current = (name: string) =>
      menuNav.getByRole('link', { name, exact: true }).getAttribute('aria-current');
    await expect.poll(() => current('My Goals')).toBe('page');
    expect(await current('Home')).toBeNull();
  });
});
