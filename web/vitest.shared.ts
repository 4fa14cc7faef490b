import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Every web test file, relative to web/. */
export const webTestFiles = ['src', 'build']
  .flatMap((dir) =>
    readdirSync(path.join(webRoot, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(dir, file),
    ),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

/**
 * What makes a test file need modules of its own: it switches the app's language itself or reads the
 * language's module (the Filipino catalogue loads a feature's texts once, when first asked, and a test of
 * that loading must find them not loaded yet), or it replaces a module (`vi.mock`), which a module already
 * loaded by an earlier file would not see. A screen drawn in Filipino (`inFilipino`) shares its worker: the
 * features an earlier file loaded have their Filipino already, as in a browser that showed them before
 * (decision 0171).
 */
const needsFreshModules = /showLanguage|changeLanguage|@\/lib\/i18n|vi\.(mock|doMock|resetModules)\(/;

/**
 * The files that run each in a fresh worker (decisions 0128, 0171); the others share their worker's modules, file
 * after file, as the app shares them page after page.
 */
export const freshModuleFiles = webTestFiles.filter((file) =>
  needsFreshModules.test(readFileSync(path.join(webRoot, file), 'utf8')),
);

/** What both web projects share: the app's own build plugins and aliases, jsdom in Manila, the setup file. */
export function webProject(test: NonNullable<UserWorkspaceConfig['test']>): UserWorkspaceConfig {
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      root: webRoot,
      environment: 'jsdom',
      // a file per core: vitest's default leaves one core idle, and projects of a run must agree on it
      maxWorkers: '100%',
      // dates are shown in the user's local time: the tests run as a user in Manila
      env: { TZ: 'Asia/Manila' },
      setupFiles: ['./src/testing/setup-tests.ts'],
      // jsdom renders of whole pages share two cores with the server suites in `npm test`
      testTimeout: 15_000,
      ...test,
    },
  };
}
