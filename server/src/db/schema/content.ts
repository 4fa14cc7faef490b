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
import { createdAt } from './columns.ts';
import { membershipTiers } from './memberships.ts';
import { payments } from './payments.ts';

export const photoPostKinds = ['snap', 'slide'] as const;

/**
 * A photo post: a Snap (one photo) or a Slide (up to ten). Free when `price_id` is the free tier (1);
 * otherwise `amount` is the tier's price when it was set, what a buyer pays.
 */
export const photoPosts = pgTable(
  'photo_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: photoPostKinds }).notNull(),
    caption: text('caption'),
    priceId: integer('price_id').notNull().default(1),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    // set when its creator deletes a post that has buyers: they keep it until available_until, then the
    // purge job removes it (a post without buyers is removed at once)
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    // hidden by staff for breaking the rules (decision 0103): unpublished, and its creator cannot publish it
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // its settled purchases that unlock it (not repeats), moved by a trigger on purchases (migration 0036)
    purchaseCount: integer('purchase_count').notNull().default(0),
    // a members-only post (never sold): the lowest tier that opens it
    minTierId: uuid('min_tier_id').references(() => membershipTiers.id),
    // a scheduled post (decision 0157): unpublished until the publishing job publishes it and clears this
    publishAt: timestamp('publish_at', { withTimezone: true }),
    // early access: a members-only post that opens to everyone at this time (the same job opens it)
    publicFrom: timestamp('public_from', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photo_posts_user_created_idx').on(t.userId, t.createdAt),
    index('photo_posts_purge_idx')
      .on(t.availableUntil)
      .where(sql`${t.deletedAt} is not null`),
    check('photo_posts_kind_check', sql`${t.kind} in ('snap', 'slide')`),
    check('photo_posts_amount_check', sql`(${t.priceId} = 1) = (${t.amount} = 0) and ${t.amount} >= 0`),
    check('photo_posts_caption_check', sql`char_length(${t.caption}) <= 300`),
    check('photo_posts_purchase_count_not_negative', sql`${t.purchaseCount} >= 0`),
    check(
      'photo_posts_hidden_unpublished',
      sql`${t.hiddenAt} is null or (not ${t.isPublished} and ${t.hiddenReason} is not null)`,
    ),
    check('photo_posts_members_free', sql`${t.minTierId} is null or ${t.priceId} = 1`),
    check('photo_posts_publish_at_unpublished', sql`${t.publishAt} is null or not ${t.isPublished}`),
    check('photo_posts_public_from_members', sql`${t.publicFrom} is null or ${t.minTierId} is not null`),
    index('photo_posts_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('photo_posts_public_from_idx')
      .on(t.publicFrom)
      .where(sql`${t.publicFrom} is not null`),
  ],
);

/**
 * One photo of a post. The original, WH500 and its WebP live in the storage's private area (never at a
 * /media/ address); only the blurred preview is public.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => photoPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    originalKey: text('original_key').notNull(),
    wh500Key: text('wh500_key').notNull(),
    // null for an animated GIF (its WH500 is the animation) and for photos stored before WebP was made
    wh500WebpKey: text('wh500_webp_key'),
    previewKey: text('preview_key').notNull(),
    // in a paid post: hidden until paid, or else a free sneak peek; in a free post neither
    isPayable: boolean('is_payable').notNull().default(false),
    isPreview: boolean('is_preview').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_post_idx').on(t.postId, t.position),
    uniqueIndex('photos_original_key_unique').on(t.originalKey),
    check('photos_position_check', sql`${t.position} >= 0 and ${t.position} < 10`),
  ],
);

/**
 * A purchase of a post, written with its payment and settled by the payment's webhook. A buyer who pays
 * twice for the same post (two checkouts open at once) has the second purchase settled as a repeat: it
 * counts once and support refunds it.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    // null once the post is purged; the purchase stays as the record of the payment
    postId: uuid('post_id').references(() => photoPosts.id, { onDelete: 'set null' }),
    postKind: text('post_kind', { enum: photoPostKinds }).notNull(),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    isRepeat: boolean('is_repeat').notNull().default(false),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // refunded by staff (decision 0099): the post is closed to the buyer again, who may buy it anew
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_payment_unique').on(t.paymentId),
    // one purchase unlocks a post for a buyer; a second payment for it settles as a repeat
    uniqueIndex('purchases_settled_unique')
      .on(t.postId, t.buyerUserId)
      .where(sql`${t.settledAt} is not null and not ${t.isRepeat} and ${t.revokedAt} is null`),
    index('purchases_post_settled_idx').on(t.postId, t.settledAt),
    index('purchases_buyer_idx').on(t.buyerUserId),
    check('purchases_post_kind_check', sql`${t.postKind} in ('snap', 'slide')`),
  ],
);
