import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { apiAs, uploadPhoto } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { visible } from '../support/ui.ts';

// the sandbox takes as long as a real provider to create a checkout: two taps within these two seconds can
// both find no checkout open yet (decision 0040)
const journey = useJourney({ env: { SANDBOX_CHECKOUT_DELAY_MS: '2000' } });

const price = '₱20.00';

/** Opens the Snap's page in `tab` and taps View Photo; answers the Confirm payment button of the dialog. */
async function openConfirmPayment(tab: Page, postPath: string): Promise<Locator> {
  await tab.goto(postPath);
  await tab.getByRole('button', { name: 'View Photo', exact: true }).click();
  const confirm = await visible(tab.getByRole('dialog', { name: 'Confirm payment' }));
  return confirm.getByRole('button', { name: 'Confirm payment', exact: true });
}

/** Waits until `tab` shows the provider's checkout for the price; answers its address. */
async function onCheckout(tab: Page): Promise<string> {
  await tab.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
  await visible(tab.getByRole('heading', { level: 1, name: `Pay ${price}` }));
  return tab.url();
}

/** Opens the Snap's page in `tab`, taps View Photo and Confirm payment: the tab ends on the checkout. */
async function startBuying(tab: Page, postPath: string): Promise<string> {
  await (await openConfirmPayment(tab, postPath)).click();
  return onCheckout(tab);
}

/** Presses Pay on the checkout in `tab`: back on the Snap's page, it shows as his. */
async function pay(tab: Page, postPath: string) {
  await tab.getByRole('button', { name: 'Pay', exact: true }).click();
  await tab.waitForURL((url) => url.pathname === postPath);
  await visible(tab.getByText('Purchased', { exact: true }));
}

/** What the balance card shows, once loaded: the available amount, then the pending line. */
async function balanceShown(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Available balance' });
  if ((await card.locator('[aria-busy="true"]').count()) > 0) return [];
  return (await card.locator('p').allTextContents()).map((text) => text.trim());
}

/** My support as the buyer finds it when he comes back: reloaded, then the badge of his second payment. */
async function repeatPaymentBadge(page: Page, creatorName: string): Promise<string | null> {
  await page.reload();
  await visible(page.getByText(`Paid again for a Snap · ${creatorName}`, { exact: true }));
  return page.getByText(/^(Refund on its way|Refunded)$/).textContent();
}

/**
 * Ana, signed in on a page of her own, with a ₱20.00 Snap; Ben signed in on two tabs of one browser.
 * `seed` makes the Snap's photo one of its own.
 */
async function snapAndBuyer(seed: number) {
  const ana = newCreator('Ana Lim');
  await register(journey.baseUrl, ana);
  const creator = await journey.newPage('ana');
  await logInFromVerificationMail(journey, creator, ana);
  const image = await uploadPhoto(creator, journey.baseUrl, seed);
  // price tier 2: ₱20.00
  const snap = await apiAs(creator, journey.baseUrl, '/v1/user/content/images/create', {
    image,
    price_id: 2,
  });
  const ben = newCreator('Ben Cruz');
  await register(journey.baseUrl, ben);
  const tabA = journey.page;
  await logInFromVerificationMail(journey, tabA, ben);
  const tabB = await tabA.context().newPage();
  return { ana, ben, creator, postPath: `/${ana.pageUrl}/pixel-snap/image/${snap.id}`, tabA, tabB };
}

describe('a buyer with two tabs', () => {
  it('is sent to one checkout from both, pays once, and the creator counts the price once', async () => {
    const { creator, postPath, tabA, tabB } = await snapAndBuyer(60);

    // both tabs get as far as the provider's page before either pays: the same checkout
    const checkoutA = await startBuying(tabA, postPath);
    const checkoutB = await startBuying(tabB, postPath);
    expect(checkoutB).toBe(checkoutA);

    // he pays in the first tab, then presses Pay in the second too
    await pay(tabA, postPath);
    await pay(tabB, postPath);

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

  it('pays two checkouts opened at the same moment: one purchase, the second payment refunded, the price counted once', async () => {
    const { ana, ben, creator, postPath, tabA, tabB } = await snapAndBuyer(90);

    // the Snap open in both tabs, he taps Confirm payment in both while the first checkout is being created:
    // each tab lands on a checkout of its own
    const [confirmA, confirmB] = await Promise.all([
      openConfirmPayment(tabA, postPath),
      openConfirmPayment(tabB, postPath),
    ]);
    await Promise.all([confirmA.click(), confirmB.click()]);
    const [checkoutA, checkoutB] = await Promise.all([onCheckout(tabA), onCheckout(tabB)]);
    expect(checkoutB).not.toBe(checkoutA);

    // and he pays both
    await pay(tabA, postPath);
    await pay(tabB, postPath);

    // the Snap is his: the photo itself, nothing left to buy
    await tabA.reload();
    await visible(tabA.getByText('Purchased', { exact: true }));
    await visible(tabA.getByRole('img', { name: `Photo by ${ana.pageName}`, exact: true }));
    expect(await tabA.getByRole('button', { name: 'View Photo' }).count()).toBe(0);

    // his own records show both payments: the one that bought the Snap, and the second, given back to him
    // by a queued job once the provider has refunded it
    await tabA.goto('/dashboard/supported');
    await visible(tabA.getByRole('heading', { level: 1, name: 'My support' }));
    await expect.poll(() => repeatPaymentBadge(tabA, ana.pageName), { timeout: 30_000 }).toBe('Refunded');
    await visible(tabA.getByText(`Bought a Snap · ${ana.pageName}`, { exact: true }));
    await visible(
      tabA.getByText('You had already bought this, so this payment was given back to you.', { exact: true }),
    );
    expect(await tabA.getByText(price, { exact: true }).count()).toBe(2);
    expect(await tabA.getByRole('link', { name: 'Open the photo', exact: true }).count()).toBe(1);

    // Ana's wallet counts the price once, from one sale
    await creator.goto('/dashboard');
    await visible(creator.getByRole('heading', { level: 1, name: ana.pageName }));
    await expect.poll(() => balanceShown(creator)).toEqual([price, 'Pending: ₱0.00']);
    const latest = creator.getByRole('region', { name: 'Latest transactions' });
    await visible(latest.getByRole('row').filter({ hasText: `Purchase of Snap by ${ben.pageName}` }));
    expect(await latest.getByRole('row').filter({ hasText: 'Purchase of Snap' }).count()).toBe(1);

    // and her Snap has one purchase, by one supporter
    await creator.goto(postPath);
    const ownPost = await visible(
      creator.getByRole('article', { name: new RegExp(`^Snap by ${ana.pageName},`) }),
    );
    await ownPost.getByRole('button', { name: '1 purchase', exact: true }).click();
    const supporters = await visible(creator.getByRole('dialog', { name: 'Visible to you only' }));
    await visible(
      supporters.getByRole('listitem').filter({ hasText: `${ben.pageName} purchased this content` }),
    );
    expect(await supporters.getByRole('listitem').count()).toBe(1);
  });
});
