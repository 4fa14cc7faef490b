import { defineProject } from 'vitest/config';
import { embeddedDatabaseFiles, serverTestOptions } from './vitest.shared.ts';

// `npm test`'s part of the server suite: the files about the embedded database, on PGlite (no server needed)
export default defineProject({
  test: {
    name: 'server-embedded',
    include: embeddedDatabaseFiles,
    ...serverTestOptions,
  },
});
