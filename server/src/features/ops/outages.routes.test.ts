import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { client, member, multipartFile, sampleImage, signedInUser } from '../../test/builders.ts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';
import { drainThenClose } from './drain.ts';

/**
 * Just enough of a Redis server for rate limits: it answers the start-up questions, PING and the limit's
 * script (a counter per key), until `stall()`, after which it keeps every connection open and answers
 * nothing, as a stopped Redis process does, keeping the name of each command it leaves unanswered.
 */
async function fakeRedis() {
  let stalled = false;
  const counters = new Map<string, number>();
  const unanswered: string[] = [];
  const answer = (args: string[]) => {
    const name = (args[0] ?? '').toUpperCase();
    if (name === 'PING') return '+PONG\r\n';
    if (name === 'INFO') {
      const info = '# Server\r\nredis_version:7.2.0\r\nloading:0\r\n';
      return `$${Buffer.byteLength(info)}\r\n${info}\r\n`;
    }
    if (name === 'EVALSHA' || name === 'EVAL') {
      const key = args[3] ?? '';
      const current = (counters.get(key) ?? 0) + 1;
      counters.set(key, current);
      return `*2\r\n:${current}\r\n:60000\r\n`;
    }
    return '+OK\r\n';
  };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      // commands arrive as RESP arrays of bulk strings
      for (;;) {
        const lines = buffered.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!lines[0]?.startsWith('*') || lines.length < 1 + count * 2 + 1) return;
        const args = Array.from({ length: count }, (_, i) => lines[2 + i * 2]!);
        buffered = lines.slice(1 + count * 2).join('\r\n');
        if (stalled) unanswered.push((args[0] ?? '').toUpperCase());
        else socket.write(answer(args));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    counters,
    unanswered,
    stall() {
      stalled = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * An HTTP server that takes requests and never answers them: a stalled S3. `held()` lists the requests it
 * still holds, open and unanswered; one leaves the list when its caller gives up and closes it.
 */
async function stalledHttp() {
  const requests: string[] = [];
  const held = new Set<string>();
  const server = createHttpServer((request, response) => {
    const name = `${request.method} ${request.url}`;
    requests.push(name);
    held.add(name);
    response.on('close', () => held.delete(name));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    requests,
    held: () => [...held],
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const s3Env = (endpoint: string) => ({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'pixel-media',
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
});

describe('when Redis stalls (the connection open, nothing answering)', async () => {
  const redis = await fakeRedis();
  afterAll(() => redis.close());
  const t = useTestApp({ env: { REDIS_URL: redis.url, PUBLIC_CACHE_SECONDS: '0' } });

  it('answers log-ins, asking it only now and then, still limiting per instance, and stays ready', async () => {
    const user = await signedInUser(t);
    expect((await client(t).get('/v1/ready')).json().data.checks.redis).toBe('up');
    expect(redis.counters.size).toBeGreaterThan(0);

    redis.stall();
    const caller = client(t);
    const statuses = [];
    const asked = [];
    for (let i = 0; i < 12; i++) {
      const response = await caller.post('/v1/auth/login', { email: user.email, password: 'wrong password' });
      statuses.push(response.statusCode);
      asked.push(redis.unanswered.filter((name) => name === 'EVALSHA').length);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // the first log-in asked Redis and was answered though Redis never was; the next was counted in memory
    // without asking, and so were most of the others: only now and then does one wait on a stalled Redis
    expect(asked.slice(0, 2)).toEqual([1, 1]);
    expect(asked.at(-1)).toBeLessThan(statuses.length / 2);

    const ready = await client(t).get('/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({
      status: 'ready',
      checks: { database: 'up', storage: 'up', redis: 'down' },
    });
  });
});

describe('when storage cannot be reached', () => {
  // nothing listens on port 1: every request to the storage is refused
  const t = useTestApp({ env: s3Env('http://127.0.0.1:1') });

  it('answers an upload with 503 in the API error shape, and stays ready', async () => {
    const creator = await member(t);
    const { payload, headers } = multipartFile(await sampleImage());
    const response = await creator.browser.post('/v1/images/upload', payload, headers);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      exception: 'ServiceUnavailableException',
      message: 'Media storage is not available right now. Please try again.',
      message_key: 'storageUnavailable',
    });

    const ready = await client(t).get('/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', checks: { database: 'up', storage: 'down' } });
  });
});

describe('when storage stalls', async () => {
  const s3 = await stalledHttp();
  afterAll(() => s3.close());
  const t = useTestApp({ env: s3Env(s3.url) });

  it('asks it once however often readiness is asked, and answers each without waiting on it', async () => {
    for (let i = 0; i < 4; i++) {
      const ready = await client(t).get('/v1/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.checks.storage).toBe('down');
    }
    expect(s3.requests).toEqual(['HEAD /pixel-media/']);
    // every answer came while the storage held the probe unanswered, as it holds it still: none waited
    // for the storage to answer, nor for its client to give up on it
    expect(s3.held()).toEqual(['HEAD /pixel-media/']);
  });
});

describe('draining before a shutdown', () => {
  it('answers 503 on /v1/ready and still serves, closing each connection, then closes', async () => {
    const t = await buildTestApp({ env: { SHUTDOWN_DRAIN_SECONDS: '1' } });
    try {
      expect(t.config.shutdownDrainMs).toBe(1_000);
      const user = await signedInUser(t);
      expect((await client(t).get('/v1/ready')).statusCode).toBe(200);
      let done = false;
      const closed = drainThenClose(t.app, t.config.shutdownDrainMs).then(() => {
        done = true;
      });

      const ready = await client(t).get('/v1/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toEqual({ status: 'draining', checks: { database: 'up', storage: 'up' } });
      const served = await user.browser.get('/v1/user/profile');
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
      // the drain is not over while requests are still served: it ends by its time, not by the last answer
      expect(done).toBe(false);

      await closed;
      await expect(client(t).get('/v1/health')).rejects.toThrow();
    } finally {
      await t.close();
    }
  });

  it('lasts SHUTDOWN_DRAIN_SECONDS, by default none outside production', async () => {
    const { parseConfig } = await import('../../config/config.ts');
    expect(parseConfig({ APP_ENV: 'development' }).shutdownDrainMs).toBe(0);
    expect(parseConfig({ APP_ENV: 'development', SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainMs).toBe(
      15_000,
    );
    expect(() => parseConfig({ SHUTDOWN_DRAIN_SECONDS: '5s' })).toThrow(
      'Invalid configuration: SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds, like 10',
    );
    expect(() => parseConfig({ SHUTDOWN_DRAIN_SECONDS: '600' })).toThrow(
      'Invalid configuration: SHUTDOWN_DRAIN_SECONDS must be at most 120',
    );
  });
});
