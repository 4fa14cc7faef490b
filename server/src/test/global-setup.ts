import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database written once per run, which every test app starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Starting PGlite means running initdb and every migration, about three seconds a database; a copy of one
 * migrated database loads in under one. On PostgreSQL (`TEST_DATABASE_URL`) each test app migrates its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const database = await openDatabase({ dataDir: null });
  if (database.queueTarget.kind !== 'pglite') throw new Error('expected the embedded database');
  const dump = await database.queueTarget.client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-template-'));
  const file = path.join(dir, 'pglite.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
