import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';
import { statementLines } from './payments.ts';

/** A bank or e-wallet account a creator withdraws to. Never deleted or changed: support does that. */
export const userBanks = pgTable(
  'user_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankSlug: text('bank_slug').notNull(),
    // the provider's name at the time it was added, so the list reads the same if the provider renames it
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    // 10 digits after +63; the same on every bank of a user
    mobileNumber: text('mobile_number'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    // a name that differs from the verified legal name is usable for payouts once staff approve it (0107)
    nameApprovedAt: timestamp('name_approved_at', { withTimezone: true }),
    nameApprovedBy: uuid('name_approved_by').references(() => users.id),
    nameApprovalReason: text('name_approval_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // enabling goes by slug, so a user has one account per bank
    uniqueIndex('user_banks_user_slug_unique').on(t.userId, t.bankSlug),
    // exactly one enabled bank per user, whatever the code does
    uniqueIndex('user_banks_one_enabled').on(t.userId).where(sql.raw('is_disabled = false')),
  ],
);

export const otpPurposes = [
  'add_bank',
  'mobile_number',
  'payout',
  'link_e_wallet',
  'support_change',
] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/**
 * A one-time code sent by SMS. The token the browser holds and the code are stored only as keyed
 * hashes; the code is bound to one action and its details (`bindingHash`).
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    bindingHash: text('binding_hash').notNull(),
    // where the code goes: 10 digits after +63, or the email when there is no number on file
    mobileNumber: text('mobile_number'),
    email: text('email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    resendAvailableAt: timestamp('resend_available_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otp_challenges_token_unique').on(t.tokenHash),
    index('otp_challenges_user_sent_idx').on(t.userId, t.lastSentAt),
    check('otp_challenges_purpose_check', sql.raw(`purpose in (${inList(otpPurposes)})`)),
    check('otp_challenges_attempts_check', sql`${t.attempts} >= 0`),
    // a used code may forget where it went: an erased account's keeps its row for the payout it authorised
    check(
      'otp_challenges_sent_somewhere',
      sql`${t.mobileNumber} is not null or ${t.email} is not null or ${t.usedAt} is not null`,
    ),
  ],
);

export const payoutChangeKinds = ['mobile_number', 'add_bank', 'link_account'] as const;
export type PayoutChangeKind = (typeof payoutChangeKinds)[number];

/**
 * A change of where a creator's money goes (decision 0068): payouts wait until `held_until`, and the
 * owner was told with a "This wasn't me" link (its token stored as a keyed hash) that freezes payouts
 * until support lifts it (`lifted_at`).
 */
export const payoutChanges = pgTable(
  'payout_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: payoutChangeKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    // the owner said "This wasn't me": payouts are frozen from then until an operator lifts it
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_changes_token_unique').on(t.tokenHash),
    index('payout_changes_user_idx').on(t.userId, t.heldUntil),
    check('payout_changes_kind_check', sql.raw(`kind in (${inList(payoutChangeKinds)})`)),
  ],
);

export const payoutMethods = ['standard', 'direct'] as const;
export const payoutStatuses = ['pending', 'completed', 'failed'] as const;

/**
 * A withdrawal. The row is also its own job: `next_check_at` says when the poller next submits it to
 * the provider (while it has no provider id) or asks the provider about it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // ours, sent to the provider as reference_id and shown on the statement: W-…
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: payoutMethods }).notNull(),
    bankSlug: text('bank_slug').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    // what the account receives, and the fee on top of it (both centavos)
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('PHP'),
    status: text('status', { enum: payoutStatuses }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    // sent with every create call: the provider makes the same key one payout, however often we retry
    idempotencyKey: text('idempotency_key').notNull(),
    // the code that authorised it: one payout per code, even when two submissions race
    otpChallengeId: uuid('otp_challenge_id')
      .notNull()
      .references(() => otpChallenges.id),
    failureCode: text('failure_code'),
    // the provider's own words when it refused the payout, for finance (decision 0126)
    failureDetail: text('failure_detail'),
    holdTransactionId: uuid('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    returnTransactionId: uuid('return_transaction_id').references(() => ledgerTransactions.id),
    statementLineId: uuid('statement_line_id')
      .notNull()
      .references(() => statementLines.id),
    checkAttempts: integer('check_attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    // held by finance before it reached the provider (decision 0102): not sent until released
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
    // withheld for the BIR from the amount (decision 0109): the account receives amount - withholding
    withholding: bigint('withholding', { mode: 'number' }).notNull().default(0),
    // a creator's first payout waits for review until then (decision 0107); the poller sends it after
    reviewUntil: timestamp('review_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_unique').on(t.reference),
    uniqueIndex('payouts_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('payouts_otp_challenge_unique').on(t.otpChallengeId),
    uniqueIndex('payouts_provider_payout_unique').on(t.provider, t.providerPayoutId),
    // the monthly cap sums a user's standard payouts of the month
    index('payouts_user_created_idx').on(t.userId, t.createdAt),
    // the poller's queue: pending payouts due for a look
    index('payouts_due_idx').on(t.nextCheckAt).where(sql.raw(`status = 'pending'`)),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_fee_not_negative', sql`${t.fee} >= 0`),
    check('payouts_withholding_within_amount', sql`${t.withholding} >= 0 and ${t.withholding} < ${t.amount}`),
    check('payouts_method_check', sql.raw(`method in (${inList(payoutMethods)})`)),
    check('payouts_status_check', sql.raw(`status in (${inList(payoutStatuses)})`)),
  ],
);

export const sandboxPayoutStatuses = ['ACCEPTED', 'SUCCEEDED', 'FAILED', 'REVERSED'] as const;

/** The sandbox provider's own record of the payouts it was asked to make (apart from the product's). */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull(),
    channelCode: text('channel_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: sandboxPayoutStatuses }).notNull(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payouts_idempotency_unique').on(t.idempotencyKey)],
);

export const supportChangeKinds = ['bank', 'mobile_number'] as const;

/**
 * A change of a creator's payout bank or number that support entered for them (decision 0101): it takes
 * effect only when the creator types the code sent to the number on file (or their email, without one).
 */
export const supportPayoutChanges = pgTable(
  'support_payout_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: supportChangeKinds }).notNull(),
    bankSlug: text('bank_slug'),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    mobileNumber: text('mobile_number'),
    staffUserId: uuid('staff_user_id').notNull(),
    reason: text('reason').notNull(),
    // the code's challenge, sealed (lib/sealed.ts): the creator's own screen takes it to confirm; where
    // the code went, masked, as that screen says it
    otpTokenSealed: text('otp_token_sealed').notNull(),
    otpMode: text('otp_mode', { enum: ['sms', 'email'] }).notNull(),
    sentTo: text('sent_to').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_payout_changes_user_idx').on(t.userId, t.createdAt),
    check('support_payout_changes_kind_check', sql.raw(`kind in (${inList(supportChangeKinds)})`)),
  ],
);

/**
 * Creators whose first payout was reviewed (decision 0107): their later payouts go straight to the
 * provider. Written when the review ends, by the job or by staff releasing it.
 */
export const payoutClearances = pgTable('payout_clearances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull(),
  // the staff member who released it early; null when the review's time ran out
  clearedBy: uuid('cleared_by').references(() => users.id),
});

/**
 * A staff member's limit for one person, in place of the configured default (decision 0108): checkouts
 * per hour, gifts in a new account's first day, payouts per day, a new creator's first 30 days' ceiling.
 */
export const velocityOverrides = pgTable(
  'velocity_overrides',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    limitKey: text('limit_key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    setBy: uuid('set_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.limitKey] }),
    check('velocity_overrides_value_check', sql`${t.value} >= 0`),
  ],
);
