import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database written once per run, which every test app starts from. */
    pgliteTemplate: string | null;
    /** On PostgreSQL: a migrated, empty database made once per run, which every test app's is a copy of. */
    postgresTemplate: string | null;
  }
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Starting a database means running every migration and making the job queue's tables: about three seconds
 * on PGlite (with its initdb), about one on PostgreSQL. A copy of one such database made at the start of the
 * run loads in a fraction of that: a PGlite dump file, or on PostgreSQL (`TEST_DATABASE_URL`) a database
 * that each test app's is created from (`create database … template`).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createScratchDatabase(adminUrl, { prefix: 'pixel_template' });
    try {
      const database = await openDatabase({ url: template.url, dataDir: null, poolSize: 1 });
      const jobs = createJobQueue({
        target: database.queueTarget,
        db: database.db,
        log: quiet,
        background: false,
      });
      await jobs.start();
      await jobs.stop();
      await database.close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: null });
  if (database.queueTarget.kind !== 'pglite') throw new Error('expected the embedded database');
  const dump = await database.queueTarget.client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-template-'));
  const file = path.join(dir, 'pglite.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
