import path from 'node:path';
import { ConfigError, parseConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createLocalStorage } from './providers/storage/storage.ts';
import { seedDemo } from './seed/demo-seed.ts';

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  // paid originals sit beside the public media root, never under it, so /media/ cannot reach them
  const storage = createLocalStorage({
    root: path.join(config.dataDir, 'media'),
    privateRoot: path.join(config.dataDir, 'private-media'),
  });
  const app = await buildApp({ config, db: database.db, storage });

  await app.listen({ port: config.port, host: config.host });
  const scheduler = startScheduler({ db: database.db, log: app.log, storage, payouts: app.payouts });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await scheduler.stop();
      await app.close();
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
    const seeded = await seedDemo({ db: database.db, storage });
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
