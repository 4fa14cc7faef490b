import { formatPesos, staffOutranks, type PendingApproval } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { StaffApprovalAction } from '../../db/schema/index.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { ApprovalRow, StaffRulesRepository } from './staff-rules.repository.ts';

export type { ApprovalRow } from './staff-rules.repository.ts';

/** What a first approval is of: the action, what it acts on, on whose records, and why. */
export interface ApprovalOf {
  action: StaffApprovalAction;
  /** A verification's id, a payment's reference. */
  target: string;
  subjectUserId: string;
  reason: string;
  /** A refund's amount in centavos: the second staff member confirms this amount. */
  amount?: number;
}

/**
 * The outcome of an approval of what needs two staff members: the first, now written and waiting; or the
 * second, by another staff member, which removed the first, so the caller does the action in its transaction.
 */
export type SecondApproval =
  { outcome: 'first'; approval: ApprovalRow } | { outcome: 'confirmed'; first: ApprovalRow };

/**
 * The rules every staff action is held to (decision 0121), which the features' staff calls use through
 * the audit module: nobody acts on their own account or records, nor on an account whose staff role is
 * above theirs; what needs two staff members waits, approved once, for a different one to confirm it.
 */
export interface StaffRules {
  /** 403 when `staff` is one of `userIds`, or one of them has a staff role above theirs. */
  mayActOn: (handle: Db | Tx, staff: Staff, userIds: (string | null | undefined)[]) => Promise<void>;
  /**
   * Approves `input` in the caller's transaction: writes the first approval, or confirms another staff
   * member's. The first approver asking again is 403; a refund of another amount than the one waiting, 409.
   */
  approve: (tx: Tx, staff: Staff, input: ApprovalOf) => Promise<SecondApproval>;
  /** Removes the first approval of `target`, in the caller's transaction; null when none was waiting. */
  withdraw: (tx: Tx, action: StaffApprovalAction, target: string) => Promise<ApprovalRow | null>;
  /** The first approvals waiting for these targets, by target, as the staff pages show them. */
  waiting: (
    handle: Db | Tx,
    action: StaffApprovalAction,
    targets: string[],
  ) => Promise<Map<string, ApprovalRow>>;
}

/** A first approval as the API shows it; a refund's with its amount. */
export const presentApproval = (row: ApprovalRow): PendingApproval => ({
  staff_user_id: row.staffUserId,
  staff_email: row.staffEmail,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

export function createStaffRules(deps: { repository: StaffRulesRepository; now: () => Date }): StaffRules {
  const { repository, now } = deps;

  return {
    async mayActOn(handle, staff, userIds) {
      const people = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
      if (people.includes(staff.userId)) throw new AppError('forbidden', say('staffOwnRecords'));
      const roles = await repository.rolesOf(handle, people);
      if (roles.some((row) => staffOutranks(row.role, staff.role))) {
        throw new AppError('forbidden', say('staffHigherRole'));
      }
    },

    async approve(tx, staff, input) {
      const waiting = await repository.lockApproval(tx, input.action, input.target);
      if (!waiting) {
        const approval = await repository.insertApproval(tx, {
          action: input.action,
          target: input.target,
          subjectUserId: input.subjectUserId,
          amount: input.amount ?? null,
          staffUserId: staff.userId,
          staffEmail: staff.email,
          reason: input.reason,
          createdAt: now(),
        });
        // a colleague approved it first at the same moment: theirs waits, and this one is not a confirmation
        if (!approval) throw new AppError('conflict', say('staffApprovedMeanwhile'));
        return { outcome: 'first', approval };
      }
      if (waiting.staffUserId === staff.userId) throw new AppError('forbidden', say('staffSecondApprover'));
      if ((waiting.amount ?? null) !== (input.amount ?? null)) {
        throw new AppError(
          'conflict',
          say('staffRefundAwaiting', { amount: formatPesos(waiting.amount ?? 0) }),
        );
      }
      await repository.deleteApproval(tx, waiting.id);
      return { outcome: 'confirmed', first: waiting };
    },

    async withdraw(tx, action, target) {
      const waiting = await repository.lockApproval(tx, action, target);
      if (waiting) await repository.deleteApproval(tx, waiting.id);
      return waiting;
    },

    async waiting(handle, action, targets) {
      const rows = await repository.approvalsOf(handle, action, targets);
      return new Map(rows.map((row) => [row.target, row]));
    },
  };
}
