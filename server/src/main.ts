import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, parseConfig } from './config/config.ts';
import { openDatabase, withStartupLock } from './db/client.ts';
import { buildApp } from './app.ts';
import { createJobQueue } from './jobs/queue.ts';
import { drainThenClose } from './features/ops/drain.ts';
import { chooseStorage } from './adapters.ts';
import { isUnreachable, type Storage } from './providers/storage/storage.ts';
import { settleHeapWhenQuiet, type CollectGarbage } from './lib/settle-heap.ts';
import {
  serveStaffCommands,
  staffCommandAddress,
  staffCommandsServed,
} from './features/admin/staff-command.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Checks the storage; S3 that cannot be reached (or fails on its side) is asked again, at growing
 * intervals up to 30 s, for as long as it takes: an instance started during a storage outage comes up
 * after it. A refusal (no such bucket, no permission) or a local disk not writable is a mistake: it throws.
 */
async function waitForStorage(storage: Storage, driver: 'local' | 's3') {
  for (let attempt = 0; ; attempt++) {
    try {
      return await storage.check();
    } catch (error) {
      if (driver !== 's3' || !isUnreachable(error)) throw error;
      const seconds = Math.min(30, 2 ** attempt);
      console.error(
        `S3 storage cannot be reached (${(error as Error).name}: ${(error as Error).message}); trying again in ${seconds} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const storage = await chooseStorage(config);
  try {
    await waitForStorage(storage, config.storage.driver);
  } catch (error) {
    fail(
      config.storage.driver === 's3'
        ? `Invalid configuration: S3_BUCKET ${config.storage.s3.bucket} refused access${config.storage.s3.endpoint ? ` at S3_ENDPOINT ${config.storage.s3.endpoint}` : ''} (${(error as Error).name}: ${(error as Error).message})`
        : `Invalid configuration: DATA_DIR ${config.dataDir} is not writable (${(error as Error).message})`,
    );
  }

  // the embedded database is one process's at a time: a second server on it would see and write a copy
  // that goes out of step with the first's (decision 0124)
  const staffAddress = config.databaseUrl ? null : staffCommandAddress(config.dataDir);
  if (staffAddress && (await staffCommandsServed(staffAddress))) {
    fail(
      `Another PIXEL server is running on the embedded database in ${config.dataDir}: stop it first, or give this one a DATA_DIR of its own.`,
    );
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    pipelined: config.databasePipelined,
  });
  // the app's logger once it exists; before that the queue only reports errors
  const logger: { current: FastifyBaseLogger | null } = { current: null };
  const jobs = createJobQueue({
    target: database.queueTarget,
    db: database.db,
    log: {
      info: (obj, msg) => logger.current?.info(obj, msg),
      warn: (obj, msg) => logger.current?.warn(obj, msg),
      error: (obj, msg) => (logger.current ? logger.current.error(obj, msg) : console.error(msg, obj)),
    },
    background: true,
  });
  await withStartupLock(database, () => jobs.start());
  const app = await buildApp({ config, db: database.db, storage, jobs });
  logger.current = app.log;
  // `npm run staff` while this server holds the embedded database: the command runs here (decision 0124)
  const staffCommands = staffAddress
    ? await serveStaffCommands({ address: staffAddress, db: database.db }).catch((err: unknown) => {
        app.log.warn({ err }, 'npm run staff cannot reach this server: stop it to run the command');
        return null;
      })
    : null;

  // a signal that comes while the instance is still starting waits for the start to end, then stops it
  // as usual: without its handler in place, a SIGTERM then would kill the process mid-way
  const starting = (async () => {
    // the demo is made (on the first start) or found before the server answers, so the banner that says
    // how to log in comes as soon as it does
    const demo = config.seedDemo ? await prepareDemo(app, database, config.publicUrl) : null;
    await app.listen({ port: config.port, host: config.host });
    if (demo) console.log(`\n${demo}\n`);
    console.log(`PIXEL is running at ${config.publicUrl} (${database.kind}, ${config.env})`);
    if (config.devRoutes) console.log(`Sent mail and SMS: ${config.publicUrl}/dev/outbox`);
    await jobs.work();
  })();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests and running jobs');
    // a SIGTERM comes from an orchestrator with a load balancer in front, which is given time to stop
    // sending here (decision 0064); a Ctrl-C stops at once
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 25 s after draining: exiting anyway');
      process.exit(1);
    }, drainMs + 25_000);
    timer.unref();
    try {
      await starting.catch(() => undefined);
      // no new requests once drained; those in flight finish
      await drainThenClose(app, drainMs);
      app.log.info('requests finished');
      // no new jobs; those running finish
      await jobs.stop(20_000);
      app.log.info('jobs finished');
      await staffCommands?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await starting;
  // `npm start` runs with --expose-gc for these collections once the process goes quiet after start or load
  settleHeapWhenQuiet({
    gc: (globalThis as { gc?: CollectGarbage }).gc,
    settled: (outcome) => app.log.info(outcome, `heap settled after ${outcome.after}`),
  });
}

/** Development only: the demo accounts, made on the first start, and the lines that say how to log in as them. */
async function prepareDemo(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Awaited<ReturnType<typeof openDatabase>>,
  publicUrl: string,
) {
  // the seed (and the sharp it draws pictures with) loads only here
  const { seedDemo, demoLogInsText } = await import('./seed/demo-seed.ts');
  // instances that start together seed once: the others wait, then find the creators there
  const seeded = await withStartupLock(database, () =>
    seedDemo({
      app,
      db: database.db,
      making: () => console.log('Making the demo accounts (on the first start only, about 20 s)…'),
    }),
  );
  return seeded.length ? demoLogInsText(seeded, publicUrl) : null;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
