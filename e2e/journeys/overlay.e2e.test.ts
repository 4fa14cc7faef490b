import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { screenProblems } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney();

describe('Live alerts', () => {
  it('a creator sends a test alert from the overlay settings and sees it on the overlay page', async () => {
    const lea = newCreator('Lea Streams');
    await register(journey.baseUrl, lea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, lea);

    // the settings page, from the dashboard's menu
    await page.getByRole('link', { name: 'Live alerts', exact: true }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: 'Live alerts' }));
    const address = page.getByLabel('Overlay address', { exact: true });
    // the secret shows as dots until asked for
    expect(await address.inputValue()).toContain('•');
    await page.getByRole('button', { name: 'Show address', exact: true }).click();
    const overlayUrl = await address.inputValue();
    expect(overlayUrl).toMatch(new RegExp(`^${journey.baseUrl}/overlay/[\\w-]{20,}$`));

    // the streaming software opens the overlay: a transparent page with nothing else on it
    const overlay = await journey.newPage('streaming software');
    const streamOpened = overlay.waitForResponse((response) => response.url().endsWith('/events'));
    expect((await overlay.goto(overlayUrl))?.status()).toBe(200);
    await streamOpened;
    expect(await overlay.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await overlay.getByRole('banner').count()).toBe(0);
    expect(await overlay.getByRole('contentinfo').count()).toBe(0);

    await page.getByRole('button', { name: 'Send test alert', exact: true }).click();
    const alert = await visible(overlay.getByRole('status'));
    await visible(alert.getByText('PIXEL', { exact: true }));
    await visible(alert.getByText('sent ₱100.00'));
    await visible(alert.getByText('This is a test alert. Your overlay works!'));

    // the preview on the settings page shows it too
    const preview = page.frameLocator('iframe[title="Overlay preview"]');
    await visible(preview.getByText('This is a test alert. Your overlay works!'));

    // a reset address: the old one stops working
    await page.getByRole('button', { name: 'Reset address', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Reset the overlay address?' }));
    await confirm.getByRole('button', { name: 'Reset address', exact: true }).click();
    await visible(page.getByText('Your overlay has a new address.'));
    expect(await address.inputValue()).not.toBe(overlayUrl);
    await overlay.goto(overlayUrl);
    await visible(overlay.getByText('This overlay address is no longer valid.', { exact: false }));

    // both settings pages read well on a phone and on a laptop
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/settings/overlay');
      await visible(page.getByRole('heading', { level: 1, name: 'Live alerts' }));
      await visible(page.getByLabel('Overlay address', { exact: true }));
      expect(await screenProblems(page), `Live alerts at ${width}px`).toEqual([]);
      await page.goto('/dashboard/settings/message-filter');
      await visible(page.getByText('No messages are waiting for review.'));
      expect(await screenProblems(page), `Message filter at ${width}px`).toEqual([]);
    }
  });
});
