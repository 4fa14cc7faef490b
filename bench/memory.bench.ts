/**
 * What `npm start` keeps running, and whether it gives memory back after load: `npm start` itself (its
 * build, then the server, `APP_ENV=production` on a fresh PostgreSQL database) and every process under
 * it, read from /proc as resident memory (RSS) and as proportional memory (PSS: a page that several of the
 * processes share, the Node.js binary's say, counted once), idle after settling, then 30 s after 60 s of
 * load: the creator page and its calls, a signed-out visitor's and a signed-in viewer's in turn, at 50
 * connections (load-generator.ts). The same run measures a bare node:http server the same way, replaying
 * the bytes PIXEL answered, under the same load. Targets: the idle tree at 130 MB or less, and after the
 * load at 1.5 times its idle size or less.
 *
 *   npm run bench:memory   (BENCH_DATABASE_URL, BENCH_SETTLE_SECONDS, BENCH_LOAD_SECONDS, BENCH_AFTER_SECONDS,
 *                           BENCH_CONNECTIONS)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';
import { processStats, stop } from './children.ts';
import {
  type Answer,
  BROWSER,
  capture,
  GENERATOR,
  pagePaths,
  replayKey,
  seedCreatorPage,
  startReplay,
} from './creator-page.ts';
import type { LoadOptions, LoadResult } from './load-generator.ts';
import { productionEnv } from './production.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const AFTER_SECONDS = Number(process.env.BENCH_AFTER_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGETS = { idleMb: 130, afterOverIdle: 1.5 };
const SESSION_SECRET = 'bench-session-secret-of-at-least-32-characters';
const PRODUCT_PORT = 3901;
const BARE_PORT = 3903;
const root = path.resolve(import.meta.dirname, '..');

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function answers(url: string, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(0.25);
  }
  throw new Error(`${url} did not answer`);
}

// --- reading a process tree -----------------------------------------------------------------------------

interface ProcessMemory {
  pid: number;
  /** The command's first words (`npm start`, `node … dist/main.js`). */
  name: string;
  rssMb: number;
  pssMb: number;
  /** PSS of memory no file backs (heaps, malloc's arenas, stacks) and of files mapped (the binary, libraries). */
  anonMb: number;
  fileMb: number;
}

interface TreeMemory {
  rssMb: number;
  pssMb: number;
  processes: ProcessMemory[];
}

/** `pid` and every process under it. */
function processTree(pid: number) {
  const children = new Map<number, number[]>();
  for (const { pid: child, stat } of processStats()) {
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

const kB = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

function readTree(pid: number): TreeMemory {
  const processes = processTree(pid).map((each): ProcessMemory => {
    const status = readFileSync(`/proc/${each}/status`, 'utf8');
    const rollup = readFileSync(`/proc/${each}/smaps_rollup`, 'utf8');
    const words = readFileSync(`/proc/${each}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = words.find((word) => word.endsWith('.js') || word === 'start' || word === '-e');
    return {
      pid: each,
      name: `${path.basename(words[0] ?? '?')}${script ? ` ${path.basename(script)}` : ''}`,
      rssMb: kB(status, 'VmRSS') / 1024,
      pssMb: kB(rollup, 'Pss') / 1024,
      anonMb: kB(rollup, 'Pss_Anon') / 1024,
      fileMb: kB(rollup, 'Pss_File') / 1024,
    };
  });
  const sum = (pick: (p: ProcessMemory) => number) => processes.reduce((total, p) => total + pick(p), 0);
  return { rssMb: sum((p) => p.rssMb), pssMb: sum((p) => p.pssMb), processes };
}

// --- loading ---------------------------------------------------------------------------------------------

/** Runs the load generator against `url` with the page's mix; answers its result. */
async function load(url: string, requests: NonNullable<LoadOptions['requests']>) {
  const options: LoadOptions = {
    url,
    headers: BROWSER,
    requests,
    connections: CONNECTIONS,
    warmupSeconds: 0,
    seconds: LOAD_SECONDS,
  };
  const child = spawn(process.execPath, [...GENERATOR, JSON.stringify(options)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let result: LoadResult | undefined;
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (line.startsWith('{')) result = JSON.parse(line) as LoadResult;
  }
  if (!result) throw new Error(`the load generator failed on ${url}`);
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

interface Measured {
  idle: TreeMemory;
  after: TreeMemory;
  rps: number;
}

/** Idle after settling, then `AFTER_SECONDS` after `LOAD_SECONDS` of the mix. */
async function measure(pid: number, url: string, requests: NonNullable<LoadOptions['requests']>) {
  await sleep(SETTLE_SECONDS);
  const idle = readTree(pid);
  const { rps } = await load(url, requests);
  await sleep(AFTER_SECONDS);
  return { idle, after: readTree(pid), rps };
}

// --- the run ---------------------------------------------------------------------------------------------

/** Stops a started tree: its first process and, should any outlive it, the rest of its process group. */
async function stopTree(child: ChildProcess) {
  await stop(child);
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // the group has gone with it
  }
}

async function main() {
  const database = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench' });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-memory-'));
  try {
    const migrated = await openDatabase({ url: database.url, dataDir: null });
    await migrated.close();
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const { creator, cookie } = await seedCreatorPage(pool, SESSION_SECRET).finally(() => pool.end());
    const paths = pagePaths(creator.pageUrl);
    const signedIn = { ...BROWSER, cookie };
    const requests = [
      ...Object.values(paths.visitor).map((p) => ({ path: p, headers: BROWSER })),
      ...Object.values(paths.signedIn).map((p) => ({ path: p, headers: signedIn })),
    ];

    // `npm start` as a person types it: the build, then the server; its own group, so all of it stops
    const npmStart = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        ...productionEnv({ databaseUrl: database.url, port: PRODUCT_PORT, dataDir }),
        SESSION_SECRET,
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      // its build's output and the server's go to stderr, so a failure says why
      stdio: ['ignore', process.stderr, 'inherit'],
      detached: true,
    });
    const product = `http://127.0.0.1:${PRODUCT_PORT}`;
    let pixel: Measured;
    const replayed = new Map<string, Answer>();
    try {
      const exited = new Promise<never>((_, reject) =>
        npmStart.once('exit', (code) => reject(new Error(`npm start exited (${code}) before answering`))),
      );
      await Promise.race([answers(`${product}/v1/ready`, 600), exited]);
      pixel = await measure(npmStart.pid!, product, requests);
      for (const r of requests)
        replayed.set(replayKey('cookie' in r.headers, r.path), await capture(product + r.path, r.headers));
    } finally {
      await stopTree(npmStart);
    }

    const replay = await startReplay(replayed, dataDir, BARE_PORT);
    let bare: Measured;
    try {
      await answers(`http://127.0.0.1:${BARE_PORT}${paths.visitor.profile}`, 30);
      bare = await measure(replay.pid!, `http://127.0.0.1:${BARE_PORT}`, requests);
    } finally {
      await stop(replay);
    }

    const mb = (n: number) => `${n.toFixed(0)} MB`;
    const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
    const each = (tree: TreeMemory) =>
      tree.processes
        .map(
          (p) =>
            `${p.name} ${mb(p.rssMb)} (PSS ${mb(p.pssMb)}: ${mb(p.anonMb)} anonymous, ${mb(p.fileMb)} files)`,
        )
        .join(' + ');
    const growth = (m: Measured) => m.after.pssMb / m.idle.pssMb;
    const rssGrowth = (m: Measured) => m.after.rssMb / m.idle.rssMb;
    console.log(`npm start, idle: ${each(pixel.idle)}`);
    console.log(`npm start, after load: ${each(pixel.after)}`);
    console.log(`bare node:http, idle: ${each(bare.idle)}; after load: ${each(bare.after)}`);
    console.log(
      `bench:memory npm start on PostgreSQL, Node.js ${process.version}, ${CONNECTIONS} connections | ` +
        `idle after ${SETTLE_SECONDS} s: ${pixel.idle.processes.length} processes, RSS ${mb(pixel.idle.rssMb)}, PSS ${mb(pixel.idle.pssMb)} ` +
        `(target ≤ ${TARGETS.idleMb}: RSS ${verdict(pixel.idle.rssMb <= TARGETS.idleMb)}, PSS ${verdict(pixel.idle.pssMb <= TARGETS.idleMb)}) | ` +
        `${AFTER_SECONDS} s after ${LOAD_SECONDS} s of load (${Math.round(pixel.rps)} rps): RSS ${mb(pixel.after.rssMb)}, PSS ${mb(pixel.after.pssMb)}, ` +
        `${growth(pixel).toFixed(2)} x idle PSS, ${rssGrowth(pixel).toFixed(2)} x idle RSS ` +
        `(target ≤ ${TARGETS.afterOverIdle} x: PSS ${verdict(growth(pixel) <= TARGETS.afterOverIdle)}, RSS ${verdict(rssGrowth(pixel) <= TARGETS.afterOverIdle)}) | ` +
        `bare node:http idle RSS ${mb(bare.idle.rssMb)}, PSS ${mb(bare.idle.pssMb)}; after the same load (${Math.round(bare.rps)} rps) ` +
        `RSS ${mb(bare.after.rssMb)}, PSS ${mb(bare.after.pssMb)}, ${growth(bare).toFixed(2)} x idle PSS, ${rssGrowth(bare).toFixed(2)} x idle RSS | ` +
        `tree over bare, idle PSS ${(pixel.idle.pssMb / bare.idle.pssMb).toFixed(2)}, after ${(pixel.after.pssMb / bare.after.pssMb).toFixed(2)}`,
    );
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
