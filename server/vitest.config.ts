import { defineConfig } from 'vitest/config';
import RunReport from '../tools/run-report.ts';
import { serverTestOptions } from './vitest.shared.ts';

// `npm run test:pg`: every server test file, on the PostgreSQL server TEST_DATABASE_URL names (CI's step),
// each file's database a copy of one migrated at the start of the run (src/test/global-setup.ts)
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    isolate: false,
    ...serverTestOptions,
    reporters: ['default', new RunReport()],
  },
});
