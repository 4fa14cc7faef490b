/**
 * A creator page under load on PostgreSQL, 50 connections, every request as a browser sends it (brotli or
 * gzip accepted), each line against a bare `node:http` server replaying the same bytes in the same run:
 *
 * - a signed-out visitor: the page's HTML and its public calls (profile, gifts, Snap tab), on a server with
 *   the public page cache off (`PUBLIC_CACHE_SECONDS=0`) and on another with it on (10 s);
 * - a signed-in viewer: the page's HTML and its tab calls, which no cache answers;
 * - growth: the signed-in page of creators with 20, 1,000, 10,000 and 100,000 settled gifts (seeded by SQL
 *   as settlements write them, then audited), each measured twice, up the sizes and back down; and the Snap
 *   tab of creators with 20, 200 and 2,000 posts;
 *
 * among 10,000 other creators, signed in, following and blocking one another (`addCrowd`), so PostgreSQL
 * plans the pages' statements as it does on a platform's database;
 *
 * - health: `GET /v1/health`, the smallest answer the server gives, so what every request pays whatever it asks;
 *
 * then one summary line against the targets (HTML cached ≥ 0.3 of the replay, health ≥ 0.6, signed-in page
 * ≥ 0.25, 100,000 gifts ≥ 0.8 of 20, p99 ≤ 50 ms on every line). The load generator runs in a process of its own
 * (load-generator.ts); the servers' CPU (and PostgreSQL's, where it runs on this machine) is read from
 * /proc while it measures, so a replay its generator or the machine held back is named as such rather than
 * taken for the bare server's speed; where the generator held it back, the ratio is given again against its
 * rate scaled to a whole core (requests per CPU second).
 *
 *   npm run bench:api   (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_DATABASE_URL, BENCH_CROWD, BENCH_STRICT,
 *                        BENCH_PROFILE, BENCH_ONLY)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { auditCounts } from '../server/src/db/counts.ts';
import { audit } from '../server/src/ledger/ledger.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';
import { processStats, stop } from './children.ts';
import {
  addCreator,
  addPosts,
  addSettledGifts,
  type Answer,
  BROWSER,
  capture,
  type Creator,
  GENERATOR,
  pagePaths,
  replayKey,
  startReplay,
  viewerSession,
} from './creator-page.ts';
import { buildServer, productionEnv, serverDir, startCommand } from './production.ts';
import type { LoadOptions, LoadResult } from './load-generator.ts';
import { buildWebIfStale } from './web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_SECONDS = 1;
const STRICT = process.env.BENCH_STRICT === '1';
// BENCH_ONLY=regex runs only the lines whose name matches (e.g. "signed-in html" to profile one), no summary
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const runs = (line: string) => !ONLY || ONLY.test(line);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const POST_SIZES = [20, 200, 2000];
const GIFT_SIZES = [20, 1_000, 10_000, 100_000];
/** The platform's other accounts (addCrowd). */
const CROWD = Number(process.env.BENCH_CROWD ?? 10_000);
const CACHE_SECONDS = 10;
const SESSION_SECRET = 'bench-session-secret-of-at-least-32-characters';
const TARGETS = { htmlCached: 0.3, health: 0.6, signedIn: 0.25, giftGrowth: 0.8, p99Ms: 50 };
const HEALTH = '/v1/health';
// a bare server busy less than this share of a core was held back by something other than its own work
const SATURATED_CORES = 0.9;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

// everything the bench starts, stopped on the way out: normal end, error, Ctrl-C or SIGTERM
const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    // a copy: a child that exits while the cleanup runs lets itself go from the list
    for (const step of [...cleanups].reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('bench:api: cleanup step failed', error);
      }
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench:api: ${signal}, stopping what it started`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Adds a cleanup step; answers how to take it off the list again. */
function onCleanup(step: () => Promise<unknown>) {
  cleanups.push(step);
  return () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** A child that the cleanup stops; `untrack` lets it go once it has exited on its own. */
function started(child: ChildProcess) {
  return { child, untrack: onCleanup(() => stop(child)) };
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

// --- the data -------------------------------------------------------------------------------------------

/**
 * The rest of a platform's accounts, so the page's statement is planned as it is on a real database (with
 * a handful of rows a table, PostgreSQL reads each whole rather than by its index): `count` other creators,
 * each signed in somewhere and following five others, some of them blocking one, some with a linked
 * e-payment account, a few of them staff. None of them has to do with the pages measured.
 */
async function addCrowd(pool: pg.Pool, count: number) {
  await pool.query(
    `with crowd as materialized (
       select gen_random_uuid() as id, g from generate_series(1, $1::int) g
     ), accounts as (
       insert into users (id, email, page_url, page_name, status, referral_code, bio)
       select id, 'crowd' || g || '@example.ph', 'crowd' || g, 'Crowd ' || g, 'active', 'RC' || g,
              'Another creator on PIXEL.'
       from crowd
     ), signed_in as (
       insert into sessions (id_hash, user_id, expires_at)
       select encode(sha256(convert_to('crowd-session-' || g, 'UTF8')), 'hex'), id, now() + interval '1 day'
       from crowd
     ), linked as (
       insert into linked_accounts (user_id, provider, account_id, username, mobile_number)
       select id, 'gcash', 'acct-' || g, 'crowd' || g, '0917' || lpad(g::text, 7, '0') from crowd where g % 5 = 0
     )
     insert into staff_members (user_id, role) select id, 'support' from crowd where g <= 5`,
    [count],
  );
  // after the accounts are in (the follows' and blocks' keys need them): five follows each, and a block
  // by one in ten
  await pool.query(
    `with crowd as (
       select id, row_number() over (order by page_url) as n from users where page_url like 'crowd%'
     ), follows_made as (
       insert into follows (follower_user_id, followee_user_id)
       select a.id, b.id from crowd a cross join generate_series(1, 5) k join crowd b on b.n = (a.n + k * 97) % $1::int + 1
       where a.id <> b.id
       on conflict do nothing
     )
     insert into blocks (blocker_user_id, blocked_user_id)
     select a.id, b.id from crowd a join crowd b on b.n = (a.n + 13) % $1::int + 1 where a.n % 10 = 0
     on conflict do nothing`,
    [count],
  );
}

/** The creators the lines use; answers the main page's creator and the viewer's cookie. */
async function seed(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const database = await openDatabase({ url: databaseUrl, dataDir: null });
  try {
    const begun = performance.now();
    await pool.query(
      `insert into ledger_accounts (kind) values ('provider_clearing') on conflict do nothing`,
    );
    const postCreators = new Map<number, Creator>();
    for (const size of POST_SIZES) {
      const creator = await addCreator(pool, `bench${size}`);
      await addPosts(pool, creator, size);
      postCreators.set(size, creator);
    }
    // the page of the visitor and signed-in lines: 20 posts, 20 gifts
    const main = postCreators.get(20)!;
    await addSettledGifts(pool, main, 20);
    const giftCreators = new Map<number, Creator>();
    for (const size of GIFT_SIZES) {
      const creator = await addCreator(pool, `gifts${size}`);
      await addSettledGifts(pool, creator, size);
      giftCreators.set(size, creator);
    }
    if (CROWD > 0) await addCrowd(pool, CROWD);
    const cookie = await viewerSession(pool, SESSION_SECRET);
    const problems = [...(await audit(database.db)), ...(await auditCounts(database.db))];
    for (const [size, creator] of [...giftCreators, [20, main] as const]) {
      const { rows } = await pool.query<{ shown: number; supporters: number }>(
        `select c.gifts_shown as shown, u.donation_count as supporters
         from creator_counts c join users u on u.id = c.user_id where c.user_id = $1`,
        [creator.id],
      );
      if (rows[0]?.shown !== size || rows[0]?.supporters !== size)
        problems.push(`${creator.pageUrl}: ${JSON.stringify(rows[0])}, not ${size} gifts and supporters`);
    }
    if (problems.length) throw new Error(`the seed is not consistent:\n${problems.join('\n')}`);
    await pool.query('analyze');
    const gifts = GIFT_SIZES.reduce((sum, size) => sum + size, 20);
    console.error(
      `bench:api: seeded ${gifts.toLocaleString('en-US')} settled gifts and ${POST_SIZES.reduce((a, b) => a + b)} posts in ${((performance.now() - begun) / 1000).toFixed(1)} s; ledger and counts audited`,
    );
    return { main, cookie };
  } finally {
    await database.close();
    await pool.end();
  }
}

// --- the servers ----------------------------------------------------------------------------------------

async function startServer(env: Record<string, string>) {
  // BENCH_PROFILE=dir writes a V8 CPU profile of each server there
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const { child } = started(
    spawn(process.execPath, [...profile, ...startCommand()], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${env.PORT}/v1/health`);
  return child;
}

// --- measuring ------------------------------------------------------------------------------------------

/** CPU seconds a process (all its threads) has used, from its /proc/<pid>/stat. */
function statCpuSeconds(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const cpuSeconds = (pid: number) => statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/**
 * CPU seconds each PostgreSQL process on this machine (its backends included) has used, by pid, or null
 * where none runs here (a database elsewhere).
 */
function databaseCpuSeconds() {
  const used = new Map<number, number>();
  for (const { pid, stat } of processStats()) {
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') {
      used.set(pid, statCpuSeconds(stat));
    }
  }
  return used.size ? used : null;
}

/** PostgreSQL's CPU seconds between two readings: a backend that ended meanwhile is not counted. */
function databaseCpuBetween(from: Map<number, number>, to: Map<number, number>) {
  let total = 0;
  for (const [pid, seconds] of to) total += seconds - (from.get(pid) ?? 0);
  return total;
}

/** The machine's CPU ticks, all cores: busy and in all. */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.slice(0, 8).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: total - idle, total };
}

interface Line extends LoadResult {
  /** Cores the server's process kept busy while it was measured. */
  serverCores: number;
  /** The server process's CPU per request, in microseconds (PostgreSQL's work not included). */
  cpuUsPerRequest: number;
  /** The share of all the machine's cores busy meanwhile, whatever kept them so. */
  machineBusy: number;
  /** PostgreSQL's CPU per request, in microseconds, where it runs on this machine (null elsewhere). */
  databaseUsPerRequest: number | null;
}

/** One measured run against `url` (after a warm-up), with the CPU of `server` over the measured part. */
async function measure(url: string, headers: Record<string, string>, server: ChildProcess): Promise<Line> {
  const options: LoadOptions = {
    url,
    headers,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    seconds: SECONDS,
  };
  const { child, untrack } = started(
    spawn(process.execPath, [...GENERATOR, JSON.stringify(options)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  type Sample = {
    cpu: number;
    database: Map<number, number> | null;
    at: number;
    machine: ReturnType<typeof machineTicks>;
  };
  let from: Sample | undefined;
  let to: Sample | undefined;
  let result: LoadResult | undefined;
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    const now = {
      cpu: cpuSeconds(server.pid!),
      database: databaseCpuSeconds(),
      at: performance.now(),
      machine: machineTicks(),
    };
    if (line === 'measuring') from = now;
    else if (line.startsWith('{')) {
      to = now;
      result = JSON.parse(line) as LoadResult;
    }
  }
  const code = await exited;
  untrack();
  if (code !== 0 || !result || !from || !to) throw new Error(`the load generator failed (${code}) on ${url}`);
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const cpu = to.cpu - from.cpu;
  return {
    ...result,
    serverCores: cpu / ((to.at - from.at) / 1000),
    cpuUsPerRequest: (cpu * 1e6) / Math.max(result.requests, 1),
    machineBusy: (to.machine.busy - from.machine.busy) / Math.max(to.machine.total - from.machine.total, 1),
    databaseUsPerRequest:
      from.database === null || to.database === null
        ? null
        : (databaseCpuBetween(from.database, to.database) * 1e6) / Math.max(result.requests, 1),
  };
}

interface Compared {
  product: Line;
  replay: Line;
  ratio: number;
  /** Whether the bare server was busy for a whole core: only then is its rate its own. */
  saturated: boolean;
  /**
   * Where the load generator held the replay back (a core of its own, busy throughout): the ratio against
   * the replay's rate scaled to a whole core, its requests per CPU second. The measured ratio runs high
   * then, and this one low. Null otherwise: a busy machine holds back the product as well.
   */
  scaled: number | null;
  /** The replay's CPU a request over the product's (the product's PostgreSQL not counted). */
  cpuRatio: number;
}

const generatorBound = (replay: Line) =>
  replay.serverCores < SATURATED_CORES && replay.generatorCores >= SATURATED_CORES;

const compare = (product: Line, replay: Line): Compared => ({
  product,
  replay,
  ratio: product.rps / replay.rps,
  saturated: replay.serverCores >= SATURATED_CORES,
  scaled: generatorBound(replay) ? (product.rps / replay.rps) * replay.serverCores : null,
  cpuRatio: replay.cpuUsPerRequest / product.cpuUsPerRequest,
});

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (share: number) => `${Math.round(share * 100)}%`;
const describe = (line: Line) =>
  `${n(line.rps)} rps, p50 ${line.p50} ms, p99 ${line.p99} ms, server ${line.serverCores.toFixed(2)} cores (${n(line.cpuUsPerRequest)} µs a request)` +
  (line.databaseUsPerRequest === null ? '' : `, PostgreSQL ${n(line.databaseUsPerRequest)} µs a request`);

/** What kept a bare server from a whole core. */
function heldBack(replay: Line) {
  if (generatorBound(replay))
    return `held back by the load generator (one process, ${replay.generatorCores.toFixed(2)} cores)`;
  if (replay.machineBusy >= SATURATED_CORES) {
    const cores = os.availableParallelism();
    const others = replay.machineBusy * cores - replay.serverCores - replay.generatorCores;
    return others >= 0.25
      ? `held back by other work on the machine (${others.toFixed(2)} of its ${cores} cores)`
      : `the machine's ${cores} cores all busy with it and the generator`;
  }
  return `neither it nor the generator had a whole core, the machine ${percent(replay.machineBusy)} busy`;
}

/** The replay and the ratio, or why there is no ratio to trust. */
function describeRatio({ replay, ratio, saturated, scaled }: Compared) {
  const bare = `replay ${n(replay.rps)} rps, bare server ${replay.serverCores.toFixed(2)} cores (${n(replay.cpuUsPerRequest)} µs a request), generator ${replay.generatorCores.toFixed(2)}`;
  if (saturated) return `${bare} | ratio ${ratio.toFixed(3)}`;
  const notSaturated = `the replay not saturated, ${heldBack(replay)}`;
  const atWholeCore = scaled === null ? '' : `; ${scaled.toFixed(3)} with the replay scaled to a whole core`;
  if (ratio >= 1) return `${bare} | no ratio (PIXEL kept pace with it: ${notSaturated})${atWholeCore}`;
  return `${bare} | ratio ${ratio.toFixed(3)} (${notSaturated})${atWholeCore}`;
}

/**
 * A ratio target: met against a saturated replay, or against one the generator held back when the ratio
 * to its rate scaled to a whole core meets it too; missed below it; unproven in between.
 */
function ratioVerdict(compared: Compared, target: number) {
  const { ratio, saturated, scaled, replay } = compared;
  if (ratio < target) return { met: false, text: 'missed' };
  if (saturated) return { met: true, text: 'met' };
  if (scaled !== null && scaled >= target)
    return { met: true, text: 'met, with the replay scaled to a whole core too' };
  return { met: false, text: `unproven: met only against a replay ${heldBack(replay)}` };
}

/** Runs of one line as one: their mean rate and median, the worse of their p99s. */
function mergeRuns(runs: Line[]): Line {
  const mean = (pick: (line: Line) => number) =>
    runs.reduce((sum, line) => sum + pick(line), 0) / runs.length;
  return {
    rps: mean((line) => line.rps),
    requests: mean((line) => line.requests),
    p50: mean((line) => line.p50),
    p99: Math.max(...runs.map((line) => line.p99)),
    non2xx: 0,
    errors: 0,
    timeouts: mean((line) => line.timeouts),
    generatorCores: mean((line) => line.generatorCores),
    serverCores: mean((line) => line.serverCores),
    cpuUsPerRequest: mean((line) => line.cpuUsPerRequest),
    machineBusy: mean((line) => line.machineBusy),
    databaseUsPerRequest: runs.some((line) => line.databaseUsPerRequest === null)
      ? null
      : mean((line) => line.databaseUsPerRequest!),
  };
}

/** Whether the kept answers are used: the second of two requests in a row says so in x-cache. */
async function cacheState(url: string) {
  await capture(url, BROWSER);
  const header = (await capture(url, BROWSER)).headers['x-cache'];
  return header === 'hit' ? 'answered from it' : 'not kept by it, no x-cache: hit';
}

// --- the run --------------------------------------------------------------------------------------------

async function main() {
  await buildWebIfStale({
    root,
    label: 'bench:api',
    track: (build) => onCleanup(() => stop(build, 5000)),
  });
  buildServer();
  const database = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench' });
  onCleanup(() => database.drop());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-'));
  onCleanup(() => fs.rm(dataDir, { recursive: true, force: true }));
  const migrated = await openDatabase({ url: database.url, dataDir: null });
  await migrated.close();
  const { main: creator, cookie } = await seed(database.url);

  // the servers run as `npm start` runs them: the compiled build, in production
  const env = (port: number, cacheSeconds: number) => ({
    ...productionEnv({ databaseUrl: database.url, port, dataDir }),
    SESSION_SECRET,
    GIFT_FEE_BPS: '0',
    PUBLIC_CACHE_SECONDS: String(cacheSeconds),
    WEB_DIST_DIR: path.join(root, 'web', 'dist'),
  });
  const [cachedPort, uncachedPort, replayPort] = [await freePort(), await freePort(), await freePort()];
  const cached = await startServer(env(cachedPort, CACHE_SECONDS));
  const uncached = await startServer(env(uncachedPort, 0));
  const at = (port: number) => `http://127.0.0.1:${port}`;

  const { visitor: visitorPaths, signedIn: signedInPaths } = pagePaths(creator.pageUrl);
  const signedIn = { ...BROWSER, cookie };

  // what the replay sends: a visitor's answers as the uncached server makes them, the viewer's as the
  // server with the cache makes them (it never keeps theirs)
  const answers = new Map<string, Answer>();
  for (const pathname of [...Object.values(visitorPaths), HEALTH])
    answers.set(replayKey(false, pathname), await capture(at(uncachedPort) + pathname, BROWSER));
  for (const pathname of Object.values(signedInPaths))
    answers.set(replayKey(true, pathname), await capture(at(cachedPort) + pathname, signedIn));
  for (const [key, answer] of answers)
    if (answer.status !== 200) throw new Error(`${key} answered ${answer.status}`);
  if (
    !String(answers.get(replayKey(true, visitorPaths.html))!.headers['content-type']).startsWith('text/html')
  )
    throw new Error('the creator page is not HTML: is web/dist built?');
  const { child: replay } = started(await startReplay(answers, dataDir, replayPort));
  await waitFor(at(replayPort) + visitorPaths.profile);

  const report: string[] = [];
  const say = (line: string) => {
    report.push(line);
    console.log(line);
  };
  const header = `bench:api PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s a line (after ${WARMUP_SECONDS} s of warm-up), Node.js ${process.version}, ${os.availableParallelism()} cores`;
  say(header);

  const visitor: Record<string, { uncached: Compared; cached: Compared; cache: string }> = {};
  for (const [name, pathname] of Object.entries(visitorPaths)) {
    if (!runs(`visitor ${name}`)) continue;
    // the replay between the two, so a change in the machine's load shows in both
    const off = await measure(at(uncachedPort) + pathname, BROWSER, uncached);
    const bare = await measure(at(replayPort) + pathname, BROWSER, replay);
    const on = await measure(at(cachedPort) + pathname, BROWSER, cached);
    const cache = await cacheState(at(cachedPort) + pathname);
    visitor[name] = { uncached: compare(off, bare), cached: compare(on, bare), cache };
    say(`visitor ${name} cache off | ${describe(off)} | ${describeRatio(visitor[name].uncached)}`);
    say(`visitor ${name} cache on, ${cache} | ${describe(on)} | ${describeRatio(visitor[name].cached)}`);
  }

  let health: Compared | undefined;
  if (runs('health')) {
    const product = await measure(at(uncachedPort) + HEALTH, BROWSER, uncached);
    health = compare(product, await measure(at(replayPort) + HEALTH, BROWSER, replay));
    say(`health | ${describe(product)} | ${describeRatio(health)}`);
  }

  const viewer: Record<string, Compared> = {};
  for (const [name, pathname] of Object.entries(signedInPaths)) {
    if (!runs(`signed-in ${name}`)) continue;
    const product = await measure(at(cachedPort) + pathname, signedIn, cached);
    const bare = await measure(at(replayPort) + pathname, signedIn, replay);
    viewer[name] = compare(product, bare);
    say(`signed-in ${name} | ${describe(product)} | ${describeRatio(viewer[name])}`);
  }

  if (ONLY && !runs('growth')) return;
  // each growth page shows its creator's gifts: the count on the page and the first page's total
  for (const size of GIFT_SIZES) {
    const body = (await capture(`${at(cachedPort)}/gifts${size}`, { cookie })).body.toString();
    if (!body.includes(`<b>${size.toLocaleString('en-PH')}</b>`) || !body.includes(`"total":${size}`))
      throw new Error(`the page of the creator with ${size} gifts does not show them`);
  }
  // each size twice, smallest to largest and back, so a drift in the machine's load falls on all alike
  const giftRuns = new Map<number, Line[]>(GIFT_SIZES.map((size) => [size, []]));
  for (const size of [...GIFT_SIZES, ...[...GIFT_SIZES].reverse()])
    giftRuns.get(size)!.push(await measure(`${at(cachedPort)}/gifts${size}`, signedIn, cached));
  const byGifts = new Map([...giftRuns].map(([size, runs]) => [size, mergeRuns(runs)]));
  const giftGrowth = byGifts.get(100_000)!.rps / byGifts.get(20)!.rps;
  say(
    `signed-in page at ${GIFT_SIZES.map(n).join('/')} gifts | ${GIFT_SIZES.map((s) => n(byGifts.get(s)!.rps)).join('/')} rps, p50 ${GIFT_SIZES.map((s) => byGifts.get(s)!.p50).join('/')} ms, p99 ${GIFT_SIZES.map((s) => byGifts.get(s)!.p99).join('/')} ms | 100,000 at ${giftGrowth.toFixed(2)} of 20`,
  );

  // as the gifts: each size twice, smallest to largest and back
  const postRuns = new Map<number, Line[]>(POST_SIZES.map((size) => [size, []]));
  for (const size of [...POST_SIZES, ...[...POST_SIZES].reverse()])
    postRuns
      .get(size)!
      .push(await measure(`${at(cachedPort)}/v1/profile/content/images/bench${size}`, signedIn, cached));
  const byPosts = new Map([...postRuns].map(([size, runs]) => [size, mergeRuns(runs)]));
  const postGrowth = byPosts.get(2000)!.p50 / Math.max(byPosts.get(20)!.p50, 0.5);
  say(
    `signed-in Snap tab at ${POST_SIZES.map(n).join('/')} posts | ${POST_SIZES.map((s) => n(byPosts.get(s)!.rps)).join('/')} rps, p50 ${POST_SIZES.map((s) => byPosts.get(s)!.p50).join('/')} ms (2,000 over 20: x${postGrowth.toFixed(2)})`,
  );

  if (ONLY) return;
  // the summary: the targets, and every line's p99
  const html = visitor.html!.cached;
  const signedInPage = viewer.html!;
  const htmlVerdict = ratioVerdict(html, TARGETS.htmlCached);
  const healthVerdict = ratioVerdict(health!, TARGETS.health);
  const signedInVerdict = ratioVerdict(signedInPage, TARGETS.signedIn);
  const ratioText = (c: Compared) =>
    c.scaled === null
      ? `${c.ratio.toFixed(3)} of the replay`
      : `${c.ratio.toFixed(3)} of the replay, ${c.scaled.toFixed(3)} scaled to a whole core`;
  const p99s: [string, number][] = [
    ...Object.entries(visitor).flatMap(([name, v]): [string, number][] => [
      [`visitor ${name} uncached`, v.uncached.product.p99],
      [`visitor ${name} cached`, v.cached.product.p99],
    ]),
    ['health', health!.product.p99],
    ...Object.entries(viewer).map(([name, v]): [string, number] => [`signed-in ${name}`, v.product.p99]),
    ...GIFT_SIZES.map((s): [string, number] => [`${n(s)} gifts`, byGifts.get(s)!.p99]),
    ...POST_SIZES.map((s): [string, number] => [`${n(s)} posts`, byPosts.get(s)!.p99]),
  ];
  const within = p99s.filter(([, p99]) => p99 <= TARGETS.p99Ms).length;
  const checks = [
    htmlVerdict,
    healthVerdict,
    signedInVerdict,
    { met: giftGrowth >= TARGETS.giftGrowth },
    { met: within === p99s.length },
  ];
  const values = (entries: [string, Line | Compared][]) =>
    entries.map(([name, line]) => `${name} ${('product' in line ? line.product : line).p99}`).join(' ');
  const summary = [
    `bench:api summary, PostgreSQL, ${CONNECTIONS} connections`,
    `visitor's creator page HTML, cached: ${ratioText(html)} (target ≥ ${TARGETS.htmlCached}: ${htmlVerdict.text}; cache on, ${visitor.html!.cache}; uncached ${visitor.html!.uncached.ratio.toFixed(3)})`,
    `GET /v1/health: ${ratioText(health!)} (target ≥ ${TARGETS.health}: ${healthVerdict.text})`,
    `signed-in creator page: ${ratioText(signedInPage)} (target ≥ ${TARGETS.signedIn}: ${signedInVerdict.text})`,
    `100,000 gifts over 20: ${giftGrowth.toFixed(2)} (target ≥ ${TARGETS.giftGrowth}: ${giftGrowth >= TARGETS.giftGrowth ? 'met' : 'missed'})`,
    `p99 ms (target ≤ ${TARGETS.p99Ms} on every line: ${within === p99s.length ? 'met' : 'missed'}, ${within} of ${p99s.length} within): ` +
      `visitor uncached ${values(Object.entries(visitor).map(([k, v]) => [k, v.uncached]))}; ` +
      `cached ${values(Object.entries(visitor).map(([k, v]) => [k, v.cached]))}; ` +
      `health ${health!.product.p99}; ` +
      `signed-in ${values(Object.entries(viewer))}; ` +
      `signed-in page at ${GIFT_SIZES.map(n).join('/')} gifts ${GIFT_SIZES.map((s) => byGifts.get(s)!.p99).join('/')}; ` +
      `Snap tab at ${POST_SIZES.map(n).join('/')} posts ${POST_SIZES.map((s) => byPosts.get(s)!.p99).join('/')}`,
    `targets met ${checks.filter((c) => c.met).length} of ${checks.length}`,
  ].join(' | ');
  say(summary);

  await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  await fs.writeFile(
    path.join(root, 'bench', 'results', 'api.json'),
    `${JSON.stringify(
      {
        connections: CONNECTIONS,
        seconds: SECONDS,
        targets: TARGETS,
        visitor,
        health,
        signed_in: viewer,
        by_gifts: Object.fromEntries(byGifts),
        gifts_100000_over_20: giftGrowth,
        by_posts: Object.fromEntries(byPosts),
        posts_p50_2000_over_20: postGrowth,
        p99: Object.fromEntries(p99s),
        report,
      },
      null,
      2,
    )}\n`,
  );
  if (STRICT && checks.some((check) => !check.met)) process.exitCode = 1;
}

try {
  await main();
} finally {
  await cleanup();
}
