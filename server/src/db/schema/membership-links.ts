import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
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
import { memberships } from './memberships.ts';

export const membershipLinkChoices = [
  'renew',
  'auto_renew_off',
  'cancel',
  'pause',
  'retention_offer',
] as const;

/**
 * The links of membership mails that were used (decision 0150). A link is signed, not stored, when the
 * mail is written; its random id is stored once it is confirmed, and a second confirmation finds it here.
 */
export const membershipLinkUses = pgTable(
  'membership_link_uses',
  {
    linkId: text('link_id').primaryKey(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    // what the confirmation did: a cancel link may pause or take the retention offer instead
    choice: text('choice', { enum: membershipLinkChoices }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('membership_link_uses_membership_idx').on(t.membershipId),
    check('membership_link_uses_choice_check', sql.raw(`choice in (${inList(membershipLinkChoices)})`)),
  ],
);

/** A creator's retention offer, shown to a member who is about to cancel; a creator without a row has none. */
export const membershipRetentionOffers = pgTable(
  'membership_retention_offers',
  {
    creatorUserId: uuid('creator_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    // whole percent off each month the offer covers
    percent: integer('percent').notNull(),
    months: integer('months').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'membership_retention_offers_range',
      sql`${t.percent} between 5 and 50 and ${t.months} between 1 and 3`,
    ),
  ],
);

/**
 * A retention offer a member took: once per member of a creator, whatever the membership. The renewals of
 * the months that begin from `discount_from` to `discount_until` cost `percent` less (decision 0150).
 */
export const membershipRetentionTaken = pgTable(
  'membership_retention_taken',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    percent: integer('percent').notNull(),
    months: integer('months').notNull(),
    discountFrom: timestamp('discount_from', { withTimezone: true }).notNull(),
    discountUntil: timestamp('discount_until', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'membership_retention_taken_pkey', columns: [t.creatorUserId, t.supporterUserId] }),
    index('membership_retention_taken_membership_idx').on(t.membershipId),
    check(
      'membership_retention_taken_range',
      sql`${t.percent} between 5 and 50 and ${t.months} between 1 and 3`,
    ),
  ],
);

/**
 * A member's pause: no access and no renewal from `starts_at` to `ends_at`, the paid time left kept by
 * moving the membership's end (decision 0150). `resumed_at` is set by the job once it ends, or when the
 * member resumes early; at most one pause of a membership runs at a time.
 */
export const membershipPauses = pgTable(
  'membership_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    months: integer('months').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // the membership's end before the pause moved it
    periodEndBefore: timestamp('period_end_before', { withTimezone: true }).notNull(),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_pauses_running_unique')
      .on(t.membershipId)
      .where(sql`${t.resumedAt} is null`),
    // the job looks for pauses that have ended
    index('membership_pauses_due_idx')
      .on(t.endsAt)
      .where(sql`${t.resumedAt} is null`),
    check('membership_pauses_months_check', sql`${t.months} in (1, 2, 3)`),
  ],
);

/**
 * Whether a membership is paused at `now` (a value, or a prepared statement's placeholder): a pause of it
 * not resumed runs. Part of the access rule, `membershipActiveAt`, beside the memberships table.
 */
export const membershipPausedAt = (now: Date | Placeholder): SQL =>
  sql`exists (select 1 from ${membershipPauses} where ${membershipPauses.membershipId} = ${memberships.id} and ${membershipPauses.resumedAt} is null and ${membershipPauses.endsAt} > ${now})`;
