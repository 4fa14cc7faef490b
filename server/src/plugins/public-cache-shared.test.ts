import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../cluster/instances.ts';
import { sharedCopies } from './public-cache-shared.ts';

const copy = (text: string) => ({
  type: 'text/html; charset=utf-8',
  body: Buffer.from(text),
  br: Buffer.from(`br:${text}`),
  gzip: Buffer.from(`gz:${text}`),
});

describe("the public cache's copies in a real Redis", () => {
  let server: Awaited<ReturnType<typeof startRedis>>;
  let redis: Redis;
  const errors: unknown[] = [];

  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url, {
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      enableOfflineQueue: false,
    });
    await new Promise((resolve) => redis.once('ready', resolve));
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  const instance = () => sharedCopies(redis, { ttlMs: 60_000, onError: (err) => errors.push(err) });

  it('sends what one instance made from every other, byte for byte, with its time left', async () => {
    const [a, b] = [instance(), instance()];
    const first = await a.read('mara', '/mara');
    expect(first).toMatchObject({ generation: '0', copy: null });
    await a.write('mara', first!.generation, '/mara', copy('<h1>Mara</h1>'));
    const seen = await b.read('mara', '/mara');
    expect(seen!.copy).toEqual(copy('<h1>Mara</h1>'));
    expect(seen!.lifeMs).toBeGreaterThan(55_000);
    expect(seen!.lifeMs).toBeLessThanOrEqual(60_000);
    // another address of the page, and another page, have their own copies
    expect((await b.read('mara', '/mara/snap'))!.copy).toBeNull();
    expect((await b.read('lito', '/mara'))!.copy).toBeNull();
  });

  it('drops a page for every instance, and keeps no copy made from what was read before the drop', async () => {
    const [a, b] = [instance(), instance()];
    const before = await a.read('ana', '/ana');
    await a.write('ana', before!.generation, '/ana', copy('old'));
    // A reads again (a miss elsewhere) and starts making a copy; B drops the page meanwhile
    const making = await a.read('ana', '/v1/profile/ana');
    await b.drop(['ana'], { channel: 'pixel:test', message: '["ana"]' });
    await a.write('ana', making!.generation, '/v1/profile/ana', copy('made before the drop'));
    const after = await b.read('ana', '/ana');
    expect(after!.generation).toBe('1');
    expect(after!.copy).toBeNull();
    expect((await b.read('ana', '/v1/profile/ana'))!.copy).toBeNull();
    // what is made after the drop is kept again
    await b.write('ana', after!.generation, '/ana', copy('new'));
    expect((await a.read('ana', '/ana'))!.copy!.body.toString()).toBe('new');
  });

  it('answers nothing, and asks Redis nothing for a while, once Redis fails', async () => {
    const down = new Redis(server.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const copies = sharedCopies(down, { ttlMs: 60_000, onError: (err) => errors.push(err) });
    const before = errors.length;
    expect(await copies.read('mara', '/mara')).toBeNull();
    expect(errors.length).toBe(before + 1);
    await copies.write('mara', '0', '/mara', copy('x'));
    expect(await copies.read('mara', '/mara')).toBeNull();
    // resting: no further command was tried, so no further error
    expect(errors.length).toBe(before + 1);
    down.disconnect();
  });
});
