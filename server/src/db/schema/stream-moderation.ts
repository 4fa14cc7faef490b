import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { gifts } from './payments.ts';

/** The people a creator lets run their alerts during a stream (skip, replay, pause, let a held one through). */
export const streamModerators = pgTable(
  'stream_moderators',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moderatorUserId: uuid('moderator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stream_moderators_pkey', columns: [t.creatorUserId, t.moderatorUserId] }),
    index('stream_moderators_moderator_idx').on(t.moderatorUserId),
  ],
);

/**
 * A gift's alert kept off the stream until the creator or a moderator lets it through or skips it: its
 * message has a link. The alert as it would have been shown is kept with it.
 */
export const alertHolds = pgTable(
  'alert_holds',
  {
    giftId: uuid('gift_id')
      .primaryKey()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // 'shown' (let through) or 'skipped'
    decision: text('decision'),
  },
  (t) => [
    index('alert_holds_creator_idx').on(t.creatorUserId, t.heldAt),
    check('alert_holds_decision', sql`${t.decision} is null or ${t.decision} in ('shown', 'skipped')`),
  ],
);

/** A creator's media requests: a price per second of clip, the lengths taken, and from what amount it plays unasked. */
export const mediaRequestSettings = pgTable(
  'media_request_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    // centavos a second of clip costs
    pricePerSecond: bigint('price_per_second', { mode: 'number' }).notNull().default(200),
    minSeconds: integer('min_seconds').notNull().default(10),
    maxSeconds: integer('max_seconds').notNull().default(120),
    // a request paid this much or more (centavos) is approved as it is paid; null: every one waits
    autoApproveFrom: bigint('auto_approve_from', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'media_request_settings_ranges',
      sql`${t.pricePerSecond} > 0 and ${t.minSeconds} >= 1 and ${t.maxSeconds} >= ${t.minSeconds} and ${t.maxSeconds} <= 600`,
    ),
  ],
);

export const mediaRequestStatuses = [
  // the gift is not paid yet
  'awaiting_payment',
  // paid, waiting for the creator's approval
  'pending',
  // approved (or paid above the auto-approve amount): in the stream's queue
  'approved',
  'played',
  // the creator skipped it after approving it: the gift stays
  'skipped',
  // declined: the gift is refunded
  'declined',
] as const;

/** A viewer's paid request to play part of a YouTube video on the stream: the gift that paid for it, and where it is. */
export const mediaRequests = pgTable(
  'media_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftId: uuid('gift_id')
      .notNull()
      .unique()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    startSeconds: integer('start_seconds').notNull().default(0),
    seconds: integer('seconds').notNull(),
    status: text('status', { enum: mediaRequestStatuses }).notNull().default('awaiting_payment'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  (t) => [
    index('media_requests_creator_idx').on(t.creatorUserId, t.status, t.createdAt),
    check('media_requests_status', sql.raw(`status in (${inList(mediaRequestStatuses)})`)),
    check('media_requests_lengths', sql`${t.seconds} >= 1 and ${t.startSeconds} >= 0`),
  ],
);
