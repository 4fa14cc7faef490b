import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { useJourney } from '../support/journey.ts';
import { cornerAlphas, pngColourType, pngHeader, readQrCode } from '../support/png.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney();

/** Clicks `button` and returns the file the browser downloads. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

describe('Share QR Code', () => {
  it("downloads a creator's code as a transparent 400x400 PNG and as a 1000x1200 card, both opening Support Me with the preset amount", async () => {
    // Maria's page is public once she has verified her email and logged in
    const maria = newCreator('Maria Santos');
    await register(journey.baseUrl, maria);
    await logInFromVerificationMail(journey, await journey.newPage('creator'), maria);

    // a visitor opens her page, Share, then Share QR Code
    const { page } = journey;
    await page.goto(`/${maria.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: maria.pageName }));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = await visible(page.getByRole('dialog', { name: 'Share', exact: true }));
    const pageLink = `${journey.baseUrl}/${maria.pageUrl}`;
    await visible(share.getByRole('img', { name: `QR code of ${pageLink}` }));
    await share.getByRole('button', { name: 'Share QR Code', exact: true }).click();
    const shareQr = await visible(page.getByRole('dialog', { name: 'Share QR Code', exact: true }));

    // a preset gift amount goes into the code
    await shareQr.getByLabel('Preset gift amount', { exact: true }).fill('150');
    const link = `${pageLink}?amount=150`;
    await visible(shareQr.getByRole('img', { name: `QR code of ${link}` }));

    const code = await download(page, shareQr.getByRole('button', { name: 'Download QR code', exact: true }));
    expect(code.name).toBe(`pixel-${maria.pageUrl}-qr-code.png`);
    expect(pngHeader(code.bytes)).toEqual({
      width: 400,
      height: 400,
      bitDepth: 8,
      colourType: pngColourType.truecolourAlpha,
    });
    // the background is transparent, and the code scans
    expect(cornerAlphas(code.bytes)).toEqual([0, 0, 0, 0]);
    expect(readQrCode(code.bytes)).toBe(link);

    const card = await download(page, shareQr.getByRole('button', { name: 'Download card', exact: true }));
    expect(card.name).toBe(`pixel-${maria.pageUrl}-qr-card.png`);
    expect(pngHeader(card.bytes)).toMatchObject({ width: 1000, height: 1200 });
    expect(readQrCode(card.bytes)).toBe(link);

    // what a phone does with the code: Support Me opens with ₱150
    const scanner = await journey.newPage('scanner');
    await scanner.goto(link);
    const supportMe = await visible(scanner.getByRole('dialog', { name: 'Support Me' }));
    await visible(supportMe.getByText(`Send a gift to ${maria.pageName}`));
    expect(await supportMe.getByLabel('Amount', { exact: true }).inputValue()).toBe('150');
  });
});
