import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // a file per core: vitest's default leaves one core idle, and projects of a run must agree on it
    maxWorkers: '100%',
    // dates are shown in the user's local time: the tests run as a user in Manila
    env: { TZ: 'Asia/Manila' },
    setupFiles: ['./src/testing/setup-tests.ts'],
    // jsdom renders of whole pages share two cores with the server suites in `npm test`
    testTimeout: 15_000,
  },
});
