import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type ArrayType, arrayParam, unnestRows } from '../../db/arrays.ts';
import { executePrepared } from '../../db/prepared.ts';
import type { Db, Tx } from '../../db/client.ts';
import { payments, refunds, type statementLines } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type PaymentRow = typeof payments.$inferSelect;

const paymentColumns = Object.entries(getTableColumns(payments));

/** A payments row as read by a statement written in SQL, in the shape the query builder gives. */
function paymentOf(row: Record<string, unknown>) {
  return Object.fromEntries(
    paymentColumns.map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as PaymentRow;
}

/**
 * Locks payments for settlement, for the rest of the transaction: the payments `matching`, then their
 * payees' rows, each in id order, so two settlements of one payment run one after the other and two
 * batches never deadlock. Says, in the same statement, which of `audiences` (queries of user ids,
 * `select user_id from ...`) hold each payment's payee. `before` adds common table expressions that run
 * first; a `fresh` one answers the ids it returns.
 */
async function lockPayments(
  tx: Tx,
  { before, matching, audiences }: { before?: SQL; matching: SQL; audiences: SQL[] },
) {
  const flags = audiences.map(
    (query, i) =>
      sql`, exists (select 1 from (${query}) as audience (user_id) where audience.user_id = locked.payee_user_id) as ${sql.identifier(`in_${i}`)}`,
  );
  // the left join answers one row when nothing is locked, to carry the fresh events
  const result = await executePrepared(
    tx,
    sql`
    with ${before ?? sql``}locked as (
      select * from payments where ${matching} order by id for update
    ), payee as materialized (
      select id from users where id in (select payee_user_id from locked) order by id for no key update
    )
    select ${before ? sql`array(select event_id from fresh)` : sql`'{}'::text[]`} as fresh_events,
           locked.*, (select count(*) from payee) as payees${sql.join(flags)}
    from (select) as one left join locked on true
    order by locked.id`,
  );
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    fresh: new Set((rows[0]?.fresh_events as string[] | undefined) ?? []),
    locked: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        payment: paymentOf(row),
        audiences: audiences.map((_query, i) => row[`in_${i}`] === true),
      })),
  };
}

export function createPaymentsRepository(db: Db) {
  return {
    /**
     * Holds, until `tx` ends, every other checkout of this payer that counts against a limit (decision
     * 0108): two opened at once cannot both take the last place.
     */
    async lockPayer(tx: Tx, payerUserId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkouts:${payerUserId}`}, 0))`);
    },

    /**
     * When the payer opened the newest `newest` checkouts they opened since `since` (charges of a saved
     * method, which the app makes for a renewal, are not theirs to count), newest first; `kinds` narrows it.
     */
    async checkoutTimes(
      handle: Db | Tx,
      input: { payerUserId: string; since: Date; newest: number; kinds?: PaymentRow['kind'][] },
    ) {
      if (input.newest <= 0) return [];
      const rows = await handle
        .select({ at: payments.createdAt })
        .from(payments)
        .where(
          and(
            eq(payments.payerUserId, input.payerUserId),
            gte(payments.createdAt, input.since),
            or(isNull(payments.requestKey), sql`${payments.requestKey} not like 'saved:%'`),
            input.kinds ? inArray(payments.kind, input.kinds) : undefined,
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(input.newest);
      return rows.map((row) => row.at);
    },

    async insertPayment(tx: Tx, values: typeof payments.$inferInsert) {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    /**
     * The payment, not cancelled, that the call with this key made (decision 0073); with
     * `includeCancelled`, a cancelled one too (the newest), for a charge that must never be made twice.
     */
    async findByRequestKey(requestKey: string, options: { includeCancelled?: boolean } = {}) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.requestKey, requestKey),
            options.includeCancelled ? undefined : sql`${payments.status} <> 'cancelled'`,
          ),
        )
        .orderBy(sql`${payments.status} = 'cancelled'`, desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The provider's id for a payment's checkout or charge, and the page to pay on when there is one. */
    async setCheckout(id: string, checkoutId: string, checkoutUrl: string | null) {
      await db
        .update(payments)
        .set({ providerCheckoutId: checkoutId, checkoutUrl })
        .where(eq(payments.id, id));
    },

    /** Cancels pending payments whose rows the caller has locked. */
    async cancelLocked(tx: Tx, ids: string[]) {
      await tx
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(inArray(payments.id, ids), eq(payments.status, 'pending')));
    },

    async markCancelled(id: string) {
      await db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /**
     * Payments still pending, opened before `openedBefore`, whose next check is due at `now`: the ones
     * never checked first (the newest are never starved by the oldest), then those due longest.
     */
    async listDue(openedBefore: Date, now: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(payments.createdAt, openedBefore),
            or(isNull(payments.nextCheckAt), lte(payments.nextCheckAt, now)),
          ),
        )
        .orderBy(sql`${payments.nextCheckAt} asc nulls first`, asc(payments.createdAt))
        .limit(limit);
    },

    /** A pending payment's checkout is asked about again at `at`; counts the check just made. */
    async scheduleCheck(id: string, at: Date) {
      await db
        .update(payments)
        .set({ checks: sql`${payments.checks} + 1`, nextCheckAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
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
     * The refund its settlement wrote for a payment that never reached its payee (another amount than
     * asked, decision 0066; a second payment for what was bought), or null.
     */
    async findSettlementRefund(paymentId: string) {
      const [row] = await db
        .select({ amount: refunds.amount, reason: refunds.reason, status: refunds.status })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), eq(refunds.origin, 'settlement')))
        .limit(1);
      return row ?? null;
    },

    /**
     * Locks what settling payments changes, for the rest of the transaction: the payments of these ids,
     * then their payees' rows (see `lockPayments`).
     */
    async lockForSettlement(tx: Tx, ids: string[], audiences: SQL[] = []) {
      if (!ids.length) return [];
      const { locked } = await lockPayments(tx, {
        matching: sql`id = any(${arrayParam(ids, 'uuid')})`,
        audiences,
      });
      return locked;
    },

    /**
     * Records provider events, and locks for settlement the payments that the new ones among them are
     * paid, failed or refunded events for, in one statement: the events are written before any payment is
     * locked, each kind of row in one order. Returns the ids of the events not received before, and the
     * locked payments. A refund event names its payment by the provider's payment id, the checkout or our
     * reference, whichever it carries.
     */
    async recordEventsAndLock(
      tx: Tx,
      provider: string,
      events: {
        eventId: string;
        type: string;
        payload: unknown;
        checkoutId: string | null;
        paymentId?: string | null;
        reference?: string | null;
      }[],
      audiences: SQL[] = [],
    ) {
      const byCheckout = sql`provider = ${provider} and provider_checkout_id in (
          select checkout_id from event where event_id in (select event_id from fresh))`;
      // the webhooks of paid checkouts, by far the most, keep the one lookup they always had
      const named = events.some((e) => e.paymentId || e.reference);
      const matching = named
        ? sql`id in (
            select id from payments where ${byCheckout}
            union all
            select id from payments where provider = ${provider} and provider_payment_id in (
              select payment_id from event where event_id in (select event_id from fresh))
            union all
            select id from payments where provider = ${provider} and reference in (
              select reference from event where event_id in (select event_id from fresh)))`
        : byCheckout;
      const columns: Record<string, [ArrayType, (e: (typeof events)[number]) => unknown]> = {
        event_id: ['text', (e) => e.eventId],
        type: ['text', (e) => e.type],
        payload: ['jsonb', (e) => JSON.stringify(e.payload)],
        checkout_id: ['text', (e) => e.checkoutId],
      };
      if (named) {
        columns.payment_id = ['text', (e) => e.paymentId ?? null];
        columns.reference = ['text', (e) => e.reference ?? null];
      }
      return lockPayments(tx, {
        before: sql`event as (
          select * from ${unnestRows('event', events, columns)}
        ), fresh as (
          insert into webhook_events (provider, event_id, type, payload)
          select ${provider}::text, event_id, type, payload from event
          on conflict (provider, event_id) do nothing
          returning event_id
        ), `,
        matching,
        audiences,
      });
    },

    async lockById(tx: Tx, id: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Marks payments paid that are held for someone else (decision 0153): no statement line yet. */
    async markPaidHeld(
      tx: Tx,
      items: {
        paymentId: string;
        paidAt: Date;
        ledgerTransactionId: string;
        providerPaymentId: string | null;
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
        /** The provider's id of the payment, when it has one: its refunds name it. */
        providerPaymentId: string | null;
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
        provider_payment_id: ['text', (row) => row.payment?.providerPaymentId ?? null],
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
      await executePrepared(
        tx,
        sql`
        with input as (select * from ${input}),
        paid as (
          update payments set status = 'paid', paid_at = input.paid_at, ledger_transaction_id = input.ledger_transaction_id,
                              provider_payment_id = coalesce(input.provider_payment_id, payments.provider_payment_id)
          from input where payments.id = input.payment_id returning payments.id
        )
        insert into statement_lines (user_id, transaction_no, type, status, description, reference, total_amount,
                                     gross_amount, fee_amount, balance, counterparty_name, message, gift_id,
                                     referred_user_id)
        select user_id, transaction_no, type, status, description, reference, total_amount, gross_amount,
               fee_amount, balance, counterparty_name, message, gift_id, referred_user_id
        from input where (select count(*) from paid) > 0`,
      );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
