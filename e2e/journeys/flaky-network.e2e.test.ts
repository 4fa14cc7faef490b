import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Creator, logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const offlineNotice = 'You are offline. PIXEL will carry on when your connection is back.';

/** Marks the document, so a later look can tell whether the page was reloaded in between. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { kept?: string }).kept = 'same page'));
const sameDocument = (page: Page) => page.evaluate(() => (window as { kept?: string }).kept);

describe('a phone whose connection drops', () => {
  const creator: Creator = newCreator('Rina Cruz');
  let verified: Promise<void> | undefined;
  // the first test makes the page public (a page is public once its creator verified their email)
  const pageIsPublic = () =>
    (verified ??= (async () => {
      await register(journey.baseUrl, creator);
      await logInFromVerificationMail(journey, await journey.newPage('creator'), creator);
    })());

  it('keeps a creator page when a tab is opened offline, and opens the tab once it is back', async () => {
    const { page } = journey;
    await pageIsPublic();
    await page.goto(`/${creator.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await markDocument(page);

    await page.context().setOffline(true);
    await page.getByRole('navigation', { name: 'Page menu' }).getByRole('link', { name: 'My Goals' }).click();

    // the page stays, and says what happened
    await visible(page.getByRole('status').getByText(offlineNotice));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: creator.pageName }).isVisible())
      .toBe(true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);

    await page.context().setOffline(false);
    await onPath(page, `/${creator.pageUrl}/my-goals`);
    await visible(page.getByText(`${creator.pageName} has no goals to show yet.`));
    await page.getByText(offlineNotice).waitFor({ state: 'hidden' });
    expect(await sameDocument(page)).toBe('same page');
  });

  it('opens Support Me tapped offline once the connection is back, and the form works', async () => {
    const { page } = journey;
    await pageIsPublic();
    await page.goto(`/${creator.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await markDocument(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Support Me' }).first().click();
    await visible(page.getByRole('status').getByText(offlineNotice));
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: creator.pageName }).isVisible())
      .toBe(true);

    await page.context().setOffline(false);
    const dialog = await visible(loadedDialog(page));
    await visible(dialog.getByRole('heading', { name: 'Support Me' }));
    const amount = dialog.getByLabel('Amount', { exact: true });
    await amount.fill('150');
    await dialog.getByLabel('Name', { exact: true }).fill('Jun');
    expect(await amount.inputValue()).toContain('150');
    expect(await sameDocument(page)).toBe('same page');
  });

  it("draws the dashboard's frame while its code is still on the way", async () => {
    await pageIsPublic();
    const page = await journey.newPage('slow creator');
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await onPath(page, '/dashboard');

    // a slow phone network: the dashboard's own code is on its way until the frame has been seen
    let held = 0;
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/*.js', async (route) => {
      held += 1;
      await arrived;
      await route.continue();
    });
    await page.goto('/dashboard/transactions/history', { waitUntil: 'commit' });
    const frame = await visible(page.getByRole('status').filter({ hasText: 'Loading your dashboard…' }));
    expect(await frame.getByText('PIXEL', { exact: true }).isVisible()).toBe(true);
    // the page has asked for its code, which has not come: what shows is the HTML's own
    await expect.poll(() => held).toBeGreaterThan(0);
    expect(await frame.isVisible()).toBe(true);
    arrive();
    await frame.waitFor({ state: 'detached', timeout: 60_000 });
    await visible(page.getByRole('navigation', { name: 'Dashboard' }));
  });

  it("draws a creator's dashboard from its page alone when the API is out of reach", async () => {
    await pageIsPublic();
    // a gift came to her page: her dashboard is a creator's
    await paidGift(journey.baseUrl, creator.pageUrl, 150, { supporter_name: 'Lito' });
    const page = await journey.newPage('creator on a patchy network');
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await onPath(page, '/dashboard');
    // the dashboard the log-in opened has asked for what it shows, so what is asked from here is the next page's
    const balance = page.getByRole('region', { name: 'Available balance' });
    const counts = page.getByRole('group', { name: 'Page counts' });
    await visible(balance.getByRole('button', { name: 'Withdraw' }));
    await visible(counts.getByText('Supporter', { exact: true }));

    // the page arrives, then no call to the API gets through
    const asked: string[] = [];
    await page.route('**/v1/**', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await route.abort('internetdisconnected');
    });
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await visible(balance.getByRole('button', { name: 'Withdraw' }));
    expect(await balance.getByText('Unable to load balance').count()).toBe(0);
    await visible(counts.getByText('Supporter', { exact: true }));
    // what it drew came with the page: who she is, her balance and her page's counts were not asked for
    expect(asked.filter((path) => /^\/v1\/(auth\/session|user\/balance|profile\/)/.test(path))).toEqual([]);
  });
});
