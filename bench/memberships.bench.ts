/**
 * The memberships job on PostgreSQL: reminders a week and a day before the end and the end of lapsed
 * memberships, over 100,000 memberships of which 10,000 are due, against a bare SQL update of the same
 * 10,000 rows in the same database and run. The job claims each reminder in the transaction that queues
 * its mail, so the ratio of the bare update's time to the job's is the figure (target ≥ 0.2). The state is
 * put back between runs, which take turns, and the median of each is compared.
 *
 *   npm run bench:memberships     (BENCH_MEMBERSHIPS, BENCH_DUE, BENCH_ROUNDS, BENCH_DATABASE_URL to tune)
 */
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { createJobQueue } from '../server/src/jobs/queue.ts';
import { createMembershipRenewals } from '../server/src/features/memberships/memberships.jobs.ts';
import { createMembershipsRepository } from '../server/src/features/memberships/memberships.repository.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';

const TOTAL = Number(process.env.BENCH_MEMBERSHIPS ?? 100_000);
const DUE = Number(process.env.BENCH_DUE ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CREATORS = 100;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** 100 creators with a tier each, and a member each for `TOTAL` supporters: `DUE` of them due `now`. */
async function seed(pool: pg.Pool, now: Date) {
  await pool.query(
    `insert into users (email, page_url, page_name, status, referral_code)
     select 'm' || g || '@bench.ph', 'm' || g, 'Member ' || g, 'active', 'M' || lpad(g::text, 9, '0')
     from generate_series(1, $1::int + $2::int) g`,
    [TOTAL, CREATORS],
  );
  await pool.query(
    `insert into membership_tiers (creator_user_id, name, price)
     select id, 'Club', 10000 from users where page_url in (select 'm' || g from generate_series($1::int + 1, $1::int + $2::int) g)`,
    [TOTAL, CREATORS],
  );
  // the due ones: a third a week before their end, a third a day before, a third just ended; the others
  // end between 10 and 300 days from now
  await pool.query(
    `with tiers as (select id, creator_user_id, row_number() over (order by id) - 1 as n from membership_tiers),
     people as (select id, row_number() over (order by id) as g from users
                where page_url in (select 'm' || g from generate_series(1, $1) g))
     insert into memberships (creator_user_id, supporter_user_id, tier_id, months, started_at, period_start,
                              ends_at, total_paid)
     select t.creator_user_id, p.id, t.id, 1, $3::timestamptz - interval '20 days', $3::timestamptz - interval '20 days',
            case when p.g <= $2 then
                   $3::timestamptz + case p.g % 3 when 0 then interval '3 days' when 1 then interval '12 hours'
                                                  else interval '-2 hours' end
                 else $3::timestamptz + make_interval(days => 10 + (p.g % 290)::int) end,
            10000
     from people p join tiers t on t.n = p.g % $4`,
    [TOTAL, DUE, now.toISOString(), CREATORS],
  );
  await pool.query('analyze');
}

/** Puts the due memberships back as they were before a run. */
const reset = (pool: pg.Pool) =>
  pool.query(`update memberships set status = 'active', lapsed_at = null, reminded_week_for = null,
              reminded_day_for = null where reminded_week_for is not null or reminded_day_for is not null
              or status = 'lapsed'`);

/** The bare update: the same rows marked in one statement, nothing else. */
const bareUpdate = (pool: pg.Pool, now: Date) =>
  pool.query(
    `update memberships set reminded_week_for = ends_at, updated_at = $1
     where status <> 'lapsed' and ends_at <= $1::timestamptz + interval '7 days'`,
    [now.toISOString()],
  );

async function main() {
  const scratch = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench' });
  const log = { info: () => undefined, warn: console.warn, error: console.error };
  try {
    const database = await openDatabase({ url: scratch.url, dataDir: null });
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const now = new Date();
    const jobs = createJobQueue({ target: database.queueTarget, db: database.db, log, background: false });
    await jobs.start();
    const seeded = process.hrtime.bigint();
    await seed(pool, now);
    const seedSeconds = Number(process.hrtime.bigint() - seeded) / 1e9;
    const job = createMembershipRenewals({
      db: database.db,
      repository: createMembershipsRepository(database.db),
      now: () => now,
      renewLink: (membership) => `https://pixel.example/memberships/link/${membership.id}.signature`,
      chargeSaved: () => Promise.reject(new Error('nothing renews by itself in this bench')),
      // no member here renews by a provider's subscription
      billsItself: () => false,
      // no member here joined with a promo code: a renewal costs its list price
      renewalPrice: async ({ listAmount }) => ({
        listAmount,
        amount: listAmount,
        discount: 0,
        applied: null,
        code: null,
        memberPercent: null,
        everyPeriod: false,
        memberPriceBetter: false,
        record: async () => undefined,
      }),
      jobs,
      // the bench weighs the renewal job's own work: the bell's rows are the notifications feature's
      notify: () => Promise.resolve(),
    });

    const jobTimes: number[] = [];
    const bareTimes: number[] = [];
    let mails = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await reset(pool);
      await pool.query(`delete from pgboss.job where name = 'send-mail'`);
      const started = process.hrtime.bigint();
      await job();
      jobTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
      mails = Number(
        (await pool.query(`select count(*) from pgboss.job where name = 'send-mail'`)).rows[0].count,
      );
      // run again: nothing more is due, nothing more is sent
      await job();
      const again = Number(
        (await pool.query(`select count(*) from pgboss.job where name = 'send-mail'`)).rows[0].count,
      );
      if (again !== mails) throw new Error(`the second run sent ${again - mails} more mails`);

      await reset(pool);
      const bareStarted = process.hrtime.bigint();
      const updated = await bareUpdate(pool, now);
      bareTimes.push(Number(process.hrtime.bigint() - bareStarted) / 1e6);
      if (updated.rowCount !== DUE)
        throw new Error(`the bare update touched ${updated.rowCount} rows, not ${DUE}`);
    }
    if (mails !== DUE) throw new Error(`the job queued ${mails} mails for ${DUE} due memberships`);
    const jobMs = median(jobTimes);
    const bareMs = median(bareTimes);
    const ratio = bareMs / jobMs;
    console.log(
      `bench:memberships summary, PostgreSQL | ${TOTAL.toLocaleString('en')} memberships, ${DUE.toLocaleString('en')} due ` +
        `(seeded in ${seedSeconds.toFixed(1)} s) | job ${jobMs.toFixed(0)} ms (${mails} mails queued, second run ` +
        `none) | bare update of the same rows ${bareMs.toFixed(0)} ms | ratio ${ratio.toFixed(2)} ` +
        `(target ≥ 0.2: ${ratio >= 0.2 ? 'met' : 'missed'}) | median of ${ROUNDS}, taking turns`,
    );
    await jobs.stop();
    await pool.end();
    await database.close();
  } finally {
    await scratch.drop();
  }
}

await main();
