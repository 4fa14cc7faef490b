import { defineConfig } from 'vitest/config';
import RunReport from '../../tools/run-report.ts';

// `npm run test:cluster`: two or three server processes on one PostgreSQL, Redis and S3-protocol server
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.cluster.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['default', new RunReport()],
  },
});
