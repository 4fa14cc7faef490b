import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hashtagSourceTypes } from '@pixel/contract';
import { users } from './accounts.ts';

/**
 * Which public text carries which tag, written in the same transaction as the text itself (a post, an
 * answered question, a bio, a photo post's caption), so a hashtag page reads an index instead of scanning
 * every text.
 */
export const hashtags = pgTable(
  'hashtags',
  {
    // normalised: lowercase, NFC, without '#'
    tag: text('tag').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    excerpt: text('excerpt').notNull(),
    // when the text became public: what "newest first" sorts by
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'hashtags_pkey', columns: [t.tag, t.sourceType, t.sourceId] }),
    index('hashtags_tag_created_idx').on(t.tag, t.createdAt.desc()),
    index('hashtags_source_idx').on(t.sourceType, t.sourceId),
    check(
      'hashtags_source_type_check',
      sql.raw(`source_type in (${hashtagSourceTypes.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);
