import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentTypes } from '@pixel/contract';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

const contentTypeList = contentTypes.map((type) => `'${type}'`).join(', ');

/**
 * One reaction per user per piece of content. Content lives in several features' tables (Bloc posts,
 * photos), so it is named by type and id rather than a foreign key; deleting content deletes its rows here.
 */
export const reactions = pgTable(
  'reactions',
  {
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionId: smallint('reaction_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reactions_pkey', columns: [t.contentType, t.contentId, t.userId] }),
    index('reactions_content_idx').on(t.contentType, t.contentId, t.updatedAt),
    check('reactions_reaction_id_check', sql`${t.reactionId} between 1 and 5`),
    check('reactions_content_type_check', sql.raw(`content_type in (${contentTypeList})`)),
  ],
);

/** The counts people see, kept equal to `reactions` by a trigger (migration 0008); never below zero. */
export const reactionCounts = pgTable(
  'reaction_counts',
  {
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    heartCount: integer('heart_count').notNull().default(0),
    laughCount: integer('laugh_count').notNull().default(0),
    supportCount: integer('support_count').notNull().default(0),
    sadCount: integer('sad_count').notNull().default(0),
    angryCount: integer('angry_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'reaction_counts_pkey', columns: [t.contentType, t.contentId] }),
    check(
      'reaction_counts_not_negative',
      sql`${t.heartCount} >= 0 and ${t.laughCount} >= 0 and ${t.supportCount} >= 0 and ${t.sadCount} >= 0 and ${t.angryCount} >= 0`,
    ),
  ],
);
