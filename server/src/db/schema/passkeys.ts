import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { inList } from './columns.ts';

/** What a WebAuthn challenge was given for; an answer is taken only for the purpose it was asked for. */
export const webauthnPurposes = ['registration', 'sign-in', 'second-step', 'step-up'] as const;
export type WebauthnPurpose = (typeof webauthnPurposes)[number];

/** A passkey of an account: a WebAuthn credential, its public key, and what its owner named it. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // base64url, as the browser reports it; one credential belongs to one account
    credentialId: text('credential_id').notNull().unique(),
    // the COSE public key, base64url
    publicKey: text('public_key').notNull(),
    // the authenticator's signature counter (0 for authenticators that keep none)
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered: kept in the database so that any instance can
 * finish a ceremony another started; taken once, and forgotten after a few minutes.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    // base64url, as it comes back in the answer's clientDataJSON
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: webauthnPurposes }).notNull(),
    // the account it was asked for; null for a sign-in with a passkey alone, where nobody is named
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose_check', sql.raw(`purpose in (${inList(webauthnPurposes)})`)),
  ],
);
