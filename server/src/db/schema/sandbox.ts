import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The sandbox payment provider's own records: the accounts people sign in with on its pages. */
export const sandboxAuthorizations = pgTable('sandbox_authorizations', {
  codeHash: text('code_hash').primaryKey(),
  accountId: text('account_id').notNull(),
  username: text('username').notNull(),
  mobileNumber: text('mobile_number'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
