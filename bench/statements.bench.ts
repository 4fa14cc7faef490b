/**
 * A creator's statement export on PostgreSQL: the CSV of a year of 10,000 transactions against one of
 * 100,000 in the same run and database, among other creators' entries. The export reads a page at a time,
 * so the larger takes about ten times as long; the ratio of the two times is the figure (target ≤ 15).
 * It also checks that no line repeats and that the closing balance is the ledger's.
 *
 *   npm run bench:statements     (BENCH_SMALL, BENCH_LARGE, BENCH_DATABASE_URL to tune)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { createStatementsRepository } from '../server/src/features/statements/statements.repository.ts';
import { createStatementsService } from '../server/src/features/statements/statements.service.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';

const SMALL = Number(process.env.BENCH_SMALL ?? 10_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const OTHERS = 20;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FROM = new Date('2025-12-31T16:00:00Z'); // 2026-01-01 in Manila
const TO = new Date('2026-12-31T16:00:00Z');

/**
 * A creator with `count` gifts over the year, written straight to the ledger: seven at a time share one
 * moment, as a busy creator's do, so pages end inside a moment. Answers the creator's id and the sum.
 */
async function creatorWith(pool: pg.Pool, count: number) {
  const id = randomUUID();
  const tag = id.slice(0, 8);
  await pool.query(
    `insert into users (id, email, page_url, page_name, status, referral_code)
     values ($1, $2, $3, $3, 'active', $4)`,
    [id, `bench-${tag}@example.ph`, `bench${tag}`, `B${tag.toUpperCase()}`],
  );
  await pool.query(`insert into ledger_accounts (user_id, kind) values ($1, 'available')`, [id]);
  await pool.query(`insert into ledger_accounts (kind) values ('provider_clearing') on conflict do nothing`);
  const step = (TO.getTime() - FROM.getTime()) / 1000 / Math.ceil(count / 7);
  await pool.query(
    `with accounts as (
       select (select id from ledger_accounts where user_id = $1 and kind = 'available') as mine,
              (select id from ledger_accounts where user_id is null and kind = 'provider_clearing') as clearing
     ), made as (
       insert into ledger_transactions (transaction_no, type, description, reference, created_at)
       select $2 || g, 'donation', 'Gift ' || g, $2 || g,
              $3::timestamptz + make_interval(secs => (g / 7) * $4::float8) + make_interval(secs => 0.000123)
       from generate_series(0, $5 - 1) g
       returning id, created_at
     )
     insert into ledger_entries (transaction_id, account_id, amount, created_at)
     select made.id, accounts.mine, 2000, made.created_at from made, accounts
     union all
     select made.id, accounts.clearing, -2000, made.created_at from made, accounts`,
    [id, `T-${tag}-`, FROM.toISOString(), step, count],
  );
  return { id, total: count * 2000 };
}

/** Exports the creator's year as CSV; answers the seconds it took, the lines and the closing balance. */
async function exportYear(service: ReturnType<typeof createStatementsService>, userId: string) {
  const started = process.hrtime.bigint();
  const numbers = new Set<string>();
  let lines = 0;
  let closing = '';
  for await (const chunk of service.csv({ userId, from: FROM, to: TO })) {
    const fields = chunk.split(',');
    if (fields[2] === 'closing_balance') closing = fields[8]!.trim();
    else if (fields[1]?.startsWith('T-')) {
      numbers.add(fields[1]);
      lines++;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, lines, repeated: lines - numbers.size, closing };
}

async function main() {
  const scratch = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench' });
  const database = await openDatabase({ url: scratch.url, dataDir: null });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    // other creators' entries in the same table, so the export must find its own
    for (let i = 0; i < OTHERS; i++) await creatorWith(pool, Math.round(SMALL / 2));
    const small = await creatorWith(pool, SMALL);
    const large = await creatorWith(pool, LARGE);
    await pool.query('analyze');
    const service = createStatementsService({ repository: createStatementsRepository(database.db) });
    // a warm-up, then each export in turn
    await exportYear(service, small.id);
    const runs = { small: [] as number[], large: [] as number[] };
    let problems = 0;
    for (let round = 0; round < 2; round++) {
      for (const [name, creator, count] of [
        ['small', small, SMALL],
        ['large', large, LARGE],
      ] as const) {
        const result = await exportYear(service, creator.id);
        runs[name].push(result.seconds);
        if (result.lines !== count || result.repeated) problems++;
        if (result.closing !== (creator.total / 100).toFixed(2)) problems++;
      }
    }
    const best = (values: number[]) => Math.min(...values);
    const ratio = best(runs.large) / best(runs.small);
    console.log(
      `bench:statements CSV of a year, ${SMALL} vs ${LARGE} transactions | ${best(runs.small).toFixed(2)} s vs ${best(runs.large).toFixed(2)} s, ratio ${ratio.toFixed(1)} for ${LARGE / SMALL}x the rows (target ≤ 15) | ${(LARGE / best(runs.large)).toFixed(0)} lines/s | repeated or wrong balances ${problems}`,
    );
    if (problems) process.exitCode = 1;
  } finally {
    await pool.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
