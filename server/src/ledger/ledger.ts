import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Centavos } from '@pixel/contract';
import { arrayParam, unnestRows } from '../db/arrays.ts';
import { executePrepared } from '../db/prepared.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  ledgerAccounts,
  type LedgerTransactionType,
  type PlatformAccountKind,
  type UserAccountKind,
} from '../db/schema/index.ts';
import { readableCode } from '../lib/tokens.ts';

export type AccountRef = { userId: string; kind: UserAccountKind } | { platform: PlatformAccountKind };

export interface Posting {
  type: LedgerTransactionType;
  description: string;
  reference?: string | null;
  /** The same key never posts twice; a second attempt returns null. */
  idempotencyKey?: string;
  entries: { account: AccountRef; amount: Centavos }[];
}

export interface PostedTransaction {
  id: string;
  transactionNo: string;
}

/** A posting would take a user's balance below zero. */
export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
  }
}

/** A reference people can read out to support: PX followed by 10 letters and digits. */
const newTransactionNo = () => `PX${readableCode(10)}`;

const keyOf = (ref: AccountRef) =>
  'platform' in ref ? `platform:${ref.platform}` : `${ref.userId}:${ref.kind}`;

function checkPosting(posting: Posting) {
  if (posting.entries.length < 2) throw new Error('a posting needs at least two entries');
  let sum = 0;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new Error(`ledger amounts are non-zero whole centavos, got ${entry.amount}`);
    }
    sum += entry.amount;
  }
  if (sum !== 0) throw new Error(`a posting must balance, this one is off by ${sum}`);
}

type AccountKey = string;

function isNegativeBalance(error: unknown) {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    const names = `${String(candidate.constraint ?? '')} ${String(candidate.message ?? '')}`;
    if (candidate.code === '23514' && names.includes('ledger_accounts_user_not_negative')) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * The ledger's writer. It remembers the ids of accounts it has seen committed (accounts are never
 * removed), so a posting to known accounts is one statement.
 */
export function createLedger() {
  const knownAccounts = new Map<AccountKey, string>();

  /** Finds the accounts of a posting, opening any that do not exist yet. Returns ids by account key. */
  async function resolveAccounts(tx: Tx, refs: AccountRef[]) {
    const ids = new Map<AccountKey, string>();
    const missing: AccountRef[] = [];
    for (const ref of refs) {
      const known = knownAccounts.get(keyOf(ref));
      if (known) ids.set(keyOf(ref), known);
      else missing.push(ref);
    }
    if (!missing.length) return ids;
    const rows = missing.map((ref) =>
      'platform' in ref ? { userId: null, kind: ref.platform } : { userId: ref.userId, kind: ref.kind },
    );
    const opened = await tx
      .insert(ledgerAccounts)
      .values(rows)
      .onConflictDoNothing()
      .returning({ userId: ledgerAccounts.userId, kind: ledgerAccounts.kind });
    const openedKeys = new Set(
      opened.map((row) => (row.userId ? `${row.userId}:${row.kind}` : `platform:${row.kind}`)),
    );
    const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
    const kinds = [...new Set(rows.map((row) => row.kind))];
    const found = await tx
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.kind, kinds),
          userIds.length
            ? sql`(${ledgerAccounts.userId} is null or ${inArray(ledgerAccounts.userId, userIds)})`
            : isNull(ledgerAccounts.userId),
        ),
      );
    for (const row of found) {
      const key = row.userId ? `${row.userId}:${row.kind}` : `platform:${row.kind}`;
      ids.set(key, row.id);
      // an account opened by this transaction is remembered only once it is seen again, committed
      if (!openedKeys.has(key)) knownAccounts.set(key, row.id);
    }
    return ids;
  }

  /**
   * Posts balanced transactions inside the caller's database transaction, all in one statement. The
   * database checks again that every transaction balances, and refuses to take a user's balance below
   * zero. Returns, for each posting in order, the transaction, or null when its idempotency key was
   * posted before.
   */
  async function postMany(tx: Tx, postings: Posting[]): Promise<(PostedTransaction | null)[]> {
    if (!postings.length) return [];
    postings.forEach(checkPosting);
    const accounts = await resolveAccounts(
      tx,
      postings.flatMap((posting) => posting.entries.map((entry) => entry.account)),
    );
    // ten random characters from 32 never clash in practice; if they did, the transaction fails and is retried
    const numbered = postings.map((posting) => ({ posting, transactionNo: newTransactionNo() }));
    const userAccountIds = [
      ...new Set(
        postings.flatMap((posting) =>
          posting.entries.filter((e) => 'userId' in e.account).map((e) => accounts.get(keyOf(e.account))!),
        ),
      ),
    ].sort();
    const lines = numbered.flatMap(({ posting, transactionNo }) =>
      posting.entries.map((entry) => ({ transactionNo, entry })),
    );
    try {
      // `locked` takes the rows of the users' accounts in one order before the statement's trigger moves
      // their balances: two postings running at once that move the same balances wait for each other
      // instead of deadlocking
      const result = await executePrepared(
        tx,
        sql`
        with locked as materialized (
          select id from ledger_accounts where id = any(${arrayParam(userAccountIds, 'uuid')})
          order by id for no key update
        ), posted as (
          insert into ledger_transactions (transaction_no, type, description, reference, idempotency_key)
          select transaction_no, type, description, reference, idempotency_key
          from ${unnestRows('header', numbered, {
            transaction_no: ['text', (row) => row.transactionNo],
            type: ['text', (row) => row.posting.type],
            description: ['text', (row) => row.posting.description],
            reference: ['text', (row) => row.posting.reference ?? null],
            idempotency_key: ['text', (row) => row.posting.idempotencyKey ?? null],
          })}
          on conflict (idempotency_key) do nothing
          returning id, transaction_no
        ), lines as (
          insert into ledger_entries (transaction_id, account_id, amount)
          select posted.id, line.account_id, line.amount
          from posted join ${unnestRows('line', lines, {
            transaction_no: ['text', (row) => row.transactionNo],
            account_id: ['uuid', (row) => accounts.get(keyOf(row.entry.account))],
            amount: ['bigint', (row) => row.entry.amount],
          })} on line.transaction_no = posted.transaction_no
          returning 1
        )
        select id, transaction_no, (select count(*) from locked) as locked, (select count(*) from lines) as lines
        from posted`,
      );
      const byNo = new Map(
        rowsOf<{ id: string; transaction_no: string }>(result).map((row) => [row.transaction_no, row.id]),
      );
      return numbered.map(({ transactionNo }) => {
        const id = byNo.get(transactionNo);
        return id ? { id, transactionNo } : null;
      });
    } catch (error) {
      if (isNegativeBalance(error)) throw new InsufficientFundsError();
      throw error;
    }
  }

  /** Posts one balanced transaction; null when its idempotency key was posted before. */
  async function post(tx: Tx, posting: Posting) {
    const [posted] = await postMany(tx, [posting]);
    return posted ?? null;
  }

  return { post, postMany };
}

export type Ledger = ReturnType<typeof createLedger>;

export interface UserBalances {
  available: Centavos;
  pending: Centavos;
  payoutHold: Centavos;
  /** What refunds took beyond the balance, zero or below (decision 0099). */
  owed: Centavos;
}

export async function balancesOf(db: Db | Tx, userId: string): Promise<UserBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, 'PHP')));
  const of = (kind: UserAccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return {
    available: of('available'),
    pending: of('pending'),
    payoutHold: of('payout_hold'),
    owed: of('refund_owed'),
  };
}

/**
 * Audits the whole ledger: every transaction sums to zero, every cached user balance equals the sum of
 * its entries, and every referral reward comes out of the fee of the payment it shares and is no larger
 * (so rewards never make money). Returns what is wrong; an empty list means the books are right.
 */
export async function audit(db: Db) {
  const unbalanced = await db.execute(sql`
    select transaction_id, sum(amount)::text as total from ledger_entries
    group by transaction_id having sum(amount) <> 0 or count(*) < 2`);
  const drifted = await db.execute(sql`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.user_id is not null
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`);
  const total = await db.execute(sql`select sum(amount)::text as total from ledger_entries`);
  // a reward posts under referral:<payment>, its payment's settlement under settle:<payment>
  const overpaid = await db.execute(sql`
    with fees as (
      select e.transaction_id, sum(e.amount) as amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.kind = 'platform_fees' group by e.transaction_id
    )
    select r.id, coalesce(-rf.amount, 0)::text as reward, coalesce(sf.amount, 0)::text as fee
    from ledger_transactions r
    left join fees rf on rf.transaction_id = r.id
    left join ledger_transactions s on s.idempotency_key = 'settle:' || substr(r.idempotency_key, 10)
    left join fees sf on sf.transaction_id = s.id
    where r.type = 'referral_reward'
      and (r.idempotency_key not like 'referral:%' or rf.amount is null or -rf.amount > coalesce(sf.amount, 0))`);
  const problems: string[] = [];
  for (const row of rowsOf<{ transaction_id: string; total: string }>(unbalanced))
    problems.push(`transaction ${row.transaction_id} sums to ${row.total}`);
  for (const row of rowsOf<{ id: string; balance: string; total: string }>(drifted))
    problems.push(`account ${row.id} says ${row.balance} but its entries sum to ${row.total}`);
  for (const row of rowsOf<{ id: string; reward: string; fee: string }>(overpaid))
    problems.push(`referral reward ${row.id} pays ${row.reward} out of a payment fee of ${row.fee}`);
  const grand = rowsOf<{ total: string | null }>(total)[0]?.total ?? '0';
  if (grand !== '0' && grand !== null) problems.push(`all entries sum to ${grand}`);
  return problems;
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Pending money a user received before `cutoff`: what the release on the 15th moves. */
export async function releasableBefore(tx: Tx, userId: string, cutoff: Date): Promise<Centavos> {
  const result = await tx.execute(sql`
    select a.balance::text as balance,
           coalesce((select sum(e.amount) from ledger_entries e
                     where e.account_id = a.id and e.amount > 0
                       and e.created_at >= ${cutoff.toISOString()}::timestamptz), 0)::text as late
    from ledger_accounts a
    where a.user_id = ${userId} and a.kind = 'pending' and a.currency = 'PHP'`);
  const [row] = rowsOf<{ balance: string; late: string }>(result);
  if (!row) return 0;
  return Math.max(0, Number(row.balance) - Number(row.late));
}
