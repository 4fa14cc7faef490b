import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { linkIn } from '../support/outbox.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney();

describe('downloading one’s data', () => {
  it('a creator asks for a copy, is mailed when it is ready, and downloads the ZIP; a stranger cannot', async () => {
    const creator = newCreator('Bea Alonzo Cruz');
    await register(journey.baseUrl, creator);
    const page = journey.page;
    await logInFromVerificationMail(journey, page, creator);

    await page.goto('/dashboard/settings/data');
    await visible(page.getByRole('heading', { level: 1, name: 'Download my data' }));
    expect(await problemsAtEveryWidth(page), 'Download my data').toEqual({});

    await page.getByRole('button', { name: 'Download my data', exact: true }).click();
    await visible(page.getByText('Your data is being prepared'));
    expect(await problemsAtEveryWidth(page), 'Download my data, being prepared').toEqual({});

    // the job builds it in the background; the mail leads back to the page, which offers the download
    const mail = await journey.latestMailTo(creator.email, {
      subject: 'Your PIXEL data is ready to download',
    });
    await page.goto(linkIn(mail, `${journey.baseUrl}/dashboard/settings/data`));
    const link = await visible(page.getByRole('link', { name: /^Download ZIP/ }));
    expect(await problemsAtEveryWidth(page), 'Download my data, ready').toEqual({});
    expect(await page.getByRole('button', { name: 'Download my data', exact: true }).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^pixel-data-${creator.pageUrl}-.+\\.zip$`));
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    // a ZIP: its first local file header
    expect(Buffer.concat(chunks).subarray(0, 4).toString('hex')).toBe('504b0304');

    // a browser that is not the owner's is told there is nothing there
    const stranger = await journey.newPage('stranger');
    const href = await link.getAttribute('href');
    const response = await stranger.request.get(href!);
    expect(response.status()).toBe(404);
  }, 180_000);
});
