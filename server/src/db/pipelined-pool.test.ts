import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { rowsOf } from '../ledger/ledger.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

const APP = 'pixel-pipelined-test';

describe.runIf(adminUrl)('prepared statements down pipelined connections (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    database = await openDatabase({
      url: `${scratch.url}?application_name=${APP}`,
      dataDir: null,
      poolSize: 3,
      pipelined: 2,
    });
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const echo = () =>
    database.db
      .select({
        n: sql<number>`${sql.placeholder('n')}::int`.as('n'),
        backend: sql<number>`pg_backend_pid()`.as('backend'),
      })
      .from(sql`(select 1) as one`)
      .prepare('pipelined_echo');

  it('answers each of many statements at once with its own values, on two connections beside the pool', async () => {
    const statement = echo();
    // every connection of the pool is held by a transaction that waits
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = 0;
    const transactions = Array.from({ length: 3 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        entered++;
        await held;
      }),
    );
    await expect.poll(() => entered).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 300 }, async (_, n) => (await statement.execute({ n }))[0]!),
    );
    release();
    await Promise.all(transactions);
    expect(answers.map((answer) => answer.n)).toEqual(Array.from({ length: 300 }, (_, n) => n));
    expect(new Set(answers.map((answer) => answer.backend)).size).toBe(2);
  });

  it('fails a statement that fails alone, and answers the ones sent around it', async () => {
    const divide = database.db
      .select({ q: sql<number>`(10 / ${sql.placeholder('d')}::int)`.as('q') })
      .from(sql`(select 1) as one`)
      .prepare('pipelined_divide');
    const outcomes = await Promise.allSettled(
      [5, 2, 0, 1, 10].map(async (d) => (await divide.execute({ d }))[0]!.q),
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'failed'))).toEqual([
      2,
      5,
      'failed',
      10,
      1,
    ]);
  });

  it('keeps a transaction on a connection of its own, beside the pipelined statements', async () => {
    const statement = echo();
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table inside_only (n int) on commit drop`);
      await tx.execute(sql`insert into inside_only values (7)`);
      // the pipelined connections answer meanwhile
      const [outside] = await statement.execute({ n: 8 });
      const [seen] = rowsOf<{ n: number }>(await tx.execute(sql`select n from inside_only`));
      return [seen!.n, outside!.n];
    });
    expect(inside).toEqual([7, 8]);
  });

  it('opens fresh connections after PostgreSQL ended the ones it had', async () => {
    const statement = echo();
    await Promise.all(Array.from({ length: 20 }, (_, n) => statement.execute({ n })));
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${APP} and pid <> pg_backend_pid()`,
    );
    // a statement may still meet a connection that is going; the next ones find fresh connections
    await statement.execute({ n: 0 }).catch(() => undefined);
    await statement.execute({ n: 0 }).catch(() => undefined);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => (await statement.execute({ n }))[0]!.n),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
