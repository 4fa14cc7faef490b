/**
 * Live alerts to many overlays of one creator on one instance (PostgreSQL): the time from a gift's event
 * (its settlement's commit, which PostgreSQL announces to every listener at once: this process listens on a
 * connection of its own too) to the last of `BENCH_STREAMS` open overlay streams receiving its alert,
 * against a bare Server-Sent Events server (node:http) in the same process sending the same bytes to as
 * many connections. The ratio of the bare server's time to ours is the figure (target ≥ 0.5; decision
 * 0131). Also reported: the time from the payment itself (the sandbox checkout's Pay, which settles it: the
 * settlement's own work comes first), the statements that read the creator's events per gift (counted on
 * this process's connections; they must not grow with the streams), and the memory each open stream holds in
 * either server. Gifts and bare sends take turns; the medians are compared.
 *
 *   npm run bench:overlay     (BENCH_STREAMS, BENCH_ROUNDS, BENCH_DATABASE_URL to tune)
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chooseStorage } from '../server/src/adapters.ts';
import { buildApp } from '../server/src/app.ts';
import { parseConfig } from '../server/src/config/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { createJobQueue } from '../server/src/jobs/queue.ts';
import { createOutboxMailer } from '../server/src/providers/mail/mailer.ts';
import { createOutboxSms } from '../server/src/providers/sms/sms.ts';
import { OVERLAY_CHANNEL } from '../server/src/features/overlay/overlay.bus.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Heap and buffers after a full collection, in bytes: what the process holds. */
function held() {
  globalThis.gc?.();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external + arrayBuffers;
}

/**
 * `count` event streams opened on `url`; `next(n)` resolves once every stream has received its n-th event
 * since it opened, with the moment the last one did.
 */
async function openStreams(url: string, count: number) {
  const seen = new Array<number>(count).fill(0);
  let firstEvent = '';
  let waiting: { n: number; resolve: (at: number) => void } | null = null;
  const check = () => {
    if (waiting && seen.every((n) => n >= waiting!.n)) {
      const { resolve } = waiting;
      waiting = null;
      resolve(performance.now());
    }
  };
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          // each from an address of its own, behind the instance's one proxy: the route limits each address
          const headers = {
            accept: 'text/event-stream',
            'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
          };
          const request = http.get(url, { agent, headers }, (response) => {
            if (response.statusCode !== 200)
              return reject(new Error(`stream answered ${response.statusCode}`));
            response.setEncoding('utf8');
            let text = '';
            response.on('data', (chunk: string) => {
              text += chunk;
              let split;
              while ((split = text.indexOf('\n\n')) >= 0) {
                const block = text.slice(0, split + 2);
                if (/^data: /m.test(block)) {
                  seen[i]!++;
                  if (i === 0) firstEvent ||= block;
                }
                text = text.slice(split + 2);
              }
              check();
            });
            resolve();
          });
          request.on('error', reject);
          requests.push(request);
        }),
    ),
  );
  return {
    /** The bytes of the first event the first stream received. */
    firstEvent: () => firstEvent,
    next(n: number) {
      return new Promise<number>((resolve) => {
        waiting = { n, resolve };
        check();
      });
    },
    close() {
      for (const request of requests) request.destroy();
    },
  };
}

// every statement this process sends that reads the creator's events, whichever connection it goes on
let eventReads = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  if (/^\s*select/i.test(text) && text.includes('"overlay_events"')) eventReads++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const scratch = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench_overlay' });
const database = await openDatabase({ url: scratch.url, dataDir: null });
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-overlay-'));
const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
const jobs = createJobQueue({ target: database.queueTarget, db: database.db, log: quiet, background: false });
await jobs.start();
const config = parseConfig({
  APP_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://127.0.0.1',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  LOG_LEVEL: 'silent',
  DATABASE_URL: scratch.url,
  TRUST_PROXY: '1',
});
const app = await buildApp({
  config,
  db: database.db,
  storage: await chooseStorage(config),
  jobs,
  overrides: { mailer: createOutboxMailer(database.db), sms: createOutboxSms(database.db) },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

// the bare server: every open connection is sent the same event's bytes on `send`
const bareClients = new Set<http.ServerResponse>();
const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  response.write(': open\n\n');
  bareClients.add(response);
  response.on('close', () => bareClients.delete(response));
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

// the commit of each gift's event, as every instance hears of it
const listener = new pg.Client({ connectionString: scratch.url });
await listener.connect();
let announced: ((at: number) => void) | null = null;
listener.on('notification', () => announced?.(performance.now()));
await listener.query(`listen ${OVERLAY_CHANNEL}`);

try {
  // a creator (signed up as the web app does, her email verified) and her overlay's address
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    app.inject({ method, url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });
  const email = `overlay-${Date.now()}@bench.ph`;
  const pageUrl = `overlay${Date.now().toString(36)}`;
  const registered = await inject('POST', '/v1/auth/register', {
    email,
    password: 'correct horse battery',
    page_url: pageUrl,
  });
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);
  await jobs.drain('send-mail');
  const { rows: mails } = await pool.query<{ body: string }>(
    'select body from outbox_messages where "to" = $1 order by created_at desc limit 1',
    [email],
  );
  const code = mails[0]!.body.match(/verification_code=([\w-]+)/)![1];
  const login = await inject('POST', '/v1/auth/login', {
    email,
    password: 'correct horse battery',
    authorization_code: code,
  });
  const cookie = String(login.headers['set-cookie']).match(/pixel_session=[^;]+/)![0];
  const overlayUrl = (await inject('GET', '/v1/user/overlay', undefined, cookie)).json().data.overlay_url;
  const token = new URL(overlayUrl).pathname.split('/').pop()!;
  const gift = async () => {
    const started = await inject('POST', `/v1/donate/${pageUrl}`, { amount: '100', supporter_name: 'Liza' });
    if (started.statusCode !== 200) throw new Error(`gift failed: ${started.body}`);
    return new URL(started.json().data.link_url as string).pathname;
  };
  const heldBefore = held();
  const ours = await openStreams(`${base}/v1/overlay/${token}/events`, STREAMS);
  const heldOurs = held();
  const bareBefore = held();
  const theirs = await openStreams(bareUrl, STREAMS);
  const heldBare = held();

  const oursTimes: number[] = [];
  const fromPayTimes: number[] = [];
  const bareTimes: number[] = [];
  const readsPerGift: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const checkout = await gift();
    const readsBefore = eventReads;
    const arrived = ours.next(round);
    const committed = new Promise<number>((resolve) => (announced = resolve));
    const paidAt = performance.now();
    const paid = await app.inject({ method: 'POST', url: `${checkout}/pay` });
    if (paid.statusCode !== 303) throw new Error(`pay failed: ${paid.statusCode}`);
    const last = await arrived;
    oursTimes.push(last - (await committed));
    fromPayTimes.push(last - paidAt);
    readsPerGift.push(eventReads - readsBefore);

    const sample = ours.firstEvent();
    const bareArrived = theirs.next(round);
    const sentAt = performance.now();
    for (const client of bareClients) client.write(sample);
    bareTimes.push((await bareArrived) - sentAt);
  }
  ours.close();
  theirs.close();

  const oursMs = median(oursTimes);
  const bareMs = median(bareTimes);
  const ratio = bareMs / oursMs;
  const perStream = (after: number, before: number) => ((after - before) / STREAMS / 1024).toFixed(1);
  console.log(
    `bench:overlay summary, PostgreSQL | ${STREAMS} streams of one creator on one instance | gift's event committed ` +
      `to the last stream ${oursMs.toFixed(1)} ms | bare SSE server, same bytes, ${bareMs.toFixed(1)} ms | ratio ` +
      `${ratio.toFixed(2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}) | from the Pay, settlement first, ` +
      `${median(fromPayTimes).toFixed(1)} ms | reads of the events per gift ${median(readsPerGift)} ` +
      `(with ${STREAMS} streams) | memory per stream ${perStream(heldOurs, heldBefore)} KB, bare ` +
      `${perStream(heldBare, bareBefore)} KB (client sockets of this process included in both) | median of ${ROUNDS}`,
  );
} finally {
  await listener.end();
  await app.close();
  await new Promise((resolve) => bare.close(resolve));
  await jobs.stop();
  await pool.end();
  await database.close();
  await scratch.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
  agent.destroy();
}
