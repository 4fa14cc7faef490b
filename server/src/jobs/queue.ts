import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  type Db as BossDb,
  type Job,
  type JobResult,
  PgBoss,
  type Queue,
  fromDrizzle,
  fromPglite,
} from 'pg-boss';
import type { Database, Db, Tx } from '../db/client.ts';
import { readCronInUtc } from './cron-in-utc.ts';
import type { JobData, JobName } from './job-data.ts';
import { readQueueStats, type QueueDone, type QueueStats } from './queue-stats.ts';
import { carryOverVersion10, changed, queueOptionsToUpdate, setAsideVersion10 } from './queue-upgrade.ts';

export type { QueueDone, QueueStats } from './queue-stats.ts';
export type { JobData, JobName } from './job-data.ts';

readCronInUtc();

type QueueOptions = Omit<Queue, 'name'>;

/**
 * How an instance works a queue: `batchSize` jobs fetched at once and done side by side, by `workers`
 * workers; a worker whose fetch came back full fetches again at once, and waits its poll only once the
 * queue is empty (decision 0130).
 */
interface Pace {
  workers: number;
  batchSize: number;
}

interface QueueDefinition extends QueueOptions {
  /** Cron (UTC) for scheduled work: one job per slot across every instance. */
  cron?: string;
  /** One job at a time unless said: scheduled work, which runs once per slot anyway. */
  pace?: Pace;
}

/**
 * A job a person is waiting for (a verification or reset link, a code) is fetched before any other of its
 * queue: pg-boss fetches by priority, then by age.
 */
export const URGENT = 10;

// messages and file removals retry with backoff for about a day before they are kept as failed;
// scheduled work retries a little, then waits for its next slot
const deliveries: QueueOptions = {
  retryLimit: 12,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 120,
};
// a creator's endpoint gets nine tries over about eight hours: 30-60 s after the first, doubling each time
const webhookDeliveries: QueueOptions = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};
const scheduled = (cron: string): QueueDefinition => ({
  cron,
  retryLimit: 2,
  retryDelay: 20,
  expireInSeconds: 600,
});

// how many jobs of a queue one instance has in hand, by what each job waits on (decision 0130):
// - mail: an SMTP server takes many connections; ten at a time, twice, is a relay's ordinary load;
// - SMS: the gateway's messages endpoint (120 a minute, unconfirmed, for the account): a few at a time, and
//   a refusal for the rate is retried with backoff like any other;
// - push: each browser's push service answers for itself;
// - a creator's endpoint: each may be slow (10 s) on its own, so many side by side;
// - a notification's delivery and receipts only write rows and queue mail or push.
const mailPace: Pace = { workers: 2, batchSize: 10 };
export const queueDefinitions: Record<JobName, QueueDefinition> = {
  'send-mail': { ...deliveries, pace: mailPace },
  'send-sms': { ...deliveries, pace: { workers: 1, batchSize: 4 } },
  'remove-files': { ...deliveries, pace: { workers: 1, batchSize: 10 } },
  'send-receipts': { ...deliveries, pace: { workers: 1, batchSize: 10 } },
  'deliver-creator-webhook': { ...webhookDeliveries, pace: { workers: 2, batchSize: 10 } },
  // the provider is asked again with backoff until it has given the money back, and hourly after that
  'refund-payments': { ...deliveries, cron: '23 * * * *' },
  'release-pending-balances': scheduled('*/10 * * * *'),
  'purge-deleted-photo-posts': scheduled('7 * * * *'),
  'poll-payouts': scheduled('* * * * *'),
  'reconcile-payments': scheduled('* * * * *'),
  'clean-storage': scheduled('37 * * * *'),
  'purge-overlay-events': scheduled('47 * * * *'),
  'forget-idempotency-keys': scheduled('23 * * * *'),
  'membership-renewals': scheduled('*/5 * * * *'),
  // a whole account's files may take minutes to gather; a retry starts the ZIP again. Its worker beats every
  // 10 s while it builds: an export whose instance died is failed by the next check of the queues (every
  // 20 s, `supervision`) once 20 s passed without a beat, and taken up again by any instance's next look (its
  // retry is due 10 s later, and announced by no notice: decision 0168)
  'build-data-export': {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 1800,
    heartbeatSeconds: 20,
  },
  'expire-data-exports': scheduled('*/10 * * * *'),
  'erase-accounts': scheduled('17 * * * *'),
  'escalate-refund-requests': scheduled('*/15 * * * *'),
  'purge-identity-verifications': scheduled('29 3 * * *'),
  'purge-tax-details': scheduled('31 3 * * *'),
  'deliver-notification': { ...deliveries, pace: { workers: 1, batchSize: 20 } },
  // a push service that is down is asked again for about a day, like mail
  'send-push': { ...deliveries, pace: { workers: 2, batchSize: 10 } },
  // hourly: each person's digest goes once their oldest waiting notification is a day old
  'notification-digests': scheduled('41 * * * *'),
  // one synthesis at a time per instance anyway (the speech engine's queue); an overlay's ask makes what is
  // not made yet, so a few quick retries are enough
  'speak-gift': { retryLimit: 3, retryDelay: 5, expireInSeconds: 120, pace: { workers: 1, batchSize: 4 } },
  // a post's followers, a chunk at a time (decision 0133): minutes for millions; a job whose instance died
  // is taken up again after its heartbeat and goes on from the chunk it had reached
  'notify-followers': {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 1800,
    heartbeatSeconds: 20,
  },
  // a gift's date is a Manila day: its link goes out within 5 minutes of its midnight
  'gift-items': scheduled('*/5 * * * *'),
  // a membership that lapses on the clock tells no one: each minute's sweep finds the roles due a change,
  // and a change a person made queues its own run at once (decision 0160)
  'discord-roles': { ...scheduled('* * * * *'), pace: { workers: 1, batchSize: 5 } },
  'telegram-invites': { ...scheduled('* * * * *'), pace: { workers: 1, batchSize: 5 } },
  // a checkout that ended unpaid gives its unit of stock back within 5 minutes (decision 0159)
  'shop-checkouts': scheduled('*/5 * * * *'),
  // a new photo can be found by the leak lookup within 5 minutes, with no lookup decoding it (decision 0166)
  'photo-fingerprints': scheduled('*/5 * * * *'),
  // a request's 7 days end, or its checkout's slot comes back, within 5 minutes (decision 0165)
  commissions: scheduled('*/5 * * * *'),
  // a scheduled post goes out within the minute of its time; each post once, under its row's lock (0157)
  'publish-scheduled-bloc-posts': scheduled('* * * * *'),
  'publish-scheduled-photo-posts': scheduled('* * * * *'),
};

const names = Object.keys(queueDefinitions) as JobName[];

/**
 * How often an instance that supervises looks over the queues: jobs past their expiry or their heartbeat are
 * failed (and so retried), and the counts refreshed. pg-boss's default is a minute; a job whose instance
 * died is taken up again within about a minute with these.
 */
const supervision = { superviseIntervalSeconds: 20, monitorIntervalSeconds: 20 };

/**
 * A job written wakes its queue's workers at once (pg-boss's LISTEN/NOTIFY: the notice is sent when the
 * transaction that wrote the job commits, and only for a job due now), so an idle worker need not poll every
 * 2 s: it looks on its own only every 30 s, for what no notice announces (a retry whose wait is over, a job
 * sent to start later). Where the notices cannot be listened to (a pooler in transaction mode) pg-boss warns
 * and the workers poll every 2 s as before. On the embedded database, the 36 workers' polls were what an idle
 * server spent its time on (decision 0168).
 */
const wakeUps = { useListenNotify: true } as const;
const pollWhenWoken = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 30 } as const;

/** pg-boss's statements inside one of the application's transactions. */
function transactionConnection(tx: Tx): BossDb {
  // both drivers answer `execute` with { rows }; Drizzle types the union of them as unknown
  const execute = (query: SQL) => tx.execute(query) as Promise<{ rows: unknown[] }>;
  return fromDrizzle({ execute }, sql);
}

export type JobHandler<N extends JobName> = (data: JobData[N]) => Promise<unknown>;

/**
 * The durable job queue (pg-boss) in the application's own database: PostgreSQL, or the embedded PGlite.
 * A job sent with `tx` is written in that transaction, so it exists exactly when the change that caused
 * it commits.
 */
export function createJobQueue(options: {
  target: Database['queueTarget'];
  /** The application's handle on the same database, for reading the queue's counts. */
  db: Db;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Runs workers, schedules and maintenance; off for an app that only sends (tests drain by hand). */
  background: boolean;
}) {
  const { target, log, background } = options;
  const boss =
    target.kind === 'postgres'
      ? new PgBoss({
          connectionString: target.url,
          max: 4,
          schedule: background,
          supervise: background,
          ...supervision,
          ...wakeUps,
          // handed on to its pool, as the app's own pool has them: a poll while the database cannot be
          // reached fails within seconds, and the workers poll again until it is back
          ...({ connectionTimeoutMillis: 5_000, keepAlive: true } satisfies pg.PoolConfig),
        })
      : new PgBoss({
          db: fromPglite(target.client),
          backend: 'pglite',
          schedule: background,
          supervise: background,
          ...supervision,
          ...wakeUps,
        });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const handlers = new Map<JobName, (data: unknown) => Promise<unknown>>();
  const finished = new Map<JobName, { completed: number; failed: number }>();
  const count = (name: JobName, outcome: 'completed' | 'failed') => {
    const counts = finished.get(name) ?? { completed: 0, failed: 0 };
    counts[outcome]++;
    finished.set(name, counts);
  };
  let started = false;
  let working = false;

  async function runOne(name: JobName, job: Job<unknown>) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    await handler(job.data);
  }

  /** Does the jobs of `name` that are due now, in this call, and answers how many ran. */
  async function drain(name: JobName) {
    // a job is due once its start time is before the database's now(); the embedded database's clock
    // can give a job sent a moment ago the same time, so let that moment pass
    await new Promise((resolve) => setTimeout(resolve, 2));
    let done = 0;
    for (;;) {
      const jobs = await boss.fetch<unknown>(name, { batchSize: 20, includeMetadata: true });
      if (!jobs.length) return done;
      // as the workers take them: the urgent first, then in the order they were sent
      jobs.sort((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime());
      for (const job of jobs) {
        try {
          await runOne(name, job);
          await boss.complete(name, job.id);
        } catch (err) {
          await boss.fail(name, job.id, { message: String(err) });
        }
        done++;
      }
    }
  }

  return {
    /** Creates the queue's tables (once per database) and its queues. */
    async start() {
      const earlier = await setAsideVersion10(options.db);
      await boss.start();
      for (const name of names) {
        const { cron: _cron, pace: _pace, ...definition } = queueDefinitions[name];
        const queueOptions: QueueOptions = { ...definition, notify: true };
        const existing = await boss.getQueue(name);
        if (!existing) await boss.createQueue(name, queueOptions);
        else if (changed(existing, queueOptions))
          await boss.updateQueue(name, queueOptionsToUpdate(queueOptions));
      }
      if (earlier) {
        const carried = await carryOverVersion10(options.db, boss, names);
        log.info({ carried }, 'job queue moved to pg-boss 12: jobs still to do were carried over');
      }
      started = true;
    },

    /** How jobs of `name` are done; the workers started by `work()` and `drain()` call it. */
    handle<N extends JobName>(name: N, handler: JobHandler<N>) {
      handlers.set(name, handler as (data: unknown) => Promise<unknown>);
    },

    /**
     * Adds a job. Inside a transaction pass it as `tx`: the job is then written with the change that
     * caused it (and never without it).
     */
    async send<N extends JobName>(
      name: N,
      data: JobData[N],
      sendOptions: { tx?: Tx; singletonKey?: string; urgent?: boolean } = {},
    ) {
      if (!started) throw new Error('the job queue has not started');
      await boss.send(name, data as object, {
        ...(sendOptions.tx && { db: transactionConnection(sendOptions.tx) }),
        ...(sendOptions.singletonKey && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.urgent && { priority: URGENT }),
      });
    },

    /** Adds many jobs of one name in one statement, inside the caller's transaction when given one. */
    async sendMany<N extends JobName>(name: N, data: JobData[N][], sendOptions: { tx?: Tx } = {}) {
      if (!started) throw new Error('the job queue has not started');
      if (!data.length) return;
      await boss.insert(
        name,
        data.map((item) => ({ data: item as object })),
        sendOptions.tx ? { db: transactionConnection(sendOptions.tx) } : undefined,
      );
    },

    /**
     * Starts the workers of every handled queue, at its pace, and the schedules of the scheduled ones. The
     * jobs of a batch run side by side, and each ends on its own: one that fails is retried alone.
     */
    async work() {
      working = true;
      for (const [name, handler] of handlers) {
        const { cron, pace = { workers: 1, batchSize: 1 } } = queueDefinitions[name];
        if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
        await boss.work(
          name,
          {
            ...pollWhenWoken,
            batchSize: pace.batchSize,
            localConcurrency: pace.workers,
            // a full batch says more are waiting: fetch again at once instead of waiting the poll
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          (jobs) =>
            Promise.all(
              jobs.map(async (job): Promise<JobResult> => {
                try {
                  const output = await handler(job.data);
                  count(name, 'completed');
                  return { id: job.id, status: 'completed', output };
                } catch (err) {
                  log.warn({ err, job: name, id: job.id }, 'job failed; it will be retried');
                  count(name, 'failed');
                  return { id: job.id, status: 'failed', output: { message: String(err) } };
                }
              }),
            ),
        );
      }
    },

    /**
     * Does the jobs of `name` that are due now, in this call, and answers how many ran. For tests and
     * tools: a running instance's workers do the same in the background.
     */
    drain,

    /**
     * Runs every scheduled job once, now, then every job that is due, those they queued included (a
     * reminder's mail, a settlement's receipts): the development clock's `POST /dev/jobs/run`. Scheduled
     * jobs decide what is due by the app's clock, so after the clock moved this is what a day of the
     * schedule would have done. Answers how many jobs of each name ran.
     */
    async runDue() {
      const ran: Partial<Record<JobName, number>> = {};
      const count = (name: JobName, n: number) => {
        if (n) ran[name] = (ran[name] ?? 0) + n;
      };
      for (const name of names) {
        const handler = handlers.get(name);
        if (!queueDefinitions[name].cron || !handler) continue;
        try {
          await handler({});
          count(name, 1);
        } catch (err) {
          // as on its schedule: a failed run is told, and the others still run
          log.warn({ err, job: name }, 'job failed; it will be retried');
        }
      }
      // what a job queues may queue more (receipts queue mails): until a round finds nothing
      for (let round = 0; round < 5; round++) {
        let done = 0;
        for (const name of names) {
          if (!handlers.has(name)) continue;
          const n = await drain(name);
          count(name, n);
          done += n;
        }
        if (!done) break;
      }
      return ran;
    },

    /** Jobs per queue and state, and the age of the oldest waiting. */
    stats: (): Promise<QueueStats[]> => readQueueStats(options.db, names),

    /** The jobs of each queue this instance's workers finished since it started, completed or failed. */
    done(): QueueDone[] {
      return [...finished].map(([name, counts]) => ({ name, ...counts }));
    },

    /** Whether the workers of `name` on this instance hold no job: with none waiting, they wait for a notice. */
    idle(name: JobName): boolean {
      const workers = boss.getWipData().filter((worker) => worker.name === name);
      return workers.length > 0 && workers.every((worker) => worker.count === 0);
    },

    /** Stops taking jobs and waits (up to `timeoutMs`) for those running to finish. */
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: working, timeout: timeoutMs, close: true });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
