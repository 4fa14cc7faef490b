import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { photo } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { paidGift } from '../support/money.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { loaded, loadedDialog, visible } from '../support/ui.ts';

const journey = useJourney();

const rosa = newCreator('Rosa Villanueva');
const bea = newCreator('Beatriz Dimaculangan-Reyes');
const tierName = 'Sketch Club';

describe("a creator's tools beyond the page", () => {
  it('a creator prints a standee, looks up a found copy, and offers a free trial that a supporter sees at 360 px', async () => {
    await register(journey.baseUrl, rosa);
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, rosa);
    // a gift came to her page: her dashboard is a creator's
    await paidGift(journey.baseUrl, rosa.pageUrl, 150, { supporter_name: 'Lito' });
    await page.goto('/dashboard');

    // 1. her own Share QR Code, from Share Profile, offers a standee to print, which downloads as a PDF
    await page.getByRole('button', { name: 'Share Profile', exact: true }).click();
    const share = await visible(page.getByRole('dialog', { name: 'Share Profile', exact: true }));
    await share.getByRole('button', { name: 'Share QR Code', exact: true }).click();
    const shareQr = await visible(page.getByRole('dialog', { name: 'Share QR Code', exact: true }));
    await visible(shareQr.getByText('Print a standee'));
    await shareQr.getByLabel('Preset gift amount', { exact: true }).fill('150');
    expect(await problemsAtEveryWidth(page), 'Share QR Code with the standee').toEqual({});
    await screenshotAtWidths(page, 'standee');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await shareQr.getByRole('link', { name: 'Download PDF', exact: true }).click();
    const pdf = await readFile(await (await downloading).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.keyboard.press('Escape');

    // 2. a copy found elsewhere that is none of her photos: the lookup says so
    await page.goto('/dashboard/creator-hub/leaks');
    await visible(page.getByRole('heading', { level: 1, name: 'Find a leaked photo' }));
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Find a leaked photo').toEqual({});
    await page.locator('input[type="file"]').setInputFiles({
      name: 'found.png',
      mimeType: 'image/png',
      buffer: photo(40),
    });
    await visible(page.getByText('This isn’t a copy of any of your photos'));
    expect(await problemsAtEveryWidth(page), 'a lookup answered').toEqual({});
    await screenshotAtWidths(page, 'leak-lookup');

    // 3. her tier offers a free trial: Bea's Join says what it costs after, and that GCash cannot start it
    await page.goto('/dashboard/creator-hub/memberships');
    await visible(page.getByRole('heading', { level: 1, name: 'My Tiers' }));
    await page.getByRole('button', { name: 'Add a tier', exact: true }).click();
    const add = await visible(page.getByRole('dialog', { name: 'Add a tier' }));
    await add.getByRole('textbox', { name: 'Name' }).fill(tierName);
    await add.getByRole('textbox', { name: 'Monthly price' }).fill('150');
    await add.getByRole('checkbox', { name: 'Offer a 7-day free trial' }).check();
    expect(await problemsAtEveryWidth(page), 'Add a tier, with a free trial').toEqual({});
    await screenshotAtWidths(page, 'add-a-tier-with-a-trial', { windowOnly: true });
    await add.getByRole('button', { name: 'Add tier', exact: true }).click();
    await add.waitFor({ state: 'hidden' });
    await visible(page.getByText('Offers a 7-day free trial to new members paying by card').first());
    const phone = await journey.newPage('bea');
    await phone.setViewportSize({ width: 360, height: 740 });
    await logInFromVerificationMail(journey, phone, bea);
    await phone.goto(`/${rosa.pageUrl}/membership`);
    const tier = await visible(phone.getByRole('article', { name: tierName }));
    await tier.getByRole('button', { name: `Join ${tierName}`, exact: true }).click();
    const join = await visible(loadedDialog(phone));
    await visible(join.getByText('7 days free, then ₱150.00 a month').first());
    await visible(join.getByText('GCash cannot renew by itself, so a free trial needs a card.'));
    expect(await problemsAtEveryWidth(phone), 'Join with a free trial').toEqual({});
    await screenshotAtWidths(phone, 'join-with-a-trial');
  }, 240_000);
});
