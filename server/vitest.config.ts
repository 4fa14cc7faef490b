import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // each test file starts its own app on a fresh database
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
