import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets made once for this installation, at random, and shared by all its instances through the
 * database (the sandbox's webhook key when none is configured).
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
