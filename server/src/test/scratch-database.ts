import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database of its own on the PostgreSQL server `adminUrl` points at (tests, the cluster suite,
 * benchmarks), and a way to drop it again, connections and all.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'pixel_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
