import zlib from 'node:zlib';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { SESSION_COOKIE } from './session.ts';
import { COMPRESS_FROM, preferredEncoding } from '../lib/accept-encoding.ts';
import { hookWhere, methodsOf } from '../lib/route-hooks.ts';
import { type SharedCopy, sharedCopies } from './public-cache-shared.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET whose signed-out answer may be kept: `page` names the creator page the answer
     * belongs to, so a change to that page drops it.
     */
    publicCache?: { page: (params: Record<string, string>) => string };
    /** A write that changes what a visitor sees on other creators' pages (a follow, say): which ones. */
    changesPages?: (request: FastifyRequest) => (string | null | undefined)[];
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCache {
  /** Drops every kept answer of these pages, on this instance and, through Redis, on every other. */
  drop(pages: string[]): void;
  /** Drops the pages of these users (a payment to them settled, say). */
  dropUsers(userIds: string[]): Promise<void>;
  /** Whether this request may be answered from the cache: caching is on and nobody is signed in. */
  serves(request: FastifyRequest): boolean;
  /**
   * What the server makes itself for a page's visitors (a creator page's HTML), kept like a public call's
   * answer: `make` runs on a miss, once however many visitors ask at the same moment, and its compressed
   * copies are made then, not per visitor. Null when `make` finds nothing (a creator who does not exist).
   * Only for requests the cache `serves`.
   */
  answer(page: string, url: string, type: string, make: () => Promise<string | null>): Promise<Kept | null>;
}

export interface Kept {
  type: string;
  /** For a CDN in front: the same visitors' copy may be kept as long as this server keeps it. */
  cacheControl: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Whether this request found it kept, or made it. */
  hit: boolean;
}

interface Entry extends Omit<Kept, 'hit'> {
  expiresAt: number;
}

const CHANNEL = 'pixel:public-cache:drop';
const MAX_ENTRIES = 5_000;

const signedIn = (request: FastifyRequest) =>
  request.headers.authorization !== undefined ||
  (request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false);

const pageKey = (page: string) => page.toLowerCase();

/** Sends a kept answer in the encoding the browser prefers. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: Kept) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .header('content-type', kept.type)
    .header('cache-control', kept.cacheControl)
    .header('x-cache', kept.hit ? 'hit' : 'miss')
    // a shared cache keeps the visitors' copy apart from what a signed-in person is sent, and a page
    // apart per language (the cookie or the browser's languages choose it, decision 0110)
    .header(
      'vary',
      kept.type.startsWith('text/html')
        ? 'accept-encoding, accept-language, cookie'
        : 'accept-encoding, cookie',
    );
  if (encoding === 'identity' || kept.body.length < COMPRESS_FROM) return reply.send(kept.body);
  return reply.header('content-encoding', encoding).send(kept[encoding]);
}

/**
 * Keeps, for a few seconds, what signed-out visitors are sent for a creator page's public calls, so a
 * page opened from a link shared to thousands does not run the same queries thousands of times.
 *
 * Only answers that are the same for every visitor are kept: a request with a session (or any
 * credentials) always goes to the handler. A kept answer is dropped when its page changes: a write by
 * the creator, a write that names the page (`changesPages`), a settled payment to the creator. Drops go to
 * every instance through Redis; an instance that loses Redis for a while clears all it kept when it is
 * back, and the few seconds' lifetime bounds what a missed drop can leave behind.
 */
export const publicCachePlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      ttlSeconds: number;
      redis: Redis | null;
      /** The page url of each of these users, in their order (null for one not found). */
      pagesOf: (userIds: string[]) => Promise<(string | null)[]>;
    },
  ) => {
    const { ttlSeconds, redis, pagesOf } = options;
    const ttlMs = ttlSeconds * 1000;
    // browsers ask again every time; a shared cache (a CDN) may keep it as long as this server does
    const sharedCacheControl = `public, max-age=0, s-maxage=${ttlSeconds}`;
    // page → (url → entry); a page's generation moves on every drop, so an answer made before a drop
    // and sent after it is not kept
    const pages = new Map<string, Map<string, Entry>>();
    const generations = new Map<string, number>();
    let size = 0;
    let epoch = 0;

    const dropLocal = (list: string[]) => {
      for (const page of list) {
        const key = pageKey(page);
        const kept = pages.get(key);
        if (kept) {
          size -= kept.size;
          pages.delete(key);
        }
        generations.set(key, (generations.get(key) ?? 0) + 1);
      }
    };
    const clear = () => {
      pages.clear();
      generations.clear();
      size = 0;
      epoch++;
    };

    const subscriber = redis && ttlMs > 0 ? redis.duplicate({ enableOfflineQueue: true }) : null;
    if (subscriber) {
      subscriber.on('error', () => undefined);
      // drops sent while this instance was not listening are lost: start again from nothing
      subscriber.on('ready', clear);
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          const list: unknown = JSON.parse(message);
          if (Array.isArray(list)) dropLocal(list.filter((page) => typeof page === 'string'));
        } catch {
          // not ours
        }
      });
      await subscriber.subscribe(CHANNEL).catch((err: unknown) => {
        app.log.warn({ err }, 'the page cache hears no drops from other instances until Redis answers');
      });
      app.addHook('onClose', async () => void subscriber.disconnect());
    }

    // the copies every instance sends, in Redis beside each instance's own
    const shared =
      redis && ttlMs > 0
        ? sharedCopies(redis, {
            ttlMs,
            onError: (err) => app.log.warn({ err }, 'the shared page cache is unavailable for a few seconds'),
          })
        : null;

    /** A copy read from Redis, kept here too unless the page was dropped meanwhile. */
    const fromShared = (pending: Pending, copy: SharedCopy, lifeMs: number): Entry => {
      const entry = {
        ...copy,
        cacheControl: sharedCacheControl,
        expiresAt: Date.now() + Math.min(lifeMs, ttlMs),
      };
      if ((generations.get(pending.page) ?? 0) === pending.generation && pending.epoch === epoch) {
        keep(pending, entry);
      }
      return entry;
    };

    // the page url of a user paid lately, so a busy creator's settlements do not ask for it every time; kept
    // briefly, and forgotten at the user's own writes (a new page url), so a rename elsewhere is missed for
    // a minute at most, and then only for payments' drops
    const pageOfUser = new Map<string, { page: string; until: number }>();
    const rememberPage = (userId: string, page: string) => {
      pageOfUser.delete(userId);
      pageOfUser.set(userId, { page, until: Date.now() + 60_000 });
      if (pageOfUser.size > MAX_ENTRIES) pageOfUser.delete(pageOfUser.keys().next().value!);
    };

    // the answers being made now, by page and address
    const inFlight = new Map<string, Promise<{ entry: Entry; hit: boolean } | null>>();

    const cache: PublicCache = {
      drop(list) {
        const unique = [...new Set(list.filter(Boolean).map(pageKey))];
        if (!unique.length || ttlMs === 0) return;
        dropLocal(unique);
        // the shared copies' generations move on before the other instances hear of it
        void shared?.drop(unique, { channel: CHANNEL, message: JSON.stringify(unique) });
      },
      async dropUsers(userIds) {
        if (!userIds.length || ttlMs === 0) return;
        const now = Date.now();
        const known: string[] = [];
        const unknown: string[] = [];
        for (const id of new Set(userIds)) {
          const page = pageOfUser.get(id);
          if (page && page.until > now) known.push(page.page);
          else unknown.push(id);
        }
        if (unknown.length) {
          const found = await pagesOf(unknown);
          for (const [i, id] of unknown.entries()) {
            const page = found[i];
            if (!page) continue;
            rememberPage(id, page);
            known.push(page);
          }
        }
        cache.drop(known);
      },
      serves: (request) => ttlMs > 0 && !signedIn(request),
      async answer(page, url, type, make) {
        const key = pageKey(page);
        const entry = pages.get(key)?.get(url);
        if (entry && entry.expiresAt > Date.now()) return { ...entry, hit: true };
        // a viral page's visitors arriving together wait for one making of it
        const making = `${key}\n${url}`;
        let made = inFlight.get(making);
        if (!made) {
          const pending: Pending = {
            page: key,
            url,
            generation: generations.get(key) ?? 0,
            epoch,
            shared: null,
          };
          made = (async () => {
            const found = await shared?.read(key, url);
            if (found?.copy) return { entry: fromShared(pending, found.copy, found.lifeMs), hit: true };
            const text = await make();
            if (text === null) return null;
            const kept = compress(type, text);
            if ((generations.get(key) ?? 0) === pending.generation && pending.epoch === epoch) {
              keep(pending, kept);
            }
            if (found) void shared?.write(key, found.generation, url, kept);
            return { entry: kept, hit: false };
          })().finally(() => inFlight.delete(making));
          inFlight.set(making, made);
        }
        const answered = await made;
        return answered && { ...answered.entry, hit: answered.hit };
      },
    };
    app.decorate('publicCache', cache);
    if (ttlMs === 0) return;

    const miss = Symbol('public cache miss');
    // the page's generation here, and in Redis when it was asked (null: not asked, or not answering)
    type Pending = { page: string; url: string; generation: number; epoch: number; shared: string | null };
    const pendingOf = (request: FastifyRequest) =>
      (request as unknown as Record<symbol, Pending | undefined>)[miss];

    // only on the public calls it keeps: no other request pays for the look
    const keeps = (route: RouteOptions) =>
      Boolean((route.config as FastifyContextConfig | undefined)?.publicCache) &&
      methodsOf(route).includes('GET');
    hookWhere(app, 'onRequest', keeps, async (request: FastifyRequest, reply: FastifyReply) => {
      const rule = request.routeOptions.config.publicCache;
      if (!rule || request.method !== 'GET' || signedIn(request)) return;
      const page = pageKey(rule.page(request.params as Record<string, string>));
      const entry = pages.get(page)?.get(request.url);
      if (entry && entry.expiresAt > Date.now()) return sendKept(request, reply, { ...entry, hit: true });
      const pending: Pending = {
        page,
        url: request.url,
        generation: generations.get(page) ?? 0,
        epoch,
        shared: null,
      };
      const found = await shared?.read(page, request.url);
      if (found?.copy)
        return sendKept(request, reply, { ...fromShared(pending, found.copy, found.lifeMs), hit: true });
      pending.shared = found?.generation ?? null;
      (request as unknown as Record<symbol, Pending>)[miss] = pending;
    });

    // on the calls that change something and the calls it keeps, alone; before compression (registered ahead
    // of it), so the answer is kept as the handler made it
    const writes = (route: RouteOptions) =>
      methodsOf(route).some((method) => method !== 'GET' && method !== 'HEAD');
    hookWhere(
      app,
      'onSend',
      (route) => writes(route) || keeps(route),
      (request, reply, payload, done) => {
        done(null, keepOrDrop(request, reply, payload));
      },
    );

    function keepOrDrop(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        // a signed-in write changes what visitors see of the writer's own page and of any page it names;
        // dropped before the answer leaves, so the writer's next look never finds the old copy
        if (reply.statusCode < 400) {
          const named = request.routeOptions.config.changesPages?.(request) ?? [];
          const changed = [...named, request.user?.pageUrl].filter(
            (page): page is string => typeof page === 'string' && page !== '',
          );
          if (changed.length) cache.drop(changed);
          if (request.user) pageOfUser.delete(request.user.id);
        }
        return payload;
      }
      // a kept call's answer: a CDN may keep the visitors' copy, never a signed-in person's
      if (request.routeOptions.config.publicCache && reply.statusCode === 200) {
        reply
          .header('cache-control', cache.serves(request) ? sharedCacheControl : 'private, no-cache')
          .header('vary', 'accept-encoding, cookie');
      }
      const pending = pendingOf(request);
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (reply.hasHeader('set-cookie')) return payload;
      if ((generations.get(pending.page) ?? 0) !== pending.generation || pending.epoch !== epoch) {
        return payload;
      }
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const made = compress(type, payload);
      keep(pending, made);
      if (pending.shared !== null) void shared?.write(pending.page, pending.shared, pending.url, made);
      reply.header('x-cache', 'miss');
      return payload;
    }

    function compress(type: string, text: string): Entry {
      const body = Buffer.from(text);
      const compressed = body.length >= COMPRESS_FROM;
      return {
        expiresAt: Date.now() + ttlMs,
        type,
        cacheControl: sharedCacheControl,
        body,
        br: compressed
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : body,
        gzip: compressed ? zlib.gzipSync(body) : body,
      };
    }

    function keep(pending: Pending, entry: Entry) {
      let kept = pages.get(pending.page);
      if (!kept) pages.set(pending.page, (kept = new Map()));
      if (!kept.has(pending.url)) size++;
      kept.set(pending.url, entry);
      // the pages kept longest go first once the cache is full
      for (const [page, entries] of pages) {
        if (size <= MAX_ENTRIES) break;
        size -= entries.size;
        pages.delete(page);
      }
    }
  },
  { name: 'public-cache' },
);
