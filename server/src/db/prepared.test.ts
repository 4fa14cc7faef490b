import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arrayParam } from './arrays.ts';
import { openDatabase } from './client.ts';
import { executePrepared } from './prepared.ts';
import { rowsOf } from '../ledger/ledger.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

const total = (values: number[]) =>
  sql`select coalesce(sum(v), 0)::int as total from unnest(${arrayParam(values, 'bigint')}) as v`;

describe('a prepared statement', () => {
  // on the embedded database in `npm test`; `npm run test:pg` runs the PostgreSQL one below
  it.skipIf(adminUrl)(
    'answers each call with its own values, whatever their number (embedded database)',
    async () => {
      const database = await openDatabase({ dataDir: null });
      try {
        for (const values of [[1], [1, 2, 3], [], [40, 2]]) {
          const result = await executePrepared(database.db, total(values));
          expect(rowsOf<{ total: number }>(result)[0]!.total).toBe(values.reduce((a, b) => a + b, 0));
        }
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(adminUrl)('is parsed once per PostgreSQL connection and then only run', async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    const database = await openDatabase({ url: scratch.url, dataDir: null });
    try {
      const answers = await database.db.transaction(async (tx) => {
        const sums = [];
        for (const values of [[1], [1, 2, 3], [5, 5]]) {
          sums.push(rowsOf<{ total: number }>(await executePrepared(tx, total(values)))[0]!.total);
        }
        // another text is another statement, never run under the first one's name
        const other = rowsOf<{ n: number }>(
          await executePrepared(tx, sql`select cardinality(${arrayParam(['a', 'b'], 'text')}) as n`),
        )[0]!.n;
        const prepared = rowsOf<{ name: string }>(
          await tx.execute(sql`select name from pg_prepared_statements order by name`),
        ).map((row) => row.name);
        return { sums, other, prepared };
      });
      expect(answers.sums).toEqual([1, 6, 10]);
      expect(answers.other).toBe(2);
      expect(answers.prepared).toHaveLength(2);
      for (const name of answers.prepared) expect(name).toMatch(/^px_[0-9a-f]{20}$/);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
