import type { FastifyServerOptions } from 'fastify';
import { type AdapterOverrides, chooseAdapters } from './adapters.ts';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import { createMetrics, observeRequests } from './features/ops/metrics.ts';
import { payoutCountsByStatus } from './features/payouts/payouts.module.ts';
import * as features from './features/modules.ts';
import { queuedFileRemover, registerJobs } from './jobs/jobs.ts';
import type { JobQueue } from './jobs/queue.ts';
import { compressedWhenAsked, sendCopy } from './lib/accept-encoding.ts';
import { createClock } from './lib/clock.ts';
import { install } from './lib/feature-module.ts';
import { createServer, registerPlatform } from './platform.ts';
import { createHumanCheck } from './plugins/human-check.ts';
import { createQueuedMailer } from './providers/mail/mailer.ts';
import { createQueuedSms } from './providers/sms/sms.ts';
import type { Storage } from './providers/storage/storage.ts';
import { webApp } from './web/web-app.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Media files, served at /media/ (public ones) and through the photo routes (private ones). */
  storage: Storage;
  /** The job queue, started; the app registers how its jobs are done (workers start in main.ts). */
  jobs: JobQueue;
  /** Replaces an adapter chosen from the configuration (a fake captcha in a test, say). */
  overrides?: AdapterOverrides & {
    /** The machine's time as the app's clock reads it (a test gives its own); the development clock moves it on. */
    now?: () => Date;
  };
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole server without listening: the platform, the adapters, the features in the order their
 * routes are listed (each `features/<x>/<x>.module.ts`), then the web app. A feature is built from the
 * few things it needs; one that settles payments or hears of them registers with payments.
 */
export async function buildApp({ config, db, storage, jobs, overrides = {}, logger }: AppDeps) {
  const { app, servedAtRoot, drain } = createServer(config, logger);
  // what decides by the time reads the app's clock, which the development clock can move on
  const clock = createClock(overrides.now);
  const { now } = clock;
  const { redis } = await registerPlatform(app, { config, db, now });

  // adapters: mail and SMS leave through the job queue; these deliver its jobs
  const adapters = await chooseAdapters(config, db, overrides, now);
  const { captcha, paymentProvider: provider, sandbox } = adapters;
  const mailer = createQueuedMailer(jobs);
  const sms = createQueuedSms(jobs);
  const removeFiles = queuedFileRemover(jobs);
  const metrics = createMetrics({
    queueStats: () => jobs.stats(),
    jobsDone: () => jobs.done(),
    payoutsByStatus: () => payoutCountsByStatus(db),
  });
  observeRequests(app, metrics);
  const humanCheck = createHumanCheck({
    enabled: captcha.provider !== 'off',
    secureCookies: config.isProduction,
  });

  // the features (features/modules.ts), their routes in order, and how every job is done
  const built = await features.buildFeatures({
    app,
    config,
    db,
    storage,
    jobs,
    clock,
    redis,
    metrics,
    mailer,
    sms,
    removeFiles,
    captcha,
    provider,
    sandbox,
    humanCheck,
    servedAtRoot: (segment) => servedAtRoot.has(segment),
    draining: () => drain.draining,
  });
  await install(app, jobs, built.modules);
  registerJobs(jobs, {
    db,
    now,
    storage,
    mail: adapters.mailDelivery,
    sms: adapters.smsDelivery,
    log: app.log,
  });

  // the web app: its files, and every page route with its first paint
  // the same for everyone until the next start: made and compressed once, when first asked for
  const openapi = compressedWhenAsked(() => JSON.stringify(app.swagger()));
  app.get('/v1/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    const copies = await openapi();
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    return sendCopy(request, reply, copies);
  });
  await app.register(webApp, {
    config,
    listPublicPages: built.listPublicPages,
    firstPaint: built.firstPaint,
  });
  return app;
}
