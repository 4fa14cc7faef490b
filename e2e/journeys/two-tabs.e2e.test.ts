import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney();

/** Opens the Snap's page in `tab`, taps View Photo and Confirm payment: the tab ends on the checkout. */
async function startBuying(tab: Page, postPath: string): Promise<string> {
  await tab.goto(postPath);
  await tab.getByRole('button', { name: 'View Photo', exact: true }).click();
  const confirm = await visible(tab.getByRole('dialog', { name: 'Confirm payment' }));
  await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();
  await tab.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
  await visible(tab.getByRole('heading', { level: 1, name: 'Pay ₱20.00' }));
  return tab.url();
}

describe('a buyer with two tabs', () => {
  it('is sent to one checkout from both, pays once, and the creator counts the price once', async () => {
    const ana = newCreator('Ana Lim');
    await register(journey.baseUrl, ana);
    const creator = await journey.newPage('ana');
    await logInFromVerificationMail(journey, creator, ana);
    const image = await uploadPhoto(creator, journey.baseUrl, 60);
    // price tier 2: ₱20.00
    const snap = await apiAs(creator, journey.baseUrl, '/v1/user/content/images/create', {
      image,
      price_id: 2,
    });
    const postPath = `/${ana.pageUrl}/pixel-snap/image/${snap.id}`;

    const ben = newCreator('Ben Cruz');
    await register(journey.baseUrl, ben);
    const tabA = journey.page;
    await logInFromVerificationMail(journey, tabA, ben);
    const tabB = await tabA.context().newPage();

    // both tabs get as far as the provider's page before either pays: the same checkout
    const checkoutA = await startBuying(tabA, postPath);
    const checkoutB = await startBuying(tabB, postPath);
    expect(checkoutB).toBe(checkoutA);

    // he pays in the first tab, then presses Pay in the second too
    await tabA.getByRole('button', { name: 'Pay', exact: true }).click();
    await tabA.waitForURL((url) => url.pathname === postPath);
    await visible(tabA.getByText('Purchased', { exact: true }));
    await tabB.getByRole('button', { name: 'Pay', exact: true }).click();
    await tabB.waitForURL((url) => url.pathname === postPath);
    await visible(tabB.getByText('Purchased', { exact: true }));

    // his own records: one purchase of ₱20.00
    await tabA.goto('/dashboard/supported');
    await visible(tabA.getByRole('heading', { level: 1, name: 'My support' }));
    await expect.poll(() => tabA.getByText('₱20.00', { exact: true }).count()).toBe(1);

    // Ana's wallet counts the price once
    const balance = await creator.request.get('/v1/user/balance');
    const [php] = (await balance.json()).data as { amount: string }[];
    expect(php?.amount).toBe('20.00');
    const lines = await creator.request.get('/v1/user/transactions');
    expect(((await lines.json()).data as unknown[]).length).toBe(1);
  });
});
