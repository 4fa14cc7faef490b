import type { Db, Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { PayoutListener, PayoutSending } from './payout-sending.service.ts';
import { inReview, presentReviewed } from './payouts.presenter.ts';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.ts';

/**
 * Finance's review (decision 0102): payouts by status; holding one the provider has not taken yet, so
 * the poller leaves it; releasing it (it is sent at once); asking the provider again about one now.
 */
export function createPayoutReview(deps: {
  db: Db;
  repository: PayoutsRepository;
  /** Sends a released payout at once rather than at the poller's next turn. */
  sending: Pick<PayoutSending, 'advance'>;
  /** Told, in its transaction, of a payout finance put on hold (its creator is notified). */
  onHeld?: PayoutListener;
  now: () => Date;
}) {
  const { db, repository, sending, now } = deps;

  /** A payout by its reference, locked for the change `act` makes; the payout as it is after. */
  async function reviewChange(
    reference: string,
    act: (row: PayoutRow, tx: Tx) => Promise<Partial<PayoutRow>>,
  ) {
    const found = await repository.findByReference(reference.toUpperCase());
    if (!found) throw new AppError('not_found', say('noPayoutReference'));
    await db.transaction(async (tx) => {
      const row = (await repository.lock(tx, found.id))!;
      await repository.update(tx, row.id, await act(row, tx));
    });
    return (await repository.find(found.id))!;
  }

  return {
    async list(input: { status: 'pending' | 'review' | 'held' | 'completed' | 'failed'; page: number }) {
      const perPage = 20;
      const at = now();
      const { rows, total } = await repository.listForReview({ ...input, perPage, now: at });
      return {
        data: rows.map((row) => presentReviewed(row.payout, row.pageUrl, at)),
        meta: pageMeta({ page: input.page, perPage, total }),
      };
    },

    async hold(reference: string, reason: string, _staffUserId?: string) {
      const row = await reviewChange(reference, async (locked, tx) => {
        if (locked.status !== 'pending') throw new AppError('conflict', say('payoutHoldOnlyPending'));
        if (locked.heldAt) throw new AppError('conflict', say('payoutOnHoldAlready'));
        if (locked.providerPayoutId) throw new AppError('conflict', say('payoutTakenByProvider'));
        const held = { heldAt: now(), holdReason: reason };
        await deps.onHeld?.(tx, { ...locked, ...held });
        return held;
      });
      return row;
    },

    /** A held payout, or a first payout in its review (sent now, and the creator is past review). */
    async release(reference: string, _reason?: string, staffUserId?: string) {
      const row = await reviewChange(reference, async (locked, tx) => {
        const at = now();
        if (inReview(locked, at)) {
          await repository.clear(tx, locked.userId, at, staffUserId ?? null);
          return { reviewUntil: at, nextCheckAt: at };
        }
        if (!locked.heldAt || locked.status !== 'pending') {
          throw new AppError('conflict', say('payoutNotOnHold'));
        }
        return { heldAt: null, holdReason: null, nextCheckAt: at };
      });
      // sent at once rather than at the poller's next turn
      return sending.advance(row);
    },

    async retry(reference: string, _reason?: string, _staffUserId?: string) {
      const row = await reviewChange(reference, async (locked) => {
        if (locked.status !== 'pending') throw new AppError('conflict', say('payoutRetryOnlyPending'));
        if (locked.heldAt) throw new AppError('conflict', say('payoutOnHoldReleaseFirst'));
        if (inReview(locked, now())) throw new AppError('conflict', say('payoutInFirstReview'));
        return { checkAttempts: 0, nextCheckAt: now() };
      });
      return sending.advance(row);
    },

    /** A suspended account's payouts that have not reached the provider wait (decision 0098). */
    holdUnsent: (tx: Tx, userId: string, reason: string) => repository.holdUnsent(tx, userId, now(), reason),

    present: (row: PayoutRow, pageUrl: string) => presentReviewed(row, pageUrl, now()),
  };
}
