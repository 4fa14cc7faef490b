import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createLocalStorage } from '../providers/storage/storage.ts';

/**
 * A fresh database for one test app: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped again afterwards.
 */
async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: null });
  const name = `pixel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(
  options: { env?: Record<string, string>; overrides?: AppDeps['overrides'] } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-test-'));
  const config = parseConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await freshDatabase();
  const storage = createLocalStorage({
    root: path.join(dataDir, 'media'),
    privateRoot: path.join(dataDir, 'private-media'),
  });
  const app = await buildApp({ config, db: database.db, storage, overrides: options.overrides });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const outbox = async () =>
    database.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));

  return { app, db: database.db, config, storage, outbox, close };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * One app and database for the tests of a file (starting a database takes seconds); tests keep apart
 * by making their own users with the builders in `builders.ts`.
 */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await buildTestApp(options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

/** The session cookie from a response, ready to send back as a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'pixel_session');
  return cookie ? `pixel_session=${cookie.value}` : undefined;
}
