import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Who follows whom. Each insert or delete moves the followee's `users.follower_count` (a trigger). */
export const follows = pgTable(
  'follows',
  {
    followerUserId: uuid('follower_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeUserId: uuid('followee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'follows_pkey', columns: [t.followerUserId, t.followeeUserId] }),
    index('follows_followee_idx').on(t.followeeUserId, t.createdAt),
    index('follows_follower_idx').on(t.followerUserId, t.createdAt),
    // a creator's followers by id, read in chunks when a post is told to them (decision 0133)
    index('follows_followee_follower_idx').on(t.followeeUserId, t.followerUserId),
    check('follows_not_self', sql`${t.followerUserId} <> ${t.followeeUserId}`),
  ],
);

/** A creator keeping someone away: the blocked user cannot see, find, follow, gift, react to or ask them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerUserId, t.blockedUserId] }),
    index('blocks_blocked_idx').on(t.blockedUserId),
    check('blocks_not_self', sql`${t.blockerUserId} <> ${t.blockedUserId}`),
  ],
);
