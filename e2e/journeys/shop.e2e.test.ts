import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { closeNotifications, loaded, loadedDialog, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const product = 'Manila at dusk: 12 Lightroom presets';
// what Bea downloads: a real ZIP of presets, as Rosa uploads it
const presets = Buffer.from(
  zipSync({
    'manila-dusk/README.txt': strToU8('Twelve presets for photos of Manila at dusk.'),
    'manila-dusk/golden-hour.xmp': strToU8('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>'),
  }),
);

describe("a creator's shop", () => {
  it('a creator sells a ZIP of presets with a promo code for it; a supporter buys it at 360 px with the code and downloads it from her library', async () => {
    await register(journey.baseUrl, rosa);
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);

    // 1. My Shop: a new product at ₱150.00, then its file
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Shop' }).click();
    await onPath(page, '/dashboard/creator-hub/shop');
    await visible(page.getByRole('heading', { level: 1, name: 'My Shop' }));
    await page.getByRole('button', { name: 'New product', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(product);
    await page.getByRole('textbox', { name: 'Description' }).fill('For your #streetphotography of the bay.');
    await page.getByRole('textbox', { name: 'Price (₱)' }).fill('150');
    expect(await problemsAtEveryWidth(page), 'New product').toEqual({});
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Product saved.'));
    await closeNotifications(page);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload a file', exact: true }).click(),
    ]);
    await chooser.setFiles({ name: 'manila-dusk.zip', mimeType: 'application/zip', buffer: presets });
    await visible(page.getByText('File uploaded.'));
    await closeNotifications(page);
    await visible(page.getByText('manila-dusk.zip').first());
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'My Shop').toEqual({});
    await screenshotAtWidths(page, 'my-shop');

    // 1b. a promo code for this product alone: 20 % off, chosen in the code's list of her products
    await page.goto('/dashboard/creator-hub/promo-codes');
    await visible(page.getByRole('heading', { level: 1, name: 'Promo codes' }));
    await page.getByRole('button', { name: 'New promo code', exact: true }).click();
    const form = await visible(loadedDialog(page));
    await form.getByRole('textbox', { name: /^Code/ }).fill('DUSK20');
    await form.getByLabel('Percent off (1 to 99)').fill('20');
    await form.getByRole('radio', { name: 'Only the tiers, posts and products I choose' }).check();
    await form.getByLabel('Products of your shop').click();
    await page.getByRole('option', { name: `${product} (₱150.00)` }).click();
    await page.keyboard.press('Escape');
    await visible(form.getByText(`${product} (₱150.00)`).first());
    expect(await problemsAtEveryWidth(page), 'New promo code, a product chosen').toEqual({});
    await screenshotAtWidths(page, 'promo-code-product', { windowOnly: true });
    await form.getByRole('button', { name: 'Make code', exact: true }).click();
    await visible(page.getByText('Promo code made.').first());
    await form.waitFor({ state: 'hidden' });
    await closeNotifications(page);

    // 2. Bea, on her phone, finds it on Rosa's Shop tab and buys it
    const phone = await journey.newPage('bea');
    await phone.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, phone, bea);
    await phone.goto(`/${rosa.pageUrl}/shop`);
    await visible(phone.getByText(product).first());
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'the Shop tab').toEqual({});
    await screenshotAtWidths(phone, 'shop-tab');
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.getByRole('link', { name: `${product}, ₱150.00` }).click();
    await visible(phone.getByRole('heading', { name: product }));
    await visible(phone.getByText('manila-dusk.zip'));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'a product').toEqual({});
    await screenshotAtWidths(phone, 'shop-product');
    await phone.setViewportSize({ width: 360, height: 740 });
    // Bea has Rosa's code: it comes off the price before she pays
    await phone.getByRole('textbox', { name: 'Promo code' }).fill('DUSK20');
    await phone.getByRole('button', { name: 'Apply', exact: true }).click();
    await visible(phone.getByText('DUSK20: ₱150.00 − ₱30.00 = ₱120.00'));
    expect(await problemsAtEveryWidth(phone), 'a product with a code').toEqual({});
    await screenshotAtWidths(phone, 'shop-product-code');
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.getByRole('button', { name: 'Buy for ₱120.00', exact: true }).click();
    await phone.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(phone.getByRole('heading', { level: 1, name: 'Pay ₱120.00' }));
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await visible(phone.getByText(/^Thank you! Your purchase is paid/));

    // 3. her library: the file, downloaded whole
    await phone.getByRole('link', { name: 'Open my library' }).first().click();
    await onPath(phone, '/dashboard/downloads');
    await visible(phone.getByRole('heading', { level: 1, name: 'My downloads' }));
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('link', { name: 'Download manila-dusk.zip' }).click(),
    ]);
    const got = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of got) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(presets)).toBe(true);
    expect(download.suggestedFilename()).toBe('manila-dusk.zip');
    await phone.reload();
    await visible(phone.getByText('9 downloads left today'));
    await loaded(phone);
    expect(await problemsAtEveryWidth(phone), 'My downloads').toEqual({});
    await screenshotAtWidths(phone, 'my-downloads');

    // 4. Rosa sees the sale
    await page.goto('/dashboard/transactions/history');
    await visible(page.getByText('Product sale').first());
    await page.goto('/dashboard/creator-hub/shop');
    await visible(page.getByText('Sales: 1'));
  }, 240_000);
});
