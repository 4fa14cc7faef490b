import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Every image the server stored for a user: image fields may only name the user's own. */
export const uploads = pgTable(
  'uploads',
  {
    // the storage key, made by the server: uploads/<uuid>.jpg, avatars/<uuid>.jpg …
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['upload', 'avatar', 'cover'] }).notNull(),
    // a variant (WH100, WH500, PREVIEW) names the image it was made from: a photo post needs all of them
    parentKey: text('parent_key'),
    variant: text('variant'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_parent_idx').on(t.parentKey),
    check('uploads_kind_check', sql`${t.kind} in ('upload', 'avatar', 'cover')`),
  ],
);
