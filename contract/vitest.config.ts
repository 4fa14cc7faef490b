import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // as server and web: projects of one run must agree on it
    maxWorkers: '100%',
  },
});
