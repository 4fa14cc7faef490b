import { and, asc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { arrayParam, unnestRows } from '../../db/arrays.ts';
import type { Db, Tx } from '../../db/client.ts';
import { payments, type statementLines } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepository(db: Db) {
  return {
    async insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    async setCheckout(id: string, checkoutId: string, checkoutUrl: string) {
      await db
        .update(payments)
        .set({ providerCheckoutId: checkoutId, checkoutUrl })
        .where(eq(payments.id, id));
    },

    async markCancelled(id: string) {
      await db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /** Payments still pending that were opened before `openedBefore`, oldest first. */
    async listStalePending(openedBefore: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, openedBefore)))
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },

    /** Ends a pending payment the provider will never take (expired or cancelled there). */
    async markClosed(id: string, status: 'expired' | 'cancelled') {
      await db
        .update(payments)
        .set({ status })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    async findByReference(reference: string) {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
      return row ?? null;
    },

    /**
     * Locks the payments of these checkouts for the rest of the transaction, in id order: two settlements
     * of one payment run one after the other, and two batches never deadlock.
     */
    async lockByCheckouts(tx: Tx, provider: string, checkoutIds: string[]) {
      if (!checkoutIds.length) return [];
      return tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            sql`${payments.providerCheckoutId} = any(${arrayParam(checkoutIds, 'text')})`,
          ),
        )
        .orderBy(asc(payments.id))
        .for('update');
    },

    async lockById(tx: Tx, id: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /**
     * Marks payments paid and writes their lines on the payees' statements, and any other lines the
     * settlement wrote (referrers' rewards), in one statement.
     */
    async markPaid(
      tx: Tx,
      items: {
        paymentId: string;
        paidAt: Date;
        ledgerTransactionId: string;
        line: typeof statementLines.$inferInsert;
      }[],
      otherLines: (typeof statementLines.$inferInsert)[] = [],
    ) {
      if (!items.length) return;
      const rows: { payment?: (typeof items)[number]; line: typeof statementLines.$inferInsert }[] = [
        ...items.map((payment) => ({ payment, line: payment.line })),
        ...otherLines.map((line) => ({ line })),
      ];
      const input = unnestRows('input', rows, {
        payment_id: ['uuid', (row) => row.payment?.paymentId ?? null],
        paid_at: ['timestamptz', (row) => row.payment?.paidAt.toISOString() ?? null],
        ledger_transaction_id: ['uuid', (row) => row.payment?.ledgerTransactionId ?? null],
        user_id: ['uuid', (row) => row.line.userId],
        transaction_no: ['text', (row) => row.line.transactionNo],
        type: ['text', (row) => row.line.type],
        status: ['text', (row) => row.line.status],
        description: ['text', (row) => row.line.description],
        reference: ['text', (row) => row.line.reference ?? null],
        total_amount: ['bigint', (row) => row.line.totalAmount],
        gross_amount: ['bigint', (row) => row.line.grossAmount],
        fee_amount: ['bigint', (row) => row.line.feeAmount ?? 0],
        balance: ['text', (row) => row.line.balance ?? null],
        counterparty_name: ['text', (row) => row.line.counterpartyName ?? null],
        message: ['text', (row) => row.line.message ?? null],
        gift_id: ['uuid', (row) => row.line.giftId ?? null],
        referred_user_id: ['uuid', (row) => row.line.referredUserId ?? null],
      });
      // lines of no payment have a null payment_id, which matches no payment to update
      await tx.execute(sql`
        with input as (select * from ${input}),
        paid as (
          update payments set status = 'paid', paid_at = input.paid_at, ledger_transaction_id = input.ledger_transaction_id
          from input where payments.id = input.payment_id returning payments.id
        )
        insert into statement_lines (user_id, transaction_no, type, status, description, reference, total_amount,
                                     gross_amount, fee_amount, balance, counterparty_name, message, gift_id,
                                     referred_user_id)
        select user_id, transaction_no, type, status, description, reference, total_amount, gross_amount,
               fee_amount, balance, counterparty_name, message, gift_id, referred_user_id
        from input where (select count(*) from paid) > 0`);
    },

    /** Which of `userIds` each query of user ids holds, for all the queries in one statement. */
    async usersIn(tx: Tx, userIds: string[], queries: SQL[]): Promise<Set<string>[]> {
      if (!queries.length) return [];
      const ids = arrayParam(userIds, 'uuid');
      const result = await tx.execute(
        sql`select ${sql.join(
          queries.map(
            (query, i) =>
              sql`array(select user_id from (${query}) as audience (user_id) where user_id = any(${ids})) as ${sql.identifier(`in_${i}`)}`,
          ),
          sql`, `,
        )}`,
      );
      const [row] = rowsOf<Record<string, string[]>>(result);
      return queries.map((_query, i) => new Set(row![`in_${i}`]));
    },

    /** Records provider events; returns the ids of those not received before. */
    async recordEvents(
      tx: Tx,
      provider: string,
      events: { eventId: string; type: string; payload: unknown }[],
    ) {
      const result = await tx.execute(sql`
        insert into webhook_events (provider, event_id, type, payload)
        select ${provider}::text, event_id, type, payload
        from ${unnestRows('event', events, {
          event_id: ['text', (e) => e.eventId],
          type: ['text', (e) => e.type],
          payload: ['jsonb', (e) => JSON.stringify(e.payload)],
        })}
        on conflict (provider, event_id) do nothing
        returning event_id`);
      return new Set(rowsOf<{ event_id: string }>(result).map((row) => row.event_id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
