import type { Language } from '@pixel/contract';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  payments,
  purchases,
  refunds,
  statementLines,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type RefundRow = typeof refunds.$inferSelect;

export function createRefundsRepository(db: Db) {
  return {
    /**
     * Marks payments paid without a line on their payee's statement (the payee never receives them) and
     * writes a pending refund for each. Answers the refunds' ids, in the order given.
     */
    async markPaidForRefund(
      tx: Tx,
      items: {
        paymentId: string;
        paidAt: Date;
        ledgerTransactionId: string;
        /** The provider's id of the payment, when it has one: its refunds name it. */
        providerPaymentId: string | null;
        amount: number;
        reason: RefundRow['reason'];
      }[],
    ) {
      for (const item of items) {
        await tx
          .update(payments)
          .set({
            status: 'paid',
            paidAt: item.paidAt,
            ledgerTransactionId: item.ledgerTransactionId,
            ...(item.providerPaymentId && { providerPaymentId: item.providerPaymentId }),
          })
          .where(eq(payments.id, item.paymentId));
      }
      const rows = await tx
        .insert(refunds)
        .values(
          items.map((item) => ({
            paymentId: item.paymentId,
            amount: item.amount,
            reason: item.reason,
          })),
        )
        .returning({ id: refunds.id, paymentId: refunds.paymentId });
      const byPayment = new Map(rows.map((row) => [row.paymentId, row.id]));
      return items.map((item) => byPayment.get(item.paymentId)!);
    },

    /** The refunds still waiting for the provider, with what the provider needs to know of their payments. */
    async listPending(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: refunds.id,
          amount: refunds.amount,
          reason: refunds.reason,
          providerRefundId: refunds.providerRefundId,
          reference: payments.reference,
          provider: payments.provider,
          checkoutId: payments.providerCheckoutId,
          providerPaymentId: payments.providerPaymentId,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(inArray(refunds.id, ids), eq(refunds.status, 'pending')))
        .orderBy(refunds.id);
    },

    /** Refunds still pending that were written before `before`: those whose job gave up retrying. */
    async listPendingBefore(before: Date, limit: number) {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Keeps the provider's id of a refund it took, so a retry asks about that one instead of asking again. */
    async setProviderRefundId(id: string, providerRefundId: string) {
      await db
        .update(refunds)
        .set({ providerRefundId, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)));
    },

    /** Locks a refund still pending for the rest of the transaction; null when it has ended. */
    async lockPending(tx: Tx, id: string) {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** `providerRefundId`: the provider's refund that finished it, kept unless one was kept already. */
    async markSucceeded(tx: Tx, id: string, ledgerTransactionId: string, providerRefundId?: string) {
      await tx
        .update(refunds)
        .set({
          status: 'succeeded',
          ledgerTransactionId,
          updatedAt: sql`now()`,
          ...(providerRefundId && {
            providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${providerRefundId})`,
          }),
        })
        .where(eq(refunds.id, id));
    },

    /** Who to tell of a refund: its payer's address (null for a visitor) and name, and the creator's name. */
    async findNotice(tx: Tx, id: string) {
      const result = await tx.execute(sql`
        select p.reference, r.amount::text as amount, r.reason, payer.email, payer.page_name as payer_name,
               payer.language as payer_language, creator.page_name as creator_name
        from refunds r
        join payments p on p.id = r.payment_id
        join users creator on creator.id = p.payee_user_id
        left join users payer on payer.id = p.payer_user_id
        where r.id = ${id}::uuid`);
      const [row] = rowsOf<{
        reference: string;
        amount: string;
        reason: RefundRow['reason'];
        email: string | null;
        payer_name: string | null;
        payer_language: Language | null;
        creator_name: string;
      }>(result);
      return row ?? null;
    },

    async markFailed(id: string, failureReason: string, tx: Db | Tx = db) {
      await tx
        .update(refunds)
        .set({ status: 'failed', failureReason, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
    },

    /** A payment by its reference, locked for the rest of the transaction, with any refund it has. */
    async lockPaymentByReference(tx: Tx, reference: string) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .for('update')
        .limit(1);
      if (!payment) return null;
      const [refund] = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id)).limit(1);
      return { payment, refund: refund ?? null };
    },

    /** Where a payment's settlement put its money: the payee's share and the platform's fee. */
    async settlementShares(tx: Tx, payment: { ledgerTransactionId: string | null; payeeUserId: string }) {
      if (!payment.ledgerTransactionId) return null;
      const rows = await tx
        .select({ kind: ledgerAccounts.kind, userId: ledgerAccounts.userId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerEntries.transactionId, payment.ledgerTransactionId));
      const sum = (pick: (row: (typeof rows)[number]) => boolean) =>
        rows.filter(pick).reduce((total, row) => total + row.amount, 0);
      return {
        payee: sum((row) => row.userId === payment.payeeUserId),
        fee: sum((row) => row.userId === null && row.kind === 'platform_fees'),
        refundsDue: sum((row) => row.userId === null && row.kind === 'refunds_due'),
      };
    },

    /** Locks the person's ledger accounts: what a refund takes is decided on balances nobody else moves. */
    async lockBalances(tx: Tx, userId: string) {
      return tx
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
        .for('update');
    },

    async insertStaffRefund(tx: Tx, values: typeof refunds.$inferInsert) {
      const [row] = await tx.insert(refunds).values(values).returning();
      return row!;
    },

    /** Closes (or, with null, opens again) the post a refunded purchase bought. */
    async setPurchaseRevoked(tx: Tx, paymentId: string, at: Date | null) {
      await tx.update(purchases).set({ revokedAt: at }).where(eq(purchases.paymentId, paymentId));
    },

    async insertLine(tx: Tx, values: typeof statementLines.$inferInsert) {
      await tx.insert(statementLines).values(values);
    },

    /** Refunds staff gave that the provider refused, newest first: finance's list of failed refunds. */
    async listFailed(limit: number) {
      return db
        .select({
          refund: refunds,
          reference: payments.reference,
          kind: payments.kind,
          payeePageUrl: users.pageUrl,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(users, eq(users.id, payments.payeeUserId))
        .where(eq(refunds.status, 'failed'))
        .orderBy(desc(refunds.updatedAt))
        .limit(limit);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
