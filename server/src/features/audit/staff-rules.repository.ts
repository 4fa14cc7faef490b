import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { staffApprovals, staffMembers, type StaffApprovalAction } from '../../db/schema/index.ts';

export type ApprovalRow = typeof staffApprovals.$inferSelect;

/** The queries of the rules staff act under (decision 0121): roles of the people acted on, first approvals. */
export function createStaffRulesRepository() {
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
  };
}

export type StaffRulesRepository = ReturnType<typeof createStaffRulesRepository>;
