import { commissionLimits, type CommissionRequestStatus } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import type { Ledger, Posting } from '../../ledger/ledger.ts';
import { giftClaimPosting, giftReturnPosting } from '../../ledger/postings.ts';
import type { CommissionRequestRow, CommissionsRepository } from './commissions.repository.ts';

/** What a commission's first payment waits in until its creator answers (decision 0165). */
const HELD = 'commissions_held' as const;

/** Why a held request's money goes back: declined by its creator, or left unanswered. */
export type GivenBack = 'declined' | 'expired';

const returnNotes: Record<GivenBack, string> = {
  declined: 'Commission declined by its creator',
  expired: `Commission unanswered ${commissionLimits.answerDays} days after its payment`,
};

/**
 * The step a request is at by the times of its steps: where a refund the provider refused puts it back.
 * A request never accepted is waiting for its creator's answer again.
 */
export function statusFromSteps(request: CommissionRequestRow): CommissionRequestStatus {
  if (request.deliveredAt) return 'delivered';
  if (request.balancePaidAt) return 'balance_paid';
  if (request.balanceAskedAt) return 'balance_due';
  if (request.startedAt) return 'in_progress';
  if (request.acceptedAt) return 'accepted';
  return 'requested';
}

/**
 * A request's money (decision 0165): the first payment held in commissions held until the creator answers;
 * accepted, it reaches them as a purchase's would (the fee taken, a statement line of the type
 * `commission`); declined or unanswered, it goes back to the supporter through refunds due and the refund
 * job, as an unclaimed gift does.
 */
export function createCommissionMoney(deps: {
  repository: CommissionsRepository;
  ledger: Ledger;
  feeBasisPoints: number;
  queueRefunds: (tx: Tx, refundIds: string[]) => Promise<void>;
}) {
  const { repository, ledger } = deps;

  return {
    /**
     * The first payment of an accepted request reaches its creator, in the acceptance's transaction: out of
     * commissions held, the fee to platform fees, the rest to their available balance, and a line on their
     * statement. The payment then names this posting as the one that paid its payee, so a refund of it
     * later (staff's, or a refund request's) takes back from the creator as any purchase's would.
     */
    async release(tx: Tx, request: CommissionRequestRow, names: { supporter: string; title: string }) {
      const payment = await repository.payment(tx, request.paymentId);
      const description = `Commission from ${names.supporter}: ${names.title}`;
      const posting = giftClaimPosting({
        account: HELD,
        payeeUserId: request.creatorUserId,
        gross: request.downAmount,
        feeBasisPoints: deps.feeBasisPoints,
        type: 'commission',
        description,
        reference: payment.reference,
        idempotencyKey: `commission-accept:${request.id}`,
      });
      const posted = await ledger.post(tx, posting);
      if (!posted) throw new Error(`commission ${request.id} was accepted before`);
      const fee =
        posting.entries.find((e) => 'platform' in e.account && e.account.platform === 'platform_fees')
          ?.amount ?? 0;
      await repository.insertLine(tx, {
        userId: request.creatorUserId,
        transactionNo: posted.transactionNo,
        type: 'commission',
        status: 'completed',
        description,
        reference: payment.reference,
        totalAmount: request.downAmount - fee,
        grossAmount: request.downAmount,
        feeAmount: fee,
        balance: 'available',
        counterpartyName: names.supporter,
      });
      await repository.setPaymentPosting(tx, payment.id, posted.id);
    },

    /**
     * A held request's money goes back to its supporter, in the caller's transaction: out of commissions
     * held into refunds due, a refund written (origin `settlement`) and queued for the provider.
     */
    async giveBack(tx: Tx, request: CommissionRequestRow, why: GivenBack) {
      const payment = await repository.payment(tx, request.paymentId);
      const posted = await ledger.post(
        tx,
        giftReturnPosting({
          account: HELD,
          gross: request.downAmount,
          description: `Commission ${payment.reference} ${why === 'declined' ? 'declined' : 'unanswered'}: refunded to its supporter`,
          reference: payment.reference,
          idempotencyKey: `commission-return:${request.id}`,
        }),
      );
      if (!posted) throw new Error(`commission ${request.id} was given back before`);
      const refundId = await repository.insertRefund(tx, {
        paymentId: request.paymentId,
        amount: request.downAmount,
        reason: 'others',
        origin: 'settlement',
        note: returnNotes[why],
      });
      await deps.queueRefunds(tx, [refundId]);
    },

    /**
     * A held request's money into platform fees (1), for a refund staff or the provider gave to take from
     * there, as the settlement's posting shows no creator's share; or back (-1) when the provider refused it.
     */
    heldToFees(
      request: CommissionRequestRow,
      reference: string,
      refund: { amount: number; at: Date },
      sign: 1 | -1,
    ): Posting {
      return {
        type: 'refund',
        description: `Commission ${reference} refunded before its creator answered`,
        reference,
        idempotencyKey: `commission-refund:${sign > 0 ? 'take' : 'return'}:${request.id}:${refund.at.getTime()}`,
        entries: [
          { account: { platform: HELD }, amount: -sign * refund.amount },
          { account: { platform: 'platform_fees' }, amount: sign * refund.amount },
        ],
      };
    },
  };
}

export type CommissionMoney = ReturnType<typeof createCommissionMoney>;
