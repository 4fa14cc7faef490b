import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './browser.ts';
import { latestMailTo, type OutboxMessage } from './outbox.ts';
import { artifactsDir, repoRoot } from './paths.ts';
import { trackRequests } from './ui.ts';
import {
  clientHeaders,
  sharedServer,
  sharedServerLog,
  startServer,
  stillAnswers,
  type RunningServer,
  type SharedServer,
} from './server.ts';

export type Journey = {
  /** http://localhost:<port> of this file's server (its own, or its worker's shared one) */
  readonly baseUrl: string;
  /** a page in a fresh browser context (no cookies, no storage) for every test */
  readonly page: Page;
  /**
   * A page in another fresh browser context: a second person in the same test (a visitor next to the
   * creator). Closed after the test, and screenshotted like `page` when the test fails.
   */
  newPage: (name: string) => Promise<Page>;
  /** the newest mail the server has sent to `to` (see /dev/outbox.json) */
  latestMailTo: (to: string, options?: { subject?: string; timeoutMs?: number }) => Promise<OutboxMessage>;
  /**
   * The data directory of the file's own server, where a command run beside it (`npm run staff`) finds the
   * running server to send its work to (decision 0124). Only on a server of the file's own.
   */
  readonly dataDir: string;
};

export type JourneyOptions = {
  /** settings of the server's own (the journeys otherwise run against one fixed setup) */
  env?: Record<string, string>;
  /** lets the app's service worker register (see `useJourney`) */
  serviceWorker?: boolean;
  /**
   * A server of the file's own although it needs no settings: for a journey that changes what every file on
   * a server would see (moves the development clock, runs the scheduled jobs, gives staff roles, as
   * `makeStaff` does) or reads what every file there makes (Explore's creators, the ones the home page and a
   * supporter's home offer to start with).
   */
  ownServer?: boolean;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Registers the hooks of a browser journey file: a server, one Chromium for the file, a fresh browser context
 * per test, and a screenshot plus notes in e2e/artifacts/ when a test fails.
 *
 * Without options the file runs on its worker's shared server, started by global setup, where the files
 * before it on that worker have left their accounts: a journey keeps to the accounts it makes (`newCreator`),
 * and its requests carry an address of the file's own (`clientHeaders`), so per-address limits count as on a
 * server of its own. With `env`, `serviceWorker` or `ownServer` the file starts a server of its own, on a
 * fresh database, and stops it at the end.
 *
 * `serviceWorker` lets the app's service worker register: without it the browser blocks the worker, since a
 * page the worker controls sends its requests through it, past the journeys' `page.route` (a request held
 * back or cut off would then reach the server all the same, depending on how soon the worker took over).
 */
export function useJourney(options: JourneyOptions = {}): Journey {
  const ownServer = options.ownServer === true || options.env !== undefined || options.serviceWorker === true;
  let server: RunningServer | undefined;
  let shared: SharedServer | undefined;
  let browser: Browser | undefined;
  type Person = { name: string; context: BrowserContext; page: Page; errors: string[] };
  // the test's own page first, then those of newPage()
  let people: Person[] = [];

  const baseUrl = () => {
    const url = server?.baseUrl ?? shared?.baseUrl;
    if (!url) throw new Error('the server is not running');
    return url;
  };

  async function openPerson(name: string): Promise<Person> {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: clientHeaders(baseUrl()),
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      timezoneId: 'Asia/Manila',
      // the app then opens its modals and menus in place, so what a journey measures is where they stay
      reducedMotion: 'reduce',
      serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    trackRequests(page);
    const person: Person = { name, context, page, errors: [] };
    page.on('pageerror', (error) => person.errors.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') person.errors.push(`console: ${message.text()}`);
    });
    people.push(person);
    return person;
  }

  beforeAll(async () => {
    if (ownServer) server = await startServer(options.env);
    else shared = sharedServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await server?.stop();
      // a shared server stops after the last file, in global setup's teardown; one that went down during
      // this file is this file's failure, as its own server's would be
      if (shared) await stillAnswers(shared);
    }
  });

  beforeEach(async () => {
    people = [];
    await openPerson('page');
  });

  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && people.length > 0) {
        await mkdir(artifactsDir, { recursive: true });
        const file = path.basename(task.file.name).replace(/\.e2e\.test\.ts$/, '');
        const base = path.join(artifactsDir, `${file}--${slug(task.name)}`);
        const notes = [`test: ${task.name}`];
        for (const [index, person] of people.entries()) {
          const suffix = index === 0 ? '' : `--${slug(person.name)}`;
          await person.page
            .screenshot({ path: `${base}${suffix}.png`, fullPage: true })
            .catch(() => undefined);
          notes.push(
            '',
            `${person.name}: url: ${person.page.url()}`,
            'browser errors:',
            ...(person.errors.length ? person.errors : ['(none)']),
          );
        }
        const log = shared
          ? await sharedServerLog(shared).catch((error: Error) => error.message)
          : server?.log();
        const whose = shared ? "the worker's shared server" : 'server';
        notes.push('', `${whose} output (last 64 KiB):`, log || '(none)');
        await writeFile(`${base}.txt`, notes.join('\n'));
        console.error(`journey failed: screenshots and notes in ${path.relative(repoRoot, base)}*.{png,txt}`);
      }
    } finally {
      const closing = people;
      people = [];
      await Promise.all(closing.map((person) => person.context.close().catch(() => undefined)));
    }
  });

  return {
    get baseUrl() {
      return baseUrl();
    },
    get page() {
      const page = people[0]?.page;
      if (!page) throw new Error('no page: use it inside a test');
      return page;
    },
    newPage: async (name) => {
      if (people.length === 0) throw new Error('no test is running: use newPage inside a test');
      return (await openPerson(name)).page;
    },
    latestMailTo: (to, options) => latestMailTo(baseUrl(), to, options),
    get dataDir() {
      if (shared)
        throw new Error("the shared server's data is every file's: useJourney({ ownServer: true })");
      if (!server) throw new Error('the server is not running');
      return server.dataDir;
    },
  };
}
