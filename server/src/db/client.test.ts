import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('closing a PostgreSQL database', () => {
  it('lets a request that is still running make its next query', async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    try {
      const database = await openDatabase({ url: scratch.url, dataDir: null });
      // a request whose client went away: the server has closed, its handler has not finished
      const handler = (async () => {
        await database.db.execute(sql`select pg_sleep(0.2)`);
        await database.db.execute(sql`select 1`);
        return 'answered';
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await database.close();
      await expect(handler).resolves.toBe('answered');
    } finally {
      await scratch.drop();
    }
  });
});
