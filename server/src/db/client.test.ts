import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
// any number: the lock a running request is made to wait on
const LOCK = 72_310_101;

describe.runIf(adminUrl)('closing a PostgreSQL database', () => {
  it('lets a request that is still running make its next query', async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    // holds the lock the request waits on: its first query runs until this lets it go
    const holder = new pg.Client({ connectionString: scratch.url });
    try {
      const database = await openDatabase({ url: scratch.url, dataDir: null });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [LOCK]);
      // a request whose client went away: the server has closed, its handler has not finished
      const handler = (async () => {
        await database.db.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
        await database.db.execute(sql`select 1`);
        return 'answered';
      })();
      await expect
        .poll(async () => {
          const waiting = await holder.query(
            `select 1 from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
            [LOCK],
          );
          return waiting.rowCount;
        })
        .toBe(1);
      const closed = database.close();
      await holder.query('select pg_advisory_unlock($1)', [LOCK]);
      await expect(handler).resolves.toBe('answered');
      await closed;
    } finally {
      await holder.end();
      await scratch.drop();
    }
  });
});
