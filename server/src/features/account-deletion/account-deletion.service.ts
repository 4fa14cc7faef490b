import { accountDeletionMessages, accountErasureDays, supportEmail } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaDateTime } from '../../lib/manila.ts';
import { passwordMatches } from '../../lib/passwords.ts';
import { passwordHashOf } from '../../db/password-hash.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { FileRemover } from '../../providers/storage/storage.ts';
import type { AccountDeletionRepository, DeletionRow } from './account-deletion.repository.ts';

const DAY_MS = 86_400_000;

type Mail = { to: string; subject: string; text: string };

export const presentDeletion = (row: Pick<DeletionRow, 'requestedAt' | 'eraseAt'>) => ({
  requested_at: row.requestedAt.toISOString(),
  erase_at: row.eraseAt.toISOString(),
});

/** The day in Manila, as a mail or a message says it: 'Nov 30, 2026'. */
const dayOf = (at: Date) => manilaDateTime(at).replace(/, \d+:\d+ [AP]M$/, '');

export function createAccountDeletionService(deps: {
  db: Db;
  repository: AccountDeletionRepository;
  now: () => Date;
  publicUrl: string;
  sendMail: (tx: Tx, mail: Mail) => Promise<void>;
  removeFiles: FileRemover;
  /** Every session of the account ends, on every instance. */
  endSessions: (userId: string) => Promise<void>;
  /** The kept copies of these users' pages are dropped, on every instance. */
  dropPages: (userIds: string[]) => Promise<void>;
  log: { info(obj: object, msg: string): void };
}) {
  const { db, repository, now } = deps;
  const link = (path: string) => new URL(path, deps.publicUrl).toString();

  return {
    /**
     * Closes the account at once and sets its erasure 30 days on, unless money is still the owner's to
     * take (a balance, a payout on its way). The second factor was asked by the route's step-up.
     */
    async request(user: SessionUser, input: { password?: string }) {
      const passwordHash = await passwordHashOf(db, user.id);
      if (passwordHash) {
        if (!input.password) throw fieldError('password', say('passwordRequired'));
        if (!(await passwordMatches(passwordHash, input.password)))
          throw fieldError('password', say('passwordIncorrect'));
      }
      const at = now();
      const eraseAt = new Date(at.getTime() + accountErasureDays * DAY_MS);
      const pages = await db.transaction(async (tx) => {
        const money = await repository.moneyOf(tx, user.id);
        if (money.payoutsInFlight > 0 || money.payoutHold > 0)
          throw new AppError('conflict', say('deletionPayoutInFlight'));
        if (money.available > 0 || money.pending > 0)
          throw new AppError('conflict', say('deletionBalanceLeft'));
        if (await repository.findPending(tx, user.id))
          throw new AppError('conflict', say('accountAlreadyClosed'));
        await repository.close(tx, { userId: user.id, at, eraseAt });
        if (user.email) {
          const t = translator(user.language ?? 'en');
          await deps.sendMail(tx, {
            to: user.email,
            subject: t('mail.accountClosed.subject'),
            text: t('mail.accountClosed.text', {
              name: user.pageName,
              date: dayOf(eraseAt),
              link: link('/auth/login'),
              email: supportEmail,
            }),
          });
        }
        return repository.pagesShowing(tx, user.id);
      });
      await deps.endSessions(user.id);
      await deps.dropPages(pages);
      return {
        message: `Your account is closed and will be erased on ${dayOf(eraseAt)}. Sign in before then to cancel.`,
        ...presentDeletion({ requestedAt: at, eraseAt }),
      };
    },

    /** The account's pending deletion, or null. */
    async pending(userId: string) {
      const row = await repository.findPending(db, userId);
      return row ? presentDeletion(row) : null;
    },

    /** Cancels the deletion: the account is open again as it was, its page and lists back. */
    async cancel(userId: string) {
      const pages = await db.transaction(async (tx) => {
        const user = await repository.reopen(tx, userId, now());
        if (!user) throw new AppError('conflict', say('deletionNotPending'));
        if (user.email) {
          const t = translator(user.language ?? 'en');
          await deps.sendMail(tx, {
            to: user.email,
            subject: t('mail.accountBack.subject'),
            text: t('mail.accountBack.text', { name: user.pageName, link: link(`/${user.pageUrl}`) }),
          });
        }
        return repository.pagesShowing(tx, userId);
      });
      await deps.dropPages(pages);
      return { message: accountDeletionMessages.cancelled };
    },

    /**
     * The job: erases every account whose date has come, one transaction each. A deletion is claimed
     * under its row's lock and marked erased in the same transaction, so it is erased exactly once however
     * many instances run the job.
     */
    async eraseDue() {
      let erased = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const due = await repository.claimDue(tx, now());
          if (!due) return null;
          const user = await repository.findUser(tx, due.userId);
          const pages = await repository.pagesShowing(tx, due.userId);
          // the page url is freed: another person may take it
          const anonymousPageUrl = `former-${randomToken(12)
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '0')}`;
          // told before the address is gone, and sent once the erasure is committed
          if (user?.email) {
            const t = translator(user.language ?? 'en');
            await deps.sendMail(tx, {
              to: user.email,
              subject: t('mail.accountErased.subject'),
              text: t('mail.accountErased.text', { date: dayOf(due.requestedAt) }),
            });
          }
          const { files } = await repository.erase(tx, { userId: due.userId, anonymousPageUrl, at: now() });
          await deps.removeFiles(tx, files);
          return { userId: due.userId, pages };
        });
        if (!done) return erased;
        erased++;
        await deps.dropPages(done.pages);
        deps.log.info({ userId: done.userId }, 'account erased');
      }
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
