import { defineConfig } from 'vitest/config';
import RunReport from '../../tools/run-report.ts';

// `npm run test:cluster`: two or three server processes on one PostgreSQL, Redis and S3-protocol server.
// Each file owns its databases, Redis, S3 server and ports, and mostly waits on its instances (a scheduled
// job's next minute, a dead instance's heartbeat): two files run side by side (decision 0170).
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.cluster.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', new RunReport()],
  },
});
