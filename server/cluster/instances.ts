import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
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
    'pixel_cluster',
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
    90_000,
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
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
