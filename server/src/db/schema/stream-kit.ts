import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A creator's subathon timer: a countdown that gifts and new members extend. Its state is here, not in a
 * browser, so it survives a reload and a restart. Running: `ends_at` set; paused: `paused_remaining_ms`
 * set; not started (or run out and stopped): neither.
 */
export const streamTimers = pgTable(
  'stream_timers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pausedRemainingMs: bigint('paused_remaining_ms', { mode: 'number' }),
    // the rules: milliseconds added per peso given, per new member, and at most this much added in all
    msPerPeso: integer('ms_per_peso').notNull().default(0),
    msPerMember: integer('ms_per_member').notNull().default(0),
    capMs: bigint('cap_ms', { mode: 'number' }),
    // what gifts and members added since the timer was last started, held to the cap
    addedMs: bigint('added_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stream_timers_one_state', sql`${t.endsAt} is null or ${t.pausedRemainingMs} is null`),
    check('stream_timers_rules', sql`${t.msPerPeso} >= 0 and ${t.msPerMember} >= 0 and ${t.addedMs} >= 0`),
  ],
);

/** A poll a creator runs on stream: viewers vote by gifting with a choice named. One open at a time. */
export const streamPolls = pgTable(
  'stream_polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stream_polls_user_idx').on(t.userId, t.openedAt),
    uniqueIndex('stream_polls_one_open')
      .on(t.userId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** A poll's choices, 2 to 6, in the order the creator wrote them. */
export const streamPollChoices = pgTable(
  'stream_poll_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => streamPolls.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [unique('stream_poll_choices_position').on(t.pollId, t.position)],
);
