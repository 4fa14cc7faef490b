import { formatCentavos, REFUND_SECOND_APPROVAL_ABOVE } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { ApprovalRow } from '../audit/staff-rules.service.ts';
import type { AdminContext } from './admin.context.ts';
import { refundApprovalOf, refundOf } from './admin.presenter.ts';

/**
 * Finance's refunds (decision 0099): a payment refunded, or first approved and left for a second staff
 * member above the threshold (decision 0121); an approval withdrawn; the refunds waiting and those failed.
 */
export function createAdminRefunds(ctx: AdminContext) {
  const { deps, db, repository, rules, record, now } = ctx;

  /** A payment about to be refunded, locked: whether it can be, and that the staff member may (decision 0121). */
  async function refundable(tx: Tx, staff: Staff, input: { reference: string; amount: number }) {
    const payment = await repository.payment(tx, input.reference, { lock: true });
    if (!payment) throw new AppError('not_found', say('noPaymentReference'));
    await rules.mayActOn(tx, staff, [payment.payerUserId, payment.payeeUserId]);
    // the refund's own checks, made before a first approval too: nobody is asked to confirm what cannot be
    if (payment.status !== 'paid') throw new AppError('conflict', say('refundOnlyPaid'));
    if (payment.refundId) throw new AppError('conflict', say('refundedAlready'));
    if (input.amount > payment.amount) {
      throw fieldError('amount', say('giftMaximum', { amount: formatCentavos(payment.amount) }));
    }
    return payment;
  }

  return {
    /**
     * Finance refunds a payment, all of it or a part (decision 0099): taken from the creator and the
     * platform at once with its audit line, in one transaction; the provider is asked by a job. A refund
     * above the threshold is first only approved, and waits for a second staff member to ask for the same
     * amount, whose request refunds it (decision 0121); `approval` then says who approved it first.
     */
    async refund(staff: Staff, input: { reference: string; amount: number; reason: string }) {
      const reference = input.reference.toUpperCase();
      const outcome = await db.transaction(async (tx) => {
        const payment = await refundable(tx, staff, { reference, amount: input.amount });
        // approvals of a payment are written under its lock, which this transaction holds
        const waiting = (await rules.waiting(tx, 'payment.refund', [reference])).get(reference);
        let first: ApprovalRow | null = null;
        if (waiting || input.amount > REFUND_SECOND_APPROVAL_ABOVE) {
          const approved = await rules.approve(tx, staff, {
            action: 'payment.refund',
            target: reference,
            subjectUserId: payment.payeeUserId,
            reason: input.reason,
            amount: input.amount,
          });
          if (approved.outcome === 'first') {
            await record(tx, staff, {
              action: 'payment.refund_first_approval',
              subjectUserId: payment.payeeUserId,
              reason: input.reason,
              before: { reference, paid: formatCentavos(payment.amount) },
              after: { refund: formatCentavos(input.amount), awaiting_second_approval: true },
            });
            return { kind: 'waiting', approval: approved.approval } as const;
          }
          first = approved.first;
        }
        const started = await deps.refunds.start(tx, {
          reference,
          amount: input.amount,
          origin: 'staff',
          staffUserId: staff.userId,
          note: input.reason,
          at: now(),
        });
        await record(tx, staff, {
          action: 'payment.refund',
          subjectUserId: started.payment.payeeUserId,
          reason: input.reason,
          before: {
            reference: started.payment.reference,
            paid: formatCentavos(started.payment.amount),
            ...(first && { first_approved_by: first.staffEmail, first_approval_reason: first.reason }),
          },
          after: {
            refunded: formatCentavos(input.amount),
            creator_share: formatCentavos(started.creatorShare),
            fee: formatCentavos(started.fee),
            owed: formatCentavos(started.owed),
          },
        });
        return { kind: 'started', started } as const;
      });
      if (outcome.kind === 'waiting') {
        return {
          message:
            'The refund waits for a second staff member, who confirms it by refunding the same amount.',
          refund: null,
          approval: refundApprovalOf(outcome.approval),
        };
      }
      const { started } = outcome;
      await deps.dropPages([started.payment.payeeUserId]);
      const payee = await repository.findUser(started.payment.payeeUserId);
      return {
        message: 'The refund is on its way: the provider gives the money back to the payer.',
        refund: refundOf(started.refund, started.payment.reference, payee?.user.pageUrl ?? ''),
        approval: null,
      };
    },

    /** Withdraws a refund waiting for a second staff member: the first approver's, or a colleague's no. */
    async cancelRefund(staff: Staff, input: { reference: string; reason: string }) {
      const reference = input.reference.toUpperCase();
      await db.transaction(async (tx) => {
        const payment = await repository.payment(tx, reference, { lock: true });
        if (!payment) throw new AppError('not_found', say('noPaymentReference'));
        await rules.mayActOn(tx, staff, [payment.payerUserId, payment.payeeUserId]);
        const withdrawn = await rules.withdraw(tx, 'payment.refund', reference);
        if (!withdrawn) throw new AppError('conflict', say('staffNoRefundAwaiting'));
        await record(tx, staff, {
          action: 'payment.refund_cancel',
          subjectUserId: payment.payeeUserId,
          reason: input.reason,
          before: {
            reference,
            refund: formatCentavos(withdrawn.amount ?? 0),
            first_approved_by: withdrawn.staffEmail,
          },
          after: { awaiting_second_approval: false },
        });
      });
      return { message: 'The refund is cancelled. Nothing was taken or given back.' };
    },

    /** The refunds waiting for a second staff member, oldest first. */
    async awaitingRefunds() {
      const rows = await repository.awaitingRefunds(100);
      return rows.map((row) => ({
        ...refundApprovalOf(row.approval),
        reference: row.approval.target,
        paid: formatCentavos(row.paid),
        payee_user_id: row.payeeUserId,
        payee_page_url: row.payeePageUrl,
      }));
    },

    async failedRefunds() {
      const rows = await deps.refunds.listFailed();
      return rows.map((row) => refundOf(row.refund, row.reference, row.payeePageUrl));
    },
  };
}
