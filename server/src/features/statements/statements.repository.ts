import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export interface StatementRow {
  transactionId: string;
  transactionNo: string;
  createdAt: Date;
  type: string;
  description: string;
  reference: string | null;
  /** What the user's own accounts moved by in this transaction, in centavos. */
  net: number;
  /** What the platform kept of it (its fee accounts' side of the transaction), in centavos. */
  fee: number;
}

/**
 * A user's books straight from the ledger: every account of theirs (available, pending, payout hold)
 * counts, so moves between their own accounts net to nothing and never show as lines.
 */
export function createStatementsRepository(db: Db) {
  return {
    /** What the platform owed the user just before `at`: the sum of their entries before it. */
    async balanceBefore(userId: string, at: Date) {
      const [row] = rowsOf<{ total: string }>(
        await db.execute(sql`
          select coalesce(sum(e.amount), 0)::text as total
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.user_id = ${userId} and e.created_at < ${at.toISOString()}::timestamptz`),
      );
      return Number(row?.total ?? 0);
    },

    /**
     * The user's transactions in [from, to), oldest first, `limit` at a time after `after` (keyset: the
     * time, then the transaction's id), so a long range is read page by page and never whole.
     */
    async page(input: {
      userId: string;
      from: Date;
      to: Date;
      after: { createdAt: Date; transactionId: string } | null;
      limit: number;
    }): Promise<StatementRow[]> {
      const after = input.after
        ? sql`and (t.created_at, t.id) > (${input.after.createdAt.toISOString()}::timestamptz, ${input.after.transactionId}::uuid)`
        : sql``;
      const rows = rowsOf<{
        id: string;
        transaction_no: string;
        created_at: Date | string;
        type: string;
        description: string;
        reference: string | null;
        net: string;
        fee: string;
      }>(
        await db.execute(sql`
          with own as (
            select e.transaction_id, sum(e.amount) as net
            from ledger_entries e join ledger_accounts a on a.id = e.account_id
            where a.user_id = ${input.userId}
              and e.created_at >= ${input.from.toISOString()}::timestamptz
              and e.created_at < ${input.to.toISOString()}::timestamptz
            group by e.transaction_id
            having sum(e.amount) <> 0
          )
          select t.id, t.transaction_no, t.created_at, t.type, t.description, t.reference,
                 own.net::text as net,
                 -- a referral reward is paid out of platform fees: a share of someone else's fee, none of the user's
                 coalesce((select sum(f.amount) from ledger_entries f join ledger_accounts p on p.id = f.account_id
                           where f.transaction_id = t.id and p.user_id is null and t.type <> 'referral_reward'
                             and p.kind in ('platform_fees', 'payout_fees')), 0)::text as fee
          from own join ledger_transactions t on t.id = own.transaction_id
          where true ${after}
          order by t.created_at, t.id
          limit ${input.limit}`),
      );
      return rows.map((row) => ({
        transactionId: row.id,
        transactionNo: row.transaction_no,
        createdAt: new Date(row.created_at),
        type: row.type,
        description: row.description,
        reference: row.reference,
        net: Number(row.net),
        fee: Number(row.fee),
      }));
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
