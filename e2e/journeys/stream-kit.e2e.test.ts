import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { apiAs } from '../support/content.ts';
import { useJourney } from '../support/journey.ts';
import { screensDir } from '../support/screens.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney();

/** A widget as a streaming program shows it: its address in a 1920x1080 browser source, and its events open. */
async function openWidget(name: string, address: string): Promise<Page> {
  const widget = await journey.newPage(name);
  await widget.setViewportSize({ width: 1920, height: 1080 });
  const streamOpened = widget.waitForResponse((response) => response.url().endsWith('/events'));
  expect((await widget.goto(address))?.status()).toBe(200);
  await streamOpened;
  return widget;
}

describe('the stream kit', () => {
  it("puts each widget on a 1920x1080 stream: a viewer's gift by the scan-to-gift code is alerted and read aloud, adds to the timer, votes in the poll and ranks on the leaderboard", async () => {
    const bea = newCreator('Bea Streams');
    await register(journey.baseUrl, bea);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, bea);

    await page.getByRole('link', { name: 'Stream kit', exact: true }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: 'Stream kit' }));
    await page.getByRole('button', { name: 'Show addresses', exact: true }).click();
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    const address = (name: string) => card(name).getByLabel('Browser source address').inputValue();

    // spoken alerts on, in Filipino; a timer that a peso lengthens by a second; a poll
    const alerts = card('Alerts');
    await alerts
      .getByRole('switch', { name: "Read each gift's message aloud after the alert sound" })
      .click();
    await alerts.getByRole('button', { name: 'Save spoken alerts', exact: true }).click();
    await visible(page.getByText('Successfully Updated.').first());
    const timer = card('Subathon timer');
    await timer.getByLabel('Seconds added per ₱1').fill('1');
    await timer.getByRole('button', { name: 'Save rules', exact: true }).click();
    await timer.getByLabel('Minutes', { exact: true }).fill('10');
    await timer.getByRole('button', { name: 'Start', exact: true }).click();
    await visible(timer.getByText(/^Running: (10:00|9:5\d) left\.$/));
    const poll = card('Poll');
    await poll.getByLabel('Question').fill('Ano ang lulutuin ko?');
    await poll.getByLabel('Choice 1').fill('Adobo');
    await poll.getByLabel('Choice 2').fill('Sinigang');
    await poll.getByRole('button', { name: 'Open poll', exact: true }).click();
    await visible(poll.getByRole('button', { name: 'Close poll', exact: true }));

    const widgets = {
      alerts: await openWidget('alerts widget', await address('Alerts')),
      timer: await openWidget('timer widget', await address('Subathon timer')),
      poll: await openWidget('poll widget', await address('Poll')),
      leaderboard: await openWidget('leaderboard widget', await address('Leaderboard')),
      scan: await openWidget('scan-to-gift widget', await address('Scan to gift')),
    };
    await visible(widgets.timer.getByRole('timer'));
    await visible(widgets.poll.getByText('Ano ang lulutuin ko?'));
    await visible(widgets.leaderboard.getByText('No gifts yet. Be the first!'));
    // the code is at least a quarter of the stream's height: a phone reads it off a 720p stream
    const code = await visible(
      widgets.scan.getByRole('img', { name: `QR code that opens ${bea.pageName}'s gift form` }),
    );
    expect((await code.boundingBox())!.height).toBeGreaterThanOrEqual(1080 / 4);
    await visible(widgets.scan.getByText('₱100.00 gift'));

    // a viewer scans it with the phone in their hand: the page opens Support Me at ₱100, marked as from the stream
    const viewer = await journey.newPage('viewer');
    await viewer.setViewportSize({ width: 360, height: 740 });
    await viewer.goto(`/${bea.pageUrl}?amount=100&source=stream`);
    const supportMe = await visible(viewer.getByRole('dialog', { name: 'Support Me' }));
    expect(await supportMe.getByLabel('Amount', { exact: true }).inputValue()).toBe('100');
    await supportMe.getByRole('radio', { name: 'Sinigang' }).check();
    await supportMe.getByLabel('Name', { exact: true }).fill('Liza');
    await supportMe.getByLabel('Message', { exact: true }).fill('Salamat po sa stream!');
    await supportMe.getByRole('button', { name: 'Send gift', exact: true }).click();
    const confirm = await visible(viewer.getByRole('dialog', { name: 'Confirm payment' }));
    await confirm.getByRole('button', { name: 'Confirm payment', exact: true }).click();
    await viewer.getByRole('button', { name: 'Pay', exact: true }).click();
    await viewer.waitForURL((url) => url.pathname === `/${bea.pageUrl}`);

    // the alert, then its message read aloud
    const alert = await visible(widgets.alerts.getByRole('status'));
    await visible(alert.getByText('Liza', { exact: true }));
    await visible(alert.getByText('sent ₱100.00'));
    await expect
      .poll(
        () =>
          widgets.alerts.evaluate(() => {
            const audio = document.querySelector('audio');
            return audio ? audio.played.length > 0 && audio.duration > 0.3 : false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    // ₱100 at a second a peso
    await visible(widgets.timer.getByRole('status').getByText('+1:40'));
    await expect
      .poll(() => widgets.poll.getByRole('meter', { name: 'Sinigang' }).getAttribute('aria-valuenow'))
      .toBe('100');
    await visible(widgets.poll.getByText('₱100.00'));
    const first = await visible(widgets.leaderboard.getByRole('listitem').first());
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toBe('1Liza₱100.00');

    // a clip asked for by a viewer and approved by the creator plays on the media widget, for the seconds paid
    await apiAs(
      page,
      journey.baseUrl,
      '/v1/user/stream/media',
      { enabled: true, price_per_second: '2', min_seconds: 10, max_seconds: 60, auto_approve_from: null },
      'PUT',
    );
    const media = await openWidget('media widget', `${await address('Alerts')}/media`);
    await viewer.goto(`/${bea.pageUrl}`);
    await viewer.getByRole('button', { name: 'Request a clip', exact: true }).click();
    const ask = await visible(viewer.getByRole('dialog', { name: 'Request a clip' }));
    await ask.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ?t=42');
    await ask.getByLabel('Seconds to play').fill('15');
    await ask.getByLabel('Name', { exact: true }).fill('Liza');
    await ask.getByRole('button', { name: 'Pay ₱30.00', exact: true }).click();
    await viewer.getByRole('button', { name: 'Pay', exact: true }).click();
    await viewer.waitForURL((url) => url.pathname === `/${bea.pageUrl}`);
    await page.goto('/dashboard/settings/stream-kit');
    const requests = card('Media requests');
    await requests.getByRole('button', { name: 'Approve', exact: true }).click();
    const player = await visible(media.getByTitle("Liza's clip"));
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&end=57&autoplay=1',
    );

    // each widget as the stream shows it, to be looked at
    await mkdir(screensDir, { recursive: true });
    for (const [name, widget] of Object.entries({ ...widgets, media })) {
      await widget.screenshot({ path: path.join(screensDir, `stream-kit-${name}-1920.png`) });
    }

    // the creator's tests: each widget shows a sample of its own for a moment, marked as a test
    const tested = {
      'Subathon timer': widgets.timer,
      Poll: widgets.poll,
      Leaderboard: widgets.leaderboard,
      'Scan to gift': widgets.scan,
      'Media requests': media,
    };
    for (const [name, widget] of Object.entries(tested)) {
      await card(name)
        .getByRole('button', { name: `Send a test: ${name}`, exact: true })
        .click();
      await visible(widget.getByText('Test', { exact: true }));
      const file = `stream-kit-${name.toLowerCase().replaceAll(' ', '-')}-test-1920.png`;
      await widget.screenshot({ path: path.join(screensDir, file) });
    }
    await visible(widgets.poll.getByText('Test poll: what do we play next?'));
    await visible(widgets.leaderboard.getByText('Supporter 1', { exact: true }));
    // and the test alert, read aloud in the voice chosen
    await alerts.getByRole('button', { name: 'Send test alert', exact: true }).click();
    await visible(widgets.alerts.getByText('This is a test alert. Your overlay works!'));
    await expect
      .poll(
        () =>
          widgets.alerts.evaluate(() => {
            const audio = document.querySelector('audio');
            return audio?.src.endsWith('/speech/test')
              ? audio.played.length > 0 && audio.duration > 1
              : false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    // the creator's history says where the gift came from
    await page.getByRole('link', { name: 'Transactions', exact: true }).first().click();
    await visible(page.getByText('From your stream').first());

    // the Stream kit page reads well on a ₱5,000 phone, a common one and a laptop
    await page.goto('/dashboard/settings/stream-kit');
    await visible(card('Poll').getByRole('button', { name: 'Close poll', exact: true }));
    expect(await problemsAtEveryWidth(page)).toEqual({});
  }, 240_000);
});
