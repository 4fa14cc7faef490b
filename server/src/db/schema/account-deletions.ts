import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';

/**
 * An owner's request to erase their account (decision 0096): the account is closed at once and erased at
 * `erase_at` unless its owner signs in and cancels (which deletes the row). Once erased, the row stays
 * with `erased_at`: the user row beside it is the anonymous tombstone the money records point to.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAt: timestamp('erase_at', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // the erasure job's queue: requests due and not done
    index('account_deletions_due_idx')
      .on(t.eraseAt)
      .where(sql`${t.erasedAt} is null`),
  ],
);
