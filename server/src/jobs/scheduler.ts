import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createLedger } from '../ledger/ledger.ts';
import { releasePendingBalances } from '../ledger/release.ts';

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs the periodic work of one server process. Every job is safe to run at any time and on every
 * instance at once (each does its work under an idempotency key), so no leader election is needed:
 * a missed or doubled run changes nothing.
 */
export function startScheduler({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const ledger = createLedger();
  const jobs: Job[] = [
    {
      name: 'release-pending-balances',
      everyMs: 10 * 60_000,
      run: async () => {
        const released = await releasePendingBalances(db, ledger);
        if (released) log.info({ released }, 'released pending balances');
      },
    },
  ];
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      const run = job
        .run()
        .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'))
        .finally(() => running.delete(run));
      running.add(run);
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    /** Stops scheduling and waits for runs in progress. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
