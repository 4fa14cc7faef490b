import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const dataExportStatuses = ['building', 'ready'] as const;

/**
 * A person's request for a copy of their data (decision 0097): built by a job into a ZIP in the storage's
 * private area, downloadable by its owner until `expires_at`, when the file is removed (`removed_at`).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('building'),
    // server-made (exports/<uuid>.zip), in the private area; set once built
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // the file was removed from storage after expires_at
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // the latest of an account's exports: the screen's state and the one-a-day rule
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    // the clean-up looks for ready files past their time
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.removedAt} is null and ${t.status} = 'ready'`),
    check('data_exports_status_check', sql`${t.status} in ('building', 'ready')`),
  ],
);
