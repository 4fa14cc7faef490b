import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createLedger } from '../ledger/ledger.ts';
import { releasePendingBalances } from '../ledger/release.ts';
import { forgetIdempotencyKeys } from '../plugins/idempotency.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { SmsSender } from '../providers/sms/sms.ts';
import type { FileRemover, Storage } from '../providers/storage/storage.ts';
import type { JobQueue } from './queue.ts';

/** The removal of files, as a job written in the caller's transaction. */
export const queuedFileRemover =
  (jobs: Pick<JobQueue, 'send'>): FileRemover =>
  async (tx, files) => {
    if (files.length) await jobs.send('remove-files', { files }, { tx });
  };

/**
 * How the platform's own jobs are done: delivering mail and SMS, removing files, the release of pending
 * money on the 15th and forgetting old Idempotency-Keys; each feature's jobs come from its module. Every
 * handler is safe to run twice (a retry after a crash at the wrong moment does): deliveries may at worst
 * repeat a message, money work runs under idempotency keys and row locks.
 */
export function registerJobs(
  jobs: JobQueue,
  deps: {
    db: Db;
    /** The app's clock: what is due is due by it. */
    now: () => Date;
    storage: Storage;
    mail: Mailer;
    sms: SmsSender;
    log: FastifyBaseLogger;
  },
) {
  const { db, storage, log } = deps;
  const ledger = createLedger();

  jobs.handle('send-mail', (message) => deps.mail.send(message));
  jobs.handle('send-sms', (message) => deps.sms.send(message));
  jobs.handle('remove-files', async ({ files }) => {
    for (const file of files) await storage.remove(file.key, file.area);
  });
  jobs.handle('release-pending-balances', async () => {
    const released = await releasePendingBalances(db, ledger, deps.now());
    if (released) log.info({ released }, 'released pending balances');
  });
  jobs.handle('forget-idempotency-keys', async () => {
    const forgotten = await forgetIdempotencyKeys(db);
    if (forgotten) log.info({ forgotten }, 'forgot old idempotency keys');
  });
}
