import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { payments } from './payments.ts';

/** `fixed`: one price; `range`: the supporter offers from `amount` to `max_amount` (issue #67, decision 0165). */
export const commissionPriceModes = ['fixed', 'range'] as const;
/** A request's steps, as the contract's `commissionRequestStatuses` describes them. */
export const commissionRequestStatuses = [
  'awaiting_payment',
  'requested',
  'accepted',
  'in_progress',
  'balance_due',
  'balance_paid',
  'delivered',
  'declined',
  'expired',
  'refunded',
  'cancelled',
] as const;
/** The steps that hold one of the type's slots: an open checkout, and a request under way. */
export const slotHoldingStatuses = [
  'awaiting_payment',
  'requested',
  'accepted',
  'in_progress',
  'balance_due',
  'balance_paid',
] as const;

/** A commission a creator offers: a price or a range, how many at once, perhaps a down payment. */
export const commissionTypes = pgTable(
  'commission_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceMode: text('price_mode', { enum: commissionPriceModes }).notNull().default('fixed'),
    // the price, or the least a supporter offers, in centavos; the most, for a range
    amount: bigint('amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    slots: integer('slots').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    // the share paid with the request; null: all of it
    downPaymentPercent: integer('down_payment_percent'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_types_creator_idx').on(t.creatorUserId, t.createdAt),
    check('commission_types_price_mode_check', sql.raw(`price_mode in (${inList(commissionPriceModes)})`)),
    check('commission_types_amount_positive', sql`${t.amount} > 0`),
    check(
      'commission_types_range',
      sql`(${t.priceMode} = 'fixed' and ${t.maxAmount} is null) or (${t.priceMode} = 'range' and ${t.maxAmount} > ${t.amount})`,
    ),
    check('commission_types_slots', sql`${t.slots} between 1 and 50`),
    check(
      'commission_types_down_payment',
      sql`${t.downPaymentPercent} is null or ${t.downPaymentPercent} between 10 and 90`,
    ),
  ],
);

/**
 * A supporter's request of a commission: its brief, the price agreed and what is paid first (the down
 * payment's money held until the creator accepts, decision 0165), its steps' times, and the balance's
 * payment when one is asked for.
 */
export const commissionRequests = pgTable(
  'commission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => commissionTypes.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    brief: text('brief').notNull(),
    // the whole price, and what is paid with the request, in centavos
    amount: bigint('amount', { mode: 'number' }).notNull(),
    downAmount: bigint('down_amount', { mode: 'number' }).notNull(),
    // a Philippine mobile (9XXXXXXXXX) each step is texted to
    mobile: text('mobile'),
    status: text('status', { enum: commissionRequestStatuses }).notNull().default('awaiting_payment'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    balancePaymentId: uuid('balance_payment_id').references(() => payments.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    balanceAskedAt: timestamp('balance_asked_at', { withTimezone: true }),
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_requests_payment_unique').on(t.paymentId),
    uniqueIndex('commission_requests_balance_payment_unique').on(t.balancePaymentId),
    index('commission_requests_supporter_idx').on(t.supporterUserId, t.createdAt),
    index('commission_requests_creator_idx').on(t.creatorUserId, t.createdAt),
    index('commission_requests_type_idx').on(t.typeId, t.status),
    // the job's queues: requests unanswered past their 7 days, and checkouts still holding a slot
    index('commission_requests_due_idx')
      .on(t.answerDueAt)
      .where(sql`${t.status} = 'requested'`),
    index('commission_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check('commission_requests_status_check', sql.raw(`status in (${inList(commissionRequestStatuses)})`)),
    check('commission_requests_amounts', sql`${t.downAmount} > 0 and ${t.downAmount} <= ${t.amount}`),
  ],
);

/**
 * A reference image a supporter uploaded for a brief, kept private: theirs alone until a request names it,
 * then the creator's to see too. One no request named is removed after a day.
 */
export const commissionReferences = pgTable(
  'commission_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    requestId: uuid('request_id').references(() => commissionRequests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_references_key_unique').on(t.storageKey),
    index('commission_references_request_idx').on(t.requestId),
    index('commission_references_supporter_idx').on(t.supporterUserId, t.createdAt),
  ],
);

/** A file of a request's delivery, kept private; its name and type as the creator uploaded it. */
export const commissionFiles = pgTable(
  'commission_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => commissionRequests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_files_request_idx').on(t.requestId, t.createdAt),
    uniqueIndex('commission_files_key_unique').on(t.storageKey),
  ],
);

/** A delivered file downloaded by its supporter: counted per file in a Manila day (at most 10). */
export const commissionDownloads = pgTable(
  'commission_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => commissionFiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('commission_downloads_file_idx').on(t.fileId, t.userId, t.createdAt)],
);
