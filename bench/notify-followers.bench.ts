/**
 * A new post told to a creator's 100,000 followers on PostgreSQL (decision 0133): the product's fan-out job,
 * queued with the post and run through the job queue (chunks of 10,000 followers, each one `INSERT …
 * SELECT` in its own transaction with the post's cursor), against a bare `INSERT … SELECT` writing the same
 * rows in one statement. One follower in a hundred is not told (in a block with the creator, no longer
 * active, or turned new posts off), and the bare statement leaves out the same ones. The two take turns, the
 * notifications are cleared between runs, and the medians are compared: the bare statement's time over the
 * job's (target ≥ 0.3).
 *
 *   npm run bench:notify     (BENCH_FOLLOWERS, BENCH_ROUNDS, BENCH_DATABASE_URL to tune)
 */
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { createJobQueue } from '../server/src/jobs/queue.ts';
import { createNotificationsRepository } from '../server/src/features/notifications/notifications.repository.ts';
import {
  createPostFanOut,
  FAN_OUT_CHUNK,
} from '../server/src/features/notifications/post-fan-out.service.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET = 0.3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const count = (value: number) => value.toLocaleString('en');
const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/**
 * The creator, their followers, and the one in a hundred not to be told: every 250th follower in a block
 * with the creator (a follow row beside it), every 333rd no longer active, every 400th with new posts
 * turned off; one in ten has another choice of their own (a new follower's push off).
 */
async function seed(pool: pg.Pool) {
  // a follower's number, from their page address; null for the creator
  const n = (column: string) => `substring(${column} from '^f([0-9]+)$')::int`;
  await pool.query(
    `insert into users (email, page_url, page_name, status, referral_code)
     select 'f' || g || '@bench.ph', 'f' || g, 'Follower ' || g,
            case when g % 333 = 0 then 'inactive' else 'active' end, 'F' || lpad(g::text, 9, '0')
     from generate_series(1, $1::int) g`,
    [FOLLOWERS],
  );
  const creator = (
    await pool.query<{ id: string; page_url: string }>(
      `insert into users (email, page_url, page_name, status, referral_code)
       values ('maria@bench.ph', 'mariasantos', 'Maria Santos', 'active', 'CREATOR001')
       returning id, page_url`,
    )
  ).rows[0]!;
  // the follower count, moved by a trigger row by row, is set once: 100,000 updates of one row in one
  // statement would take the seeding minutes
  await pool.query('alter table follows disable trigger follows_move_count');
  await pool.query(
    `insert into follows (follower_user_id, followee_user_id)
     select id, $1 from users where id <> $1`,
    [creator.id],
  );
  await pool.query('alter table follows enable trigger follows_move_count');
  await pool.query(`update users set follower_count = $2 where id = $1`, [creator.id, FOLLOWERS]);
  await pool.query(
    `insert into blocks (blocker_user_id, blocked_user_id)
     select case when ${n('page_url')} % 500 = 0 then id else $1 end,
            case when ${n('page_url')} % 500 = 0 then $1 else id end
     from users where ${n('page_url')} % 250 = 0`,
    [creator.id],
  );
  await pool.query(
    `insert into notification_preferences (user_id, kind, channel, enabled)
     select id, 'new_post', 'in_app', false from users
     where ${n('page_url')} % 400 = 0
     union all
     select id, 'new_follower', 'push', false from users
     where ${n('page_url')} % 10 = 1`,
  );
  await pool.query('analyze');
  const eligible = (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from follows f join users u on u.id = f.follower_user_id
       where f.followee_user_id = $1 and u.status = 'active'
         and ${n('u.page_url')} % 250 <> 0 and ${n('u.page_url')} % 400 <> 0`,
      [creator.id],
    )
  ).rows[0]!.n;
  return { creator, eligible };
}

/** The bare statement: the same rows, the same people left out, in one INSERT … SELECT. */
const bareInsert = (pool: pg.Pool, input: { creatorId: string; postId: string; url: string; data: string }) =>
  pool.query(
    `insert into notifications (recipient_user_id, kind, dedupe_key, actor_user_id, data, url, in_app,
                                delivered_at, created_at)
     select f.follower_user_id, 'new_post', 'post:' || $2 || ':' || f.follower_user_id, $1, $4::jsonb, $3,
            true, now(), now()
     from follows f join users u on u.id = f.follower_user_id and u.status = 'active'
     where f.followee_user_id = $1
       and not exists (select 1 from blocks b where b.blocker_user_id = $1 and b.blocked_user_id = f.follower_user_id)
       and not exists (select 1 from blocks b where b.blocker_user_id = f.follower_user_id and b.blocked_user_id = $1)
       and not exists (select 1 from notification_preferences p where p.user_id = f.follower_user_id
                       and p.kind = 'new_post' and p.channel = 'in_app' and not p.enabled)`,
    [input.creatorId, input.postId, input.url, input.data],
  );

const clear = (pool: pg.Pool) =>
  pool.query(
    `truncate notifications, post_announcements; delete from pgboss.job where name = 'notify-followers'`,
  );

async function main() {
  const scratch = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench_notify' });
  const log = { info: () => undefined, warn: console.warn, error: console.error };
  try {
    const database = await openDatabase({ url: scratch.url, dataDir: null });
    const { db } = database;
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // the scratch database is dropped with its connections once the run is over
    pool.on('error', () => undefined);
    const jobs = createJobQueue({ target: database.queueTarget, db, log, background: false });
    await jobs.start();
    const fanOut = createPostFanOut({
      db,
      repository: createNotificationsRepository(db),
      jobs,
      now: () => new Date(),
    });
    jobs.handle('notify-followers', fanOut.run);

    const seeded = process.hrtime.bigint();
    const { creator, eligible } = await seed(pool);
    const seedSeconds = since(seeded) / 1000;

    const jobTimes: number[] = [];
    const bareTimes: number[] = [];
    let secondRun = -1;
    // the product's run: the post announced in its transaction, then the queue's job done
    const product = async (postId: string) => {
      const started = process.hrtime.bigint();
      await db.transaction((tx) =>
        fanOut.announce(tx, {
          creatorUserId: creator.id,
          postId,
          post: 'snap',
          access: 'free',
          text: 'Sunset at Manila Bay #sunset',
        }),
      );
      const ran = await jobs.drain('notify-followers');
      jobTimes.push(since(started));
      if (ran !== 1) throw new Error(`the queue ran ${ran} fan-out jobs, not 1`);
      const told = (
        await pool.query<{ n: number; people: number }>(
          `select count(*)::int as n, count(distinct recipient_user_id)::int as people from notifications`,
        )
      ).rows[0]!;
      if (told.n !== eligible || told.people !== eligible) {
        throw new Error(`the job wrote ${told.n} notifications to ${told.people} people, not ${eligible}`);
      }
      if (secondRun < 0) {
        // the same job again, from the first chunk: every row is there already
        await pool.query(`update post_announcements set after_user_id = null, finished_at = null`);
        secondRun = await fanOut.run({
          creatorUserId: creator.id,
          postId,
          post: 'snap',
          access: 'free',
          excerpt: 'Sunset at Manila Bay #sunset',
        });
        if (secondRun !== 0) throw new Error(`a second run wrote ${secondRun} more notifications`);
      }
    };
    const bare = async (postId: string) => {
      const started = process.hrtime.bigint();
      const written = await bareInsert(pool, {
        creatorId: creator.id,
        postId,
        url: `/${creator.page_url}/pixel-snap/image/${postId}`,
        data: JSON.stringify({
          actor_name: 'Maria Santos',
          post: 'snap',
          access: 'free',
          excerpt: 'Sunset at Manila Bay #sunset',
        }),
      });
      bareTimes.push(since(started));
      if (written.rowCount !== eligible) {
        throw new Error(`the bare statement wrote ${written.rowCount} rows, not ${eligible}`);
      }
    };

    for (let round = 0; round < ROUNDS; round++) {
      // P B, B P, P B: a drift in the machine's load falls on both
      const turns = round % 2 === 0 ? [product, bare] : [bare, product];
      for (const turn of turns) {
        await clear(pool);
        await turn(crypto.randomUUID());
      }
    }
    const jobMs = median(jobTimes);
    const bareMs = median(bareTimes);
    const ratio = bareMs / jobMs;
    const chunks = Math.ceil(FOLLOWERS / FAN_OUT_CHUNK);
    console.log(
      `bench:notify summary, PostgreSQL | ${count(FOLLOWERS)} followers, ${count(eligible)} to tell ` +
        `(seeded in ${seedSeconds.toFixed(1)} s) | fan-out job ${jobMs.toFixed(0)} ms (${count(eligible)} ` +
        `notifications in ${chunks} chunks of ${count(FAN_OUT_CHUNK)}, a second run none) | bare INSERT … SELECT ` +
        `of the same rows ${bareMs.toFixed(0)} ms | ratio ${ratio.toFixed(2)} (target ≥ ${TARGET}: ` +
        `${ratio >= TARGET ? 'met' : 'NOT met'}) | median of ${ROUNDS}, taking turns`,
    );
    await jobs.stop();
    await pool.end();
    await database.close();
  } finally {
    await scratch.drop();
  }
}

await main();
