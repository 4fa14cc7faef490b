import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// the plugin's own stores: the shared one in Redis and the per-instance one in memory
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
interface RouteOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method: string; url: string };
}

/** How long a Redis command may take before it counts as failed (the client's `commandTimeout`). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
// after a failure, counters stay in memory this long before Redis is asked again: a stalled Redis (the
// connection open, nothing answering) costs one request a timeout now and then, not every request
const RETRY_REDIS_AFTER_MS = 2_000;

/**
 * Counters in Redis, shared by every instance; while Redis is down or stalled, counters in this
 * instance's memory (logged once per outage), so rate-limited routes keep answering instead of failing.
 */
export function redisStoreWithFallback(
  redis: Redis,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
) {
  let fallingBack = false;
  let retryAt = 0;
  const fellBack = (err: unknown) => {
    if (!fallingBack)
      log.warn({ err }, 'Redis is not answering: rate limits count per instance until it does');
    fallingBack = true;
  };

  class FallbackStore implements Store {
    private readonly remote: Store;
    private readonly local: Store;
    constructor(remote: Store, local: Store) {
      this.remote = remote;
      this.local = local;
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready' || Date.now() < retryAt) {
        fellBack(new Error(`Redis connection is ${redis.status}`));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.remote.incr(
        key,
        (error, result) => {
          if (!error) {
            if (fallingBack) log.info({}, 'Redis answers again: rate limits are shared again');
            fallingBack = false;
            callback(null, result);
            return;
          }
          fellBack(error);
          retryAt = Date.now() + RETRY_REDIS_AFTER_MS;
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }

  // the plugin constructs the store with its global settings
  function FallbackStoreCtor(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const continueExceeding = settings.continueExceeding ?? false;
    const exponentialBackoff = settings.exponentialBackoff ?? false;
    return new FallbackStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis) as Store,
      new LocalStore(continueExceeding, exponentialBackoff) as Store,
    );
  }
  return FallbackStoreCtor as unknown as FastifyRateLimitStoreCtor;
}
