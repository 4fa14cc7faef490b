import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments, statementLines, webhookEvents } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepository(db: Db) {
  return {
    async insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    async setCheckout(id: string, checkoutId: string) {
      await db.update(payments).set({ providerCheckoutId: checkoutId }).where(eq(payments.id, id));
    },

    async markCancelled(id: string) {
      await db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    async findByReference(reference: string) {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
      return row ?? null;
    },

    /** Locks the payment for the rest of the transaction: two settlements of it run one after the other. */
    async lockByCheckout(tx: Tx, provider: string, checkoutId: string) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerCheckoutId, checkoutId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async lockById(tx: Tx, id: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Marks the payment paid and writes its line on the payee's statement, in one statement. */
    async markPaid(
      tx: Tx,
      id: string,
      input: { paidAt: Date; ledgerTransactionId: string; line: typeof statementLines.$inferInsert },
    ) {
      const line = input.line;
      await tx.execute(sql`
        with paid as (
          update payments set status = 'paid', paid_at = ${input.paidAt.toISOString()}::timestamptz,
                 ledger_transaction_id = ${input.ledgerTransactionId}
          where id = ${id} returning id
        )
        insert into statement_lines (user_id, transaction_no, type, status, description, reference, total_amount,
                                     gross_amount, fee_amount, balance, counterparty_name, message, gift_id)
        select ${line.userId}, ${line.transactionNo}, ${line.type}, ${line.status}, ${line.description},
               ${line.reference ?? null}, ${line.totalAmount}, ${line.grossAmount}, ${line.feeAmount ?? 0},
               ${line.balance ?? null}, ${line.counterpartyName ?? null}, ${line.message ?? null}, ${line.giftId ?? null}
        from paid`);
    },

    /** Records a provider event; false when this event was received before. */
    async recordEvent(tx: Tx, values: typeof webhookEvents.$inferInsert) {
      const inserted = await tx
        .insert(webhookEvents)
        .values(values)
        .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
        .returning({ id: webhookEvents.id });
      return inserted.length > 0;
    },

    async countEvents(provider: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEvents)
        .where(eq(webhookEvents.provider, provider));
      return row?.n ?? 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
