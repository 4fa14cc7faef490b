import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  payments,
  refunds,
  staffApprovals,
  staffMembers,
  users,
  type StaffApprovalAction,
} from '../../db/schema/index.ts';

export type ApprovalRow = typeof staffApprovals.$inferSelect;

/** The queries of the rules staff act under (decision 0121): roles of the people acted on, first approvals. */
export function createStaffRulesRepository(db: Db) {
  return {
    /** The staff roles of those of `userIds` who are staff. */
    async rolesOf(handle: Db | Tx, userIds: string[]) {
      if (!userIds.length) return [];
      return handle
        .select({ userId: staffMembers.userId, role: staffMembers.role })
        .from(staffMembers)
        .where(inArray(staffMembers.userId, userIds));
    },

    /** The first approval of `target`, locked against a second staff member confirming it at the same time. */
    async lockApproval(tx: Tx, action: StaffApprovalAction, target: string) {
      const [row] = await tx
        .select()
        .from(staffApprovals)
        .where(and(eq(staffApprovals.action, action), eq(staffApprovals.target, target)))
        .for('update');
      return row ?? null;
    },

    /** Writes a first approval; null when another was written for the same target at the same moment. */
    async insertApproval(tx: Tx, values: typeof staffApprovals.$inferInsert) {
      const [row] = await tx.insert(staffApprovals).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async deleteApproval(tx: Tx, id: string) {
      await tx.delete(staffApprovals).where(eq(staffApprovals.id, id));
    },

    /** The first approvals of `action` waiting for these targets. */
    async approvalsOf(handle: Db | Tx, action: StaffApprovalAction, targets: string[]) {
      if (!targets.length) return [];
      return handle
        .select()
        .from(staffApprovals)
        .where(and(eq(staffApprovals.action, action), inArray(staffApprovals.target, targets)));
    },

    /** The refunds waiting for a second staff member, oldest first, with the payment they would refund. */
    async awaitingRefunds(limit: number) {
      return db
        .select({
          approval: staffApprovals,
          paid: payments.amount,
          payeeUserId: payments.payeeUserId,
          payeePageUrl: users.pageUrl,
        })
        .from(staffApprovals)
        .innerJoin(payments, eq(payments.reference, staffApprovals.target))
        .innerJoin(users, eq(users.id, payments.payeeUserId))
        .where(eq(staffApprovals.action, 'payment.refund'))
        .orderBy(asc(staffApprovals.createdAt), asc(staffApprovals.id))
        .limit(limit);
    },

    /**
     * A payment by its reference, with who paid, who was paid and whether it has a refund already; `lock`
     * holds it, as a refund does, until the transaction ends.
     */
    async payment(handle: Db | Tx, reference: string, options: { lock?: boolean } = {}) {
      const query = handle
        .select({
          reference: payments.reference,
          amount: payments.amount,
          status: payments.status,
          payerUserId: payments.payerUserId,
          payeeUserId: payments.payeeUserId,
          refundId: refunds.id,
        })
        .from(payments)
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(eq(payments.reference, reference));
      const [row] = await (options.lock ? query.for('update', { of: payments }) : query);
      return row ?? null;
    },
  };
}

export type StaffRulesRepository = ReturnType<typeof createStaffRulesRepository>;
