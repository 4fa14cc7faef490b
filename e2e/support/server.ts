import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cp, open, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { repoRoot } from './paths.ts';

/** A server that global setup started for the journeys of every worker to share, one per worker. */
export type SharedServer = { baseUrl: string; logFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a server that started once on a fresh database and stopped, copied for each file. */
    serverTemplate: string;
    /** The shared servers, the one at index `VITEST_POOL_ID - 1` for the files of that worker. */
    sharedServers: SharedServer[];
  }
}

/** The server as `npm start` runs it: `npm run test:e2e` builds it before the journeys. */
const serverEntry = path.join(repoRoot, 'server/dist/main.js');

const startTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;
const logLimit = 64 * 1024;

export type RunningServer = {
  /** http://localhost:<port>, the PUBLIC_URL the server puts in its mails */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** the last 64 KiB of the server's stdout and stderr */
  log: () => string;
  /**
   * SIGTERM, wait for the exit, delete the data directory (unless `keepData`: the template's is kept to be
   * copied); throws when the server did not stop cleanly
   */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** A port that was free a moment ago (start retries when another process takes it first). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
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

type Exit = { code: number | null; signal: NodeJS.Signals | null };

function exited(child: ChildProcess): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

class AddressInUse extends Error {}

type StartOptions = {
  env: Record<string, string>;
  /** a data directory to start a copy of */
  template?: string;
  /** a file the server's output is appended to as well, for processes that cannot call `log()` */
  logFile?: string;
};

async function startOnce(
  port: number,
  { env: extraEnv, template, logFile }: StartOptions,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pixel-e2e-'));
  if (template) await cp(template, dataDir, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-logLimit);
    if (logFile) appendFileSync(logFile, chunk);
  };

  // Only what the server needs: nothing from the developer's shell (DATABASE_URL, REDIS_URL, NODE_ENV from
  // vitest, a captcha provider) may change what the journeys run against.
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      TMPDIR: tmpdir(),
      APP_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      MAIL_DRIVER: 'outbox',
      CAPTCHA_PROVIDER: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  // if the test process dies without running afterAll, do not leave the server or its files behind
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const exit = exited(child);
  let stopped = false;
  const stop = async ({ keepData = false }: { keepData?: boolean } = {}) => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    const alreadyExited = child.exitCode !== null || child.signalCode !== null;
    if (!alreadyExited) child.kill('SIGTERM');
    const result = await Promise.race([exit, sleep(stopTimeoutMs).then(() => 'timeout' as const)]);
    if (result === 'timeout') {
      child.kill('SIGKILL');
      await exit;
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    if (result === 'timeout') {
      throw new Error(`the server did not stop within ${stopTimeoutMs / 1000} s of SIGTERM:\n${output}`);
    }
    if (alreadyExited || result.code !== 0) {
      const how = alreadyExited ? 'exited during the run' : 'did not shut down cleanly after SIGTERM';
      throw new Error(`the server ${how} (code ${result.code}, signal ${result.signal}):\n${output}`);
    }
  };

  const server: RunningServer = { baseUrl, port, dataDir, log: () => output, stop };

  const deadline = Date.now() + startTimeoutMs;
  const early: { exit?: Exit } = {};
  void exit.then((result) => {
    early.exit = result;
  });
  while (Date.now() < deadline) {
    const exitedEarly = early.exit;
    if (exitedEarly) {
      process.off('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
      if (output.includes('EADDRINUSE')) throw new AddressInUse(output);
      throw new Error(`the server exited while starting (code ${exitedEarly.code}):\n${output}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) {
        const body = (await response.json()) as { data?: { status?: string } };
        if (body.data?.status === 'ok') return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop().catch(() => undefined);
  throw new Error(`the server did not answer /v1/health within ${startTimeoutMs / 1000} s:\n${output}`);
}

function checkBuilt() {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html')) || !existsSync(serverEntry)) {
    throw new Error('web/dist or server/dist is missing: build first (`npm run test:e2e` does)');
  }
}

async function startOnFreePort(options: StartOptions): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), options);
    } catch (error) {
      if (!(error instanceof AddressInUse) || attempt === 3) throw error;
    }
  }
}

/**
 * Starts the compiled server (`node server/dist/main.js`) on a free port with a fresh database in a
 * temporary directory, a copy of the template's (see `makeServerTemplate`), serving the built web app, and
 * waits until /v1/health answers. `env` adds settings a journey is about (a captcha provider, say).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  checkBuilt();
  return startOnFreePort({ env, template: inject('serverTemplate') });
}

/**
 * A data directory as a server leaves it after its first start on an empty one (the embedded database
 * created and migrated) and a clean stop: a copy starts in a third of the time a fresh one takes.
 */
export async function makeServerTemplate(): Promise<string> {
  checkBuilt();
  const server = await startOnFreePort({ env: {} });
  await server.stop({ keepData: true });
  return server.dataDir;
}

/**
 * Settings of the shared servers: each file's requests say in X-Forwarded-For which file they come from
 * (`clientHeaders`), and the server, trusting the one proxy in front, counts its per-address limits (sign-ups,
 * log-ins, gifts) per file, as when every file had a server of its own.
 */
const sharedServerEnv = { TRUST_PROXY: '1' };

/**
 * Starts `count` servers on copies of `template`, for the journeys that need no settings of their own to
 * share, with their output appended to a file each (a failed journey's notes end with it).
 */
export async function startSharedServers(
  template: string,
  count: number,
): Promise<{ servers: RunningServer[]; shared: SharedServer[] }> {
  checkBuilt();
  const logDir = mkdtempSync(path.join(tmpdir(), 'pixel-e2e-logs-'));
  const logFiles = Array.from({ length: count }, (_, index) =>
    path.join(logDir, `shared-server-${index + 1}.log`),
  );
  const started = await Promise.allSettled(
    logFiles.map((logFile) => startOnFreePort({ env: sharedServerEnv, template, logFile })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await rm(logDir, { recursive: true, force: true });
    throw failed.reason;
  }
  const shared = servers.map((server, index) => ({ baseUrl: server.baseUrl, logFile: logFiles[index]! }));
  return { servers, shared };
}

/** The shared server of this worker. */
export function sharedServer(): SharedServer {
  const servers = inject('sharedServers');
  // 1 to maxWorkers: a file always runs alone on its worker's server
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no shared server: global setup starts them (support/global-setup.ts)');
  return server;
}

/** Whether `baseUrl` is a shared server's, where a journey must not change what the other files see. */
export function isShared(baseUrl: string): boolean {
  return inject('sharedServers').some((server) => server.baseUrl === baseUrl);
}

/** Throws, with the server's output, unless the shared server answers /v1/health. */
export async function stillAnswers(server: SharedServer): Promise<void> {
  const health = await fetch(`${server.baseUrl}/v1/health`, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (!health) {
    throw new Error(`the shared server stopped answering:\n${await sharedServerLog(server).catch(String)}`);
  }
}

/** The last 64 KiB of what a shared server has written, every file's requests in it. */
export async function sharedServerLog(server: SharedServer): Promise<string> {
  const file = await open(server.logFile, 'r');
  try {
    const { size } = await file.stat();
    const length = Math.min(size, logLimit);
    const { buffer } = await file.read(Buffer.alloc(length), 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    await file.close();
  }
}

/**
 * The headers every request of this file to the API sends, the browser's included: on a shared server, the
 * address of a client of the file's own in X-Forwarded-For (10.x.y.z, from the file's name, the same in every
 * run); elsewhere none. The development routes (/dev/...) answer only requests that no proxy passed on: they
 * are asked without these.
 */
export function clientHeaders(baseUrl: string): Record<string, string> {
  if (!isShared(baseUrl)) return {};
  const file = path.relative(repoRoot, expect.getState().testPath ?? '');
  const [a, b, c] = createHash('sha256').update(file).digest();
  return { 'x-forwarded-for': `10.${a}.${b}.${Math.max(c!, 1)}` };
}
