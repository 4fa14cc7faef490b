import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { taxCertificateTypes } from '@pixel/contract';
import { users } from './accounts.ts';
import { inList } from './columns.ts';

/**
 * A creator's tax details (decision 0109): their TIN, as its 9 or 12 digits, and their BIR certificate of
 * registration (Form 2303), in the storage's private area sealed under a data key of its own, kept here
 * wrapped by the master key `key_id` names (lib/envelope.ts), like the identity photos; the TIN is sealed
 * under the same data key (decision 0125). A row is written with both: the certificate is asked for with
 * the first TIN. Never served to the creator. Kept after the account is erased for the years the BIR's
 * record keeping asks (`retain_until`), then removed with its file.
 */
export const taxDetails = pgTable(
  'tax_details',
  {
    // no cascade: an account is never deleted (decision 0096)
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    // the TIN's digits sealed under the certificate's data key (lib/envelope.ts `sealBeside`, decision 0125)
    tinSealed: text('tin_sealed'),
    // a TIN written before decision 0125, in clear until the tax feature seals it (at start and daily)
    tin: text('tin'),
    // server-made (tax/<uuid>.bin), in the private area, never reused
    certificateKey: text('certificate_key').notNull(),
    // what the file is, told by its content when it was sent
    certificateType: text('certificate_type', { enum: taxCertificateTypes }).notNull(),
    certificateUploadedAt: timestamp('certificate_uploaded_at', { withTimezone: true }).notNull(),
    keyId: text('key_id').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    keyNonce: text('key_nonce').notNull(),
    fileNonce: text('file_nonce').notNull(),
    // the app's time, which the development clock moves
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // set when the account is erased: the row and its certificate go after this (decision 0125)
    retainUntil: timestamp('retain_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tax_details_certificate_key').on(t.certificateKey),
    // the rewrap finds the certificates of a retiring key
    index('tax_details_key_idx').on(t.keyId),
    index('tax_details_retain_idx')
      .on(t.retainUntil)
      .where(sql`${t.retainUntil} is not null`),
    check('tax_details_tin_check', sql`${t.tin} ~ '^([0-9]{9}|[0-9]{12})$'`),
    check('tax_details_tin_kept_check', sql`${t.tin} is not null or ${t.tinSealed} is not null`),
    check(
      'tax_details_certificate_type_check',
      sql.raw(`certificate_type in (${inList(taxCertificateTypes)})`),
    ),
  ],
);
