import { defineConfig } from 'vitest/config';
import RunReport from './tools/run-report.ts';

// `npm test`: the contract's and the web app's suites and the server's files about the embedded database,
// with no database server. The whole server suite runs on PostgreSQL with `npm run test:pg`; browser
// journeys live in e2e/ (`npm run test:e2e`). docs/ARCHITECTURE.md says what runs where.
export default defineConfig({
  test: {
    projects: ['contract', 'web', 'web/vitest.fresh.config.ts', 'server/vitest.embedded.config.ts'],
    reporters: ['default', new RunReport()],
  },
});
