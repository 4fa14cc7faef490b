import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { imageUploadLimits } from '@pixel/contract';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AdapterOverrides, chooseAdapters } from './adapters.ts';
import type { Config } from './config/config.ts';
import { type Db, ping } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createCreatorWebhooksRepository } from './features/creator-webhooks/creator-webhooks.repository.ts';
import { creatorWebhooksRoutes } from './features/creator-webhooks/creator-webhooks.routes.ts';
import { createCreatorWebhooksService } from './features/creator-webhooks/creator-webhooks.service.ts';
import { contentModule } from './features/content/content.module.ts';
import { devClockRoutes } from './features/dev-outbox/dev-clock.routes.ts';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes.ts';
import { createClock } from './lib/clock.ts';
import { giftsModule } from './features/gifts/gifts.module.ts';
import { install } from './lib/feature-module.ts';
import { heldGiftsRoutes } from './features/gifts/held-gifts.routes.ts';
import { createHeldGiftsService } from './features/gifts/held-gifts.service.ts';
import { createMessageFilterRepository } from './features/message-filter/message-filter.repository.ts';
import { messageFilterRoutes } from './features/message-filter/message-filter.routes.ts';
import { createMessageFilterService } from './features/message-filter/message-filter.service.ts';
import { createOverlayBus } from './features/overlay/overlay.bus.ts';
import { createOverlayRepository } from './features/overlay/overlay.repository.ts';
import { overlayRoutes } from './features/overlay/overlay.routes.ts';
import { createOverlayService } from './features/overlay/overlay.service.ts';
import { createImagesRepository } from './features/images/images.repository.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { createImagesService } from './features/images/images.service.ts';
import { createHashtagsRepository } from './features/hashtags/hashtags.repository.ts';
import { hashtagsRoutes } from './features/hashtags/hashtags.routes.ts';
import { createHashtagsService } from './features/hashtags/hashtags.service.ts';
import { createGoalsRepository } from './features/goals/goals.repository.ts';
import { goalsRoutes } from './features/goals/goals.routes.ts';
import { createGoalsService } from './features/goals/goals.service.ts';
import { createQuestionsRepository } from './features/questions/questions.repository.ts';
import { questionsRoutes } from './features/questions/questions.routes.ts';
import { createQuestionsService } from './features/questions/questions.service.ts';
import { paymentsModule } from './features/payments/payments.module.ts';
import { payoutsModule } from './features/payouts/payouts.module.ts';
import { createBlocRepository } from './features/bloc/bloc.repository.ts';
import { blocRoutes } from './features/bloc/bloc.routes.ts';
import { createBlocService } from './features/bloc/bloc.service.ts';
import { createFollowsRepository } from './features/follows/follows.repository.ts';
import { followsRoutes } from './features/follows/follows.routes.ts';
import { createFollowsService } from './features/follows/follows.service.ts';
import { createProfilesRepository } from './features/profiles/profiles.repository.ts';
import { profilesRoutes } from './features/profiles/profiles.routes.ts';
import { createProfilesService } from './features/profiles/profiles.service.ts';
import { createReactionsRepository } from './features/reactions/reactions.repository.ts';
import { createReferralsRepository } from './features/referrals/referrals.repository.ts';
import { referralsRoutes } from './features/referrals/referrals.routes.ts';
import { createReferralsService } from './features/referrals/referrals.service.ts';
import { reactionsRoutes } from './features/reactions/reactions.routes.ts';
import { createReactionsService } from './features/reactions/reactions.service.ts';
import { createContentRegistry } from './lib/content-registry.ts';
import { personSummaryOf } from './lib/pagination.ts';
import { webApp } from './web/web-app.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { createWalletRepository } from './features/wallet/wallet.repository.ts';
import { sandboxPayoutRoutes } from './providers/payments/sandbox/sandbox-payouts.routes.ts';
import { createQueuedSms } from './providers/sms/sms.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { createStatementsRepository } from './features/statements/statements.repository.ts';
import { statementsRoutes } from './features/statements/statements.routes.ts';
import { supportedRoutes } from './features/supported/supported.routes.ts';
import { createStatementsService } from './features/statements/statements.service.ts';
import { controlCharacters } from './plugins/control-characters.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { idempotencyKeyOfCall, idempotencyPlugin } from './plugins/idempotency.ts';
import { createHumanCheck } from './plugins/human-check.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { sessionPlugin } from './plugins/session.ts';
import {
  CAUSED_MAILS_PER_ADDRESS_HOUR,
  createCappedMailer,
  createQueuedMailer,
} from './providers/mail/mailer.ts';
import { SANDBOX_SIGNATURE_HEADER } from './providers/payments/sandbox/sandbox-provider.ts';
import { sandboxRoutes } from './providers/payments/sandbox/sandbox.routes.ts';
import type { Storage } from './providers/storage/storage.ts';
import { createDrain } from './features/ops/drain.ts';
import { createMetrics, observeRequests } from './features/ops/metrics.ts';
import { opsRoutes } from './features/ops/ops.routes.ts';
import { queuedFileRemover, registerJobs } from './jobs/jobs.ts';
import { type JobQueue, queueDefinitions } from './jobs/queue.ts';
import { REDIS_COMMAND_TIMEOUT_MS, redisStoreWithFallback } from './plugins/rate-limit-store.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';

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

const SLOW_REQUEST_MS = 1_000;

/** Builds the whole server without listening: plugins first, then the features, then the web app. */
export async function buildApp({ config, db, storage, jobs, overrides = {}, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // a line per request costs more than it tells at scale: by default only failed and slow requests are
    // logged (below); debug and trace log every request
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // a hop count trusts that many proxies in front, nearest first; never a client-written entry beyond
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // errors of the router itself, before any route runs, leave in the API's error shape too
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return answer
          .status(414)
          .send({ exception: 'UriTooLongException', message: 'The address is too long.' });
      }
      return answer
        .status(400)
        .send({ exception: 'BadRequestException', message: 'The address is not valid.' });
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) {
      request.log.error({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request failed');
    } else if (reply.elapsedTime > SLOW_REQUEST_MS) {
      request.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'slow request');
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the first segment of every address the server answers itself (its routes, the web app's files): a
  // creator page there could never be reached, so sign-up refuses them as page urls
  const servedAtRoot = new Set<string>();
  app.addHook('onRoute', (route) => {
    const first = route.url.split('/')[1]?.toLowerCase();
    if (first && !/[:*]/.test(first)) servedAtRoot.add(first);
  });
  // once the server is stopping, every answer closes its connection: a kept-alive connection would hold
  // the shutdown open until the client let go of it
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // draining before a shutdown (main.ts) closes connections too, while the load balancer still may send
  const drain = createDrain();
  app.decorate('drain', drain);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing || drain.draining) reply.header('connection', 'close');
  });
  // a request without a body still gets per-field messages ('The email is required.')
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  // external plugins
  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  });
  // commands fail at once while Redis is away (no offline queue), and within half a second while it holds
  // the connection without answering (a stalled server), so limits fall back without a request waiting
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;
  if (redis) {
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
  }
  // signs the cookies set with `signed: true` (the human-check pass)
  await app.register(cookie, { secret: config.sessionSecret });
  // ahead of compression: it keeps answers as the handlers made them, and sends its own compressed copies
  await app.register(publicCachePlugin, {
    ttlSeconds: config.publicCacheSeconds,
    redis,
    pagesOf: async (userIds) => {
      const rows = await db
        .select({ id: users.id, pageUrl: users.pageUrl })
        .from(users)
        .where(inArray(users.id, userIds));
      const byId = new Map(rows.map((row) => [row.id, row.pageUrl]));
      return userIds.map((id) => byId.get(id) ?? null);
    },
  });
  // answers above a kilobyte go out compressed when the client asks; built assets are compressed at build time
  // and sent as they are. Brotli at a low quality costs about what gzip does for text this size.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // one image per request; everything else about it is checked by decoding it
  await app.register(multipart, {
    limits: { fileSize: imageUploadLimits.maxBytes, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });
  await app.register(rateLimit, {
    global: false,
    // after parsing, so a limit can be per email as well as per address
    hook: 'preHandler',
    ...(redis && { store: redisStoreWithFallback(redis, app.log) }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PIXEL API',
        version: '1.0.0',
        description: 'Gifts, paid photo posts and payouts for creators.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  // the app's own cross-cutting plugins
  await app.register(errorHandler);
  await app.register(controlCharacters);
  // what decides by the time reads the app's clock, which the development clock can move on
  const clock = createClock(overrides.now);
  const now = clock.now;
  await app.register(sessionPlugin, {
    db,
    secret: config.sessionSecret,
    secureCookies: config.isProduction,
    now,
  });
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(idempotencyPlugin, { db });

  // adapters: mail and SMS leave through the job queue; these deliver its jobs
  const { mailDelivery, smsDelivery, captcha, paymentProvider, sandbox } = await chooseAdapters(
    config,
    db,
    overrides,
  );
  const mailer = createQueuedMailer(jobs);
  const sms = createQueuedSms(jobs);
  const removeFiles = queuedFileRemover(jobs);
  const metrics = createMetrics({
    queueStats: () => jobs.stats(),
    payoutsByStatus: async () => {
      const result = (await db.execute(
        sql`select status, count(*)::int as count from payouts group by status`,
      )) as unknown as { rows: { status: string; count: number }[] };
      return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },
  });
  observeRequests(app, metrics);

  // features
  const authService = createAuthService({
    db,
    repository: createAuthRepository(db, now),
    // everything it mails, anyone can cause by typing an address: a few an hour reach one address
    mailer: createCappedMailer({
      db,
      mailer,
      perHour: CAUSED_MAILS_PER_ADDRESS_HOUR,
      now,
      onCapped: ({ subject, recipientHash }) => {
        metrics.mailsCapped.inc();
        app.log.warn({ subject, recipientHash }, 'mail not sent: its address had its share this hour');
      },
    }),
    paymentProvider,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    log: app.log,
    now,
    servedAtRoot: (segment) => servedAtRoot.has(segment),
  });
  // follows and blocks: who may see, gift, react to or ask whom is asked of this service by the others
  const followsService = createFollowsService({ db, repository: createFollowsRepository(db) });
  // public text (Bloc posts, answered questions, bios, photo captions) keeps its tags in one index as it
  // is written
  const hashtagsService = createHashtagsService({ repository: createHashtagsRepository(db) });
  // images are re-encoded and stored under server-made names; image fields may only name the user's own
  const imagesService = createImagesService({
    repository: createImagesRepository(db),
    storage,
    publicUrl: config.publicUrl,
  });
  const ownImage = imagesService.ownImage;
  const profilesRepository = createProfilesRepository(db);
  const profilesService = createProfilesService({
    db,
    repository: profilesRepository,
    relations: followsService,
    images: imagesService,
    hashtags: hashtagsService,
  });
  // each content feature registers how to find its content; reactions work across all of them
  const contents = createContentRegistry();
  app.decorate('contents', contents);
  const reactionsService = createReactionsService({
    repository: createReactionsRepository(db),
    contents,
    blocks: followsService,
    publicUrl: config.publicUrl,
  });
  // a gift may carry a question, asked on the creator's Ask Me Anything page when it is paid
  const questionsService = createQuestionsService({
    db,
    repository: createQuestionsRepository(db),
    hashtags: hashtagsService,
    blocks: followsService,
    findCreator: profilesRepository.findActiveByPageUrl,
    ownImage,
  });
  // a gift whose words the creator filters is paid all the same; its text waits for their review
  const messageFilter = createMessageFilterService({ repository: createMessageFilterRepository(db) });
  // live alerts reach a creator's overlays on every instance through LISTEN/NOTIFY
  const overlayBus = createOverlayBus({ db, log: app.log });
  await overlayBus.start();
  app.addHook('onClose', () => overlayBus.close());
  const overlayService = createOverlayService({
    db,
    repository: createOverlayRepository(db),
    bus: overlayBus,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // creators' own endpoints hear of their gifts, sales and payouts, written with the change itself
  const creatorWebhooks = createCreatorWebhooksService({
    db,
    repository: createCreatorWebhooksRepository(db),
    jobs,
    allowLocal: config.webhooksAllowLocal,
    maxTries: queueDefinitions['deliver-creator-webhook'].retryLimit! + 1,
    now,
  });
  // whoever referred a payee earns a share of the platform's fee, posted with the payment (decision 0052)
  const referralsService = createReferralsService({
    repository: createReferralsRepository(db),
    feeShareBasisPoints: config.referrals.feeShareBasisPoints,
    publicUrl: config.publicUrl,
  });
  // a payment settles through the feature that started it
  const payments = paymentsModule({
    db,
    config,
    now,
    provider: paymentProvider,
    jobs,
    referrals: referralsService.rewards,
    // a repeat of a money call an instance left mid-way finds the payment that call made
    callKey: idempotencyKeyOfCall,
    onSettled: (settled) => {
      for (const { kind } of settled) metrics.paymentsSettled.inc({ kind });
      // the page's supporters, gifts and goals moved: visitors see them at once
      return app.publicCache
        .dropUsers(settled.map((payment) => payment.payeeUserId))
        .catch((err: unknown) => {
          app.log.warn({ err }, 'the page cache kept a settled page');
        });
    },
    listeners: [creatorWebhooks.onPaymentsSettled, overlayService.onSettled],
    view: {
      creator: async (userId) => {
        const creator = await profilesRepository.findActiveById(userId);
        return creator && personSummaryOf(creator);
      },
      creatorByPageUrl: async (pageUrl) => {
        const creator = await profilesRepository.findActiveByPageUrl(pageUrl);
        return creator && { page_name: creator.pageName };
      },
    },
    log: app.log,
  });
  const gifts = giftsModule({
    db,
    config,
    payments,
    blocks: followsService,
    questions: questionsService,
    screen: messageFilter.screen,
  });
  const goalsService = createGoalsService({
    db,
    repository: createGoalsRepository(db),
    blocks: followsService,
    findCreator: profilesRepository.findActiveByPageUrl,
    ownImage,
  });
  const blocService = createBlocService({
    db,
    repository: createBlocRepository(db),
    reactions: reactionsService,
    hashtags: hashtagsService,
    blocks: followsService,
    findCreator: profilesRepository.findActiveByPageUrl,
    hasSupported: gifts.hasSupported,
    ownImage,
  });
  contents.register('bloc', blocService.lookup);
  const content = contentModule({
    db,
    config,
    now,
    storage,
    removeFiles,
    reactions: reactionsService,
    hashtags: hashtagsService,
    blocks: followsService,
    payments,
    findCreator: profilesRepository.findActiveByPageUrl,
    contents,
    log: app.log,
  });

  await app.register(opsRoutes, {
    checks: {
      database: () => ping(db),
      storage: () => storage.check(),
      ...(redis && { redis: () => redis.ping() }),
    },
    draining: () => drain.draining,
    metrics,
    metricsToken: config.metricsToken,
  });
  const humanCheck = createHumanCheck({
    enabled: captcha.provider !== 'off',
    secureCookies: config.isProduction,
  });
  await app.register(siteRoutes, { captcha, paymentProvider, humanCheck, giftLimits: config.gifts });
  await app.register(authRoutes, { service: authService, secureCookies: config.isProduction, humanCheck });
  await app.register(profilesRoutes, { service: profilesService });
  await app.register(followsRoutes, { service: followsService });
  await app.register(reactionsRoutes, { service: reactionsService });
  await install(app, jobs, [gifts]);
  await app.register(goalsRoutes, { service: goalsService });
  await app.register(heldGiftsRoutes, {
    service: createHeldGiftsService({
      db,
      onApproved: overlayService.alertApproved,
      askFromGifts: questionsService.askFromGifts,
    }),
  });
  await app.register(messageFilterRoutes, { service: messageFilter });
  await app.register(overlayRoutes, { service: overlayService });
  await app.register(questionsRoutes, { service: questionsService });
  await app.register(blocRoutes, { service: blocService });
  await app.register(hashtagsRoutes, { service: hashtagsService });
  await app.register(imagesRoutes, { service: imagesService });
  await install(app, jobs, [content]);
  await install(app, jobs, [payments]);
  await app.register(walletRoutes, { db, repository: createWalletRepository(db) });
  await app.register(supportedRoutes, { db });
  await app.register(referralsRoutes, { service: referralsService });
  await app.register(creatorWebhooksRoutes, { service: creatorWebhooks });
  await app.register(statementsRoutes, {
    service: createStatementsService({ repository: createStatementsRepository(db) }),
  });

  // payout accounts, one-time codes and withdrawals
  const accounts = createAuthRepository(db);
  const payouts = payoutsModule({
    db,
    config,
    now,
    provider: paymentProvider,
    sms,
    mailer,
    accounts: {
      findEmail: async (userId) => (await accounts.findUserById(userId))?.email ?? null,
      findLinkedAccount: accounts.findLinkedAccountOfUser,
    },
    endSessions: (userId) => app.sessions.endAllFor(userId),
    listeners: [
      (tx, payout) =>
        creatorWebhooks.onPayoutChanged(tx, {
          userId: payout.userId,
          reference: payout.reference,
          status: payout.status,
          method: payout.method,
          amount: payout.amount,
          fee: payout.fee,
          bankName: payout.bankName,
          failureCode: payout.failureCode,
        }),
    ],
    log: app.log,
  });
  jobs.handle('purge-overlay-events', () => overlayService.purge());
  registerJobs(jobs, {
    db,
    now,
    storage,
    mail: mailDelivery,
    sms: smsDelivery,
    creatorWebhooks,
    log: app.log,
  });
  await install(app, jobs, [payouts]);
  if (config.sandboxEnabled) {
    await app.register(sandboxRoutes, {
      provider: sandbox,
      publicUrl: config.publicUrl,
      // the sandbox lives in this process, so it hands its webhooks straight to the webhook route
      deliverWebhook: async ({ rawBody, signature }) => {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/webhooks/sandbox',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER.toLowerCase()]: signature,
          },
          payload: rawBody,
        });
        return response.statusCode === 200;
      },
    });
  }
  if (config.sandboxEnabled) {
    await app.register(sandboxPayoutRoutes, {
      provider: sandbox,
      deliverWebhook: async ({ rawBody, signature }) => {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/webhooks/sandbox/payouts',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER.toLowerCase()]: signature,
          },
          payload: rawBody,
        });
        return response.statusCode === 200;
      },
    });
  }
  if (config.devRoutes) {
    await app.register(devOutboxRoutes, { db, publicUrl: config.publicUrl });
    await app.register(devClockRoutes, { clock, jobs, publicUrl: config.publicUrl });
  }

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(webApp, {
    config,
    listPublicPages: profilesRepository.listPublicPages,
    firstPaint: {
      profile: profilesService.getPublic,
      user: authService.profile,
      gifts: gifts.listForPage,
    },
  });

  return app;
}
