/**
 * Settled gifts per second: signed `checkout.paid` webhooks driven into the running server on PostgreSQL,
 * compared in the same run, taking turns in rounds, with a hand-written settlement of the same gifts (one
 * transaction a gift through `pg`, `gift-hand-settlement.ts`), a pgledger-style transfer of each gift's
 * amount (`ledger-transfer.ts`: five rows, the least a double-entry ledger writes; target: as many settled
 * gifts a second) and a bare INSERT of as many rows, all in a database of their own on the same PostgreSQL,
 * at the same concurrency; then every ledger is audited.
 *
 *   npm run bench            (BENCH_GIFTS, BENCH_CREATORS, BENCH_CONCURRENCY, BENCH_ROUNDS,
 *                             BENCH_DATABASE_URL to tune)
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
import { openAccounts, type PaidEvent, settleByHand } from './gift-hand-settlement.ts';
import { auditLedger, openLedger, transfer } from './ledger-transfer.ts';
import { stop } from './children.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GIFTS = Number(process.env.BENCH_GIFTS ?? 5000);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 250);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
// settled by each side before the clock starts: the server's code warms up, the accounts are opened
const WARMUP = 4 * CONCURRENCY;
const TARGET_PER_SECOND = 1000;
// settled gifts a second over pgledger-style transfers a second
const TARGET_LEDGER_RATIO = 1.0;
// what the server charges on a gift (config GIFT_FEE_BPS, which the server reads from this environment)
const GIFT_FEE_BPS = Number(process.env.GIFT_FEE_BPS ?? 0);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3400 + Math.floor(Math.random() * 500);
const SECRET = 'sandbox-secret';

const createDatabase = () => createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench' });

/** Creators and their pending gifts, written straight to the tables the API would write. */
async function seed(pool: pg.Pool, count: number) {
  const creators = Array.from({ length: CREATORS }, (_, i) => ({ id: randomUUID(), n: i }));
  const values = creators.map(
    (c) =>
      `('${c.id}', 'bench${c.n}@example.ph', 'bench${c.n}', 'Bench ${c.n}', 'active', 'BENCH${String(c.n).padStart(6, '0')}')`,
  );
  await pool.query(
    `insert into users (id, email, page_url, page_name, status, referral_code) values ${values.join(',')}`,
  );
  const gifts = Array.from({ length: count }, (_, i) => ({
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
  return { gifts, creatorIds: creators.map((c) => c.id) };
}

/** The event the provider sends when a gift's checkout is paid. */
function paidEvent(gift: { checkoutId: string; reference: string; amount: number }): PaidEvent {
  const event = {
    id: `evt_${gift.checkoutId}`,
    type: 'checkout.paid',
    data: {
      checkout_id: gift.checkoutId,
      reference: gift.reference,
      amount: gift.amount,
      currency: 'PHP',
      paid_at: new Date().toISOString(),
    },
  };
  return {
    eventId: event.id,
    checkoutId: gift.checkoutId,
    amount: gift.amount,
    paidAt: event.data.paid_at,
    body: JSON.stringify(event),
  };
}

/** `items` cut into `parts` runs of lengths as even as can be. */
const split = <T>(items: T[], parts: number) =>
  Array.from({ length: parts }, (_, i) =>
    items.slice(Math.floor((items.length * i) / parts), Math.floor((items.length * (i + 1)) / parts)),
  );

/** Runs `work` for every item with at most CONCURRENCY in flight; returns the seconds it took. */
async function drive<T>(items: T[], work: (item: T, worker: number) => Promise<void>) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (next < items.length) await work(items[next++]!, worker);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
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
  if (!(ROUNDS >= 1 && ROUNDS <= GIFTS)) throw new Error('BENCH_ROUNDS must be 1 to BENCH_GIFTS');
  const load = os.loadavg()[0]!;
  // the server's database, and the baselines' on the same PostgreSQL: their rows never meet the audit's
  const [database, baselineDatabase] = await Promise.all([createDatabase(), createDatabase()]);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-'));
  // the schema first, so the seed can write before the server starts
  for (const { url } of [database, baselineDatabase]) {
    const migrated = await openDatabase({ url, dataDir: null });
    await migrated.close();
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const baselinePool = new pg.Pool({ connectionString: baselineDatabase.url, max: CONCURRENCY });
  pool.on('error', () => undefined);
  baselinePool.on('error', () => undefined);
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
    // the same creators and pending gifts in both databases
    const [{ gifts }, byHand] = await Promise.all([
      seed(pool, WARMUP + GIFTS),
      seed(baselinePool, WARMUP + GIFTS),
    ]);
    await openAccounts(baselinePool, byHand.creatorIds);
    const ledger = await openLedger(baselinePool, byHand.creatorIds);
    await baselinePool.query(
      'create table bench_baseline (id uuid primary key, event_id text not null, payload jsonb not null)',
    );
    await waitForHealth();

    // signing is the provider's work, not the server's: done before the clock starts, so the load
    // generator takes as little of the machine's two cores as it can
    const deliveries = gifts.map((gift) => {
      const { body } = paidEvent(gift);
      const signature = signSandboxWebhook(SECRET, body);
      return Buffer.from(
        `POST /v1/webhooks/sandbox HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nsandbox-signature: ${signature}\r\n\r\n${body}`,
      );
    });
    const events = byHand.gifts.map(paidEvent);
    const inserts = byHand.gifts.map((gift) => ({
      eventId: `evt_${gift.checkoutId}`,
      payload: JSON.stringify({ checkout_id: gift.checkoutId, amount: gift.amount }),
    }));
    const transfers = byHand.gifts.map((gift) => ({
      to: ledger.creators.get(gift.creator)!,
      amount: gift.amount,
    }));
    const connections = await Promise.all(Array.from({ length: CONCURRENCY }, openConnection));
    const failures: number[] = [];

    const sides = {
      // the server: each gift a signed webhook on one of CONCURRENCY keep-alive connections
      server: (from: number, to: number) =>
        drive(deliveries.slice(from, to), async (delivery, worker) => {
          const status = await connections[worker]!.send(delivery);
          if (status !== 200) failures.push(status);
        }),
      // the same settlement written by hand: one transaction a gift, CONCURRENCY at once
      byHand: (from: number, to: number) =>
        drive(events.slice(from, to), async (event) => {
          if (!(await settleByHand(baselinePool, event, GIFT_FEE_BPS))) throw new Error('settled twice');
        }),
      // each gift's amount from the clearing account to its creator's, one transfer a transaction
      ledger: (from: number, to: number) =>
        drive(transfers.slice(from, to), async (moved) => {
          await transfer(baselinePool, ledger.clearing, moved.to, moved.amount);
        }),
      // one INSERT a row, CONCURRENCY at once
      insert: (from: number, to: number) =>
        drive(inserts.slice(from, to), async (row) => {
          await baselinePool.query('insert into bench_baseline (id, event_id, payload) values ($1, $2, $3)', [
            randomUUID(),
            row.eventId,
            row.payload,
          ]);
        }),
    };
    type Side = keyof typeof sides;
    const order: Side[] = ['insert', 'ledger', 'byHand', 'server'];
    for (const side of order) await sides[side](0, WARMUP);
    // the four take turns, each in every place as often as the others (with rounds a multiple of four), so
    // a change in the machine's load while the bench runs falls on all of them alike
    const seconds: Record<Side, number[]> = { insert: [], ledger: [], byHand: [], server: [] };
    const indexes = Array.from({ length: GIFTS }, (_, i) => WARMUP + i);
    for (const [round, part] of split(indexes, ROUNDS).entries()) {
      const from = part[0]!;
      const to = part.at(-1)! + 1;
      for (let i = 0; i < order.length; i++) {
        const side = order[(round + i) % order.length]!;
        seconds[side].push(await sides[side](from, to));
      }
    }
    for (const connection of connections) connection.close();
    const perSecond = (side: Side) => GIFTS / seconds[side].reduce((a, b) => a + b, 0);
    const settled = perSecond('server');
    const handWritten = perSecond('byHand');
    const inserted = perSecond('insert');
    const transferred = perSecond('ledger');
    const ledgerRatio = settled / transferred;

    const counts = async (on: pg.Pool) =>
      (
        await on.query<{ paid: number; lines: number }>(
          `select (select count(*)::int from payments where status = 'paid') as paid,
                  (select count(*)::int from statement_lines) as lines`,
        )
      ).rows[0]!;
    const [serverCounts, byHandCounts] = [await counts(pool), await counts(baselinePool)];
    const auditOf = async (url: string) => {
      const check = await openDatabase({ url, dataDir: null });
      try {
        return await audit(check.db);
      } finally {
        await check.close();
      }
    };
    const problems = await auditOf(database.url);
    const byHandProblems = await auditOf(baselineDatabase.url);
    const ledgerAudit = await auditLedger(baselinePool);

    const met = settled >= TARGET_PER_SECOND;
    const result = {
      gifts: GIFTS,
      warmup: WARMUP,
      creators: CREATORS,
      concurrency: CONCURRENCY,
      rounds: ROUNDS,
      settled_per_second: Math.round(settled),
      hand_written_settlements_per_second: Math.round(handWritten),
      baseline_inserts_per_second: Math.round(inserted),
      ledger_transfers_per_second: Math.round(transferred),
      ratio_to_ledger_transfer: Number(ledgerRatio.toFixed(3)),
      target_ratio_to_ledger_transfer: TARGET_LEDGER_RATIO,
      ratio_to_hand_written_settlement: Number((settled / handWritten).toFixed(3)),
      ratio_to_bare_insert: Number((settled / inserted).toFixed(3)),
      seconds_per_round: Object.fromEntries(
        Object.entries(seconds).map(([side, list]) => [side, list.map((s) => Number(s.toFixed(3)))]),
      ),
      target_settled_per_second: TARGET_PER_SECOND,
      target_met: met,
      failed_deliveries: failures.length,
      paid: serverCounts.paid,
      statement_lines: serverCounts.lines,
      hand_written_paid: byHandCounts.paid,
      ledger_problems: problems,
      hand_written_ledger_problems: byHandProblems,
      cpus: os.cpus().length,
      load_average_at_start: Number(load.toFixed(2)),
    };
    console.log(
      `bench ${GIFTS} gifts to ${CREATORS} creators a side, ${ROUNDS} rounds taking turns, concurrency ${CONCURRENCY} | ` +
        `${result.settled_per_second} settled/s (target ${TARGET_PER_SECOND}: ${met ? 'met' : 'missed'}) | ` +
        `pgledger-style transfer ${result.ledger_transfers_per_second}/s, ratio ${result.ratio_to_ledger_transfer} (target ≥ ${TARGET_LEDGER_RATIO}: ${ledgerRatio >= TARGET_LEDGER_RATIO ? 'met' : 'missed'}) | ` +
        `hand-written settlement ${result.hand_written_settlements_per_second}/s, ratio ${result.ratio_to_hand_written_settlement} | ` +
        `bare INSERT ${result.baseline_inserts_per_second}/s, ratio ${result.ratio_to_bare_insert} | ` +
        `failed ${failures.length}, paid ${result.paid} of ${WARMUP + GIFTS}, ledger problems ${problems.length} (hand-written's ${byHandProblems.length}) | ` +
        `load average ${load.toFixed(2)} at start, ${os.cpus().length} cores`,
    );
    await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'bench', 'results', 'gift-webhooks.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    const all = WARMUP + GIFTS;
    const ok =
      failures.length === 0 &&
      serverCounts.paid === all &&
      serverCounts.lines === all &&
      problems.length === 0 &&
      byHandCounts.paid === all &&
      byHandCounts.lines === all &&
      byHandProblems.length === 0 &&
      ledgerAudit.balanced &&
      ledgerAudit.transfers === all;
    if (!ok) {
      console.error('the ledger or the settlements are wrong after the run');
      process.exitCode = 1;
    }
  } finally {
    await stop(server);
    await Promise.all([pool.end(), baselinePool.end()]);
    await Promise.all([database.drop(), baselineDatabase.drop()]);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
