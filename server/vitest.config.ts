import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // a file per core: vitest's default leaves one core idle, and projects of a run must agree on it
    maxWorkers: '100%',
    globalSetup: ['src/test/global-setup.ts'],
    // each test file starts its own app on a fresh database
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
