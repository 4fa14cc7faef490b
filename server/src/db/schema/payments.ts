import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';
import { streamPollChoices } from './stream-kit.ts';

export const paymentKinds = [
  'gift',
  'goal_gift',
  'purchase',
  'membership',
  'gift_item',
  'product',
  // a commission's first payment (held until its creator answers) or its balance (decision 0165)
  'commission',
] as const;
export const paymentStatuses = ['pending', 'paid', 'cancelled', 'expired'] as const;

/** A checkout at the payment provider and what it pays for. Settles once, on a verified event. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // ours, sent to the provider and back in redirects: G-… for gifts
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    // the provider's own id of the payment made at the checkout (PayMongo's `pay_…`), kept when it is paid:
    // a refund the provider reports (one made on its dashboard) names the payment, not the checkout (0104)
    providerPaymentId: text('provider_payment_id'),
    // the provider's page for this checkout: a buyer who asks again while it is open is sent back to it
    checkoutUrl: text('checkout_url'),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    payeeUserId: uuid('payee_user_id')
      .notNull()
      .references(() => users.id),
    payerUserId: uuid('payer_user_id').references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('PHP'),
    // where the payer came from, as the client says (web, qr, share…): a label for reports, never a rule
    source: text('source').notNull(),
    // decided by the server from how the payment was made (the mobile app's own channel): its money waits
    // in pending until the 15th (decision 0027)
    held: boolean('held').notNull().default(false),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    description: text('description').notNull(),
    successRedirectUrl: text('success_redirect_url').notNull(),
    failureRedirectUrl: text('failure_redirect_url').notNull(),
    campaign: jsonb('campaign').$type<Record<string, string>>(),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // the Idempotency-Key of the call that opened it (hashed with its scope): a repeat of that call run
    // again after an instance stopped mid-call finds this payment instead of making another (0073)
    requestKey: text('request_key'),
    // reconciliation's re-checks of a checkout left unpaid, and when it asks next: each wait longer (0065)
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    // a checkout that failed to open frees its key: the repeat opens a new one
    uniqueIndex('payments_request_key_unique')
      .on(t.requestKey)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('payments_provider_checkout_unique').on(t.provider, t.providerCheckoutId),
    uniqueIndex('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('payments_payee_idx').on(t.payeeUserId, t.createdAt),
    // a supporter's own record of what they sent and bought
    index('payments_payer_idx').on(t.payerUserId, t.createdAt),
    // reconciliation looks for checkouts still unpaid some minutes after they opened
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_kind_check', sql.raw(`kind in (${inList(paymentKinds)})`)),
    check('payments_status_check', sql.raw(`status in (${inList(paymentStatuses)})`)),
  ],
);

// `others`: a payment of another amount than the one asked for (decision 0066)
export const refundReasons = ['duplicate', 'requested_by_customer', 'others'] as const;
/**
 * Who decided a refund: a settlement (decision 0031), staff (0099), the creator answering a request (0100),
 * or someone at the provider, who refunded the payment on its own dashboard (0104).
 */
export const refundOrigins = ['settlement', 'staff', 'creator', 'provider'] as const;
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;

/**
 * A payment given back to its payer through the provider: written with the settlement that decided it,
 * asked of the provider afterwards by a job (decision 0031). One per payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // why, in the provider's words: `duplicate` for a second payment for a post already bought, `others`
    // for a payment of another amount than the one asked for
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    // the provider's id once it has taken the request: a retry asks about it instead of asking again
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    // the posting that gave the money back, once the provider did
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    origin: text('origin', { enum: refundOrigins }).notNull().default('settlement'),
    // a refund staff gave (decision 0099) or a creator approved (0100): who, why, and what it took from the
    // creator and the platform when it was asked for, given back if the provider refuses it
    staffUserId: uuid('staff_user_id'),
    note: text('note'),
    takenAvailable: bigint('taken_available', { mode: 'number' }).notNull().default(0),
    takenPending: bigint('taken_pending', { mode: 'number' }).notNull().default(0),
    takenOwed: bigint('taken_owed', { mode: 'number' }).notNull().default(0),
    takenFee: bigint('taken_fee', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_payment_unique').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_reason_check', sql.raw(`reason in (${inList(refundReasons)})`)),
    check('refunds_origin_check', sql.raw(`origin in (${inList(refundOrigins)})`)),
    check('refunds_status_check', sql.raw(`status in (${inList(refundStatuses)})`)),
  ],
);

/** A creator's goal: what supporters help them save for. */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    targetAmount: bigint('target_amount', { mode: 'number' }).notNull(),
    // settled goal gifts, moved in the same transaction as the money
    raisedAmount: bigint('raised_amount', { mode: 'number' }).notNull().default(0),
    endDate: date('end_date'),
    coverImage: text('cover_image'),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goals_user_idx').on(t.userId),
    check('goals_target_positive', sql`${t.targetAmount} > 0`),
    check('goals_status_check', sql`${t.status} in ('active', 'closed')`),
  ],
);

/** A gift to a creator (or to one of their goals), shown on their page once paid. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    supporterUserId: uuid('supporter_user_id').references(() => users.id),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    supporterName: text('supporter_name'),
    supporterMessage: text('supporter_message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    // the name or message matched the creator's message filter: the text waits for their review
    heldAt: timestamp('held_at', { withTimezone: true }),
    // the message is also a question on the creator's Ask Me Anything page, asked when the gift is paid
    isQuestion: boolean('is_question').notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // its payment's refund began (set in the refund's transaction, cleared if the provider refuses it): the
    // gift leaves the wall, Supporters and its goal's progress (decision 0104)
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // given from a stream (the scan-to-gift code on screen), a printed standee's code or the button or
    // widget on the creator's website: marked so in the history and statements
    source: text('source'),
    // a vote in the creator's stream poll, counted once the gift is paid
    pollChoiceId: uuid('poll_choice_id').references(() => streamPollChoices.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('gifts_payment_unique').on(t.paymentId),
    index('gifts_poll_choice_idx').on(t.pollChoiceId),
    check('gifts_source_check', sql`${t.source} is null or ${t.source} in ('stream', 'qr-standee', 'embed')`),
    index('gifts_creator_settled_idx').on(t.creatorUserId, t.settledAt),
    // does a goal have gifts (delete closes it instead), and did this supporter give to this creator
    index('gifts_goal_idx').on(t.goalId),
    index('gifts_supporter_creator_idx').on(t.supporterUserId, t.creatorUserId),
  ],
);

/** Every provider event received, once: the table that makes a repeated delivery a no-op. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_unique').on(t.provider, t.eventId)],
);

export const statementTypes = [
  'donation',
  'payment',
  'membership',
  'referral_reward',
  'payout',
  'others',
  // a product of the creator's shop sold (decision 0159)
  'product_sale',
  // a commission's payment reaching its creator (decision 0165)
  'commission',
] as const;
export const statementStatuses = ['completed', 'pending', 'cancelled', 'failed'] as const;

/**
 * A user's statement: one line per thing that happened to their money, as they see it. Written in the
 * same database transaction as the ledger posting behind it; balances come from the ledger alone.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    transactionNo: text('transaction_no').notNull(),
    type: text('type', { enum: statementTypes }).notNull(),
    status: text('status', { enum: statementStatuses }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    // what the line adds to the user's money, after fees (negative for money going out)
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull().default(0),
    balance: text('balance', { enum: ['available', 'pending'] }),
    // who the money came from and what they said, as shown when it arrived
    counterpartyName: text('counterparty_name'),
    message: text('message'),
    giftId: uuid('gift_id').references(() => gifts.id),
    // a referral reward: the referred user whose payment earned it
    referredUserId: uuid('referred_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statement_lines_transaction_no_unique').on(t.transactionNo),
    index('statement_lines_user_idx').on(t.userId, t.createdAt),
    check('statement_lines_type_check', sql.raw(`type in (${inList(statementTypes)})`)),
    check('statement_lines_status_check', sql.raw(`status in (${inList(statementStatuses)})`)),
  ],
);

export const refundRequestStatuses = ['awaiting_creator', 'with_support', 'refunded', 'declined'] as const;

/**
 * A supporter's request for their money back (decision 0100): the creator answers within 3 days, then
 * support decides. One per payment.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: refundRequestStatuses }).notNull().default('awaiting_creator'),
    reason: text('reason').notNull(),
    reply: text('reply'),
    creatorDueAt: timestamp('creator_due_at', { withTimezone: true }).notNull(),
    // who answered: the creator, or a staff member once it went to support
    answeredByStaffUserId: uuid('answered_by_staff_user_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_requests_payment_unique').on(t.paymentId),
    index('refund_requests_creator_idx').on(t.creatorUserId, t.createdAt),
    index('refund_requests_supporter_idx').on(t.supporterUserId, t.createdAt),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    // the escalation job's queue: creators' requests past their due time
    index('refund_requests_due_idx')
      .on(t.creatorDueAt)
      .where(sql`${t.status} = 'awaiting_creator'`),
    check('refund_requests_status_check', sql.raw(`status in (${inList(refundRequestStatuses)})`)),
  ],
);
