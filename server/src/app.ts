import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import { imageUploadLimits } from '@pixel/contract';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { type Db, ping } from './db/client.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createContentRepository } from './features/content/content.repository.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { createContentService } from './features/content/content.service.ts';
import { createPurchaseSettlement } from './features/content/content.settlement.ts';
import { createPhotoUrlSigner } from './features/content/photo-urls.ts';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes.ts';
import { createGiftsRepository } from './features/gifts/gifts.repository.ts';
import { giftsRoutes } from './features/gifts/gifts.routes.ts';
import { createGiftsService } from './features/gifts/gifts.service.ts';
import { createGiftSettlement } from './features/gifts/gifts.settlement.ts';
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
import { createPaymentsRepository } from './features/payments/payments.repository.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createPaymentsService } from './features/payments/payments.service.ts';
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
import { reactionsRoutes } from './features/reactions/reactions.routes.ts';
import { createReactionsService } from './features/reactions/reactions.service.ts';
import { createContentRegistry } from './lib/content-registry.ts';
import { createPageMeta, injectPageMeta } from './features/share/page-meta.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { createWalletRepository } from './features/wallet/wallet.repository.ts';
import { createBanksRepository } from './features/banks/banks.repository.ts';
import { banksRoutes } from './features/banks/banks.routes.ts';
import { createBankDirectory, createBanksService } from './features/banks/banks.service.ts';
import { createOtpRepository } from './features/otp/otp.repository.ts';
import { otpRoutes } from './features/otp/otp.routes.ts';
import { createOtpService } from './features/otp/otp.service.ts';
import { createPayoutsRepository } from './features/payouts/payouts.repository.ts';
import { payoutsRoutes } from './features/payouts/payouts.routes.ts';
import { createPayoutsService, type PayoutsService } from './features/payouts/payouts.service.ts';
import { createXenditPayouts } from './providers/payments/xendit/xendit-payouts.ts';
import { sandboxPayoutRoutes } from './providers/payments/sandbox/sandbox-payouts.routes.ts';
import { createOutboxSms, createSemaphoreSms, type SmsSender } from './providers/sms/sms.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { sessionPlugin } from './plugins/session.ts';
import { createLedger } from './ledger/ledger.ts';
import { type CaptchaVerifier, captchaOff, createTurnstile } from './providers/captcha/captcha.ts';
import { type Mailer, createOutboxMailer, createSmtpMailer } from './providers/mail/mailer.ts';
import { createPaymongoProvider } from './providers/payments/paymongo/paymongo-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
} from './providers/payments/sandbox/sandbox-provider.ts';
import { sandboxRoutes } from './providers/payments/sandbox/sandbox.routes.ts';
import type { Storage } from './providers/storage/storage.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Media files; a local root is served at /media/. */
  storage: Storage & { root?: string };
  /** Replaces an adapter chosen from the configuration (a fake captcha in a test, say). */
  overrides?: {
    mailer?: Mailer;
    captcha?: CaptchaVerifier;
    paymentProvider?: PaymentProvider;
    sms?: SmsSender;
    /** The clock of one-time codes and payouts (a test moves it on). */
    now?: () => Date;
  };
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Withdrawals, for the scheduler's poller. */
    payouts: PayoutsService;
  }
}

const API_PREFIXES = ['/v1/', '/dev/', '/sandbox/', '/media/', '/assets/', '/static/'];

// files the server itself ships: the reaction icons
const STATIC_DIR = new URL('../static', import.meta.url).pathname;

/** Builds the whole server without listening: plugins first, then the features, then the web app. */
export async function buildApp({ config, db, storage, overrides = {}, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // a request without a body still gets per-field messages ('The email is required.')
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  // external plugins
  await app.register(helmet, {
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
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // one image per request; everything else about it is checked by decoding it
  await app.register(multipart, {
    limits: { fileSize: imageUploadLimits.maxBytes, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });
  await app.register(rateLimit, {
    global: false,
    // after parsing, so a limit can be per email as well as per address
    hook: 'preHandler',
    ...(config.redisUrl && {
      redis: new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }),
    }),
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
  await app.register(sessionPlugin, { db, secret: config.sessionSecret, secureCookies: config.isProduction });
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });

  // adapters
  const mailer =
    overrides.mailer ??
    (config.mail.driver === 'smtp'
      ? createSmtpMailer({ url: config.mail.smtpUrl!, from: config.mail.from })
      : createOutboxMailer(db));
  const captcha =
    overrides.captcha ??
    (config.captcha.provider === 'turnstile'
      ? createTurnstile({ siteKey: config.captcha.siteKey!, secretKey: config.captcha.secretKey! })
      : captchaOff);
  const sandbox = createSandboxProvider({
    db,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    webhookSecret: config.payments.sandboxWebhookSecret,
  });
  const paymentProvider: PaymentProvider =
    overrides.paymentProvider ??
    (config.payments.provider === 'paymongo'
      ? createPaymongoProvider({
          secretKey: config.payments.paymongo.secretKey!,
          webhookSecret: config.payments.paymongo.webhookSecret!,
          ...(config.payments.xendit && { payouts: createXenditPayouts(config.payments.xendit) }),
        })
      : sandbox);
  const sms =
    overrides.sms ??
    (config.sms.provider === 'semaphore'
      ? createSemaphoreSms({
          apiKey: config.sms.semaphoreApiKey!,
          senderName: config.sms.semaphoreSenderName,
        })
      : createOutboxSms(db));
  const now = overrides.now ?? (() => new Date());

  // features
  const authService = createAuthService({
    repository: createAuthRepository(db),
    mailer,
    paymentProvider,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    log: app.log,
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
  const giftsRepository = createGiftsRepository(db);
  const giftSettlement = createGiftSettlement(giftsRepository, questionsService);
  const contentRepository = createContentRepository(db);
  // a payment settles through the feature that started it
  const payments = createPaymentsService({
    db,
    repository: createPaymentsRepository(db),
    ledger: createLedger(),
    provider: paymentProvider,
    fees: config.payments.fees,
    handlers: {
      gift: giftSettlement,
      goal_gift: giftSettlement,
      purchase: createPurchaseSettlement(contentRepository),
    },
    log: app.log,
  });
  const giftsService = createGiftsService({
    repository: giftsRepository,
    payments,
    blocks: followsService,
    publicUrl: config.publicUrl,
    limits: config.gifts,
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
    hasSupported: giftsRepository.hasSupported,
    ownImage,
  });
  contents.register('bloc', blocService.lookup);
  // paid photos: originals live in private storage and reach only their creator and buyers, by signed URL
  const contentService = createContentService({
    db,
    repository: contentRepository,
    storage,
    signer: createPhotoUrlSigner({
      secret: config.media.signingSecret,
      ttlSeconds: config.media.urlTtlSeconds,
      publicUrl: config.publicUrl,
    }),
    reactions: reactionsService,
    hashtags: hashtagsService,
    blocks: followsService,
    payments,
    findCreator: profilesRepository.findActiveByPageUrl,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  contents.register('image', contentService.lookups.image);
  contents.register('image_collection', contentService.lookups.image_collection);

  await app.register(siteRoutes, { captcha, paymentProvider, pingDatabase: () => ping(db) });
  await app.register(authRoutes, { service: authService, secureCookies: config.isProduction });
  await app.register(profilesRoutes, { service: profilesService });
  await app.register(followsRoutes, { service: followsService });
  await app.register(reactionsRoutes, { service: reactionsService });
  await app.register(giftsRoutes, { service: giftsService });
  await app.register(goalsRoutes, { service: goalsService });
  await app.register(questionsRoutes, { service: questionsService });
  await app.register(blocRoutes, { service: blocService });
  await app.register(hashtagsRoutes, { service: hashtagsService });
  await app.register(imagesRoutes, { service: imagesService });
  await app.register(contentRoutes, { service: contentService });
  await app.register(paymentsRoutes, {
    service: payments,
    providerName: paymentProvider.name,
    view: {
      creator: async (userId) => {
        const creator = await giftsRepository.findCreatorById(userId);
        return creator && { page_url: creator.pageUrl, page_name: creator.pageName, avatar: creator.avatar };
      },
    },
  });
  await app.register(walletRoutes, { db, repository: createWalletRepository(db) });

  // payout accounts, one-time codes and withdrawals
  const otpService = createOtpService({
    db,
    repository: createOtpRepository(db),
    sms,
    secret: config.sessionSecret,
    now,
    log: app.log,
  });
  const banksRepository = createBanksRepository(db);
  const banksService = createBanksService({
    db,
    repository: banksRepository,
    directory: createBankDirectory({ gateway: paymentProvider.payouts, now }),
    otp: otpService,
    sms,
    log: app.log,
  });
  const linkedAccounts = createAuthRepository(db);
  const payoutsService = createPayoutsService({
    db,
    repository: createPayoutsRepository(db),
    ledger: createLedger(),
    gateway: paymentProvider.payouts,
    otp: otpService,
    findUserBanks: (userId) => banksRepository.list(userId),
    findLinkedAccount: linkedAccounts.findLinkedAccountOfUser,
    now,
    log: app.log,
  });
  app.decorate('payouts', payoutsService);
  await app.register(otpRoutes, { service: otpService });
  await app.register(banksRoutes, { service: banksService });
  await app.register(payoutsRoutes, { service: payoutsService, providerName: paymentProvider.payouts.name });
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
  if (config.devRoutes) await app.register(devOutboxRoutes, { db });

  if (storage.root) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/media/',
      decorateReply: false,
      // names are never reused, so a file never changes
      immutable: true,
      maxAge: '365d',
    });
  }

  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // the web app: built files, and index.html for every page route so the client router takes over
  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // read once: a creator page is index.html with that creator's title and link-preview tags
  const indexSource = hasWeb ? fs.readFileSync(indexHtml, 'utf8') : '';
  const pageMeta = createPageMeta({
    findCreator: profilesRepository.findActiveByPageUrl,
    blocks: followsService,
    publicUrl: config.publicUrl,
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // built assets carry a content hash in their name, so they never change
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(config.webDistDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isPage && hasWeb) {
      await app.identify(request);
      const meta = await pageMeta(pathname, request.user?.id ?? null);
      reply.header('cache-control', 'no-cache');
      if (meta) return reply.type('text/html; charset=utf-8').send(injectPageMeta(indexSource, meta));
      return reply.sendFile('index.html');
    }
    if (isPage) return reply.type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply
      .status(404)
      .send({ exception: 'NotFoundException', message: `No route for ${request.method} ${pathname}.` });
  });

  return app;
}
