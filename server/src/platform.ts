import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { Redis } from 'ioredis';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { say } from './lib/errors.ts';
import { writeSaid } from './lib/i18n.ts';
import { hookWhere } from './lib/route-hooks.ts';
import { hopCountTrust } from './lib/trusted-proxies.ts';
import { compiledSerializer } from './lib/serializer.ts';
import type { Db } from './db/client.ts';
import { createDrain } from './features/ops/drain.ts';
import { pageUrlsOf } from './features/profiles/profiles.module.ts';
import { compressAnswers } from './plugins/compression.ts';
import { controlCharacters } from './plugins/control-characters.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { requestLanguage } from './plugins/languages.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { REDIS_COMMAND_TIMEOUT_MS, redisStoreWithFallback } from './plugins/rate-limit-store.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { securityHeaders, securityPolicy } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';

const SLOW_REQUEST_MS = 1_000;

/**
 * The Fastify server with the hooks every answer goes through: request ids, logging of failed and slow
 * requests, zod's compilers, closing connections while draining or stopping, and a record of the first
 * segment of every address the server answers itself (`servedAtRoot`: a page url there could never be
 * reached).
 */
export function createServer(config: Config, logger?: FastifyServerOptions['logger']) {
  // said once per process: behind a proxy on a public address, every client would share its address
  let publicPeerHeard = (address: string) => {
    publicPeerHeard = () => undefined;
    app.log.warn(
      { address },
      'TRUST_PROXY counts proxies, but a request with X-Forwarded-For came straight from a public address: ' +
        'it is counted by that address. If it is a proxy of yours, name its addresses in TRUST_PROXY',
    );
  };
  // compiled per route; outside production every answer is also checked against its schema by zod
  const serializerCompiler = compiledSerializer({ check: !config.isProduction });
  const app = Fastify({
    // every route checks its input with zod and writes its answer with our compiled writers: Fastify's own
    // compilers (ajv with its formats) are never built, nor loaded
    schemaController: {
      // typed as ajv's factories; Fastify calls them for the compiler of its routes' schemas, any will do
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'],
    },
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
    // a hop count trusts that many proxies in front, nearest first, the nearest only from a private network;
    // never a client-written entry beyond
    trustProxy:
      typeof config.trustProxy === 'number'
        ? hopCountTrust(config.trustProxy, (address) => publicPeerHeard(address))
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // errors of the router itself, before any route runs (and so before the error handler could), leave in
    // the API's error envelope too, in the request's language
    frameworkErrors: (error, request, reply) => {
      const [status, exception, said] =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, 'UriTooLongException', say('addressTooLong')]
          : [400, 'BadRequestException', say('addressInvalid')];
      return (reply as unknown as FastifyReply).status(status).send({
        exception,
        message: writeSaid(said, requestLanguage(request)),
        message_key: said.key,
      });
    },
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) {
      request.log.error({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request failed');
    } else if (reply.elapsedTime > SLOW_REQUEST_MS) {
      request.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'slow request');
    }
    done();
  });
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
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing || drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // a request without a body still gets per-field messages ('The email is required.')
  hookWhere(
    app,
    'preValidation',
    (route) => Boolean(route.schema?.body),
    (request, _reply, done) => {
      if (request.body === undefined) request.body = {};
      done();
    },
  );

  return { app, servedAtRoot, drain };
}

/**
 * Redis's client, loaded only by an installation that names a Redis (decision 0077): commands fail at once
 * while Redis is away (no offline queue), and within half a second while it holds the connection without
 * answering (a stalled server), so limits fall back without a request waiting.
 */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
}

/**
 * The platform every feature stands on, in order: security headers, Redis (shared limits and page-cache
 * drops), cookies, the public page cache, compression, form bodies, rate limits, the
 * OpenAPI document; then the app's own: the error shape, hostile input, sessions, the same-origin check
 * and Idempotency-Keys.
 */
export async function registerPlatform(
  app: ReturnType<typeof createServer>['app'],
  { config, db, now }: { config: Config; db: Db; now: () => Date },
) {
  // external plugins
  app.decorate('securityHeaders', securityHeaders(app, securityPolicy(config)));
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
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
      return pageUrlsOf(db, userIds);
    },
  });
  // answers above a kilobyte go out compressed when the client asks; built assets are compressed at build time
  // and sent as they are (decision 0033)
  compressAnswers(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // multipart forms are read only by the routes that take them (`withMultipart`, lib/multipart.ts)
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
      tags: [
        {
          name: 'admin',
          description:
            'Staff only (decision 0098): a staff account whose session took a second step, with a role the call ' +
            'allows (support, finance or admin); everyone else gets 403. Every change and every look at a ' +
            "person's page is written to the audit trail.",
        },
      ],
    },
    transform: jsonSchemaTransform,
  });

  // the app's own cross-cutting plugins
  await app.register(errorHandler);
  await app.register(controlCharacters);
  await app.register(sessionPlugin, {
    db,
    secret: config.sessionSecret,
    secureCookies: config.isProduction,
    now,
  });
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(idempotencyPlugin, { db });

  return { redis };
}
