/**
 * The creator page's public calls under load, on PostgreSQL: requests per second, p50 and p99 at 50
 * connections, against a bare `node:http` server sending the same bytes from memory in the same run;
 * then the posts list of creators with 20, 200 and 2,000 posts, to see that its time stays flat.
 *
 *   npm run bench:api        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_DATABASE_URL to tune)
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3900 + Math.floor(Math.random() * 50);
const BARE_PORT = PORT + 60;
const SIZES = [20, 200, 2000];

const createDatabase = () => createScratchDatabase(ADMIN_URL, 'pixel_bench');

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
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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

async function load(url: string) {
  // a short warm-up, then the measured run
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
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
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  let bare: ChildProcess | undefined;
  try {
    await seed(pool);
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
    const scaling: Record<number, number> = {};
    for (const size of SIZES) {
      scaling[size] = (await load(`${base}/v1/profile/content/images/bench${size}`)).p50;
    }
    const growth = scaling[2000]! / Math.max(scaling[20]!, 0.5);
    summary.scaling = { p50_ms: scaling, growth_2000_over_20: growth };
    parts.push(
      `posts p50 at 20/200/2000 posts ${SIZES.map((s) => scaling[s]).join('/')} ms (x${growth.toFixed(2)})`,
    );

    await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'bench', 'results', 'api.json'),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(`bench:api ${CONNECTIONS} connections, ${SECONDS} s each | ${parts.join(' | ')}`);
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    await pool.end();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
