import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { PipelinedPool } from './pipelined-pool.ts';
import { SERVER_ROOT } from '../lib/server-root.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle inside a transaction: the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the job queue keeps its tables: the same database, reached its own way. */
  queueTarget: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

// any number from a fixed range: every instance takes the same lock before migrating
const MIGRATION_LOCK = 72_310_001;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under `dataDir`
 * (`dataDir` null keeps it in memory), and brings the schema up to date.
 */
/**
 * Waits, a few seconds at most, until no query has been running for a moment: a request whose client went
 * away is still running when the server has closed, and its next query must not meet an ended pool.
 */
async function quiet(pool: PipelinedPool, { settleMs = 100, maxMs = 5_000 } = {}) {
  const busy = () => pool.totalCount > pool.idleCount || pool.waitingCount > 0 || pool.pipelinedPending > 0;
  const deadline = Date.now() + maxMs;
  let quietSince = busy() ? null : Date.now();
  while (Date.now() < deadline && (quietSince === null || Date.now() - quietSince < settleMs)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (busy()) quietSince = null;
    else quietSince ??= Date.now();
  }
}

export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  poolSize?: number;
  /** Connections that carry the prepared statements outside transactions, pipelined (decision 0118). */
  pipelined?: number;
  /** An embedded database to start from (a `dumpDataDir` of a migrated one): no initdb, no migrations to run. */
  template?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new PipelinedPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      pipelined: options.pipelined ?? 2,
      // a database that cannot be reached fails a query within seconds instead of holding the request,
      // and a connection whose other end vanished is found out
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // an idle connection that the server closes (a restart, a failover) is dropped by the pool and the
    // next query opens a fresh one; without a listener the error would end the process
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      queueTarget: { kind: 'postgres', url: options.url },
      close: async () => {
        await quiet(pool);
        await pool.end();
      },
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dataPath, { recursive: true });
  }
  // loaded only here: a server on PostgreSQL never holds the embedded database's code (decision 0077)
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({ dataDir: dataPath, loadDataDir: options.template });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    queueTarget: { kind: 'pglite', client },
    close: () => client.close(),
  };
}

// another number from the same range: start-up work that instances starting together must do once
const STARTUP_LOCK = 72_310_002;

/**
 * Runs `work` while holding a lock every instance on the same PostgreSQL takes for start-up work (the job
 * queue's tables, demo seeding): the second instance waits, then finds the work done. The embedded
 * database has one instance, so it needs none.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.queueTarget.kind !== 'postgres') return work();
  const client = new pg.Client({
    connectionString: database.queueTarget.url,
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}
