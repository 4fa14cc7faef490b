import type { ViteUserConfig } from 'vitest/config';

/** What every run of server test files shares, whichever database it runs on. */
export const serverTestOptions = {
  environment: 'node',
  // a file per core: vitest's default leaves one core idle, and projects of a run must agree on it
  maxWorkers: '100%',
  globalSetup: ['src/test/global-setup.ts'],
  // each test file starts its own app on a fresh database
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies NonNullable<ViteUserConfig['test']>;

/**
 * The server test files whose subject is the embedded database, or what `npm start` does on it by default
 * (PGlite's start-up and data directory, the demo seed, the job queue on PGlite, the development server):
 * `npm test` runs them on PGlite, besides the whole suite on PostgreSQL (`npm run test:pg`).
 */
export const embeddedDatabaseFiles = [
  'src/app.test.ts',
  'src/config/config.test.ts',
  'src/db/prepared.test.ts',
  'src/jobs/queue-upgrade.test.ts',
  'src/seed/demo-seed.test.ts',
];
