/**
 * Settled gifts per second: signed `checkout.paid` webhooks driven into the running server on PostgreSQL,
 * compared with a bare INSERT of the same rows in the same run, then a full audit of the ledger.
 *
 *   npm run bench            (BENCH_GIFTS, BENCH_CREATORS, BENCH_CONCURRENCY, BENCH_DATABASE_URL to tune)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';
import { audit } from '../server/src/ledger/ledger.ts';
import { signSandboxWebhook } from '../server/src/providers/payments/sandbox/sandbox-provider.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GIFTS = Number(process.env.BENCH_GIFTS ?? 5000);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 250);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3400 + Math.floor(Math.random() * 500);
const SECRET = 'sandbox-secret';

const createDatabase = () => createScratchDatabase(ADMIN_URL, 'pixel_bench');

/** Creators and their pending gifts, written straight to the tables the API would write. */
async function seed(pool: pg.Pool) {
  const creators = Array.from({ length: CREATORS }, (_, i) => ({ id: randomUUID(), n: i }));
  const values = creators.map(
    (c) =>
      `('${c.id}', 'bench${c.n}@example.ph', 'bench${c.n}', 'Bench ${c.n}', 'active', 'BENCH${String(c.n).padStart(6, '0')}')`,
  );
  await pool.query(
    `insert into users (id, email, page_url, page_name, status, referral_code) values ${values.join(',')}`,
  );
  const gifts = Array.from({ length: GIFTS }, (_, i) => ({
    paymentId: randomUUID(),
    checkoutId: `cs_sbx_bench_${i}`,
    reference: `G-BENCH${String(i).padStart(8, '0')}`,
    creator: creators[i % CREATORS]!.id,
    amount: 2_000 + (i % 50) * 100,
  }));
  for (let start = 0; start < gifts.length; start += 1000) {
    const batch = gifts.slice(start, start + 1000);
    await pool.query(
      `insert into payments (id, reference, provider, provider_checkout_id, kind, payee_user_id, amount, source, description, success_redirect_url, failure_redirect_url)
       values ${batch.map((g) => `('${g.paymentId}', '${g.reference}', 'sandbox', '${g.checkoutId}', 'gift', '${g.creator}', ${g.amount}, 'web', 'Gift', 'http://x/ok', 'http://x/no')`).join(',')}`,
    );
    await pool.query(
      `insert into gifts (payment_id, creator_user_id, supporter_name, amount)
       values ${batch.map((g) => `('${g.paymentId}', '${g.creator}', 'Bench fan', ${g.amount})`).join(',')}`,
    );
  }
  return gifts;
}

/** Runs `work` for every item with at most CONCURRENCY in flight; returns items per second. */
async function drive<T>(items: T[], work: (item: T, worker: number) => Promise<void>) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (next < items.length) await work(items[next++]!, worker);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: items.length / seconds, seconds };
}

/**
 * A keep-alive HTTP/1.1 connection that sends prepared requests one at a time and reads only each
 * answer's status and length. The load generator shares the machine's two cores with the server and
 * PostgreSQL; node's own HTTP client costs it several times as much per request.
 */
function openConnection() {
  return new Promise<{ send(request: Buffer): Promise<number>; close(): void }>((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.setNoDelay(true);
    let waiting: { resolve(status: number): void; reject(error: Error): void } | null = null;
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = received.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length === undefined) {
        waiting?.reject(new Error(`an answer without content-length: ${head}`));
        return;
      }
      if (received.length < headEnd + 4 + Number(length)) return;
      received = received.subarray(headEnd + 4 + Number(length));
      const done = waiting;
      waiting = null;
      done?.resolve(Number(head.slice(9, 12)));
    });
    socket.on('error', (error) => {
      waiting?.reject(error);
      reject(error);
    });
    socket.once('connect', () =>
      resolve({
        send: (request) =>
          new Promise<number>((resolveSend, rejectSend) => {
            waiting = { resolve: resolveSend, reject: rejectSend };
            socket.write(request);
          }),
        close: () => socket.destroy(),
      }),
    );
  });
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function main() {
  const database = await createDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-'));
  // the schema first, so the seed can write before the server starts
  const migrated = await openDatabase({ url: database.url, dataDir: null });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
  pool.on('error', () => undefined);
  // BENCH_PROFILE=dir writes a V8 CPU profile of the server there
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      APP_ENV: 'development',
      SEED_DEMO: '0',
      SANDBOX_WEBHOOK_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const gifts = await seed(pool);
    await waitForHealth();

    // baseline: the same number of rows, one INSERT each, same concurrency, same database
    await pool.query(
      'create table bench_baseline (id uuid primary key, event_id text not null, payload jsonb not null)',
    );
    const baseline = await drive(gifts, async (gift) => {
      await pool.query('insert into bench_baseline (id, event_id, payload) values ($1, $2, $3)', [
        randomUUID(),
        `evt_${gift.checkoutId}`,
        JSON.stringify({ checkout_id: gift.checkoutId, amount: gift.amount }),
      ]);
    });

    // signing is the provider's work, not the server's: done before the clock starts, so the load
    // generator takes as little of the machine's two cores as it can
    const deliveries = gifts.map((gift) => {
      const body = JSON.stringify({
        id: `evt_${gift.checkoutId}`,
        type: 'checkout.paid',
        data: {
          checkout_id: gift.checkoutId,
          reference: gift.reference,
          amount: gift.amount,
          currency: 'PHP',
          paid_at: new Date().toISOString(),
        },
      });
      const signature = signSandboxWebhook(SECRET, body);
      return Buffer.from(
        `POST /v1/webhooks/sandbox HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nsandbox-signature: ${signature}\r\n\r\n${body}`,
      );
    });
    const connections = await Promise.all(Array.from({ length: CONCURRENCY }, openConnection));
    const failures: number[] = [];
    const settled = await drive(deliveries, async (delivery, worker) => {
      const status = await connections[worker]!.send(delivery);
      if (status !== 200) failures.push(status);
    });
    for (const connection of connections) connection.close();

    const { rows } = await pool.query<{ paid: number; lines: number }>(
      `select (select count(*)::int from payments where status = 'paid') as paid,
              (select count(*)::int from statement_lines) as lines`,
    );
    const check = await openDatabase({ url: database.url, dataDir: null });
    const problems = await audit(check.db);
    await check.close();

    const result = {
      gifts: GIFTS,
      creators: CREATORS,
      concurrency: CONCURRENCY,
      settled_per_second: Math.round(settled.perSecond),
      baseline_inserts_per_second: Math.round(baseline.perSecond),
      ratio_to_bare_insert: Number((settled.perSecond / baseline.perSecond).toFixed(3)),
      target_settled_per_second: 1000,
      failed_deliveries: failures.length,
      paid: rows[0]!.paid,
      statement_lines: rows[0]!.lines,
      ledger_problems: problems,
    };
    console.log(
      `bench ${GIFTS} gifts to ${CREATORS} creators, concurrency ${CONCURRENCY} | ${result.settled_per_second} settled/s (target 1000), bare INSERT ${result.baseline_inserts_per_second}/s, ratio ${result.ratio_to_bare_insert} | failed ${failures.length}, paid ${result.paid}, ledger problems ${problems.length}`,
    );
    await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'bench', 'results', 'gift-webhooks.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    const ok = failures.length === 0 && rows[0]!.paid === GIFTS && problems.length === 0;
    if (!ok) {
      console.error('the ledger or the settlements are wrong after the run');
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await pool.end();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
