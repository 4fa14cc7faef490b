import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { resizeTo, settled } from './axe.ts';
import { artifactsDir } from './paths.ts';

/** Where a journey's screenshots of its screens go, to be looked at (gitignored). */
export const screensDir = path.join(artifactsDir, 'screens');

/**
 * Whether the journeys picture their screens: the pictures are for a person to look at, and drawing whole
 * pages takes the cores' time. `JOURNEY_SCREENS=0` leaves them out, where nobody looks.
 */
const pictured = process.env.JOURNEY_SCREENS !== '0';

/**
 * The whole page at a phone's width and a laptop's, as `<name>-360.png` and `<name>-1280.png`; ends at 1280.
 * With `windowOnly`, what the window shows: an open modal is drawn over the window, and a whole page's
 * picture leaves it in the middle of the page with the page's top and end around it.
 */
export async function screenshotAtWidths(page: Page, name: string, { windowOnly = false } = {}) {
  if (!pictured) {
    // where the pictures would have left the page: at 1280, scrolled to its top
    await resizeTo(page, 1280);
    if (!windowOnly) await page.evaluate(() => window.scrollTo(0, 0));
    return;
  }
  await mkdir(screensDir, { recursive: true });
  for (const width of [360, 1280]) {
    await resizeTo(page, width);
    // the dashboard's menu slides away below a tablet's width: a picture taken mid-slide shows the page
    // pushed aside
    await settled(page);
    // the header and the menu stay fixed in the window: a whole page's picture taken scrolled down draws
    // them over the middle of the page
    if (!windowOnly) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage: !windowOnly });
  }
}
