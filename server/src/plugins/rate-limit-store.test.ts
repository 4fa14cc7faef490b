import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../cluster/instances.ts';
import { redisStoreWithFallback } from './rate-limit-store.ts';

const incr = (store: FastifyRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );
const route = (url: string) =>
  ({ routeInfo: { method: 'POST', url } }) as unknown as Parameters<FastifyRateLimitStore['child']>[0];

describe('rate-limit counters in a real Redis', () => {
  let server: Awaited<ReturnType<typeof startRedis>>;
  let redis: Redis;
  const logged: string[] = [];
  const log = {
    warn: (_: object, msg: string) => logged.push(msg),
    info: (_: object, msg: string) => logged.push(msg),
  };

  beforeAll(async () => {
    server = await startRedis();
    // a command that times out falls back to counting in memory: a loaded machine must not make it look so
    redis = new Redis(server.url, { maxRetriesPerRequest: 0, commandTimeout: 10_000 });
    await redis.ping();
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  const newStore = () => {
    const Store = redisStoreWithFallback(redis, log);
    return new Store({});
  };

  it('counts a window per address, shared by every instance, with its time left', async () => {
    const [first, second] = [
      newStore().child(route('/v1/auth/login')),
      newStore().child(route('/v1/auth/login')),
    ];
    expect(await incr(first, '203.0.113.7')).toMatchObject({ current: 1 });
    const again = await incr(second, '203.0.113.7');
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(59_000);
    expect(again.ttl).toBeLessThanOrEqual(60_000);
    // the plugin's own key names, so counters carry over from its store
    expect(await redis.get('fastify-rate-limit-POST/v1/auth/login-203.0.113.7')).toBe('2');
  });

  it('keeps each route with its own limit apart', async () => {
    const store = newStore();
    await incr(store.child(route('/v1/a')), '198.51.100.1');
    expect((await incr(store.child(route('/v1/b')), '198.51.100.1')).current).toBe(1);
  });

  it('starts a new window once the last one has passed', async () => {
    const store = newStore().child(route('/v1/short'));
    await incr(store, '192.0.2.1', 50);
    expect((await incr(store, '192.0.2.1', 50)).current).toBe(2);
    await expect.poll(() => redis.exists('fastify-rate-limit-POST/v1/short-192.0.2.1')).toBe(0);
    expect((await incr(store, '192.0.2.1', 50)).current).toBe(1);
  });

  it('counts in memory while Redis is away, and says so once', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0 });
    const store = new (redisStoreWithFallback(away, log))({}).child(route('/v1/auth/login'));
    logged.length = 0;
    expect((await incr(store, '203.0.113.9')).current).toBe(1);
    expect((await incr(store, '203.0.113.9')).current).toBe(2);
    expect(logged).toEqual(['Redis is not answering: rate limits count per instance until it does']);
    away.disconnect();
  });
});
