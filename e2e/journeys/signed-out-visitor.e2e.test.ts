import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { useJourney } from '../support/journey.ts';
import { onPath, quiet, visible } from '../support/ui.ts';

const journey = useJourney();

describe('a signed-out visitor', () => {
  it('is sent to the log-in page from the dashboard, to come back there after logging in', async () => {
    const { page } = journey;

    await page.goto('/dashboard');

    const url = await onPath(page, '/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
    await visible(page.getByRole('button', { name: 'Log in', exact: true }));
  });

  it('sees Page Not Found at an unknown address, and BACK TO HOME goes to the home page', async () => {
    const { page } = journey;

    await page.goto('/legal/no-such-page');

    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await page.getByRole('button', { name: 'BACK TO HOME' }).click();
    await onPath(page, '/');
    await visible(page.getByRole('heading', { level: 1, name: /Get support from your fans/ }));
  });

  it('downloads a creator page without the code of the dashboard, editors or payouts or the latin-ext font, compressed', async () => {
    const { page, baseUrl } = journey;
    const creator = newCreator('Liza Reyes');
    await register(baseUrl, creator);
    // a page is public once its creator has verified their email
    await logInFromVerificationMail(journey, await journey.newPage('creator'), creator);
    const scripts: Promise<{ name: string; bytes: number; encoding: string | undefined }>[] = [];
    const onScript = (response: Response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
      scripts.push(
        response.body().then((body) => ({
          name: pathname.slice('/assets/'.length),
          bytes: body.length,
          encoding: response.headers()['content-encoding'],
        })),
      );
    };
    page.on('response', onScript);
    const fonts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // the file's name without the build's hash
      if (pathname.endsWith('.woff2'))
        fonts.push(pathname.slice('/assets/'.length).replace(/-[\w-]{8}\.woff2$/, ''));
    });

    await page.goto(`/${creator.pageUrl}`);
    await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    await quiet(page);
    // the app has replaced the server's header and applied its stylesheet, which the page held back
    await visible(page.getByRole('navigation', { name: 'Page menu' }));
    expect(await page.locator('.pxs').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
    expect(await page.locator('link[rel="stylesheet"][media="print"], template').count()).toBe(0);

    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    const dashboardCode =
      /^(dashboard-|earnings-|bloc-editor|snap-dashboard|my-goals|add-goal|withdraw|edit-photo|crop-image|transaction-history|profile-settings|webhooks-settings|overlay-settings)/;
    expect(loaded.filter((script) => dashboardCode.test(script.name)).map((script) => script.name)).toEqual(
      [],
    );
    // the build's brotli copies of everything above a kilobyte, not the plain files
    const plain = loaded.filter((script) => script.bytes > 1024 && script.encoding !== 'br');
    expect(plain.map((script) => script.name)).toEqual([]);
    // the modal manager and snackbars come with the first modal, not with the page
    expect(loaded.some((script) => script.name.startsWith('modal-host'))).toBe(false);
    const before = scripts.length;
    await page.getByRole('button', { name: 'Support Me' }).click();
    await visible(page.getByRole('dialog'));
    // every script asked for so far is read before the page closes
    page.off('response', onScript);
    const after = await Promise.all(scripts.slice(before));
    expect(after.some((script) => script.name.startsWith('modal-host'))).toBe(true);
    // the amounts the modal offers start with ₱: a file of its own, not the 85 KB of Inter's latin-ext
    await visible(page.getByRole('dialog').getByText('₱').first());
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.sort()).toEqual(['inter-latin-wght-normal', 'inter-peso-wght-normal']);
  });

  it('finds the page menu on one line on a 320 px phone, with the tab it opened in view, and the site’s margins on a hashtag page', async () => {
    const { page, baseUrl } = journey;
    const creator = newCreator('Rosario Dimaculangan');
    await register(baseUrl, creator);
    // a page is public once its creator has verified the email
    await logInFromVerificationMail(journey, await journey.newPage('creator'), creator);
    await page.setViewportSize({ width: 320, height: 640 });
    const menu = page.getByRole('navigation', { name: 'Page menu' });
    for (const tab of ['Home', 'Bloc', 'Ask Me Anything']) {
      await page.goto(`/${creator.pageUrl}`);
      await menu.getByRole('link', { name: tab, exact: true }).click();
      const open = menu.getByRole('link', { name: tab, exact: true });
      await expect.poll(() => open.getAttribute('aria-current')).toBe('page');
      const [bar, link] = await Promise.all([menu.boundingBox(), open.boundingBox()]);
      // one row of tabs (a link is ~44 px high), and the open one whole inside the menu's box
      expect(bar!.height, tab).toBeLessThan(60);
      expect(link!.x, tab).toBeGreaterThanOrEqual(bar!.x - 0.5);
      expect(link!.x + link!.width, tab).toBeLessThanOrEqual(bar!.x + bar!.width + 0.5);
    }
    // the last tab, opened on a laptop's width, is still in view once the window narrows to a phone's
    await page.setViewportSize({ width: 1280, height: 800 });
    const last = menu.getByRole('link').last();
    await last.click();
    await expect.poll(() => last.getAttribute('aria-current')).toBe('page');
    await page.setViewportSize({ width: 320, height: 640 });
    await expect
      .poll(async () => {
        const [bar, link] = await Promise.all([menu.boundingBox(), last.boundingBox()]);
        return link!.x >= bar!.x - 0.5 && link!.x + link!.width <= bar!.x + bar!.width + 0.5;
      })
      .toBe(true);

    // a hashtag page opened from a public page has the site's margins, as the creator page beside it
    await page.goto('/dashboard/explore/hashtags/pixel');
    const tag = await visible(page.getByRole('heading', { level: 1, name: '#pixel' }));
    expect((await tag.boundingBox())!.x).toBeGreaterThanOrEqual(12);
  });

  it('taps Support Me while the page is still loading on a slow phone, and Support Me opens once it has', async () => {
    const { page, baseUrl } = journey;
    const creator = newCreator('Nilo Cruz');
    await register(baseUrl, creator);
    await logInFromVerificationMail(journey, await journey.newPage('creator'), creator);
    // React's file arrives only after the tap: until then the page is the server's drawing
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/react-*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/${creator.pageUrl}`, { waitUntil: 'domcontentloaded' });
    const early = page.locator('.pxs [data-tap="support"]');
    await early.click();
    // the tap is seen: the button dims, and nothing opens yet
    expect(await early.getAttribute('class')).toContain('pxs-tapped');
    expect(await page.getByRole('dialog').count()).toBe(0);

    arrive();
    await visible(page.getByRole('dialog', { name: 'Support Me' }));
    expect(await page.locator('.pxs').count()).toBe(0);
    await page.unroute('**/assets/react-*.js');
  });
});
