import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../src/test/scratch-database.ts';

const serverDir = new URL('..', import.meta.url).pathname;

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks again until `check` answers something other than undefined, or throws after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, what = 'it') {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${String(lastError ?? '')}`);
    await sleep(250);
  }
}

/** A fresh database on the PostgreSQL server the suite uses, dropped by `drop`. */
export async function freshDatabase() {
  const scratch = await createScratchDatabase(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    { prefix: 'pixel_cluster' },
  );
  return {
    ...scratch,
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** A Redis server of the suite's own, so it can be stopped in the middle of a run. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const answers = () =>
    new Promise<true | undefined>((resolve) => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.end();
        resolve(true);
      });
      probe.on('error', () => resolve(undefined));
    });
  await eventually(answers, 10_000, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    /** The redis-server process, to stall it (SIGSTOP) and let it go on (SIGCONT). */
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Instance {
  name: string;
  url: string;
  pid: number;
  log: () => string;
  /** Sends SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts one server process (`node --import tsx src/main.ts`) and waits until it answers. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-64 * 1024);
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited: ${output}`);
      const response = await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(2_000) });
      return response.ok ? true : undefined;
    },
    // an instance that makes the demo first answers once it has (SEED_DEMO)
    180_000,
    `instance ${name} to start`,
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output}`);
  });
  return {
    name,
    url,
    pid: child.pid!,
    log: () => output,
    async stop() {
      // one that has exited, or was killed by a signal (no exit code then), has nothing to stop
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Runs a PostgreSQL program; as root, as the `postgres` user (initdb and the server refuse root). */
async function runPostgresProgram(program: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const child = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${path.basename(program)} ${args.join(' ')} failed (${code}): ${output}`);
}

/** The newest PostgreSQL server programs installed (Debian's /usr/lib/postgresql/<major>/bin), or PATH's. */
async function postgresBin() {
  const root = '/usr/lib/postgresql';
  const majors = await fs.readdir(root).catch(() => [] as string[]);
  const newest = majors.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  return (program: string) => (newest ? path.join(root, newest, 'bin', program) : program);
}

/**
 * A PostgreSQL server of the suite's own (initdb and pg_ctl in a temporary directory, on a free port), so
 * it can be stopped and started again in the middle of a run. `url` is its `postgres` database.
 */
export async function startPostgres(options: { maxConnections?: number } = {}) {
  const bin = await postgresBin();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-pg-'));
  if (process.getuid?.() === 0) {
    const owner = await postgresUser();
    await fs.chown(dir, owner.uid, owner.gid);
  }
  const data = path.join(dir, 'data');
  const initdb = ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'];
  await runPostgresProgram(bin('initdb'), initdb);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 200}`,
    '-c fsync=off',
  ].join(' ');
  const pgCtl = (...args: string[]) => runPostgresProgram(bin('pg_ctl'), ['-D', data, ...args]);
  const start = () => pgCtl('-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings, 'start');
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    port,
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    /** Stops the server as an operator would (fast: open connections are ended). */
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The `postgres` user's ids, from the password file. */
async function postgresUser() {
  const line = (await fs.readFile('/etc/passwd', 'utf8')).split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user to run PostgreSQL as (the server refuses to run as root)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
