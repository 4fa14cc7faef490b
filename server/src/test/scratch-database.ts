import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server `adminUrl` points at (tests, the cluster suite,
 * benchmarks), empty or a copy of `template` (a database nobody is connected to), and a way to drop it
 * again, connections and all.
 */
export async function createScratchDatabase(
  adminUrl: string,
  options: { prefix?: string; template?: string } = {},
) {
  const name = `${options.prefix ?? 'pixel_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template ? `create database ${name} template ${options.template}` : `create database ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
