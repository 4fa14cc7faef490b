import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import { axeProblems } from '../support/axe.ts';
import { chromiumPath } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { visible } from '../support/ui.ts';

const journey = useJourney({ serviceWorker: true });

/**
 * Waits until the page's service worker is active (decision 0113), then loads the page again: the page open
 * when the first worker installs is not claimed, the next one is served by it.
 */
async function servedByServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated';
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every address kept in the page's Cache Storage. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

async function publicCreator(): Promise<Creator> {
  const creator = newCreator('Liza Reyes');
  await register(journey.baseUrl, creator);
  // a page is public once its creator has verified their email
  await logInFromVerificationMail(journey, await journey.newPage('creator'), creator);
  return creator;
}

/**
 * A browser with a profile on disk: Chromium installs no app from a context without one (the journeys' usual
 * contexts are, and `Page.getInstallabilityErrors` answers `in-incognito` there).
 */
async function withProfile(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const profile = await mkdtemp(path.join(tmpdir(), 'pixel-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    baseURL: journey.baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    context.setDefaultTimeout(15_000);
    await run(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

describe('PIXEL as an installable app', () => {
  it('can be installed from a creator page, opens offline to its offline page, and keeps no API answer', async () => {
    const creator = await publicCreator();
    await withProfile(async (page, context) => {
      await page.goto(`/${creator.pageUrl}`);
      await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
      await servedByServiceWorker(page);

      // what Lighthouse's installable-manifest audit asked Chromium (Lighthouse 13 has no installability audit)
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${journey.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      await cdp.detach();

      // the page's API answers went through the worker; none of them, nor one asked for now, is kept
      expect(await page.evaluate(async () => (await fetch('/v1/site/config')).ok)).toBe(true);
      const kept = await cachedAddresses(page);
      expect(kept).toContain('/offline.html');
      expect(kept.some((address) => address.startsWith('/assets/'))).toBe(true);
      expect(kept.filter((address) => /^\/(v1|dev|sandbox|media)\//.test(address))).toEqual([]);

      await context.setOffline(true);
      await page.goto(`/${creator.pageUrl}`);
      await visible(page.getByRole('heading', { level: 1, name: "You're offline" }));
      expect(page.url()).toBe(`${journey.baseUrl}/${creator.pageUrl}`);
      expect(await axeProblems(page)).toEqual([]);
      await screenshotAtWidths(page, 'offline-page');

      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await visible(page.getByRole('heading', { level: 1, name: creator.pageName }));
    });
  });

  it("keeps none of a signed-in creator's answers", async () => {
    const creator = await publicCreator();
    const page = await journey.newPage('signed in');
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await servedByServiceWorker(page);

    // the dashboard's answers (profile, balance, gifts) were asked for again, through the worker
    await visible(page.getByRole('navigation').first());
    await page.waitForLoadState('networkidle');

    const kept = await cachedAddresses(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(
      kept.filter((address) => !/^\/(assets|icons)\/|^\/[\w-]+\.(html|png|webmanifest)$/.test(address)),
    ).toEqual([]);
  });
});
