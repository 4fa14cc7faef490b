import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { memberships, membershipTiers } from './memberships.ts';

const counter = (name: string) => integer(name).notNull().default(0);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A creator's Insights, kept as memberships and their payments move (decision 0151): each table is read by
 * key, never counted from the payments. A month is the first day of a calendar month in Manila. Money is in
 * centavos; monthly recurring revenue in twelfths of a centavo, so that a 3-, 6- or 12-month period's share
 * of a month is a whole number.
 */
export const insightMonths = pgTable(
  'insight_months',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id, { onDelete: 'cascade' }),
    // members who joined, or came back after their membership lapsed (settlement says which)
    newMembers: counter('new_members'),
    // periods paid by members who were members already (a renewal, by hand or by itself)
    renewals: counter('renewals'),
    lapses: counter('lapses'),
    // members who cancelled (or whose payment was refunded): they stay until their period ends
    cancellations: counter('cancellations'),
    // what members paid in the month, before fees and refunds
    revenue: money('revenue'),
    // how the month moved the count of running memberships and their monthly recurring revenue
    membersChange: counter('members_change'),
    mrrChange: money('mrr_change'),
  },
  (t) => [
    primaryKey({ columns: [t.creatorUserId, t.month, t.tierId] }),
    check(
      'insight_months_not_negative',
      sql`${t.newMembers} >= 0 and ${t.renewals} >= 0 and ${t.lapses} >= 0 and ${t.cancellations} >= 0 and ${t.revenue} >= 0`,
    ),
  ],
);

/**
 * Membership checkouts opened and paid in a month (a renewal the provider or our job charges is not a
 * checkout). The payer chooses the method on the provider's page, so a checkout is counted when opened
 * and its method when paid (decision 0151).
 */
export const insightCheckouts = pgTable(
  'insight_checkouts',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    started: counter('started'),
    paidGcash: counter('paid_gcash'),
    paidMaya: counter('paid_maya'),
    paidQrph: counter('paid_qrph'),
    paidCard: counter('paid_card'),
    // another method, or one the provider did not name
    paidOther: counter('paid_other'),
  },
  (t) => [primaryKey({ columns: [t.creatorUserId, t.month] })],
);

/**
 * Retention by the month members joined: `months_later` 0 holds the members who joined, N those whose paid
 * membership reached the same day N months after they joined.
 */
export const insightCohorts = pgTable(
  'insight_cohorts',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohort: date('cohort').notNull(),
    monthsLater: integer('months_later').notNull(),
    members: counter('members'),
  },
  (t) => [primaryKey({ columns: [t.creatorUserId, t.cohort, t.monthsLater] })],
);

/** What auto-renewing memberships whose period ends in a month will be charged then, at their tier's price. */
export const insightRenewalsDue = pgTable(
  'insight_renewals_due',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    members: counter('members'),
    amount: money('amount'),
  },
  (t) => [primaryKey({ columns: [t.creatorUserId, t.month] })],
);

/** A creator's members ever and what they paid, less refunds: the average lifetime value. */
export const insightTotals = pgTable('insight_totals', {
  creatorUserId: uuid('creator_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  membersEver: counter('members_ever'),
  totalPaid: money('total_paid'),
});

/**
 * What Insights has counted of each membership, so that each change moves the counters by the difference:
 * its cohort and the furthest month counted in it, whether it runs (in the members and the monthly revenue),
 * its monthly price and the tier it is counted under, and the renewal it is expected to pay.
 */
export const insightMembers = pgTable('insight_members', {
  membershipId: uuid('membership_id')
    .primaryKey()
    .references(() => memberships.id, { onDelete: 'cascade' }),
  cohort: date('cohort').notNull(),
  tierId: uuid('tier_id').notNull(),
  running: boolean('running').notNull().default(false),
  // twelfths of a centavo a month
  monthly: money('monthly'),
  reached: integer('reached').notNull().default(-1),
  dueMonth: date('due_month'),
  dueAmount: money('due_amount'),
});

/**
 * What supporters paid a creator in a month, by the type of its statement line (decision 0166): memberships,
 * posts, gifts, shop sales, commissions. Kept by a trigger on `statement_lines` (migration 0084), so every
 * line that brings a creator money is counted whoever writes it; gross, before fees and refunds, in the
 * Manila month the line was written, as the statement itself is dated.
 */
export const insightIncome = pgTable(
  'insight_income',
  {
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    // the statement line's type
    type: text('type').notNull(),
    count: counter('count'),
    amount: money('amount'),
  },
  (t) => [primaryKey({ columns: [t.creatorUserId, t.month, t.type] })],
);
