import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './browser.ts';
import { latestMailTo, type OutboxMessage } from './outbox.ts';
import { artifactsDir, repoRoot } from './paths.ts';
import { startServer, type RunningServer } from './server.ts';

export type Journey = {
  /** http://localhost:<port> of this file's server */
  readonly baseUrl: string;
  /** a page in a fresh browser context (no cookies, no storage) for every test */
  readonly page: Page;
  /** the newest mail the server has sent to `to` (see /dev/outbox.json) */
  latestMailTo: (to: string, options?: { subject?: string; timeoutMs?: number }) => Promise<OutboxMessage>;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Registers the hooks of a browser journey file: one server (fresh database) and one Chromium for the file,
 * a fresh browser context per test, and a screenshot plus notes in e2e/artifacts/ when a test fails.
 */
export function useJourney(): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await server?.stop();
    }
  });

  beforeEach(async () => {
    if (!server || !browser) throw new Error('the server or the browser did not start');
    context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      timezoneId: 'Asia/Manila',
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
  });

  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && page) {
        await mkdir(artifactsDir, { recursive: true });
        const file = path.basename(task.file.name).replace(/\.e2e\.test\.ts$/, '');
        const base = path.join(artifactsDir, `${file}--${slug(task.name)}`);
        await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
        const notes = [
          `test: ${task.name}`,
          `url: ${page.url()}`,
          '',
          'browser errors:',
          ...(pageErrors.length ? pageErrors : ['(none)']),
          '',
          'server output (last 64 KiB):',
          server?.log() || '(none)',
        ];
        await writeFile(`${base}.txt`, notes.join('\n'));
        console.error(`journey failed: screenshot and notes in ${path.relative(repoRoot, base)}.{png,txt}`);
      }
    } finally {
      await context?.close();
      context = undefined;
      page = undefined;
    }
  });

  return {
    get baseUrl() {
      if (!server) throw new Error('the server is not running');
      return server.baseUrl;
    },
    get page() {
      if (!page) throw new Error('no page: use it inside a test');
      return page;
    },
    latestMailTo: (to, options) => {
      if (!server) throw new Error('the server is not running');
      return latestMailTo(server.baseUrl, to, options);
    },
  };
}
