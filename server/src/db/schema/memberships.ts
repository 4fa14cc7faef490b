import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { membershipPausedAt } from './membership-links.ts';
import { payments } from './payments.ts';

export const tierStatuses = ['visible', 'hidden', 'archived'] as const;

/** A creator's monthly membership tier. Archived tiers stay for the members who still hold them. */
export const membershipTiers = pgTable(
  'membership_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // a month's price in centavos
    price: bigint('price', { mode: 'number' }).notNull(),
    description: text('description'),
    image: text('image'),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    discount6: integer('discount_6_months').notNull().default(0),
    discount12: integer('discount_12_months').notNull().default(0),
    // member pricing: the percent its members pay less for the creator's paid posts (decision 0149)
    memberPostDiscount: integer('member_post_discount').notNull().default(0),
    // a 7-day free trial for new members paying by a card the provider keeps (decision 0155)
    offersTrial: boolean('offers_trial').notNull().default(false),
    // where the creator put it among their tiers, from 0
    position: integer('position').notNull().default(0),
    status: text('status', { enum: tierStatuses }).notNull().default('visible'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_tiers_creator_idx').on(t.creatorUserId, t.position),
    check('membership_tiers_price_range', sql`${t.price} between 2000 and 5000000`),
    check(
      'membership_tiers_discounts_range',
      sql`${t.discount6} between 0 and 50 and ${t.discount12} between 0 and 50`,
    ),
    check('membership_tiers_member_post_discount_range', sql`${t.memberPostDiscount} between 0 and 90`),
    check('membership_tiers_status_check', sql.raw(`status in (${inList(tierStatuses)})`)),
  ],
);

/** A creator's choices about their memberships; a creator without a row has the defaults. */
export const membershipSettings = pgTable('membership_settings', {
  creatorUserId: uuid('creator_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showMemberCounts: boolean('show_member_counts').notNull().default(true),
  mailOnNewMember: boolean('mail_on_new_member').notNull().default(true),
});

export const membershipStatuses = ['active', 'grace', 'lapsed'] as const;

/**
 * A supporter's membership of a creator: one per pair, whatever the tier. Access is decided by the time
 * (`ends_at`, or `grace_ends_at` after a failed renewal charge), never by `status`, which the jobs move
 * afterwards to say what they have told people.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    // the period a renewal pays for, in months
    months: integer('months').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // after a failed renewal charge: access is kept until then
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    // how the last payment was made, in the provider's words (gcash, card, paymaya…)
    method: text('method'),
    // the provider's handle on a method it may charge again; null for GCash and the like
    recurringToken: text('recurring_token'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // a downgrade, taking effect at the next renewal
    nextTierId: uuid('next_tier_id').references(() => membershipTiers.id),
    status: text('status', { enum: membershipStatuses }).notNull().default('active'),
    totalPaid: bigint('total_paid', { mode: 'number' }).notNull().default(0),
    // the end of the period each reminder was sent for: a reminder goes once per period
    remindedWeekFor: timestamp('reminded_week_for', { withTimezone: true }),
    remindedDayFor: timestamp('reminded_day_for', { withTimezone: true }),
    // the end of the period a renewal charge was asked for: asked once per period
    renewalAskedFor: timestamp('renewal_asked_for', { withTimezone: true }),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    // the end of its free trial (decision 0155): a trial while `ends_at` has not moved past it
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // the trial end its reminder was sent for: sent once
    trialRemindedFor: timestamp('trial_reminded_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_creator_supporter_unique').on(t.creatorUserId, t.supporterUserId),
    index('memberships_supporter_idx').on(t.supporterUserId),
    index('memberships_creator_tier_idx').on(t.creatorUserId, t.tierId, t.endsAt),
    // the jobs look for memberships near or past their end
    index('memberships_due_idx')
      .on(t.endsAt)
      .where(sql`${t.status} <> 'lapsed'`),
    check('memberships_months_check', sql`${t.months} in (1, 3, 6, 12)`),
    check('memberships_status_check', sql.raw(`status in (${inList(membershipStatuses)})`)),
  ],
);

/**
 * Whether a membership runs at `now` (a value, or a prepared statement's placeholder): its paid period, or
 * the grace after a failed renewal charge. What decides that a membership has ended; a paused one runs on,
 * its end moved by the pause (decision 0150).
 */
export const membershipRunsAt = (now: Date | Placeholder): SQL =>
  sql`(${memberships.endsAt} > ${now} or coalesce(${memberships.graceEndsAt} > ${now}, false))`;

/**
 * Whether a membership gives access at `now`: it runs (`membershipRunsAt`) and is not paused (decision
 * 0150). The one rule for every reader of access, beside the table, since no job moves `status` in time
 * for it (decision 0091).
 */
export const membershipActiveAt = (now: Date | Placeholder): SQL =>
  sql`(${membershipRunsAt(now)} and not ${membershipPausedAt(now)})`;

export const membershipPurposes = ['join', 'renew', 'upgrade', 'recurring'] as const;

/**
 * A membership as it was before a refund of one of its payments ended it, and the end the refund gave it:
 * put back if the provider refuses the refund, while nothing has changed the membership since (0104).
 */
export interface MembershipBeforeRefund {
  endsAt: string;
  graceEndsAt: string | null;
  autoRenew: boolean;
  cancelledAt: string | null;
  status: (typeof membershipStatuses)[number];
  lapsedAt: string | null;
  /** What the refund set `ends_at` to. */
  endedAt: string;
}

/** What a membership payment pays for: written with its checkout, applied when it settles. */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    // 0 for an upgrade's difference
    months: integer('months').notNull(),
    purpose: text('purpose', { enum: membershipPurposes }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    // set when it settles
    membershipId: uuid('membership_id').references(() => memberships.id),
    // its refund began (cleared if the provider refuses it): the period it paid for ended then (0104)
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    beforeRefund: jsonb('before_refund').$type<MembershipBeforeRefund>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_payments_membership_idx').on(t.membershipId),
    index('membership_payments_supporter_tier_idx').on(t.supporterUserId, t.tierId),
    check('membership_payments_purpose_check', sql.raw(`purpose in (${inList(membershipPurposes)})`)),
  ],
);

export const membershipTrialStatuses = ['pending', 'started', 'refused'] as const;

/**
 * A free trial asked for (decision 0155): `pending` while the provider's page keeps the card, `started` once a
 * membership runs on it, `refused` when the person or the card had a trial of this creator already. One
 * started trial per person, and per card (its fingerprint), per creator.
 */
export const membershipTrials = pgTable(
  'membership_trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // ours, in the return address of the provider's page
    reference: text('reference').notNull(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    supporterUserId: uuid('supporter_user_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    // the period it converts into
    months: integer('months').notNull(),
    // the provider's page that keeps the card
    setupId: text('setup_id'),
    status: text('status', { enum: membershipTrialStatuses }).notNull().default('pending'),
    // the kept card, as the provider tells one card from another whoever keeps it
    methodFingerprint: text('method_fingerprint'),
    membershipId: uuid('membership_id').references(() => memberships.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_trials_reference_unique').on(t.reference),
    uniqueIndex('membership_trials_person_unique')
      .on(t.creatorUserId, t.supporterUserId)
      .where(sql`${t.status} = 'started'`),
    uniqueIndex('membership_trials_method_unique')
      .on(t.creatorUserId, t.methodFingerprint)
      .where(sql`${t.status} = 'started'`),
    index('membership_trials_supporter_idx').on(t.supporterUserId),
    check('membership_trials_months_check', sql`${t.months} in (1, 3, 6, 12)`),
    check('membership_trials_status_check', sql.raw(`status in (${inList(membershipTrialStatuses)})`)),
  ],
);
