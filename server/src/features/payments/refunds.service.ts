import type { Db, Tx } from '../../db/client.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { formatCentavos } from '@pixel/contract';
import {
  refundDuePosting,
  refundPosting,
  type RefundTake,
  refundTakePosting,
} from '../../ledger/postings.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { PaymentProvider, ReportedRefund } from '../../providers/payments/payment-provider.ts';
import type { PaymentRow } from './payments.repository.ts';
import { refundMail } from './receipts.ts';
import { createRefundRuns } from './refunds.jobs.ts';
import type { RefundRow, RefundsRepository } from './refunds.repository.ts';

/**
 * What a refund does besides the money, by the payment's kind (decision 0104): a gift leaves the wall, a
 * membership's period ends. Called in the refund's transaction once the payment is locked, before any
 * balance is.
 */
export interface RefundEffects {
  taken(tx: Tx, payment: PaymentRow, refund: { amount: number; at: Date }): Promise<void>;
  /** The provider refused the refund and what it took went back: what `taken` ended comes back too. */
  returned(tx: Tx, payment: PaymentRow, refund: { amount: number; at: Date }): Promise<void>;
}

/**
 * The provider reports a refund of a payment it has not told us was paid (its paid event is late or lost):
 * the report is refused as for now (503), so the provider sends it again once reconciliation has settled
 * the payment.
 */
export class RefundBeforePaymentError extends AppError {
  constructor(readonly reference: string) {
    super('unavailable', say('paymentNotSettled', { reference }));
  }
}

/**
 * Payments given back to their payers (decision 0031). The settlement decides and writes the refund in its
 * transaction; a job asks the provider afterwards, as many times as it takes (`refunds.jobs.ts`), and the
 * ledger gives the money back once the provider has.
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
  /** What a refund ends besides the money, by the payment's kind. */
  effects?: RefundEffects;
  /** The app's clock: when a refund the provider reports, or gives back, took effect. */
  now?: () => Date;
  /** Drops the visitors' copies of these users' pages: a refund given back put a gift back on one. */
  dropPages?: (userIds: string[]) => Promise<unknown>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const { db, repository, ledger, log } = deps;
  const now = deps.now ?? (() => new Date());

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

  /**
   * Posts a refund the provider has given back, in `tx`: the money leaves refunds due for the provider,
   * the refund is marked succeeded (with the provider's refund that did it, when told) and the payer is
   * mailed. A refund that has ended already (a second run, a second report) posts nothing.
   */
  async function succeed(
    tx: Tx,
    refund: { id: string; amount: number; reference: string },
    providerRefundId?: string,
  ) {
    if (!(await repository.lockPending(tx, refund.id))) return false;
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
    await repository.markSucceeded(tx, refund.id, posted.id, providerRefundId);
    const notice = await repository.findNotice(tx, refund.id);
    // a signed-in payer is told; a visitor left no address
    if (notice?.email && deps.queueMail)
      await deps.queueMail(tx, refundMail({ ...notice, email: notice.email }));
    return true;
  }

  async function giveBack(tx: Tx, row: RefundRow, reference: string) {
    const found = await repository.lockPaymentByReference(tx, reference);
    if (!found) throw new Error(`refund ${row.id} has no payment`);
    // what the payment paid for comes back with the money (decision 0104)
    await deps.effects?.returned(tx, found.payment, { amount: row.amount, at: now() });
    const description = `Refund of ${reference} refused by the provider`;
    const posted = await ledger.post(
      tx,
      refundTakePosting(takeOf(row, found.payment.payeeUserId, reference, description), 'return'),
    );
    if (!posted) return null;
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
    return found.payment.payeeUserId;
  }

  /**
   * Takes a refund of a payment that reached its payee, in the caller's transaction (see `start`); the
   * provider's side is left to the caller.
   */
  async function take(
    tx: Tx,
    input: {
      reference: string;
      /** All of the payment when left out. */
      amount?: number;
      origin: 'staff' | 'creator' | 'provider';
      staffUserId?: string | null;
      note: string;
      at: Date;
    },
  ) {
    const found = await repository.lockPaymentByReference(tx, input.reference.toUpperCase());
    if (!found) throw new AppError('not_found', say('noPaymentReference'));
    const { payment } = found;
    if (payment.status !== 'paid') throw new AppError('conflict', say('refundOnlyPaid'));
    if (found.refund) throw new AppError('conflict', say('refundedAlready'));
    const amount = input.amount ?? payment.amount;
    if (amount > payment.amount) {
      throw fieldError('amount', say('giftMaximum', { amount: formatCentavos(payment.amount) }));
    }
    const shares = await repository.settlementShares(tx, payment);
    if (!shares || shares.refundsDue > 0) {
      throw new AppError('conflict', say('refundNeverReachedCreator'));
    }
    // what it paid for ends with it: a gift leaves the wall, a membership's period ends (decision 0104)
    await deps.effects?.taken(tx, payment, { amount, at: input.at });
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
    return { refund: row, payment, creatorShare, fee, owed };
  }

  const runs = createRefundRuns({
    db,
    repository,
    provider: deps.provider,
    succeed,
    giveBack,
    dropPages: deps.dropPages,
    log,
  });

  return {
    run: runs.run,

    /**
     * A refund finance gives (decision 0099), or a creator approves (0100), in the caller's transaction:
     * the payment must be paid and not refunded before, the amount at most what was paid. The creator's
     * share and the platform's fee move into refunds due at once (beyond the creator's balance, what they
     * then owe), a post it bought closes to its buyer, what else it paid for ends (0104), and the provider
     * is asked afterwards by the job.
     */
    async start(tx: Tx, input: Parameters<typeof take>[1] & { origin: 'staff' | 'creator' }) {
      const taken = await take(tx, input);
      await deps.queueRefunds(tx, [taken.refund.id]);
      return taken;
    },

    /**
     * A payment's refunds as the provider reports them (decision 0104), in the caller's transaction, which
     * has locked the payment: a success finishes the refund asked for here; one nobody asked for here (made
     * on the provider's dashboard, in full or in part) is taken as staff's is and posted at once, since the
     * money has already left. However often the provider says so, a payment's refund is posted once.
     * Answers the payment when its payee's money moved, null when there was nothing to do.
     */
    async fromProvider(tx: Tx, input: { reference: string; refunds: ReportedRefund[] }) {
      const found = await repository.lockPaymentByReference(tx, input.reference);
      if (!found) return null;
      const { payment, refund } = found;
      // pending ones are told again when they succeed; a failed one is the job's to find
      const succeeded = input.refunds.filter((reported) => reported.status === 'succeeded');
      if (!succeeded.length) return null;
      const reference = payment.reference;
      if (refund?.status === 'pending') {
        // the provider finished the refund asked for here; before the job reached the provider, a refund
        // made on its dashboard finishes it instead of making a second
        const finished =
          succeeded.find((reported) => reported.id === refund.providerRefundId) ??
          (refund.providerRefundId ? undefined : succeeded[0]);
        if (!finished) {
          log.error(
            { reference, asked: refund.providerRefundId, reported: succeeded.map((r) => r.id) },
            'the provider refunded a payment by another refund than the one asked for here',
          );
          return null;
        }
        if (finished.amount !== refund.amount) {
          // the books follow the refund asked for here; support reconciles the difference with the provider
          log.error(
            { reference, asked: refund.amount, refunded: finished.amount },
            'the provider refunded another amount than the refund asked for here',
          );
        }
        const posted = await succeed(tx, { id: refund.id, amount: refund.amount, reference }, finished.id);
        return posted ? payment : null;
      }
      const total = succeeded.reduce((sum, reported) => sum + reported.amount, 0);
      if (refund) {
        // reported again: nothing to do. A payment has one refund here, so a second one made on the
        // dashboard, or one after the provider refused ours, is left to support
        if (refund.status === 'failed' || total > refund.amount) {
          log.error(
            { reference, recorded: refund.amount, status: refund.status, refunded: total },
            'the provider refunded a payment beyond the refund recorded here',
          );
        }
        return null;
      }
      if (payment.status === 'pending') throw new RefundBeforePaymentError(reference);
      if (payment.status !== 'paid') {
        log.error({ reference, status: payment.status }, 'the provider refunded a payment never paid here');
        return null;
      }
      const taken = await take(tx, {
        reference,
        amount: Math.min(total, payment.amount),
        origin: 'provider',
        note: "Refunded on the provider's dashboard",
        at: now(),
      });
      await succeed(
        tx,
        { id: taken.refund.id, amount: taken.refund.amount, reference },
        succeeded.at(-1)!.id,
      );
      return payment;
    },

    /** Refunds the provider refused, newest first. */
    listFailed: (limit = 100) => repository.listFailed(limit),

    sweep: runs.sweep,

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
        /** The provider's id of the payment, when it has one: its refund's reports name it. */
        providerPaymentId?: string | null;
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
        items.map(({ payment, paidAt, paidAmount, providerPaymentId }, i) => {
          const transaction = posted[i];
          // the payment row is locked and was not paid, so its key cannot have been used
          if (!transaction) throw new Error(`payment ${payment.id} was posted before`);
          return {
            paymentId: payment.id,
            paidAt,
            ledgerTransactionId: transaction.id,
            providerPaymentId: providerPaymentId ?? null,
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
