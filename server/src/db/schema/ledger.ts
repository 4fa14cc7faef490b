import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A user's own accounts: money they can withdraw, money not released yet, money on its way out. */
export const userAccountKinds = ['available', 'pending', 'payout_hold', 'refund_owed'] as const;
/** The platform's side of every movement. */
export const platformAccountKinds = [
  'provider_clearing', // money the payment provider holds for us: payments in, payouts out
  'platform_fees', // our share of payments
  'payout_fees', // fees charged on standard payouts
  // unused: referral rewards come out of platform_fees, so they never exceed the fee (decision 0052)
  'referral_rewards',
  'refunds_due', // payments taken that go back to their payer (a second payment for a post already bought)
  'withholding_tax', // tax withheld from payouts, owed to the BIR (decision 0109)
  'gifts_held', // gift memberships and posts paid, waiting for their recipient's claim (decision 0153)
  'commissions_held', // commissions' first payments, waiting for their creator's answer (decision 0165)
] as const;
export type UserAccountKind = (typeof userAccountKinds)[number];
export type PlatformAccountKind = (typeof platformAccountKinds)[number];

export const ledgerTransactionTypes = [
  'donation', // a gift or a goal gift
  'payment', // a purchase of paid content
  'referral_reward',
  'payout',
  'payout_reversal', // a failed payout coming back
  'release', // pending to available on the 15th
  'refund', // a payment given back to its payer through the provider
  'others',
  'product_sale', // a product of a creator's shop sold (decision 0159)
  'commission', // a commission's payment reaching its creator (decision 0165)
] as const;
export type LedgerTransactionType = (typeof ledgerTransactionTypes)[number];

const kindList = [...userAccountKinds, ...platformAccountKinds].map((k) => `'${k}'`).join(', ');

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // null for the platform's accounts
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    currency: text('currency').notNull().default('PHP'),
    // kept equal to the sum of the account's entries by a trigger; a user's never goes below zero
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_owner_kind_unique').on(t.userId, t.kind, t.currency).nullsNotDistinct(),
    check('ledger_accounts_kind_check', sql.raw(`kind in (${kindList})`)),
    check(
      'ledger_accounts_owner_check',
      sql.raw(`(user_id is null) = (kind in (${platformAccountKinds.map((k) => `'${k}'`).join(', ')}))`),
    ),
    // what a refund took beyond a creator's balance is owed (at most zero), never taken from what they have
    // on its way out: their other balances never go below zero (decision 0099)
    check(
      'ledger_accounts_user_not_negative',
      sql`${t.userId} is null or (${t.kind} = 'refund_owed' and ${t.balance} <= 0) or (${t.kind} <> 'refund_owed' and ${t.balance} >= 0)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // what people see and quote to support
    transactionNo: text('transaction_no').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    // the business record behind it: a payment, a payout
    reference: text('reference'),
    // one posting per key, ever: what makes settling a payment happen exactly once
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_no_unique').on(t.transactionNo),
    uniqueIndex('ledger_transactions_idempotency_unique').on(t.idempotencyKey),
    index('ledger_transactions_reference_idx').on(t.reference),
    check(
      'ledger_transactions_type_check',
      sql.raw(`type in (${ledgerTransactionTypes.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    // signed centavos: what the entry adds to the account's balance
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // a statement reads an account's entries in time order from a cursor, a page at a time
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt, t.transactionId),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
