/**
 * What one idle production process holds: the server as `npm start` runs it (the compiled build,
 * decision 0077, with the built web app it serves) on PostgreSQL with APP_ENV=production, against the same server run from its sources
 * through tsx and a bare node:http server, each started in the same run, given 15 s to settle after its
 * first answer, then read from /proc (resident set: the process's own memory and the pages of its
 * files it touched). Target: the production process at 120 MB or less.
 *
 *   npm run bench:memory     (BENCH_DATABASE_URL, BENCH_SETTLE_SECONDS to tune)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';
import { stop } from './children.ts';
import { buildServer, productionEnv, serverDir, startCommand } from './production.ts';
import { buildWebIfStale } from './web-build.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
const TARGET_MB = 120;
const root = path.resolve(import.meta.dirname, '..');

const production = (databaseUrl: string, port: number) => ({
  ...process.env,
  ...productionEnv({ databaseUrl, port, dataDir: path.join(root, 'data', 'bench-memory') }),
});

async function answers(url: string) {
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

/** Starts `args` with this Node.js, waits for `url`, lets it settle, and answers its resident set in MB. */
async function idleResidentMb(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; url: string }) {
  const child: ChildProcess = spawn(process.execPath, args, {
    ...options,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await answers(options.url);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  } finally {
    await stop(child);
  }
}

async function main() {
  // the server serves the built web app, as `npm start` builds it: its files are routes the process holds
  await buildWebIfStale({ root, label: 'bench:memory' });
  buildServer();
  const database = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench' });
  try {
    const compiled = await idleResidentMb(startCommand(), {
      cwd: serverDir,
      env: production(database.url, 3901),
      url: 'http://127.0.0.1:3901/v1/ready',
    });
    const fromSource = await idleResidentMb(['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: production(database.url, 3902),
      url: 'http://127.0.0.1:3902/v1/ready',
    });
    const bareSource = `require('node:http').createServer((q, s) => s.end('ok')).listen(3903, '127.0.0.1')`;
    const bare = await idleResidentMb(['-e', bareSource], {
      cwd: root,
      env: process.env,
      url: 'http://127.0.0.1:3903/',
    });
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    console.log(
      `bench:memory idle production process on PostgreSQL, Node.js ${process.version}, after ${SETTLE_SECONDS} s | ` +
        `compiled (npm start) ${mb(compiled)} (target ${TARGET_MB}) | from sources with tsx ${mb(fromSource)} | ` +
        `bare node:http ${mb(bare)} | compiled over bare ${(compiled / bare).toFixed(2)}` +
        (compiled <= TARGET_MB ? ' | target met' : ' | above the target'),
    );
  } finally {
    await database.drop();
  }
}

await main();
