import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
// what `child` is given, as the plugin's README documents it: the route's limits and its `routeInfo`
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo: { method: string | string[]; url: string };
};

/** How long a Redis command may take before it counts as failed (the client's `commandTimeout`). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
// after a failure, counters stay in memory this long before Redis is asked again: a stalled Redis (the
// connection open, nothing answering) costs one request a timeout now and then, not every request
const RETRY_REDIS_AFTER_MS = 2_000;
// the plugin's own key prefix, so counters carry over between instances of either store
const KEY_PREFIX = 'fastify-rate-limit-';
// the addresses and accounts counted in memory at most, the oldest window forgotten first
const LOCAL_KEYS = 5_000;

// a fixed window: the first request of a window starts its expiry; one round trip, atomic
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

type CountingRedis = Redis & {
  pixelRateLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Counters of one route (or of the plugin's defaults) in Redis, shared by every instance. */
function redisCounter(redis: CountingRedis, prefix: string) {
  return (key: string, windowMs: number) => redis.pixelRateLimit(prefix + key, windowMs);
}

/** Counters in this instance's memory, for while Redis is away. */
function memoryCounter() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return (key: string, windowMs: number) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + windowMs };
      // re-inserted, so the Map's order is the order windows started in
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > LOCAL_KEYS) windows.delete(windows.keys().next().value!);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/**
 * Counters in Redis, shared by every instance; while Redis is down or stalled, counters in this
 * instance's memory (logged once per outage), so rate-limited routes keep answering instead of failing.
 * A store of @fastify/rate-limit's public store interface; it counts fixed windows, as the plugin does
 * without `continueExceeding` or `exponentialBackoff` (neither is used here).
 */
export function redisStoreWithFallback(
  redis: Redis,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): FastifyRateLimitStoreCtor {
  const counting = redis as CountingRedis;
  if (!counting.pixelRateLimit) redis.defineCommand('pixelRateLimit', { numberOfKeys: 1, lua: COUNT_SCRIPT });

  let fallingBack = false;
  let retryAt = 0;
  const fellBack = (err: unknown) => {
    if (!fallingBack)
      log.warn({ err }, 'Redis is not answering: rate limits count per instance until it does');
    fallingBack = true;
  };

  function store(prefix: string): FastifyRateLimitStore {
    const remote = redisCounter(counting, prefix);
    const local = memoryCounter();
    return {
      incr(key: string, callback: Callback, windowMs: number) {
        if (redis.status !== 'ready' || Date.now() < retryAt) {
          fellBack(new Error(`Redis connection is ${redis.status}`));
          callback(null, local(key, windowMs));
          return;
        }
        remote(key, windowMs).then(
          ([current, ttl]) => {
            if (fallingBack) log.info({}, 'Redis answers again: rate limits are shared again');
            fallingBack = false;
            callback(null, { current, ttl });
          },
          (error: unknown) => {
            fellBack(error);
            retryAt = Date.now() + RETRY_REDIS_AFTER_MS;
            callback(null, local(key, windowMs));
          },
        );
      },
      // each route with its own limit counts under its own keys
      child: (route) => {
        const { method, url } = (route as RouteOptions).routeInfo;
        return store(`${prefix}${String(method)}${url}-`);
      },
    };
  }

  // the plugin constructs the store itself (`new`), with its global settings
  return function RateLimitStore() {
    return store(KEY_PREFIX);
  } as unknown as FastifyRateLimitStoreCtor;
}
