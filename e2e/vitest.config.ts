import { defineConfig } from 'vitest/config';
import RunReport from '../tools/run-report.ts';

// Browser journeys: each file starts the real server (built web app, fresh embedded database) and a headless
// Chromium of its own, so two files run side by side (a journey waits on its browser and its server more
// than it computes), and every step gets generous time on a slow CI machine.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    // beforeAll starts the server (5-10 s here, more on a busy machine) and the browser
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // what a page shows after a key or a click is a render (and for drag and drop an animation frame) away
    expect: { poll: { timeout: 5_000 } },
    // a journey that fails once is a bug to look at, not to retry
    retry: 0,
    reporters: ['default', new RunReport()],
  },
});
