import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { identityDocumentTypes, identityFileSides, identityReviewStatuses } from '@pixel/contract';
import { users } from './accounts.ts';
import { inList } from './columns.ts';

/**
 * A creator's identity verification (decision 0106): what they gave, and support's answer. A new one is
 * sent after a rejection; at most one waits for support at a time. Kept after the account is erased for the
 * years the anti-money-laundering rules ask (`retain_until`), then removed with its files.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // no cascade: an account is never deleted (decision 0096), and these records must outlive its erasure
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: identityReviewStatuses }).notNull().default('pending'),
    legalName: text('legal_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    idType: text('id_type', { enum: identityDocumentTypes }).notNull(),
    // sent after an earlier one was approved: the check again past the yearly threshold (decision 0107)
    renewal: boolean('renewal').notNull().default(false),
    // the staff member who answered; a staff account is not erased from the answers it gave
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // why support approved or rejected it: the creator reads it when it was rejected
    reason: text('reason'),
    // the app's time, which the development clock moves
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // set when the account is erased: the row and its files go after this
    retainUntil: timestamp('retain_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_verifications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('identity_verifications_user_idx').on(t.userId, t.createdAt),
    // support's queue, oldest first, by status
    index('identity_verifications_queue_idx').on(t.status, t.createdAt),
    index('identity_verifications_retain_idx')
      .on(t.retainUntil)
      .where(sql`${t.retainUntil} is not null`),
    check('identity_verifications_status_check', sql.raw(`status in (${inList(identityReviewStatuses)})`)),
    check('identity_verifications_id_type_check', sql.raw(`id_type in (${inList(identityDocumentTypes)})`)),
    check(
      'identity_verifications_review_check',
      sql`(${t.status} = 'pending') = (${t.reviewedAt} is null) and (${t.status} = 'pending' or ${t.reason} is not null)`,
    ),
  ],
);

/**
 * The photos of a verification, each in the storage's private area sealed under a data key of its own,
 * kept here wrapped by the master key `key_id` names (lib/envelope.ts). Never served to their sender.
 */
export const identityVerificationFiles = pgTable(
  'identity_verification_files',
  {
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => identityVerifications.id, { onDelete: 'cascade' }),
    side: text('side', { enum: identityFileSides }).notNull(),
    // server-made (identity/<uuid>.bin), in the private area, never reused
    storageKey: text('storage_key').notNull(),
    keyId: text('key_id').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    keyNonce: text('key_nonce').notNull(),
    fileNonce: text('file_nonce').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.verificationId, t.side] }),
    uniqueIndex('identity_verification_files_storage_key').on(t.storageKey),
    // the rewrap finds the files of a retiring key
    index('identity_verification_files_key_idx').on(t.keyId),
    check('identity_verification_files_side_check', sql.raw(`side in (${inList(identityFileSides)})`)),
  ],
);
