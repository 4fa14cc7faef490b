import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { photoPosts, photos, purchases } from './content.ts';
import { memberships } from './memberships.ts';
import { productPurchases } from './shop.ts';

/** How a viewer came to open the original their copy was made for. */
export const photoMarkAccesses = ['buyer', 'member'] as const;

/**
 * A viewer's marked copy of a photo's original (decisions 0152, 0154): made the first time they open it,
 * kept in private storage under `fileKey`, and served at every later open. The pattern's key is `seed`, drawn
 * at random for this copy alone. `photoId` is set null when the photo goes; the purge then removes the row and
 * its file. One copy per photo and viewer. A buyer's copy names what they bought: the post (`purchaseId`), or a
 * shop bundle that includes it (`productPurchaseId`, decision 0167).
 */
export const photoMarks = pgTable(
  'photo_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => photoPosts.id, { onDelete: 'set null' }),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    viewerUserId: uuid('viewer_user_id')
      .notNull()
      .references(() => users.id),
    access: text('access', { enum: photoMarkAccesses }).notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    productPurchaseId: uuid('product_purchase_id').references(() => productPurchases.id, {
      onDelete: 'set null',
    }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    seed: text('seed').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photo_marks_photo_viewer_unique').on(t.photoId, t.viewerUserId),
    uniqueIndex('photo_marks_file_key_unique').on(t.fileKey),
    index('photo_marks_purchase_idx').on(t.purchaseId),
    index('photo_marks_product_purchase_idx').on(t.productPurchaseId),
    index('photo_marks_viewer_idx').on(t.viewerUserId),
    index('photo_marks_orphan_idx')
      .on(t.createdAt)
      .where(sql`${t.photoId} is null`),
    check('photo_marks_access_check', sql.raw(`access in (${inList(photoMarkAccesses)})`)),
    check('photo_marks_one_purchase', sql`${t.purchaseId} is null or ${t.productPurchaseId} is null`),
  ],
);

/**
 * A small grey thumbnail of a photo's original (32 × 32 levels, base64), by which a found copy is matched to
 * the creator's photos before any mark is read. Made when the photo is first marked or first searched.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    photoId: uuid('photo_id')
      .primaryKey()
      .references(() => photos.id, { onDelete: 'cascade' }),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thumbnail: text('thumbnail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photo_fingerprints_creator_idx').on(t.creatorUserId)],
);

export const leakLookupOutcomes = ['named', 'no_mark', 'not_yours'] as const;

/** A found copy a creator (or support, for them) looked up, and what the lookup answered. */
export const leakLookups = pgTable(
  'leak_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    /** The staff member who ran it for the creator; null when the creator did. */
    staffUserId: uuid('staff_user_id').references(() => users.id),
    outcome: text('outcome', { enum: leakLookupOutcomes }).notNull(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    markId: uuid('mark_id').references(() => photoMarks.id, { onDelete: 'set null' }),
    sigma: doublePrecision('sigma'),
    runnerUp: doublePrecision('runner_up'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leak_lookups_creator_idx').on(t.creatorUserId, t.createdAt),
    check('leak_lookups_outcome_check', sql.raw(`outcome in (${inList(leakLookupOutcomes)})`)),
  ],
);

export const leakReportStatuses = ['open', 'closed'] as const;

/**
 * A creator's report of a leaked copy to staff, from a lookup that named a viewer: staff may close the post
 * to that viewer and suspend their account, then close the report. One open report per post and viewer.
 * `accessRevokedAt` closes the post to the viewer for good, whether a purchase or a membership opened it
 * (decision 0166): they may not buy it again, and their membership no longer opens it.
 */
export const leakReports = pgTable(
  'leak_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lookupId: uuid('lookup_id')
      .notNull()
      .references(() => leakLookups.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    viewerUserId: uuid('viewer_user_id')
      .notNull()
      .references(() => users.id),
    postId: uuid('post_id').references(() => photoPosts.id, { onDelete: 'set null' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    note: text('note'),
    status: text('status', { enum: leakReportStatuses }).notNull().default('open'),
    accessRevokedAt: timestamp('access_revoked_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leak_reports_open_unique')
      .on(t.postId, t.viewerUserId)
      .where(sql`${t.status} = 'open'`),
    index('leak_reports_status_idx').on(t.status, t.createdAt),
    index('leak_reports_purchase_idx').on(t.purchaseId),
    // the posts staff closed to a viewer for a leak: a buyer's or a member's (decision 0166)
    index('leak_reports_closed_idx')
      .on(t.viewerUserId, t.postId)
      .where(sql`${t.accessRevokedAt} is not null`),
    check('leak_reports_status_check', sql.raw(`status in (${inList(leakReportStatuses)})`)),
    check('leak_reports_note_check', sql`char_length(${t.note}) <= 1000`),
    check('leak_reports_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/**
 * A creator's choice for the copies their buyers and members receive (decision 0163): besides the invisible
 * mark, a visible one, the viewer's page address in a corner. No row: no visible mark.
 */
export const markSettings = pgTable('mark_settings', {
  creatorUserId: uuid('creator_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visibleMark: boolean('visible_mark').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
