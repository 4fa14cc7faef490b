import type { Db, Tx } from '../../db/client.ts';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
  refusalText,
} from '../../providers/payments/payment-provider.ts';
import type { RefundRow, RefundsRepository } from './refunds.repository.ts';

/** How long a refund the provider has not taken is asked for again (decision 0126). */
export const refundRules = {
  /**
   * A refund the provider still refuses for now (its balance short, itself failing or unreachable) this
   * long after it was written ends as failed, with the provider's last words, for finance.
   */
  giveUpAfterMs: 3 * 86_400_000,
};

/** Some refunds are not final yet: the job is retried later, and asks only about those. */
export class RefundsNotFinalError extends Error {
  constructor(readonly refundIds: string[]) {
    super(`refunds not final yet: ${refundIds.join(', ')}`);
  }
}

/**
 * The refunds job: asks the provider to give each pending refund back, as many times as it takes, and
 * records what it answers; the hourly sweep finds the refunds whose job stopped retrying.
 */
export function createRefundRuns(deps: {
  db: Db;
  repository: RefundsRepository;
  provider: Pick<PaymentProvider, 'name' | 'createRefund' | 'fetchRefund'>;
  /** Posts a refund the provider has given back, once however often it is told. */
  succeed: (tx: Tx, refund: { id: string; amount: number; reference: string }) => Promise<boolean>;
  /** Hands back what a refund staff gave took, once the provider refused it; answers its payee. */
  giveBack: (tx: Tx, row: RefundRow, reference: string) => Promise<string | null>;
  /** Drops the visitors' copies of these users' pages: a refund given back put a gift back on one. */
  dropPages?: (userIds: string[]) => Promise<unknown>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const { db, repository, provider, succeed, giveBack, log } = deps;

  /** Asks the provider once about one refund: a new request under the refund's key, or the one it took. */
  async function ask(refund: Awaited<ReturnType<RefundsRepository['listPending']>>[number]) {
    if (refund.providerRefundId) return provider.fetchRefund(refund.providerRefundId);
    if (refund.provider !== provider.name || !refund.checkoutId) {
      // paid through a provider this instance no longer runs: nothing here can give it back
      return { id: '', status: 'failed', failureReason: `paid through ${refund.provider}` } as const;
    }
    const answer = await provider.createRefund({
      providerPaymentId: refund.providerPaymentId,
      checkoutId: refund.checkoutId,
      amount: refund.amount,
      currency: 'PHP',
      reason: refund.reason,
      reference: refund.reference,
      idempotencyKey: `refund:${refund.id}`,
    });
    await repository.setProviderRefundId(refund.id, answer.id);
    return answer;
  }

  async function record(refund: { id: string; amount: number; reference: string }, answer: ProviderRefund) {
    if (answer.status === 'failed') {
      log.error({ reference: refund.reference, code: answer.failureReason }, 'the provider refused a refund');
      const payee = await db.transaction(async (tx) => {
        // the payment before its refund, as a provider's report of it locks them (`fromProvider`)
        await repository.lockPaymentByReference(tx, refund.reference);
        const row = await repository.lockPending(tx, refund.id);
        if (!row) return null;
        // a refund staff gave hands back what it took, and the post it bought opens again (decision
        // 0099); one the settlement decided keeps its money in refunds due, where support finds it
        const given = row.origin !== 'settlement' ? await giveBack(tx, row, refund.reference) : null;
        await repository.markFailed(refund.id, answer.failureReason ?? 'failed', tx);
        return given;
      });
      if (payee) {
        await deps.dropPages?.([payee]).catch((err: unknown) => {
          log.warn({ err }, 'the page cache kept a page a refund came back to');
        });
      }
      return;
    }
    // a second run at the same moment finds it ended and posts nothing
    await db.transaction((tx) => succeed(tx, refund));
  }

  /**
   * The job: asks the provider to give each pending refund back and records what it answers. Throws
   * when the provider could not be reached or has not finished, so the job runs again later; a refund
   * that ended is never asked about again.
   */
  async function run(refundIds: string[], options: { giveUpBefore?: Date } = {}) {
    const waiting: string[] = [];
    for (const refund of await repository.listPending(refundIds)) {
      let answer: ProviderRefund | null;
      try {
        answer = await ask(refund);
      } catch (err) {
        if (err instanceof ProviderRefusedError) {
          // refused for good (past the method's refund window, our key refused…): asking again would
          // change nothing. Finance reads the provider's code and words
          const failureReason = refusalText(err.code, err.detail);
          await record(refund, { id: '', status: 'failed', failureReason });
          continue;
        }
        if (!(err instanceof ProviderUnavailableError)) throw err;
        const { giveUpBefore } = options;
        if (giveUpBefore && !refund.providerRefundId && refund.createdAt < giveUpBefore) {
          // refused for now for days on end: it ends here rather than stay pending for ever (0126)
          const days = Math.round(refundRules.giveUpAfterMs / 86_400_000);
          const words = refusalText(err.code ?? 'unavailable', err.detail ?? err.message);
          const failureReason = `${words} (still refused after ${days} days of retries)`;
          await record(refund, { id: '', status: 'failed', failureReason });
          continue;
        }
        log.warn({ err, reference: refund.reference }, 'asking for a refund failed; it will be retried');
        waiting.push(refund.id);
        continue;
      }
      if (!answer) {
        log.error({ reference: refund.reference }, 'the provider does not know a refund it took');
        waiting.push(refund.id);
      } else if (answer.status === 'pending') {
        waiting.push(refund.id);
      } else {
        await record(refund, answer);
      }
    }
    if (waiting.length) throw new RefundsNotFinalError(waiting);
  }

  return {
    run,

    /**
     * The hourly sweep: refunds still pending a day after they were written (their job has stopped
     * retrying, or the provider is slow to finish) are asked about again; what is still not final waits
     * for the next sweep, unless the provider has refused it for now since `refundRules.giveUpAfterMs`
     * after it was written: that one ends as failed.
     */
    async sweep(now: Date) {
      const ids = await repository.listPendingBefore(new Date(now.getTime() - 86_400_000), 100);
      try {
        await run(ids, { giveUpBefore: new Date(now.getTime() - refundRules.giveUpAfterMs) });
      } catch (err) {
        if (!(err instanceof RefundsNotFinalError)) throw err;
        log.warn({ refunds: err.refundIds.length }, 'refunds still not final');
      }
      return ids.length;
    },
  };
}
