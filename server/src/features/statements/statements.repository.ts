import { sql } from 'drizzle-orm';
import { arrayParam } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';

/** Where the next page starts: after this transaction (its time as PostgreSQL writes it, and its id). */
export interface StatementCursor {
  createdAt: string;
  transactionId: string;
}

export interface StatementRow {
  transactionId: string;
  transactionNo: string;
  createdAt: Date;
  type: string;
  description: string;
  /** A gift given from the creator's stream (its scan-to-gift code). */
  fromStream: boolean;
  /** A gift given by scanning the creator's printed standee. */
  fromStandee: boolean;
  /** A gift given through the button or widget on the creator's website. */
  fromWebsite: boolean;
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
     * time, then the transaction's id), so a long range is read page by page and never whole. Each page
     * costs what it returns: every account of the user is read in that order from its own index, from
     * the cursor on, and the accounts' entries are merged. The cursor's time is PostgreSQL's own text of
     * it, to the microsecond: a JavaScript Date would cut it to the millisecond and repeat or skip the
     * transactions of one millisecond at a page's edge.
     */
    async page(input: {
      userId: string;
      from: Date;
      to: Date;
      after: StatementCursor | null;
      limit: number;
    }): Promise<{ rows: StatementRow[]; next: StatementCursor | null }> {
      const after = input.after
        ? sql`(e.created_at, e.transaction_id) > (${input.after.createdAt}::timestamptz, ${input.after.transactionId}::uuid)`
        : sql`e.created_at >= ${input.from.toISOString()}::timestamptz`;
      // a transaction's entries share its time (one database transaction), so they come together
      const entries = rowsOf<{
        account_id: string;
        transaction_id: string;
        created_at: string;
        amount: string;
      }>(
        await db.execute(sql`
          select a.id as account_id, x.transaction_id, x.created_at::text as created_at, x.amount::text as amount
          from ledger_accounts a
          cross join lateral (
            select e.transaction_id, e.created_at, e.amount
            from ledger_entries e
            where e.account_id = a.id and ${after}
              and e.created_at < ${input.to.toISOString()}::timestamptz
            order by e.created_at, e.transaction_id
            limit ${input.limit}
          ) x
          where a.user_id = ${input.userId}
          order by x.created_at, x.transaction_id`),
      );
      // an account that gave all it was asked for may have more entries after its last one: the page ends
      // before the first transaction that could still have entries there
      const counts = new Map<string, number>();
      let end = entries.length;
      for (const entry of entries) {
        const count = (counts.get(entry.account_id) ?? 0) + 1;
        counts.set(entry.account_id, count);
        if (count === input.limit) {
          end = entries.findIndex((other) => other.transaction_id === entry.transaction_id);
          break;
        }
      }
      const transactions: { id: string; createdAt: string; net: number }[] = [];
      for (const entry of entries.slice(0, end)) {
        const last = transactions[transactions.length - 1];
        if (last?.id === entry.transaction_id) last.net += Number(entry.amount);
        else
          transactions.push({
            id: entry.transaction_id,
            createdAt: entry.created_at,
            net: Number(entry.amount),
          });
      }
      const last = transactions[transactions.length - 1];
      if (end < entries.length && !last)
        throw new Error('one transaction has more entries than a page holds');
      const next = end < entries.length ? { createdAt: last!.createdAt, transactionId: last!.id } : null;
      const page = transactions;
      // moves between the user's own accounts net to nothing: no line
      const moved = page.filter((transaction) => transaction.net !== 0);
      if (!moved.length) return { rows: [], next };
      const details = rowsOf<{
        id: string;
        transaction_no: string;
        created_at: Date | string;
        type: string;
        description: string;
        reference: string | null;
        fee: string;
        gift_source: string | null;
      }>(
        await db.execute(sql`
          select t.id, t.transaction_no, t.created_at, t.type, t.description, t.reference,
                 -- a referral reward is paid out of platform fees: a share of someone else's fee, none of the user's
                 coalesce((select sum(f.amount) from ledger_entries f join ledger_accounts p on p.id = f.account_id
                           where f.transaction_id = t.id and p.user_id is null and t.type <> 'referral_reward'
                             and p.kind in ('platform_fees', 'payout_fees')), 0)::text as fee,
                 -- a gift given from the creator's stream (its scan-to-gift code) or by scanning their
                 -- printed standee is marked so
                 (select g.source from statement_lines l join gifts g on g.id = l.gift_id
                  where l.transaction_no = t.transaction_no and g.source is not null limit 1) as gift_source
          from ledger_transactions t
          where t.id = any(${arrayParam(
            moved.map((transaction) => transaction.id),
            'uuid',
          )})`),
      );
      const byId = new Map(details.map((row) => [row.id, row]));
      const rows = moved.map((transaction) => {
        const row = byId.get(transaction.id)!;
        return {
          transactionId: row.id,
          transactionNo: row.transaction_no,
          createdAt: new Date(row.created_at),
          type: row.type,
          description: row.description,
          reference: row.reference,
          net: transaction.net,
          fee: Number(row.fee),
          fromStream: row.gift_source === 'stream',
          fromStandee: row.gift_source === 'qr-standee',
          fromWebsite: row.gift_source === 'embed',
        };
      });
      return { rows, next };
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
