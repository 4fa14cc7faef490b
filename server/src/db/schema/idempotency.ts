import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The first answer to each Idempotency-Key of a money call, so a repeat of the call gets that answer
 * instead of moving money again. A row without a status is a call still running (or abandoned).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // `user:<id>` for a signed-in caller; `visitor:<hash of address and user agent>:<method> <route>`
    // for a signed-out visitor
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    // sha256 of method, path and canonical body: the same key with another request is refused
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    // when the running call took the key, renewed while it runs; a claim left behind is taken over (an
    // instance that stopped mid-call)
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // decides the race between two calls with one key
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
