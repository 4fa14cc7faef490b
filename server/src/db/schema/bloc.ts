import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A creator's text post on their Bloc tab, free or for supporters only. */
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
    visibility: text('visibility', { enum: ['public', 'supporters'] })
      .notNull()
      .default('public'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bloc_posts_user_idx').on(t.userId, t.createdAt),
    check('bloc_posts_visibility_check', sql`${t.visibility} in ('public', 'supporters')`),
  ],
);
