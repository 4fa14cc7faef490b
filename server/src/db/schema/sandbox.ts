import { bigint, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The sandbox payment provider's own records: the accounts people sign in with on its pages. */
export const sandboxAuthorizations = pgTable('sandbox_authorizations', {
  codeHash: text('code_hash').primaryKey(),
  accountId: text('account_id').notNull(),
  username: text('username').notNull(),
  mobileNumber: text('mobile_number'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The sandbox provider's hosted checkouts. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  failureUrl: text('failure_url').notNull(),
  // expired: closed by reconciliation a day after it opened, as a real provider's checkout expires
  status: text('status', { enum: ['active', 'paid', 'cancelled', 'expired'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  // the merchant asked to keep the method for later charges: a card paid with is saved
  saveMethod: boolean('save_method').notNull().default(false),
  // how it was paid, once paid: gcash or card
  methodType: text('method_type', { enum: ['gcash', 'card'] }),
  recurringToken: text('recurring_token'),
});

/** Cards the sandbox keeps for merchant-initiated charges; `declines` makes their next charges fail. */
export const sandboxSavedMethods = pgTable('sandbox_saved_methods', {
  token: text('token').primaryKey(),
  type: text('type', { enum: ['card'] }).notNull(),
  declines: boolean('declines').notNull().default(false),
  // the same card number is the same fingerprint, whoever keeps it (decision 0155)
  fingerprint: text('fingerprint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Charges of saved methods: the same idempotency key is the same charge. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    token: text('token').notNull(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_charges_idempotency_unique').on(t.idempotencyKey)],
);

/** The sandbox provider's refunds of paid checkouts: the same idempotency key is the same refund. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    checkoutId: text('checkout_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['succeeded'] })
      .notNull()
      .default('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_unique').on(t.idempotencyKey)],
);
