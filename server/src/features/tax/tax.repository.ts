import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Centavos } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { taxDetails } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type TaxDetailsRow = typeof taxDetails.$inferSelect;

/** What one kind of the user's ledger transactions added up to in a period, in centavos. */
export interface LedgerTotals {
  /** The ledger transaction type (donation, payment, payout…). */
  type: string;
  transactions: number;
  /** What the user's own accounts moved by. */
  net: Centavos;
  /** The platform's fees on it (platform and payout fees; a referral reward's share of a fee is not). */
  fee: Centavos;
  /** The payout fees alone. */
  payoutFee: Centavos;
  /** What left through the payment provider (payouts; negative for one that came back). */
  remitted: Centavos;
  /** What was withheld for the BIR. */
  withheld: Centavos;
}

const time = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * The user's ledger transactions in [from, to) that moved their balance (moves between their own
 * accounts net to nothing and are left out, as on a statement), each with what its platform accounts
 * took. A transaction's entries share its time, so the period takes it whole or not at all.
 */
const transactionsIn = (userId: string, from: Date, to: Date) => sql`
  with mine as (
    select e.transaction_id, sum(e.amount) as net
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.user_id = ${userId} and e.created_at >= ${time(from)} and e.created_at < ${time(to)}
    group by e.transaction_id
    having sum(e.amount) <> 0
  )
  select t.id, t.type, t.created_at, m.net,
    coalesce(sum(f.amount) filter (
      where p.kind in ('platform_fees', 'payout_fees') and t.type <> 'referral_reward'), 0) as fee,
    coalesce(sum(f.amount) filter (where p.kind = 'payout_fees'), 0) as payout_fee,
    coalesce(sum(f.amount) filter (where p.kind = 'provider_clearing'), 0) as clearing,
    coalesce(sum(f.amount) filter (where p.kind = 'withholding_tax'), 0) as withheld
  from mine m
  join ledger_transactions t on t.id = m.transaction_id
  left join (ledger_entries f join ledger_accounts p on p.id = f.account_id and p.user_id is null)
    on f.transaction_id = m.transaction_id
  group by t.id, t.type, t.created_at, m.net`;

const PAYOUT_TYPES = sql`('payout', 'payout_reversal')`;

export function createTaxRepository(db: Db) {
  return {
    async find(executor: Db | Tx, userId: string) {
      const [row] = await executor.select().from(taxDetails).where(eq(taxDetails.userId, userId));
      return row ?? null;
    },

    /** The row, locked for the transaction that replaces it. */
    async lock(tx: Tx, userId: string) {
      const [row] = await tx.select().from(taxDetails).where(eq(taxDetails.userId, userId)).for('update');
      return row ?? null;
    },

    async save(tx: Tx, row: typeof taxDetails.$inferInsert) {
      const { userId: _, ...changes } = row;
      await tx.insert(taxDetails).values(row).onConflictDoUpdate({ target: taxDetails.userId, set: changes });
    },

    /** Setting the TIN alone (sealed beside the certificate), when the certificate on file stays. */
    async setTin(tx: Tx, input: { userId: string; tinSealed: string; at: Date }) {
      await tx
        .update(taxDetails)
        .set({ tinSealed: input.tinSealed, tin: null, updatedAt: input.at })
        .where(eq(taxDetails.userId, input.userId));
    },

    /** Up to `limit` rows whose TIN is still in clear (written before decision 0125), locked, skipping locked ones. */
    async clearTins(tx: Tx, limit: number) {
      return tx
        .select()
        .from(taxDetails)
        .where(and(isNotNull(taxDetails.tin), isNull(taxDetails.tinSealed)))
        .orderBy(asc(taxDetails.userId))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** The row's TIN sealed, and the clear one gone. */
    async sealTin(tx: Tx, userId: string, tinSealed: string) {
      await tx.update(taxDetails).set({ tinSealed, tin: null }).where(eq(taxDetails.userId, userId));
    },

    /**
     * Removes up to `limit` rows of erased accounts whose keeping time is over (locked, skipping locked
     * ones) and answers their certificates' storage keys.
     */
    async removeExpired(tx: Tx, now: Date, limit: number) {
      const rows = await tx
        .select({ userId: taxDetails.userId, certificateKey: taxDetails.certificateKey })
        .from(taxDetails)
        .where(lte(taxDetails.retainUntil, now))
        .orderBy(asc(taxDetails.retainUntil))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of rows) await tx.delete(taxDetails).where(eq(taxDetails.userId, row.userId));
      return rows.map((row) => row.certificateKey);
    },

    /** The user's ledger transactions in [from, to), added up by type. */
    async totalsByType(userId: string, from: Date, to: Date): Promise<LedgerTotals[]> {
      const rows = rowsOf<Record<string, string | number>>(
        await db.execute(sql`
          select type, count(*)::int as transactions, sum(net)::text as net, sum(fee)::text as fee,
                 sum(payout_fee)::text as payout_fee, sum(clearing)::text as clearing,
                 sum(withheld)::text as withheld
          from (${transactionsIn(userId, from, to)}) x
          group by type`),
      );
      return rows.map((row) => {
        const clearing = Number(row.clearing);
        const withheld = Number(row.withheld);
        const payout = row.type === 'payout' || row.type === 'payout_reversal';
        return {
          type: String(row.type),
          transactions: Number(row.transactions),
          net: Number(row.net),
          fee: Number(row.fee),
          payoutFee: Number(row.payout_fee),
          // a remittance is what reached the creator's account plus what was withheld from it
          remitted: payout ? clearing + withheld : 0,
          withheld,
        };
      });
    },

    /** Each remittance to the user in [from, to), oldest first (a payout that came back is negative). */
    async remittances(userId: string, from: Date, to: Date): Promise<Centavos[]> {
      const rows = rowsOf<{ remitted: string }>(
        await db.execute(sql`
          select (clearing + withheld)::text as remitted
          from (${transactionsIn(userId, from, to)}) x
          where type in ${PAYOUT_TYPES}
          order by created_at, id`),
      );
      return rows.map((row) => Number(row.remitted));
    },

    /**
     * What was remitted to the user in [from, to), net of payouts that came back, plus what waits in
     * their payout hold now: payouts asked for and not yet paid are counted as made.
     */
    async remittedWithHold(executor: Db | Tx, userId: string, from: Date, to: Date): Promise<Centavos> {
      const [row] = rowsOf<{ remitted: string; held: string }>(
        await executor.execute(sql`
          select
            (select coalesce(sum(clearing + withheld), 0) from (${transactionsIn(userId, from, to)}) x
              where type in ${PAYOUT_TYPES})::text as remitted,
            (select coalesce(sum(balance), 0) from ledger_accounts
              where user_id = ${userId} and kind = 'payout_hold')::text as held`),
      );
      return Number(row?.remitted ?? 0) + Number(row?.held ?? 0);
    },

    /** What the platform owed the user just before `at`: the sum of their entries before it. */
    async balanceBefore(userId: string, at: Date): Promise<Centavos> {
      const [row] = rowsOf<{ total: string }>(
        await db.execute(sql`
          select coalesce(sum(e.amount), 0)::text as total
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.user_id = ${userId} and e.created_at < ${time(at)}`),
      );
      return Number(row?.total ?? 0);
    },
  };
}

export type TaxRepository = ReturnType<typeof createTaxRepository>;
