import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createLedger } from '../ledger/ledger.ts';
import { releasePendingBalances } from '../ledger/release.ts';
import { purgeDeletedPhotoPosts } from '../features/content/content.purge.ts';
import { createContentRepository } from '../features/content/content.repository.ts';
import { createHashtagsRepository } from '../features/hashtags/hashtags.repository.ts';
import { createReactionsRepository } from '../features/reactions/reactions.repository.ts';
import type { Storage } from '../providers/storage/storage.ts';

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
export function startScheduler({
  db,
  log,
  storage,
  payouts,
}: {
  db: Db;
  log: FastifyBaseLogger;
  storage: Storage;
  /** Sends payouts that never reached the provider and asks about those not settled. */
  payouts?: { pollDue(): Promise<number> };
}) {
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
    {
      name: 'purge-deleted-photo-posts',
      everyMs: 60 * 60_000,
      run: async () => {
        const purged = await purgeDeletedPhotoPosts({
          db,
          repository: createContentRepository(db),
          storage,
          forget: createReactionsRepository(db).forget,
          forgetTags: createHashtagsRepository(db).forget,
          log,
        });
        if (purged) log.info({ purged }, 'purged deleted photo posts');
      },
    },
    ...(payouts
      ? [
          {
            name: 'poll-payouts',
            everyMs: 60_000,
            run: async () => {
              const settled = await payouts.pollDue();
              if (settled) log.info({ settled }, 'settled payouts');
            },
          },
        ]
      : []),
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
