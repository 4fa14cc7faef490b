import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { photoPosts } from './content.ts';
import { membershipTiers } from './memberships.ts';
import { payments } from './payments.ts';

/** What a gift gives: months of a creator's tier, or a paid Snap or Slide (issue #66, decision 0153). */
export const giftItemKinds = ['membership', 'post'] as const;
/** How its giver named its recipient: a PIXEL page address, an email, or a Philippine mobile number. */
export const giftRecipientKinds = ['page', 'email', 'mobile'] as const;
/**
 * `awaiting_payment`: its checkout is open; `scheduled`: paid, its mail waits for its delivery date;
 * `delivered`: its link is out; `claimed`: its recipient took it; `refunded`: unclaimed 90 days after its
 * delivery, given back to its giver; `cancelled`: its checkout was never paid.
 */
export const giftItemStatuses = [
  'awaiting_payment',
  'scheduled',
  'delivered',
  'claimed',
  'refunded',
  'cancelled',
] as const;

/**
 * A membership or a post bought for someone else (decision 0153). Its payment's money waits in the
 * platform's gifts-held account until the recipient claims it (then it goes to the creator as their own
 * payment would) or the gift is refunded to its giver.
 */
export const giftItems = pgTable(
  'gift_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: giftItemKinds }).notNull(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    giverUserId: uuid('giver_user_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id').references(() => membershipTiers.id),
    months: integer('months'),
    // null once the post is purged; the gift stays as the record of its payment
    postId: uuid('post_id').references(() => photoPosts.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    recipientKind: text('recipient_kind', { enum: giftRecipientKinds }).notNull(),
    // named by page address: only this account may claim it
    recipientUserId: uuid('recipient_user_id').references(() => users.id),
    recipientEmail: text('recipient_email'),
    // the last 10 digits (9XXXXXXXXX); the email or number is cleared once the gift is done with and
    // its giver's account is erased
    recipientMobile: text('recipient_mobile'),
    message: text('message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    // the Manila calendar date its giver chose, when they chose one
    deliverOn: date('deliver_on'),
    // when its link goes out: the date's Manila midnight, or its payment's time
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    status: text('status', { enum: giftItemStatuses }).notNull().default('awaiting_payment'),
    // the claim link's token, hashed with the app's secret: shown once, in the mail or text
    tokenHash: text('token_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // 90 days after delivery: unclaimed by then, it is refunded
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_items_payment_unique').on(t.paymentId),
    uniqueIndex('gift_items_token_unique').on(t.tokenHash),
    index('gift_items_giver_idx').on(t.giverUserId, t.createdAt),
    index('gift_items_recipient_idx').on(t.recipientUserId, t.createdAt),
    index('gift_items_claimed_by_idx').on(t.claimedByUserId, t.createdAt),
    index('gift_items_creator_idx').on(t.creatorUserId, t.createdAt),
    // the delivery job's queue, and the expiry job's
    index('gift_items_due_idx')
      .on(t.deliverAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('gift_items_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'delivered'`),
    check('gift_items_kind_check', sql.raw(`kind in (${inList(giftItemKinds)})`)),
    check('gift_items_recipient_kind_check', sql.raw(`recipient_kind in (${inList(giftRecipientKinds)})`)),
    check('gift_items_status_check', sql.raw(`status in (${inList(giftItemStatuses)})`)),
    check('gift_items_amount_positive', sql`${t.amount} > 0`),
    check(
      'gift_items_what',
      sql`(${t.kind} = 'membership' and ${t.tierId} is not null and ${t.months} between 1 and 12) or (${t.kind} = 'post' and ${t.months} is null)`,
    ),
  ],
);
