import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Centavos } from '@pixel/contract';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerTransactionType,
  type PlatformAccountKind,
  type UserAccountKind,
} from '../db/schema/index.ts';

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

const NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A reference people can read out to support: PX followed by 10 letters and digits. */
const newTransactionNo = () =>
  `PX${Array.from(randomBytes(10), (byte) => NO_ALPHABET[byte % NO_ALPHABET.length]).join('')}`;

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

/** Finds the accounts of a posting, opening any that do not exist yet. Returns ids by account key. */
async function resolveAccounts(tx: Tx, refs: AccountRef[]) {
  const rows = refs.map((ref) =>
    'platform' in ref ? { userId: null, kind: ref.platform } : { userId: ref.userId, kind: ref.kind },
  );
  await tx.insert(ledgerAccounts).values(rows).onConflictDoNothing();
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
  return new Map(
    found.map((row) => [row.userId ? `${row.userId}:${row.kind}` : `platform:${row.kind}`, row.id]),
  );
}

function isNegativeBalance(error: unknown) {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (
      candidate.code === '23514' &&
      String(candidate.constraint ?? candidate.message).includes('ledger_accounts_user_not_negative')
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * Posts one balanced transaction inside the caller's database transaction. The database checks again
 * at commit that the entries balance, and refuses to take a user's balance below zero.
 */
export async function post(tx: Tx, posting: Posting): Promise<PostedTransaction | null> {
  checkPosting(posting);
  const accounts = await resolveAccounts(
    tx,
    posting.entries.map((entry) => entry.account),
  );
  let transaction: PostedTransaction | undefined;
  for (let attempt = 0; !transaction; attempt++) {
    try {
      [transaction] = await tx
        .insert(ledgerTransactions)
        .values({
          transactionNo: newTransactionNo(),
          type: posting.type,
          description: posting.description,
          reference: posting.reference ?? null,
          idempotencyKey: posting.idempotencyKey ?? null,
        })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id, transactionNo: ledgerTransactions.transactionNo });
      if (!transaction) return null;
    } catch (error) {
      // ten random characters clash about never; if they do, draw again
      if (attempt < 3 && isUniqueViolation(error, 'ledger_transactions_no_unique')) continue;
      throw error;
    }
  }
  try {
    await tx.insert(ledgerEntries).values(
      posting.entries.map((entry) => ({
        transactionId: transaction.id,
        accountId: accounts.get(keyOf(entry.account))!,
        amount: entry.amount,
      })),
    );
  } catch (error) {
    if (isNegativeBalance(error)) throw new InsufficientFundsError();
    throw error;
  }
  return transaction;
}

export interface UserBalances {
  available: Centavos;
  pending: Centavos;
  payoutHold: Centavos;
}

export async function balancesOf(db: Db | Tx, userId: string): Promise<UserBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, 'PHP')));
  const of = (kind: UserAccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { available: of('available'), pending: of('pending'), payoutHold: of('payout_hold') };
}

/**
 * Audits the whole ledger: every transaction sums to zero and every cached user balance equals the sum
 * of its entries. Returns what is wrong; an empty list means the books are right.
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
  const problems: string[] = [];
  for (const row of rowsOf<{ transaction_id: string; total: string }>(unbalanced))
    problems.push(`transaction ${row.transaction_id} sums to ${row.total}`);
  for (const row of rowsOf<{ id: string; balance: string; total: string }>(drifted))
    problems.push(`account ${row.id} says ${row.balance} but its entries sum to ${row.total}`);
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
