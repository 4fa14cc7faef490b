import type { Db, Tx } from '../../db/client.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { formatCentavos } from '@pixel/contract';
import {
  refundDuePosting,
  refundPosting,
  type RefundTake,
  refundTakePosting,
} from '../../ledger/postings.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../../providers/payments/payment-provider.ts';
import type { PaymentRow } from './payments.repository.ts';
import { pesos } from './receipts.ts';
import type { RefundRow, RefundsRepository } from './refunds.repository.ts';

/** The mail that tells a payer their payment is back with them: a repeat payment, or another amount. */
function refundMail(notice: {
  reference: string;
  amount: string;
  reason: RefundRow['reason'];
  email: string;
  payer_name: string | null;
  creator_name: string;
}) {
  const amount = pesos(Number(notice.amount));
  const why = {
    duplicate: `You paid twice for the same post by ${notice.creator_name}, so we gave the second payment back to you.`,
    others: `Your payment to ${notice.creator_name} was not the amount you chose on PIXEL, so we gave it back to you.`,
    requested_by_customer: `We have refunded your payment to ${notice.creator_name}.`,
  }[notice.reason];
  const after = {
    duplicate: `The post you bought stays yours. You can find it under My support in your dashboard.`,
    others: `Nothing was sent to ${notice.creator_name}. You can send it again from their page.`,
    requested_by_customer: `If it paid for a post, the post is closed to you again.`,
  }[notice.reason];
  return {
    to: notice.email,
    subject: `Your PIXEL refund: ${amount}`,
    text:
      `Hi ${notice.payer_name ?? 'there'},\n\n${why} It reaches your account the way you paid, in the time ` +
      `your bank or e-wallet takes.\n\nAmount: ${amount}\nReference: ${notice.reference}\n\n${after}\n`,
  };
}

/** Some refunds are not final yet: the job is retried later, and asks only about those. */
export class RefundsNotFinalError extends Error {
  constructor(readonly refundIds: string[]) {
    super(`refunds not final yet: ${refundIds.join(', ')}`);
  }
}

/**
 * Payments given back to their payers (decision 0031). The settlement decides and writes the refund in its
 * transaction; a job asks the provider afterwards, as many times as it takes, and the ledger gives the
 * money back once the provider has.
 */
export function createRefundsService(deps: {
  db: Db;
  repository: RefundsRepository;
  ledger: Ledger;
  provider: Pick<PaymentProvider, 'name' | 'createRefund' | 'fetchRefund'>;
  /** Queues the provider's side of new refunds, in the settlement's transaction. */
  queueRefunds: (tx: Tx, refundIds: string[]) => Promise<void>;
  /** Queues a mail in the caller's transaction: the payer is told their money is back. */
  queueMail?: (tx: Tx, mail: { to: string; subject: string; text: string }) => Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const { db, repository, ledger, provider, log } = deps;

  /** Asks the provider once about one refund: a new request under the refund's key, or the one it took. */
  async function ask(refund: Awaited<ReturnType<RefundsRepository['listPending']>>[number]) {
    if (refund.providerRefundId) return provider.fetchRefund(refund.providerRefundId);
    if (refund.provider !== provider.name || !refund.checkoutId) {
      // paid through a provider this instance no longer runs: nothing here can give it back
      return { id: '', status: 'failed', failureReason: `paid through ${refund.provider}` } as const;
    }
    const answer = await provider.createRefund({
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

  /** What a refund staff gave took, as its posting names it. */
  const takeOf = (
    row: RefundRow,
    payeeUserId: string,
    reference: string,
    description: string,
  ): RefundTake => ({
    refundId: row.id,
    payeeUserId,
    available: row.takenAvailable,
    pending: row.takenPending,
    owed: row.takenOwed,
    fee: row.takenFee,
    description,
    reference,
  });

  async function record(refund: { id: string; amount: number; reference: string }, answer: ProviderRefund) {
    if (answer.status === 'failed') {
      log.error({ reference: refund.reference, code: answer.failureReason }, 'the provider refused a refund');
      await db.transaction(async (tx) => {
        const row = await repository.lockPending(tx, refund.id);
        if (!row) return;
        // a refund staff gave hands back what it took, and the post it bought opens again (decision
        // 0099); one the settlement decided keeps its money in refunds due, where support finds it
        if (row.origin !== 'settlement') await giveBack(tx, row, refund.reference);
        await repository.markFailed(refund.id, answer.failureReason ?? 'failed', tx);
      });
      return;
    }
    await db.transaction(async (tx) => {
      // a second run at the same moment finds it ended and posts nothing
      if (!(await repository.lockPending(tx, refund.id))) return;
      const posted = await ledger.post(
        tx,
        refundPosting({
          refundId: refund.id,
          amount: refund.amount,
          description: `Refund of ${refund.reference}`,
          reference: refund.reference,
        }),
      );
      if (!posted) throw new Error(`refund ${refund.id} was posted before`);
      await repository.markSucceeded(tx, refund.id, posted.id);
      const notice = await repository.findNotice(tx, refund.id);
      // a signed-in payer is told; a visitor left no address
      if (notice?.email && deps.queueMail)
        await deps.queueMail(tx, refundMail({ ...notice, email: notice.email }));
    });
  }

  /**
   * The job: asks the provider to give each pending refund back and records what it answers. Throws
   * when the provider could not be reached or has not finished, so the job runs again later; a refund
   * that ended is never asked about again.
   */
  async function run(refundIds: string[]) {
    const waiting: string[] = [];
    for (const refund of await repository.listPending(refundIds)) {
      let answer: ProviderRefund | null;
      try {
        answer = await ask(refund);
      } catch (err) {
        if (err instanceof ProviderRefusedError) {
          // refused for good (past the method's refund window, say): asking again would change nothing
          await record(refund, { id: '', status: 'failed', failureReason: err.code });
          continue;
        }
        if (!(err instanceof ProviderUnavailableError)) throw err;
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

  async function giveBack(tx: Tx, row: RefundRow, reference: string) {
    const found = await repository.lockPaymentByReference(tx, reference);
    if (!found) throw new Error(`refund ${row.id} has no payment`);
    const description = `Refund of ${reference} refused by the provider`;
    const posted = await ledger.post(
      tx,
      refundTakePosting(takeOf(row, found.payment.payeeUserId, reference, description), 'return'),
    );
    if (!posted) return;
    await repository.setPurchaseRevoked(tx, found.payment.id, null);
    const share = row.takenAvailable + row.takenPending + row.takenOwed;
    await repository.insertLine(tx, {
      userId: found.payment.payeeUserId,
      transactionNo: posted.transactionNo,
      type: 'others',
      status: 'completed',
      description,
      reference,
      totalAmount: share,
      grossAmount: row.amount,
      feeAmount: row.takenFee,
      balance: 'available',
    });
  }

  return {
    run,

    /**
     * A refund finance gives (decision 0099), or a creator approves (0100), in the caller's transaction:
     * the payment must be paid and not refunded before, the amount at most what was paid. The creator's
     * share and the platform's fee move into refunds due at once (beyond the creator's balance, what they
     * then owe), a post it bought closes to its buyer, and the provider is asked afterwards by the job.
     */
    async start(
      tx: Tx,
      input: {
        reference: string;
        /** All of the payment when left out. */
        amount?: number;
        origin: 'staff' | 'creator';
        staffUserId?: string | null;
        note: string;
        at: Date;
      },
    ) {
      const found = await repository.lockPaymentByReference(tx, input.reference.toUpperCase());
      if (!found) throw new AppError('not_found', 'No payment has this reference.');
      const { payment } = found;
      if (payment.status !== 'paid') throw new AppError('conflict', 'Only a paid payment can be refunded.');
      if (found.refund) throw new AppError('conflict', 'This payment has been refunded already.');
      const amount = input.amount ?? payment.amount;
      if (amount > payment.amount) {
        throw fieldError('amount', `The amount must not be greater than ${formatCentavos(payment.amount)}.`);
      }
      const shares = await repository.settlementShares(tx, payment);
      if (!shares || shares.refundsDue > 0) {
        throw new AppError('conflict', 'This payment never reached the creator: it is refunded by itself.');
      }
      // the part given back comes from the creator and the platform in the shares the payment went
      const creatorShare = Math.round((amount * shares.payee) / payment.amount);
      const fee = amount - creatorShare;
      const balances = await repository.lockBalances(tx, payment.payeeUserId);
      const balance = (kind: string) => balances.find((row) => row.kind === kind)?.balance ?? 0;
      const fromAvailable = Math.min(Math.max(0, balance('available')), creatorShare);
      const fromPending = Math.min(Math.max(0, balance('pending')), creatorShare - fromAvailable);
      const owed = creatorShare - fromAvailable - fromPending;
      const row = await repository.insertStaffRefund(tx, {
        paymentId: payment.id,
        amount,
        reason: 'requested_by_customer',
        origin: input.origin,
        staffUserId: input.staffUserId ?? null,
        note: input.note,
        takenAvailable: fromAvailable,
        takenPending: fromPending,
        takenOwed: owed,
        takenFee: fee,
      });
      const description = `Refund of ${payment.reference}`;
      const posted = await ledger.post(
        tx,
        refundTakePosting(takeOf(row, payment.payeeUserId, payment.reference, description)),
      );
      if (!posted) throw new Error(`refund ${row.id} was taken before`);
      await repository.setPurchaseRevoked(tx, payment.id, input.at);
      if (creatorShare > 0) {
        await repository.insertLine(tx, {
          userId: payment.payeeUserId,
          transactionNo: posted.transactionNo,
          type: 'others',
          status: 'completed',
          description,
          reference: payment.reference,
          totalAmount: -creatorShare,
          grossAmount: -amount,
          feeAmount: -fee,
          balance: 'available',
        });
      }
      await deps.queueRefunds(tx, [row.id]);
      return { refund: row, payment, creatorShare, fee, owed };
    },

    /** Refunds the provider refused, newest first. */
    listFailed: (limit = 100) => repository.listFailed(limit),

    /**
     * The hourly sweep: refunds still pending a day after they were written (their job has stopped
     * retrying, or the provider is slow to finish) are asked about again; what is still not final waits
     * for the next sweep.
     */
    async sweep(now: Date) {
      const ids = await repository.listPendingBefore(new Date(now.getTime() - 86_400_000), 100);
      try {
        await run(ids);
      } catch (err) {
        if (!(err instanceof RefundsNotFinalError)) throw err;
        log.warn({ refunds: err.refundIds.length }, 'refunds still not final');
      }
      return ids.length;
    },

    /**
     * Inside the settlement's transaction, for payments whose rows it locked and found unpaid: the money
     * goes into refunds due (never to the payee), the payments are marked paid with no statement line,
     * and their refunds are written and queued, so they exist exactly when the settlement commits.
     */
    async hold(
      tx: Tx,
      items: {
        payment: PaymentRow;
        paidAt: Date;
        description: string;
        /** What the payer paid, when it is not the payment's amount (decision 0066). */
        paidAmount?: number;
      }[],
    ) {
      if (!items.length) return;
      const posted = await ledger.postMany(
        tx,
        items.map(({ payment, description, paidAmount }) =>
          refundDuePosting({
            gross: paidAmount ?? payment.amount,
            description,
            reference: payment.reference,
            idempotencyKey: `settle:${payment.id}`,
          }),
        ),
      );
      const refundIds = await repository.markPaidForRefund(
        tx,
        items.map(({ payment, paidAt, paidAmount }, i) => {
          const transaction = posted[i];
          // the payment row is locked and was not paid, so its key cannot have been used
          if (!transaction) throw new Error(`payment ${payment.id} was posted before`);
          return {
            paymentId: payment.id,
            paidAt,
            ledgerTransactionId: transaction.id,
            amount: paidAmount ?? payment.amount,
            // in the provider's words: a second payment is a duplicate; another amount has no word of its own
            reason: paidAmount === undefined ? ('duplicate' as const) : ('others' as const),
          };
        }),
      );
      await deps.queueRefunds(tx, refundIds);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
