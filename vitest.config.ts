import { defineConfig } from 'vitest/config';

// `npm test` runs every unit and API suite; browser journeys live in e2e/ and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
  },
});
