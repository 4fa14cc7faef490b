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

  it('reads every kind of column the same once PostgreSQL has described the rows, and fails alone after', async () => {
    const kinds = database.db
      .select({
        n: sql<number>`${sql.placeholder('n')}::int`.as('n'),
        big: sql<string>`(${sql.placeholder('n')}::bigint * 1000000000000)`.as('big'),
        text: sql<string>`'gift ' || ${sql.placeholder('n')}::text`.as('text'),
        json: sql<unknown>`json_build_array(${sql.placeholder('n')}::int, 'ok', null)`.as('json'),
        flag: sql<boolean>`${sql.placeholder('n')}::int % 2 = 0`.as('flag'),
        at: sql<string>`'2026-11-28 10:00:00+00'::timestamptz + ${sql.placeholder('n')}::int * interval '1 second'`.as(
          'at',
        ),
        nothing: sql<null>`null::text`.as('nothing'),
        quotient: sql<number>`10 / ${sql.placeholder('n')}::int`.as('quotient'),
      })
      .from(sql`(select 1) as one`)
      .prepare('pipelined_kinds');
    const expected = (n: number) => ({
      n,
      big: String(BigInt(n) * 1_000_000_000_000n),
      text: `gift ${n}`,
      json: [n, 'ok', null],
      flag: n % 2 === 0,
      at: new Date(Date.UTC(2026, 10, 28, 10, 0, n)),
      nothing: null,
      quotient: Math.trunc(10 / n),
    });
    // rounds one after another: the first describes the rows on each connection, the rest read by it
    for (let round = 0; round < 4; round++) {
      const rows = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await kinds.execute({ n }))[0]!));
      expect(rows.map((row) => ({ ...row, at: new Date(row.at) }))).toEqual([1, 2, 3, 4, 5].map(expected));
    }
    const outcomes = await Promise.allSettled(
      [2, 0, 5].map(async (n) => (await kinds.execute({ n }))[0]!.quotient),
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'failed'))).toEqual([5, 'failed', 2]);
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
    // statements may still meet a connection that is going (spread over both, as under load); the
    // next ones find fresh connections
    await Promise.allSettled(Array.from({ length: 20 }, (_, n) => statement.execute({ n })));
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => (await statement.execute({ n }))[0]!.n),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
