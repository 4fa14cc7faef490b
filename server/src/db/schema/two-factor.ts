import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** An account's authenticator app: its shared key, sealed, and the last 30-second step a code was taken for. */
export const authenticators = pgTable('authenticators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // sealed with the app's secret (lib/sealed.ts): the server reads it again to check codes
  secretSealed: text('secret_sealed').notNull(),
  // null while enrolment waits for its first code; two-factor sign-in is on once set
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // a code is taken once: none of this step or an earlier one is taken again
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as keyed hashes; a used one keeps its row until the set is renewed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** A password checked and a second step awaited: what `POST /v1/auth/login/two-factor` completes. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_user_id_idx').on(t.userId)],
);

/** Wrong second-step codes, for the lock: five in 15 minutes close the second step of the account. */
export const secondStepFailures = pgTable(
  'second_step_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('second_step_failures_user_idx').on(t.userId, t.failedAt)],
);
