import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, the whole browser (or CHROMIUM_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (or CHROMIUM_HEADLESS_SHELL_PATH): the same Blink and V8 as the whole
 * browser, without its windowing and browser features, as Playwright's own headless Chromium is. It draws
 * the journeys' pages with about a quarter less CPU (decision 0169). Where it is not installed, the whole
 * browser runs them.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The headless shell if it is there, else the whole browser: what a journey's pages are drawn in. */
function journeyBrowserPath(): string {
  if (existsSync(headlessShellPath)) return headlessShellPath;
  if (existsSync(chromiumPath)) return chromiumPath;
  throw new Error(
    `Chromium not found at ${headlessShellPath} or ${chromiumPath}: install it (apt-get install ` +
      'chromium-headless-shell chromium) or set CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH',
  );
}

/** Chromium headless, with nothing that talks to the network by itself. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: journeyBrowserPath(),
    headless: true,
    timeout: 60_000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // as a streaming program's browser source does: an overlay's sound and spoken message play unasked
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}
