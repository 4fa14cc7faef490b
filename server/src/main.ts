import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, parseConfig } from './config/config.ts';
import { openDatabase, withStartupLock } from './db/client.ts';
import { buildApp } from './app.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createS3Storage } from './providers/storage/s3-storage.ts';
import { createLocalStorage } from './providers/storage/storage.ts';
import { seedDemo } from './seed/demo-seed.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const storage =
    config.storage.driver === 's3'
      ? createS3Storage(config.storage.s3)
      : // paid originals and unclaimed uploads sit beside the public media, never under it
        createLocalStorage({
          root: path.join(config.dataDir, 'media'),
          privateRoot: path.join(config.dataDir, 'private-media'),
        });
  try {
    await storage.check();
  } catch (error) {
    fail(
      config.storage.driver === 's3'
        ? `Invalid configuration: S3_BUCKET ${config.storage.s3.bucket} cannot be reached${config.storage.s3.endpoint ? ` at S3_ENDPOINT ${config.storage.s3.endpoint}` : ''} (${(error as Error).name}: ${(error as Error).message})`
        : `Invalid configuration: DATA_DIR ${config.dataDir} is not writable (${(error as Error).message})`,
    );
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
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

  await app.listen({ port: config.port, host: config.host });
  await jobs.work();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests and running jobs');
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 25 s: exiting anyway');
      process.exit(1);
    }, 25_000);
    timer.unref();
    try {
      // no new requests; those in flight finish
      await app.close();
      app.log.info('requests finished');
      // no new jobs; those running finish
      await jobs.stop(20_000);
      app.log.info('jobs finished');
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.seedDemo) {
    // instances that start together seed once: the others wait, then find the creators there
    const seeded = await withStartupLock(database, () => seedDemo({ app, db: database.db }));
    if (seeded.length) {
      const lines = seeded.map((c) => `  ${c.email}  /  ${c.password}   ${config.publicUrl}/${c.page_url}`);
      console.log(`\nDemo creators (log in at ${config.publicUrl}/auth/login):\n${lines.join('\n')}\n`);
    }
  }
  console.log(`PIXEL is running at ${config.publicUrl} (${database.kind}, ${config.env})`);
  if (config.devRoutes) console.log(`Sent mail and SMS: ${config.publicUrl}/dev/outbox`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
