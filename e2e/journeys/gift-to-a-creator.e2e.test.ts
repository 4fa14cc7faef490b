import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { cellTexts, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const maria = newCreator('Maria Santos');
const gift = { amount: '₱100.00', name: 'Juan', message: 'Salamat sa art mo!' };

/** What the balance card shows, once loaded: the available amount, then the pending line. */
async function balanceShown(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Available balance' });
  if ((await card.locator('[aria-busy="true"]').count()) > 0) return [];
  return (await card.locator('p').allTextContents()).map((text) => text.trim());
}

/** The value (dd) next to a label (dt) in a details list. */
function detail(container: Locator, label: string): Locator {
  return container
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The gift from `name` among the Latest gifts of a creator's page. */
function giftCard(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Latest gifts' })
    .getByRole('article')
    .filter({ has: page.getByText(name, { exact: true }) });
}

describe('a gift to a creator', () => {
  it('is sent by a signed-out visitor through the checkout, and shows on the page and in the dashboard', async () => {
    // 1. Maria is a creator: registered, and signed in through the link of her verification mail
    const creator = journey.page;
    await register(journey.baseUrl, maria);
    await logInFromVerificationMail(journey, creator, maria);

    // nothing on her page yet: the dashboard is a supporter's home that offers to start the page, with no
    // balance or Withdraw to show
    await visible(creator.getByRole('region', { name: 'Start your own page' }));
    expect(await creator.getByRole('region', { name: 'Available balance' }).count()).toBe(0);

    // 2. Juan, signed out in his own browser, opens her page and sends a gift of ₱100
    const visitor = await journey.newPage('visitor');
    await visitor.goto(`/${maria.pageUrl}`);
    await visible(visitor.getByRole('heading', { level: 1, name: maria.pageName }));
    await visible(visitor.getByText('0 Supporters', { exact: true }));
    await visible(visitor.getByText(`No gifts yet. Be the first to support ${maria.pageName}!`));
    await visitor.getByRole('button', { name: 'Support Me', exact: true }).click();

    const supportMe = await visible(visitor.getByRole('dialog', { name: 'Support Me' }));
    await visible(supportMe.getByText(`Send a gift to ${maria.pageName}`));
    const quick100 = supportMe
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: '₱100', exact: true });
    await quick100.click();
    expect(await quick100.getAttribute('aria-pressed')).toBe('true');
    expect(await supportMe.getByLabel('Amount', { exact: true }).inputValue()).toBe('100');
    await supportMe.getByLabel('Name', { exact: true }).fill(gift.name);
    await supportMe.getByLabel('Message', { exact: true }).fill(gift.message);
    await supportMe.getByRole('button', { name: 'Send gift', exact: true }).click();

    const confirm = await visible(visitor.getByRole('dialog', { name: 'Confirm payment' }));
    await visible(confirm.getByText(gift.amount, { exact: true }));
    await visible(confirm.getByText(maria.pageName, { exact: true }));
    // no fee is configured here: the creator receives the whole gift
    await visible(confirm.getByText(`${maria.pageName} receives ${gift.amount}`, { exact: true }));
    await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();

    // the sandbox provider's checkout
    await visitor.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(visitor.getByRole('heading', { level: 1, name: `Pay ${gift.amount}` }));
    await visitor.getByRole('button', { name: 'Pay', exact: true }).click();

    // 3. back on her page: Gift Sent, then his gift in the list
    await onPath(visitor, `/${maria.pageUrl}`);
    const sent = await visible(visitor.getByRole('dialog', { name: 'Gift Sent' }));
    await visible(sent.getByText(gift.amount, { exact: true }));
    await visible(sent.getByText(maria.pageName, { exact: true }));
    // the gift links are handled once: the address loses ?gift=sent&reference=...
    await visitor.waitForURL((url) => url.search === '');
    await sent.getByRole('button', { name: 'Done', exact: true }).click();
    await sent.waitFor({ state: 'hidden' });

    const visitorsCard = await visible(giftCard(visitor, gift.name));
    await visible(visitorsCard.getByText(gift.amount, { exact: true }));
    await visible(visitorsCard.getByText(gift.message, { exact: true }));
    await expect.poll(() => visitor.getByRole('article').count()).toBe(1);
    // and she has one supporter now
    await visible(visitor.getByText('1 Supporter', { exact: true }));

    // 4. Maria's dashboard: the money is available, the gift is the latest transaction
    await creator.goto('/dashboard');
    await visible(creator.getByRole('heading', { level: 1, name: maria.pageName }));
    await expect.poll(() => balanceShown(creator)).toEqual([gift.amount, 'Pending: ₱0.00']);

    const latest = creator.getByRole('region', { name: 'Latest transactions' });
    const latestRow = await visible(latest.getByRole('row').filter({ hasText: `Gift from ${gift.name}` }));
    const latestCells = await cellTexts(latestRow);
    expect(latestCells.slice(1)).toEqual([
      `Gift from ${gift.name}`,
      expect.stringMatching(/^G-[A-Z0-9]{12}$/),
      gift.amount,
      'Completed',
    ]);
    const [dateTime, , reference] = latestCells;

    await latest.getByRole('link', { name: 'See all', exact: true }).click();
    await onPath(creator, '/dashboard/transactions/history');
    await visible(creator.getByRole('heading', { level: 1, name: 'Transaction history' }));
    const history = creator.getByRole('table');
    const row = await visible(history.getByRole('row').filter({ hasText: `Gift from ${gift.name}` }));
    expect(await cellTexts(row)).toEqual(latestCells);
    // the header and the one gift
    await expect.poll(() => history.getByRole('row').count()).toBe(2);

    await row.click();
    const details = await visible(creator.getByRole('dialog', { name: 'Transaction details' }));
    await visible(detail(details, 'Supporter'));
    const shown = {
      dateTime: await detail(details, 'Date & Time').textContent(),
      type: await detail(details, 'Type').textContent(),
      status: await detail(details, 'Status').textContent(),
      description: await detail(details, 'Description').textContent(),
      reference: await detail(details, 'Reference').textContent(),
      supporter: await detail(details, 'Supporter').textContent(),
      message: await detail(details, 'Message').textContent(),
      gross: await detail(details, 'Gross amount').textContent(),
      fee: await detail(details, 'Fee').textContent(),
      net: await detail(details, 'Net amount').textContent(),
      balance: await detail(details, 'Balance').textContent(),
    };
    expect(shown).toEqual({
      dateTime,
      type: 'Gift',
      status: 'Completed',
      description: `Gift from ${gift.name}`,
      reference,
      supporter: gift.name,
      message: gift.message,
      gross: gift.amount,
      fee: '₱0.00',
      net: gift.amount,
      balance: 'Added to your available balance',
    });
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });

    // 5. her own page shows the gift too, with what only the owner can do to it
    await creator.goto(`/${maria.pageUrl}`);
    await visible(creator.getByRole('heading', { level: 1, name: maria.pageName }));
    const creatorsCard = await visible(giftCard(creator, gift.name));
    await visible(creatorsCard.getByText(gift.amount, { exact: true }));
    await visible(creatorsCard.getByText(gift.message, { exact: true }));
    await visible(creatorsCard.getByRole('button', { name: 'Reply', exact: true }));
  });
});
