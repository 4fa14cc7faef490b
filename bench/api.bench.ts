/**
 * The creator page's public calls under load, on PostgreSQL: requests per second, p50 and p99 at 50
 * connections for a signed-out visitor, against a bare `node:http` server sending the same bytes from
 * memory in the same run; then the posts list as a signed-in viewer sees it (made afresh for each
 * request, the public page cache never answers it) for creators with 20, 200 and 2,000 posts, to see
 * that the query's time stays flat.
 *
 *   npm run bench:api        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_DATABASE_URL to tune; BENCH_PROFILE)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';
import { hashToken, randomToken } from '../server/src/lib/tokens.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3900 + Math.floor(Math.random() * 50);
const BARE_PORT = PORT + 60;
const SIZES = [20, 200, 2000];

const SESSION_SECRET = 'bench-session-secret-of-at-least-32-characters';

const createDatabase = () => createScratchDatabase(ADMIN_URL, 'pixel_bench');

/** A signed-in viewer: their session cookie. */
async function viewerSession(pool: pg.Pool) {
  const viewer = randomUUID();
  await pool.query(
    `insert into users (id, email, page_url, page_name, status, referral_code)
     values ($1, 'viewer@example.ph', 'benchviewer', 'Viewer', 'active', 'BVIEWER0')`,
    [viewer],
  );
  const token = randomToken(32);
  await pool.query(
    `insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [hashToken(SESSION_SECRET, token), viewer],
  );
  return `pixel_session=${token}`;
}

/** One creator per size, each with that many published free Snaps and a few settled gifts. */
async function seed(pool: pg.Pool) {
  for (const size of SIZES) {
    const creator = randomUUID();
    await pool.query(
      `insert into users (id, email, page_url, page_name, status, referral_code, bio)
       values ($1, $2, $3, $4, 'active', $5, 'Sketches and paintings from Cebu.')`,
      [
        creator,
        `bench${size}@example.ph`,
        `bench${size}`,
        `Bench ${size}`,
        `B${String(size).padStart(7, '0')}`,
      ],
    );
    for (let start = 0; start < size; start += 500) {
      const count = Math.min(500, size - start);
      const posts = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), n: start + i }));
      await pool.query(
        `insert into photo_posts (id, user_id, kind, caption, created_at)
         values ${posts.map((p) => `('${p.id}', '${creator}', 'snap', 'Post ${p.n}', now() - interval '${p.n} minutes')`).join(',')}`,
      );
      await pool.query(
        `insert into photos (post_id, position, original_key, wh500_key, preview_key)
         values ${posts.map((p) => `('${p.id}', 0, 'uploads/${p.id}.jpg', 'uploads/${p.id}-5.jpg', 'uploads/${p.id}-p.jpg')`).join(',')}`,
      );
    }
  }
}

function startServer(env: Record<string, string>) {
  // BENCH_PROFILE=dir writes a V8 CPU profile of the server there
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** A bare node:http server answering every path with the bytes the product sent for it. */
function startBare(answers: Record<string, { body: string; type: string }>) {
  const source = `
    const http = require('node:http');
    const answers = ${JSON.stringify(answers)};
    http.createServer((req, res) => {
      const answer = answers[req.url];
      res.writeHead(answer ? 200 : 404, { 'content-type': answer ? answer.type : 'text/plain' });
      res.end(answer ? answer.body : '');
    }).listen(${BARE_PORT}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
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

async function load(url: string, headers: Record<string, string> = {}) {
  // a short warm-up, then the measured run
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

async function main() {
  const database = await createDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-'));
  const migrated = await openDatabase({ url: database.url, dataDir: null });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const server = startServer({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_ENV: 'development',
    SEED_DEMO: '0',
    LOG_LEVEL: 'info',
    SESSION_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  let bare: ChildProcess | undefined;
  try {
    await seed(pool);
    const cookie = await viewerSession(pool);
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/v1/health`);
    const calls = {
      profile: '/v1/profile/bench20',
      gifts: '/v1/profile/bench20/gifts',
      posts: '/v1/profile/content/images/bench20',
    };
    const answers: Record<string, { body: string; type: string }> = {};
    for (const pathname of Object.values(calls)) {
      const response = await fetch(base + pathname);
      answers[pathname] = { body: await response.text(), type: response.headers.get('content-type') ?? '' };
    }
    bare = startBare(answers);
    await waitFor(`http://127.0.0.1:${BARE_PORT}${calls.profile}`);

    const parts: string[] = [];
    const summary: Record<string, unknown> = {};
    for (const [name, pathname] of Object.entries(calls)) {
      const product = await load(base + pathname);
      const baseline = await load(`http://127.0.0.1:${BARE_PORT}${pathname}`);
      const ratio = product.rps / baseline.rps;
      summary[name] = { product, baseline, ratio };
      parts.push(
        `${name} ${Math.round(product.rps)} rps (bare ${Math.round(baseline.rps)}, ratio ${ratio.toFixed(2)}) p50 ${product.p50} ms p99 ${product.p99} ms`,
      );
    }
    // signed in, so every request runs the handler and its queries
    const scaling: Record<number, Awaited<ReturnType<typeof load>>> = {};
    for (const size of SIZES) {
      scaling[size] = await load(`${base}/v1/profile/content/images/bench${size}`, { cookie });
    }
    const growth = scaling[2000]!.p50 / Math.max(scaling[20]!.p50, 0.5);
    summary.signed_in_scaling = { by_posts: scaling, growth_2000_over_20: growth };
    parts.push(
      `signed-in posts at 20/200/2000 posts ${SIZES.map((s) => Math.round(scaling[s]!.rps)).join('/')} rps, p50 ${SIZES.map((s) => scaling[s]!.p50).join('/')} ms (x${growth.toFixed(2)})`,
    );

    await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'bench', 'results', 'api.json'),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(`bench:api ${CONNECTIONS} connections, ${SECONDS} s each, visitor | ${parts.join(' | ')}`);
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    await pool.end();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
