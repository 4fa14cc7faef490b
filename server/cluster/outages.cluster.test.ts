import fs from 'node:fs/promises';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../src/test/s3-server.ts';
import {
  eventually,
  freePort,
  startInstance,
  startPostgres,
  startRedis,
  type Instance,
} from './instances.ts';

// each instance's connections: its pool, its pipelined ones (decision 0118), the job queue's (4) and the
// overlay's listening one
const POOL_SIZE = 5;
const PIPELINED = 2;
const QUEUE_CONNECTIONS = 4;
const LISTENERS = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
let proxyPort: number;
let publicUrl: string;
const running = new Set<Instance>();

/** An instance of this suite's cluster; its connections carry its name (`pixel-<name>`) in PostgreSQL. */
async function start(name: string, env: Record<string, string> = {}) {
  const instance = await startInstance(name, {
    APP_ENV: 'development',
    DATABASE_URL: `${postgres.url}?application_name=pixel-${name}`,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    DATABASE_PIPELINED_CONNECTIONS: String(PIPELINED),
    REDIS_URL: redis.url,
    ...s3.env,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'cluster-session-secret-of-at-least-32-chars',
    SEED_DEMO: 'off',
    // every read reaches the database
    PUBLIC_CACHE_SECONDS: '0',
    SHUTDOWN_DRAIN_SECONDS: '2',
    ...env,
  });
  running.add(instance);
  return instance;
}

async function stop(instance: Instance) {
  const code = await instance.stop();
  running.delete(instance);
  return code;
}

/**
 * What visitors do, each answered from the database (and the rate limits in Redis): open a page that is
 * not there (404), start a gift to it (404 or 429), log in with a wrong password (422 or 429).
 */
const visits = [
  { method: 'GET', path: '/v1/profile/nobodyhere' },
  { method: 'POST', path: '/v1/donate/nobodyhere', body: { amount: '50' } },
  {
    method: 'POST',
    path: '/v1/auth/login',
    body: { email: 'nobody@example.ph', password: 'not the password' },
  },
] as const;

interface Outcome {
  status: number;
  /** when the request was sent */
  at: number;
}

/** Sends the visits, `concurrency` at a time, one after another, to `bases` in turn until stopped. */
function load(
  bases: () => string[],
  options: { concurrency?: number; agent?: http.Agent; pauseMs?: number } = {},
) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const one = async (base: string, visit: (typeof visits)[number]) => {
    const started = Date.now();
    const status = await new Promise<number>((resolve) => {
      const body = 'body' in visit ? JSON.stringify(visit.body) : undefined;
      const request = http.request(
        new URL(visit.path, base),
        {
          method: visit.method,
          agent: options.agent ?? false,
          headers: {
            origin: publicUrl,
            ...(body && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
          response.on('error', () => resolve(0));
        },
      );
      request.on('error', () => resolve(0));
      request.on('timeout', () => request.destroy());
      request.end(body);
    });
    outcomes.push({ status, at: started });
  };
  const loops = Array.from({ length: options.concurrency ?? 3 }, async (_, loop) => {
    for (let i = loop; !stopped; i++) {
      const targets = bases();
      await one(targets[i % targets.length]!, visits[i % visits.length]!);
      await sleep(options.pauseMs ?? 20);
    }
  });
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

const answered = (outcome: Outcome) => outcome.status > 0 && outcome.status < 500;

/** Client connections per instance, by the name each gave PostgreSQL. */
async function connectionsByInstance() {
  const rows = await postgres.query<{ name: string; n: number }>(
    `select application_name as name, count(*)::int as n from pg_stat_activity
     where application_name like 'pixel-%' group by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** Serves a real request from its database, and says it is ready. */
async function serves(instance: Instance) {
  const page = await fetch(`${instance.url}/v1/profile/nobodyhere`, { signal: AbortSignal.timeout(5_000) });
  const ready = await fetch(`${instance.url}/v1/ready`, { signal: AbortSignal.timeout(5_000) });
  if (page.status === 404 && ready.status === 200) return true;
  throw new Error(
    `${instance.name} answers ${page.status} and /v1/ready ${ready.status} ${await ready.text()}`,
  );
}

beforeAll(async () => {
  [postgres, redis, s3] = await Promise.all([startPostgres(), startRedis(), startS3Server()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-outages-'));
  // the proxy of the rolling restart is the site's address
  proxyPort = await freePort();
  publicUrl = `http://127.0.0.1:${proxyPort}`;
});

afterAll(async () => {
  await Promise.all([...running].map((instance) => instance.stop()));
  await Promise.all([redis?.stop(), s3?.stop(), postgres?.destroy()]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('two instances through outages of their parts', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    [a, b] = await Promise.all([start('a'), start('b')]);
  });

  it('serves again within 30 s after PostgreSQL was stopped for 20 s under load, within its connections', async () => {
    const traffic = load(() => [a.url, b.url], { concurrency: 4 });
    // the traffic is answered by both before the outage
    await eventually(
      async () => (traffic.outcomes.filter(answered).length >= 20 ? true : undefined),
      30_000,
      'traffic before the outage',
    );
    await postgres.stop();
    await sleep(20_000);
    await postgres.start();
    const back = Date.now();
    await Promise.all(
      [a, b].map((instance) => eventually(() => serves(instance), 30_000, `${instance.name} to serve again`)),
    );
    const recovered = Date.now();
    expect(recovered - back).toBeLessThan(30_000);

    // from then on, each instance holds no more than its pool, its pipelined ones, the queue's and the
    // listener: counted at every look while the traffic goes on and until the last connection is back
    const limit = POOL_SIZE + PIPELINED + QUEUE_CONNECTIONS + LISTENERS;
    const counted: Record<string, number>[] = [];
    const countConnections = async () => counted.push(await connectionsByInstance());
    await eventually(
      async () => {
        await countConnections();
        return traffic.outcomes.filter((o) => o.at > recovered).length > 10 ? true : undefined;
      },
      30_000,
      'traffic after the recovery',
    );
    const outcomes = await traffic.stop();
    // once back, every request is answered again
    const after = outcomes.filter((o) => o.at > recovered);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => !answered(o))).toEqual([]);
    // while it was away, a request was told to come back (503), never that something broke (500)
    expect(outcomes.filter((o) => o.status === 500)).toEqual([]);
    expect(outcomes.some((o) => o.status === 503)).toBe(true);

    // the overlay's listening connection is back on each (it waits up to 10 s between tries)
    await eventually(
      async () => {
        await countConnections();
        const rows = await postgres.query<{ name: string }>(
          `select application_name as name from pg_stat_activity where query ilike 'listen %'`,
        );
        const names = rows.map((row) => row.name).sort();
        return names.includes('pixel-a') && names.includes('pixel-b') ? names : undefined;
      },
      20_000,
      'both listeners',
    );
    await countConnections();
    const over = counted.filter(
      (counts) => (counts['pixel-a'] ?? 0) > limit || (counts['pixel-b'] ?? 0) > limit,
    );
    expect(over).toEqual([]);
  });

  it('answers every request while Redis is stalled for 20 s, none waiting for it to come back', async () => {
    process.kill(redis.pid, 'SIGSTOP');
    let outcomes: Outcome[];
    let readiness: number[] = [];
    try {
      const traffic = load(() => [a.url, b.url], { concurrency: 4 });
      const until = Date.now() + 20_000;
      while (Date.now() < until) {
        readiness = readiness.concat(
          await Promise.all([a, b].map(async (instance) => (await fetch(`${instance.url}/v1/ready`)).status)),
        );
        await sleep(1_000);
      }
      outcomes = await traffic.stop();
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
    expect(outcomes.length).toBeGreaterThan(100);
    // Redis is let go only after the traffic stopped: a request that waited on it would have ended in its
    // 30 s timeout, unanswered
    expect(outcomes.filter((o) => !answered(o))).toEqual([]);
    // Redis away stops neither instance from serving: the load balancer keeps both
    expect(new Set(readiness)).toEqual(new Set([200]));
  });

  it('fails no request through a keep-alive load balancer while both instances are restarted in turn', async () => {
    const proxy = await startProxy(proxyPort);
    try {
      proxy.add(a.url);
      proxy.add(b.url);
      await eventually(
        async () => (proxy.ready().length === 2 ? true : undefined),
        10_000,
        'both in the proxy',
      );
      const clientAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const traffic = load(() => [publicUrl], { concurrency: 4, agent: clientAgent, pauseMs: 5 });

      for (const [old, name] of [
        [a, 'a2'],
        [b, 'b2'],
      ] as const) {
        // the traffic goes through both in the proxy before one of them stops
        const served = proxy.ready().map((url) => [url, proxy.served(url)] as const);
        await eventually(
          async () => (served.every(([url, before]) => proxy.served(url) >= before + 20) ? true : undefined),
          20_000,
          `traffic through ${served.map(([url]) => url).join(' and ')}`,
        );
        expect(await stop(old)).toBe(0);
        proxy.remove(old.url);
        const replacement = await start(name);
        proxy.add(replacement.url);
        await eventually(
          async () => (proxy.ready().includes(replacement.url) ? true : undefined),
          20_000,
          `${name} in the proxy`,
        );
        if (old === a) a = replacement;
        else b = replacement;
      }
      // and through both replacements
      await eventually(
        async () => (proxy.served(a.url) >= 20 && proxy.served(b.url) >= 20 ? true : undefined),
        20_000,
        'traffic through both replacements',
      );
      const outcomes = await traffic.stop();
      clientAgent.destroy();
      expect(outcomes.length).toBeGreaterThan(200);
      expect(outcomes.filter((o) => !answered(o))).toEqual([]);
      // the restarted instances served through the proxy too
      expect(proxy.served(a.url)).toBeGreaterThan(0);
      expect(proxy.served(b.url)).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
});

describe('an instance started while S3 cannot be reached', () => {
  it('waits for it and starts once it answers, instead of exiting', async () => {
    // the instance's S3 address is a relay that drops every connection until it is let through to the
    // S3 server
    let through = false;
    let dropped = 0;
    const s3Port = Number(new URL(s3.endpoint).port);
    const relay = createServer((socket) => {
      if (!through) {
        dropped++;
        socket.destroy();
        return;
      }
      const upstream = connect(s3Port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const port = await freePort();
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    try {
      const starting = start('late', { S3_ENDPOINT: `http://127.0.0.1:${port}` });
      // the SDK tries 3 times per check: two checks have failed
      await eventually(async () => (dropped >= 6 ? true : undefined), 60_000, 'two failed checks');
      through = true;
      const late = await starting;
      expect(late.log()).toContain('S3 storage cannot be reached');
      expect(await eventually(() => serves(late), 10_000, 'the late instance to serve')).toBe(true);
      expect(await stop(late)).toBe(0);
    } finally {
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});

/**
 * A load balancer as the common ones work: keep-alive connections to each instance, routing in turn to
 * those whose /v1/ready answered 200 at the last check (every 200 ms), never trying a request twice.
 */
async function startProxy(port: number) {
  const upstreams = new Map<
    string,
    { agent: http.Agent; ready: boolean; served: number; timer: NodeJS.Timeout; removed: boolean }
  >();
  let turn = 0;
  const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'];
  const without = (headers: http.IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.includes(name)));
  const server = http.createServer((request, response) => {
    const ready = [...upstreams.entries()].filter(([, upstream]) => upstream.ready && !upstream.removed);
    const chosen = ready[turn++ % Math.max(1, ready.length)];
    if (!chosen) {
      response.writeHead(503).end();
      return;
    }
    const [url, upstream] = chosen;
    upstream.served++;
    const forward = http.request(
      new URL(request.url!, url),
      { method: request.method, headers: without(request.headers), agent: upstream.agent },
      (answer) => {
        response.writeHead(answer.statusCode!, without(answer.headers));
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    add(url: string) {
      const upstream = {
        agent: new http.Agent({ keepAlive: true, maxSockets: 16 }),
        ready: false,
        served: 0,
        removed: false,
        timer: setInterval(() => {
          fetch(`${url}/v1/ready`, { signal: AbortSignal.timeout(1_000) }).then(
            (answer) => (upstream.ready = answer.status === 200),
            () => (upstream.ready = false),
          );
        }, 200),
      };
      upstreams.set(url, upstream);
    },
    remove(url: string) {
      const upstream = upstreams.get(url);
      if (!upstream) return;
      upstream.removed = true;
      clearInterval(upstream.timer);
      upstream.agent.destroy();
    },
    ready: () => [...upstreams.entries()].filter(([, u]) => u.ready && !u.removed).map(([url]) => url),
    served: (url: string) => upstreams.get(url)?.served ?? 0,
    async close() {
      for (const url of upstreams.keys()) this.remove(url);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
