import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { FileRemover } from '../../providers/storage/storage.ts';
import { createAccountDeletionRepository } from './account-deletion.repository.ts';
import { accountDeletionRoutes, type StepUp } from './account-deletion.routes.ts';
import { createAccountDeletionService, presentDeletion } from './account-deletion.service.ts';

/**
 * Deleting an account (decision 0096): closed at once, erased 30 days later by a job unless its owner
 * signs in and cancels; the records money needs stay, tied to an anonymous tombstone.
 */
export function accountDeletionModule(deps: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  jobs: Pick<JobQueue, 'send'>;
  removeFiles: FileRemover;
  stepUp: StepUp;
  endSessions: (userId: string) => Promise<void>;
  dropPages: (userIds: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const repository = createAccountDeletionRepository();
  const service = createAccountDeletionService({
    ...deps,
    repository,
    sendMail: (tx, mail) => deps.jobs.send('send-mail', mail, { tx }),
  });
  return {
    routes: async (app) => app.register(accountDeletionRoutes, { service, stepUp: deps.stepUp }),
    jobs: { 'erase-accounts': () => service.eraseDue() },
    /** The account's deletion waiting for its date, as sign-in answers it; null for any other account. */
    pendingDeletion: async (userId: string) => {
      const row = await repository.findPending(deps.db, userId);
      return row ? presentDeletion(row) : null;
    },
  } satisfies FeatureModule & Record<string, unknown>;
}
