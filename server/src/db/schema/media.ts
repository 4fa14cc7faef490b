import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // an upload is private until something takes it: a photo post (which deletes its rows) or an image
    // field of a goal, Bloc post or Q&A banner (which sets this and makes its files public); one nothing
    // took within a day is deleted by the storage clean-up
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_parent_idx').on(t.parentKey),
    index('uploads_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
    check('uploads_kind_check', sql`${t.kind} in ('upload', 'avatar', 'cover')`),
  ],
);
