import { configDefaults, defineProject } from 'vitest/config';
import { freshModuleFiles, webProject } from './vitest.shared';

// The web app's tests but those of web/vitest.fresh.config.ts: one worker per core loads the app's modules
// (React, Mantine, the pages) once and runs file after file on them, as a browser keeps them page after page;
// setup-tests.ts still runs before each file and cleans up after each test (decision 0128).
export default defineProject(
  webProject({
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...freshModuleFiles],
    isolate: false,
  }),
);
