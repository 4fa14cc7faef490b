import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { chooseStorage } from '../adapters.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createOutboxMailer } from '../providers/mail/mailer.ts';
import { createOutboxSms } from '../providers/sms/sms.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A fresh database for one test app, migrated and empty: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a new database on that PostgreSQL server, dropped again afterwards. Each is a copy of the run's
 * template (`global-setup.ts`).
 */
export async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    return openDatabase({
      dataDir: null,
      template: template ? new Blob([await fs.readFile(template)]) : undefined,
    });
  }
  const scratch = await createScratchDatabase(adminUrl, {
    template: inject('postgresTemplate') ?? undefined,
  });
  const database = await openDatabase({ url: scratch.url, dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
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
    // the tests sign their own sandbox webhooks, as an operator who set the key could
    SANDBOX_WEBHOOK_SECRET: 'sandbox-secret',
    ...options.env,
  });
  const database = await freshDatabase();
  const storage = await chooseStorage(config);
  // no background workers: a test does the jobs it waits for with `jobs.drain`
  const jobs = createJobQueue({
    target: database.queueTarget,
    db: database.db,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    background: false,
  });
  await jobs.start();
  // a test never sends real mail or SMS: what the app sends lands in the outbox table
  const overrides = {
    mailer: createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    ...options.overrides,
  };
  const app = await buildApp({ config, db: database.db, storage, jobs, overrides });
  await app.ready();
  const close = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  /** The mail and SMS sent so far, newest first: the queued ones are delivered first. */
  const outbox = async () => {
    await jobs.drain('send-receipts');
    await jobs.drain('send-mail');
    await jobs.drain('send-sms');
    return database.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  };

  return { app, db: database.db, config, storage, jobs, outbox, close };
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

/** A production configuration with every real adapter named (nothing is contacted while a test runs). */
export const productionEnv: Record<string, string> = {
  APP_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  KYC_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_URL: 'https://pixel.example',
  PAYMENT_PROVIDER: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_live_abc',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_abcdefgh',
  DATABASE_URL: 'postgres://pixel@db.internal:5432/pixel',
  MAIL_DRIVER: 'smtp',
  SMTP_URL: 'smtp://mail.internal:587',
  SMS_PROVIDER: 'semaphore',
  SEMAPHORE_API_KEY: 'semaphore-key',
};
