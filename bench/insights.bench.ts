/**
 * A creator's Insights on PostgreSQL: the Insights call (`GET /v1/user/insights` for 24 months, through the
 * app: session, route, service, presenter, JSON) for a creator with 100,000 memberships over two years,
 * against a bare `select` of the same counter rows (the months from the first one shown, what the months
 * before add up to, the cohorts, the checkouts, the totals and next month's renewals) on a pool of its own
 * in the same database and run. The memberships are inserted and lapsed in bulk, so the database's triggers
 * keep the counters as they would (decision 0151); the months' payments are added as settlement adds them.
 * The two take turns; the ratio of the bare read's median to the call's is the figure (target ≥ 0.3).
 *
 *   npm run bench:insights     (BENCH_MEMBERSHIPS, BENCH_ROUNDS, BENCH_DATABASE_URL to tune)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { monthPlus } from '@pixel/contract';
import { chooseStorage } from '../server/src/adapters.ts';
import { buildApp } from '../server/src/app.ts';
import { parseConfig } from '../server/src/config/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { createJobQueue } from '../server/src/jobs/queue.ts';
import { hashToken, randomToken } from '../server/src/lib/tokens.ts';
import { createOutboxMailer } from '../server/src/providers/mail/mailer.ts';
import { createOutboxSms } from '../server/src/providers/sms/sms.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';

const TOTAL = Number(process.env.BENCH_MEMBERSHIPS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A creator with three tiers and `TOTAL` members who joined over the last two years, a third since lapsed. */
async function seed(pool: pg.Pool) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (email, page_url, page_name, status, referral_code)
     values ('creator@insights.bench', 'insightsbench', 'Insights Bench', 'active', 'INSIGHTSBENCH') returning id`,
  );
  const creatorId = rows[0]!.id;
  await pool.query(
    `insert into membership_tiers (creator_user_id, name, price, discount_6_months, discount_12_months, position)
     values ($1, 'Bronze', 5000, 0, 0, 0), ($1, 'Silver', 15000, 10, 20, 1), ($1, 'Gold', 50000, 0, 15, 2)`,
    [creatorId],
  );
  await pool.query(
    `insert into users (email, page_url, page_name, status, referral_code)
     select 'f' || g || '@insights.bench', 'f' || g, 'Fan ' || g, 'active', 'F' || lpad(g::text, 9, '0')
     from generate_series(1, $1::int) g`,
    [TOTAL],
  );
  // joined at a time in the last 730 days, each for 1, 3, 6 or 12 months from then, some renewing by card
  await pool.query(
    `with tiers as (select id, row_number() over (order by position) - 1 as n from membership_tiers
                    where creator_user_id = $1),
     fans as (select id, row_number() over (order by id) as g from users where email like 'f%@insights.bench'),
     joined as (select f.id, f.g, t.id as tier_id, (array[1, 1, 3, 6, 12])[1 + f.g % 5] as months,
                       now() - make_interval(days => ((f.g * 7919) % 730)::int, mins => (f.g % 1440)::int) as at
                from fans f join tiers t on t.n = f.g % 3)
     insert into memberships (creator_user_id, supporter_user_id, tier_id, months, started_at, period_start,
                              ends_at, auto_renew, method, recurring_token, total_paid)
     select $1, id, tier_id, months, at, at, at + make_interval(months => (months * (1 + g % 4))::int),
            g % 4 = 0, (array['gcash', 'paymaya', 'qrph', 'card'])[1 + g % 4],
            case when g % 4 = 0 then 'tok-' || g end, 10000 * (1 + g % 4)
     from joined`,
    [creatorId],
  );
  // what settlement adds of each payment: a new member and their renewals, what they paid, their price
  await pool.query(
    `update insight_members c set monthly = insight_period_price(m.tier_id, m.months) * (12 / m.months)
     from memberships m where m.id = c.membership_id and m.creator_user_id = $1`,
    [creatorId],
  );
  await pool.query(
    `insert into insight_months as i (creator_user_id, month, tier_id, new_members, renewals, revenue, mrr_change)
     select $1, insight_month(m.started_at), m.tier_id, count(*), sum(m.total_paid / 10000 - 1), sum(m.total_paid),
            sum(c.monthly)
     from memberships m join insight_members c on c.membership_id = m.id where m.creator_user_id = $1 group by 2, 3
     on conflict (creator_user_id, month, tier_id) do update set new_members = excluded.new_members,
       renewals = excluded.renewals, revenue = excluded.revenue, mrr_change = i.mrr_change + excluded.mrr_change`,
    [creatorId],
  );
  // the ended ones lapse as the memberships job marks them, a day after their end
  await pool.query(
    `update memberships set status = 'lapsed', lapsed_at = ends_at + interval '1 day'
     where creator_user_id = $1 and ends_at < now() - interval '1 day'`,
    [creatorId],
  );
  await pool.query(
    `insert into insight_checkouts (creator_user_id, month, started, paid_gcash, paid_maya, paid_qrph, paid_card)
     select $1, insight_month(started_at), count(*) * 3 / 2, count(*) filter (where method = 'gcash'),
            count(*) filter (where method = 'paymaya'), count(*) filter (where method = 'qrph'),
            count(*) filter (where method = 'card')
     from memberships where creator_user_id = $1 group by 2`,
    [creatorId],
  );
  await pool.query('analyze');
  return creatorId;
}

/** The bare read: the same counter rows as the call reads, nothing made of them. */
function bareRead(pool: pg.Pool, creatorId: string, range: { from: string; to: string; next: string }) {
  return Promise.all([
    pool.query(`select * from insight_months where creator_user_id = $1 and month >= $2`, [
      creatorId,
      range.from,
    ]),
    pool.query(
      `select (select sum(mrr_change) from insight_months where creator_user_id = $1 and month < $2),
              (select sum(members_change) from insight_months where creator_user_id = $1 and month < $2),
              (select members_ever from insight_totals where creator_user_id = $1),
              (select amount from insight_renewals_due where creator_user_id = $1 and month = $3)`,
      [creatorId, range.from, range.next],
    ),
    pool.query(`select * from insight_cohorts where creator_user_id = $1 and cohort between $2 and $3`, [
      creatorId,
      range.from,
      range.to,
    ]),
    pool.query(`select * from insight_checkouts where creator_user_id = $1 and month between $2 and $3`, [
      creatorId,
      range.from,
      range.to,
    ]),
  ]);
}

async function main() {
  const scratch = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench_insights' });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-insights-'));
  const database = await openDatabase({ url: scratch.url, dataDir: null });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  const jobs = createJobQueue({
    target: database.queueTarget,
    db: database.db,
    log: quiet,
    background: false,
  });
  try {
    await jobs.start();
    const config = parseConfig({
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: scratch.url,
    });
    const app = await buildApp({
      config,
      db: database.db,
      storage: await chooseStorage(config),
      jobs,
      overrides: { mailer: createOutboxMailer(database.db), sms: createOutboxSms(database.db) },
    });
    await app.ready();
    const seeded = process.hrtime.bigint();
    const creatorId = await seed(pool);
    const seedSeconds = Number(process.hrtime.bigint() - seeded) / 1e9;
    const token = randomToken(32);
    await pool.query(
      `insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
       values ($1, $2, now(), now(), now() + interval '1 day')`,
      [hashToken(config.sessionSecret, token), creatorId],
    );
    const cookie = `pixel_session=${token}`;

    const first = await app.inject({ method: 'GET', url: '/v1/user/insights', headers: { cookie } });
    if (first.statusCode !== 200) throw new Error(`insights answered ${first.statusCode}: ${first.body}`);
    const to = first.json().data.to as string;
    const from = monthPlus(to, 1 - 24);
    const next = monthPlus(to, 1);
    const range = { from: `${from}-01`, to: `${to}-01`, next: `${next}-01` };
    const url = `/v1/user/insights?from=${from}&to=${to}`;

    const oursTimes: number[] = [];
    const bareTimes: number[] = [];
    let summary = first.json().data.summary;
    for (let round = -20; round < ROUNDS; round++) {
      const started = performance.now();
      // each from an address of its own: the call's rate limit is per address
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { cookie },
        remoteAddress: `10.9.${(round + 20) >> 8}.${(round + 20) & 255}`,
      });
      const oursMs = performance.now() - started;
      if (answer.statusCode !== 200)
        throw new Error(`insights answered ${answer.statusCode}: ${answer.body}`);
      summary = answer.json().data.summary;
      const bareStarted = performance.now();
      await bareRead(pool, creatorId, range);
      const bareMs = performance.now() - bareStarted;
      // the first rounds warm both up: plans, connections, the app's first answers
      if (round < 0) continue;
      oursTimes.push(oursMs);
      bareTimes.push(bareMs);
    }
    const oursMs = median(oursTimes);
    const bareMs = median(bareTimes);
    const ratio = bareMs / oursMs;
    console.log(
      `bench:insights summary, PostgreSQL | ${TOTAL.toLocaleString('en')} memberships of one creator over two years ` +
        `(seeded in ${seedSeconds.toFixed(1)} s; ${summary.active_members.toLocaleString('en')} active, MRR ₱${summary.mrr}) | ` +
        `Insights call for 24 months ${oursMs.toFixed(2)} ms | bare select of the same counter rows ${bareMs.toFixed(2)} ms | ` +
        `ratio ${ratio.toFixed(2)} (target ≥ 0.3: ${ratio >= 0.3 ? 'met' : 'NOT met'}) | median of ${ROUNDS}, taking turns`,
    );
    await app.close();
  } finally {
    await jobs.stop();
    await pool.end();
    await database.close();
    await scratch.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
