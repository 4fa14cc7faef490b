import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a server that started once on a fresh database and stopped, copied for each file. */
    serverTemplate: string;
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
   * SIGTERM, wait for the exit, delete the data directory (unless `keepData`: a journey starts the server
   * on it again); throws when the server did not stop cleanly
   */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** Where a server starts again: the data directory and the port of one that stopped with `keepData`. */
export type ServerPlace = { dataDir: string; port: number };

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

async function startOnce(
  port: number,
  extraEnv: Record<string, string>,
  reusedDataDir?: string,
  template?: string,
): Promise<RunningServer> {
  const dataDir = reusedDataDir ?? mkdtempSync(path.join(tmpdir(), 'pixel-e2e-'));
  if (template && !reusedDataDir) await cp(template, dataDir, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-logLimit);
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

async function startOnFreePort(env: Record<string, string>, template?: string): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), env, undefined, template);
    } catch (error) {
      if (!(error instanceof AddressInUse) || attempt === 3) throw error;
    }
  }
}

/**
 * Starts the compiled server (`node server/dist/main.js`) on a free port with a fresh database in a
 * temporary directory, a copy of the template's (see `makeServerTemplate`), serving the built web app, and
 * waits until /v1/health answers. `env` adds settings a journey is about (a captcha provider, say); `at`
 * starts it again on the data directory and the port of one stopped with `keepData`, so its addresses stay
 * valid.
 */
export async function startServer(
  env: Record<string, string> = {},
  at?: ServerPlace,
): Promise<RunningServer> {
  checkBuilt();
  // the port was this server's a moment ago: taken meanwhile, the journey cannot go on anyway
  if (at) return startOnce(at.port, env, at.dataDir);
  return startOnFreePort(env, inject('serverTemplate'));
}

/**
 * A data directory as a server leaves it after its first start on an empty one (the embedded database
 * created and migrated) and a clean stop: a copy starts in a third of the time a fresh one takes.
 */
export async function makeServerTemplate(): Promise<string> {
  checkBuilt();
  const server = await startOnFreePort({});
  await server.stop({ keepData: true });
  return server.dataDir;
}
