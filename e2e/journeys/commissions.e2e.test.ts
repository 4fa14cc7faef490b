import { strToU8, zipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { photo } from '../support/content.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { closeNotifications, loaded, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const title = 'Your pet in watercolor, A4';
// what Bea downloads: the finished piece in a ZIP, as Rosa uploads it
const artwork = Buffer.from(
  zipSync({
    'mingming/README.txt': strToU8('Mingming asleep on the windowsill, watercolor on A4.'),
    'mingming/mingming.png': photo(150),
  }),
);

/** Clicks `button`, which goes to the sandbox's checkout of `amount`, and pays it there. */
async function payInSandbox(page: Page, button: Locator, amount: string) {
  await button.click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
  await visible(page.getByRole('heading', { level: 1, name: `Pay ${amount}` }));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // the sandbox adds the payment's reference to the return address
  const back = await onPath(page, '/dashboard/commissions');
  expect(back.searchParams.get('payment')).toBe('paid');
  await visible(page.getByText(/^Thank you! Your payment is in/));
}

/** Opens the creator's Commissions page and answers Bea's request on it, once it is there. */
async function beasRequest(page: Page): Promise<Locator> {
  await page.goto('/dashboard/creator-hub/commissions');
  await visible(page.getByRole('heading', { level: 1, name: 'Commissions' }));
  return visible(page.getByRole('article', { name: `${title}, ${bea.pageName}` }));
}

/** Takes one of the creator's steps with its button and waits for what it says once done. */
async function step(page: Page, card: Locator, button: string, done: string) {
  await card.getByRole('button', { name: button, exact: true }).click();
  await visible(page.getByText(done));
  await closeNotifications(page);
}

describe('commissions', () => {
  it('a supporter requests a commission at 360 px and pays its down payment; the creator accepts, works, asks for the balance and delivers; the supporter downloads the piece', async () => {
    await register(journey.baseUrl, rosa);
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);

    // 1. Rosa offers a commission: ₱1,000.00, two slots, 30% down
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Commissions', exact: true })
      .click();
    await onPath(page, '/dashboard/creator-hub/commissions');
    await visible(page.getByRole('heading', { level: 1, name: 'Commissions' }));
    await visible(page.getByText('No requests yet. They show here once paid.'));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Commissions, empty').toEqual({});
    await page.getByRole('button', { name: 'New commission type', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Send me photos of your pet. #watercolor');
    await page.getByRole('textbox', { name: 'Price (₱)' }).fill('1000');
    await page.getByRole('textbox', { name: 'Slots' }).fill('2');
    await page.getByRole('switch', { name: /^Ask for a down payment/ }).check();
    await page.getByRole('textbox', { name: 'Down payment (%)' }).fill('30');
    expect(await problemsAtEveryWidth(page), 'New commission type').toEqual({});
    await screenshotAtWidths(page, 'commission-type-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Commission type saved.'));
    await closeNotifications(page);
    await visible(page.getByText('0 of 2 slots taken · 30% down payment, the rest before delivery'));

    // 2. Bea, signed out on her phone, finds it on Rosa's Shop tab; requesting it asks her to log in first
    const phone = await journey.newPage('bea');
    await phone.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, phone, bea);
    await phone.getByRole('button', { name: 'Log out', exact: true }).click();
    await onPath(phone, '/auth/login');
    await phone.goto(`/${rosa.pageUrl}/shop`);
    const card = await visible(phone.getByRole('link', { name: `${title} ₱1,000.00 2 of 2 slots open` }));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'the Shop tab with commissions').toEqual({});
    await screenshotAtWidths(phone, 'shop-tab-commissions');
    await phone.setViewportSize({ width: 360, height: 740 });
    await card.click();
    await onPath(phone, '/auth/login');
    await phone.getByLabel('Email', { exact: true }).fill(bea.email);
    await phone.getByLabel('Password', { exact: true }).fill(bea.password);
    await phone.getByRole('button', { name: 'Log in', exact: true }).click();

    // 3. back on the commission: her brief, a photo of her cat, her number for SMS, and what she pays when
    await visible(phone.getByRole('heading', { name: title }));
    await phone.getByRole('textbox', { name: 'Your brief' }).fill('Mingming, my orange cat, asleep.');
    const [chooser] = await Promise.all([
      phone.waitForEvent('filechooser'),
      phone.getByRole('button', { name: 'Add a reference image', exact: true }).click(),
    ]);
    await chooser.setFiles({ name: 'mingming.png', mimeType: 'image/png', buffer: photo(90) });
    await visible(phone.getByRole('img', { name: 'Reference image 1' }));
    await phone.getByRole('textbox', { name: /^Mobile number for SMS updates/ }).fill('9171234567');
    await visible(phone.getByText('A 30% down payment'));
    await visible(phone.getByText('₱700.00', { exact: true }));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'a commission’s request').toEqual({});
    await screenshotAtWidths(phone, 'commission-request');
    await phone.setViewportSize({ width: 360, height: 740 });
    const request = phone.getByRole('button', { name: 'Request and pay ₱300.00', exact: true });
    await payInSandbox(phone, request, '₱300.00');
    const mine = await visible(phone.getByRole('article', { name: title }));
    await visible(mine.getByText(/^Rosa Villanueva answers by /));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'My commissions, requested').toEqual({});

    // 4. Rosa accepts it, confirmed first, starts, and asks for the balance
    let asked = await beasRequest(page);
    await visible(asked.getByRole('img', { name: 'Reference image 1' }));
    await visible(asked.getByText('Mingming, my orange cat, asleep.'));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Commissions, a request').toEqual({});
    await screenshotAtWidths(page, 'commissions-request');
    await asked.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Accept this request?' }));
    const accept = confirm.getByRole('button', { name: 'Accept', exact: true });
    expect(await dialogProblemsAtEveryWidth(confirm, accept), 'Accept this request?').toEqual({});
    await accept.click();
    await visible(page.getByText('Request accepted.'));
    await closeNotifications(page);
    await step(page, asked, 'Start work', 'Marked as in progress.');
    await step(page, asked, 'Ask for the balance of ₱700.00', 'The balance is asked for.');
    await visible(asked.getByText(`Waiting for ${bea.pageName} to pay the balance of ₱700.00.`));

    // 5. Bea pays the balance
    await phone.goto('/dashboard/commissions');
    await visible(mine.getByText('Rosa Villanueva asks for the balance before delivery.'));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'My commissions, balance due').toEqual({});
    await screenshotAtWidths(phone, 'my-commissions-balance');
    await phone.setViewportSize({ width: 360, height: 740 });
    await payInSandbox(phone, mine.getByRole('button', { name: 'Pay the balance of ₱700.00' }), '₱700.00');
    await visible(mine.getByText('Balance paid. The files come next.'));

    // 6. Rosa uploads the piece and delivers it
    asked = await beasRequest(page);
    await visible(asked.getByText('Balance paid', { exact: true }));
    const [delivery] = await Promise.all([
      page.waitForEvent('filechooser'),
      asked.getByRole('button', { name: 'Upload a file', exact: true }).click(),
    ]);
    await delivery.setFiles({ name: 'mingming.zip', mimeType: 'application/zip', buffer: artwork });
    await visible(page.getByText('File uploaded.'));
    await closeNotifications(page);
    await visible(asked.getByText(/^mingming\.zip \(/));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Commissions, ready to deliver').toEqual({});
    await step(page, asked, 'Deliver', `Delivered. ${bea.pageName} can download the files now.`);
    await visible(asked.getByText('Delivered', { exact: true }).first());
    await screenshotAtWidths(page, 'commissions-delivered');

    // 7. Bea downloads the very bytes Rosa uploaded
    await phone.goto('/dashboard/commissions');
    await visible(mine.getByText('Delivered. Your files are below.'));
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      mine.getByRole('link', { name: 'Download mingming.zip' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(artwork)).toBe(true);
    expect(download.suggestedFilename()).toBe('mingming.zip');
    await phone.reload();
    await visible(mine.getByText('9 downloads left today'));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'My commissions, delivered').toEqual({});
    await screenshotAtWidths(phone, 'my-commissions');

    // 8. Rosa's transaction history has the commission's two payments
    await page.goto('/dashboard/transactions/history');
    await visible(page.getByText(`Commission from ${bea.pageName}: ${title}`));
    await visible(page.getByText(`Commission balance from ${bea.pageName}: ${title}`));
  }, 300_000);
});
