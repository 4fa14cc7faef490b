import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type MembershipBeforeRefund,
  membershipPayments,
  membershipTiers,
  payments,
  users,
} from '../../db/schema/index.ts';

export type MembershipPaymentRow = typeof membershipPayments.$inferSelect;

/** What each membership payment pays for (a join, a renewal, an upgrade), and its refund. */
export function createMembershipPaymentQueries(db: Db) {
  return {
    async insertPayment(tx: Tx, values: typeof membershipPayments.$inferInsert) {
      await tx.insert(membershipPayments).values(values);
    },

    /** What the payments that are settling pay for, with their payer's name. */
    async paymentsFor(executor: Db | Tx, paymentIds: string[]) {
      return executor
        .select({ line: membershipPayments, supporterName: users.pageName, tierName: membershipTiers.name })
        .from(membershipPayments)
        .innerJoin(users, eq(users.id, membershipPayments.supporterUserId))
        .innerJoin(membershipTiers, eq(membershipTiers.id, membershipPayments.tierId))
        .where(inArray(membershipPayments.paymentId, paymentIds));
    },

    /**
     * The membership's latest paid period payment (a join or a renewal, not an upgrade) not being refunded:
     * the one whose period `period_start` begins.
     */
    async latestPeriodPayment(tx: Tx, membershipId: string) {
      const [row] = await tx
        .select({ paymentId: membershipPayments.paymentId })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .where(
          and(
            eq(membershipPayments.membershipId, membershipId),
            ne(membershipPayments.purpose, 'upgrade'),
            eq(payments.status, 'paid'),
            isNull(membershipPayments.refundedAt),
          ),
        )
        .orderBy(desc(payments.paidAt))
        .limit(1);
      return row?.paymentId ?? null;
    },

    /** Marks a payment refunded, with the membership as it was before the refund ended it. */
    async markPaymentRefunded(tx: Tx, paymentId: string, at: Date, before: MembershipBeforeRefund) {
      await tx
        .update(membershipPayments)
        .set({ refundedAt: at, beforeRefund: before })
        .where(eq(membershipPayments.paymentId, paymentId));
    },

    /** Clears a payment's refund (the provider refused it); answers what `markPaymentRefunded` kept. */
    async clearPaymentRefunded(tx: Tx, paymentId: string) {
      const [row] = await tx
        .select({ before: membershipPayments.beforeRefund })
        .from(membershipPayments)
        .where(and(eq(membershipPayments.paymentId, paymentId), isNotNull(membershipPayments.refundedAt)))
        .for('update');
      if (!row) return null;
      await tx
        .update(membershipPayments)
        .set({ refundedAt: null, beforeRefund: null })
        .where(eq(membershipPayments.paymentId, paymentId));
      return row.before;
    },

    async linkPayment(tx: Tx, paymentId: string, membershipId: string) {
      await tx
        .update(membershipPayments)
        .set({ membershipId })
        .where(eq(membershipPayments.paymentId, paymentId));
    },

    /**
     * The checkout a supporter opened for a tier that is still open (pending, with its page), for the same
     * period and purpose: asked again, they are sent back to it rather than given a second one.
     */
    async openCheckout(input: {
      supporterUserId: string;
      tierId: string;
      months: number;
      purpose: MembershipPaymentRow['purpose'];
      since: Date;
    }) {
      const [row] = await db
        .select({ reference: payments.reference, checkoutUrl: payments.checkoutUrl, amount: payments.amount })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .where(
          and(
            eq(membershipPayments.supporterUserId, input.supporterUserId),
            eq(membershipPayments.tierId, input.tierId),
            eq(membershipPayments.months, input.months),
            eq(membershipPayments.purpose, input.purpose),
            eq(payments.status, 'pending'),
            sql`${payments.checkoutUrl} is not null`,
            sql`${payments.createdAt} > ${input.since}`,
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The paid payments of these memberships, newest first. */
    async receiptsOf(membershipIds: string[]) {
      if (!membershipIds.length) return [];
      return db
        .select({
          membershipId: membershipPayments.membershipId,
          reference: payments.reference,
          amount: payments.amount,
          months: membershipPayments.months,
          tierName: membershipTiers.name,
          paidAt: payments.paidAt,
        })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .innerJoin(membershipTiers, eq(membershipTiers.id, membershipPayments.tierId))
        .where(and(inArray(membershipPayments.membershipId, membershipIds), eq(payments.status, 'paid')))
        .orderBy(desc(payments.paidAt));
    },
  };
}
