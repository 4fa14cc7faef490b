import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { membershipTiers } from './memberships.ts';

/** A creator's text post on their Bloc tab: free, for supporters only, or for members of a tier and those above. */
export const blocPosts = pgTable(
  'bloc_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body').notNull(),
    image: text('image'),
    visibility: text('visibility', { enum: ['public', 'supporters', 'members'] })
      .notNull()
      .default('public'),
    // a members-only post: the lowest tier that opens it
    minTierId: uuid('min_tier_id').references(() => membershipTiers.id),
    // hidden by staff for breaking the rules (decision 0103): seen by its creator only, who cannot change it
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // a scheduled post (decision 0157): seen by its creator only until the publishing job clears it
    publishAt: timestamp('publish_at', { withTimezone: true }),
    // early access: a members-only post that opens to everyone at this time (the same job opens it)
    publicFrom: timestamp('public_from', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bloc_posts_user_idx').on(t.userId, t.createdAt),
    check('bloc_posts_visibility_check', sql`${t.visibility} in ('public', 'supporters', 'members')`),
    check('bloc_posts_hidden_reason', sql`${t.hiddenAt} is null or ${t.hiddenReason} is not null`),
    check('bloc_posts_members_tier_check', sql`(${t.visibility} = 'members') = (${t.minTierId} is not null)`),
    check('bloc_posts_public_from_members', sql`${t.publicFrom} is null or ${t.visibility} = 'members'`),
    index('bloc_posts_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('bloc_posts_public_from_idx')
      .on(t.publicFrom)
      .where(sql`${t.publicFrom} is not null`),
  ],
);
