import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CoverVariants } from '@pixel/contract';
import { createdAt } from './columns.ts';

// the combining accents (U+0300 to U+036F) of a decomposed text: what a search leaves out
const accents = '[\\u0300-\\u036f]';

/** A text as a search of names compares it: 'Peña' (however it was typed) reads 'Pena', as page_name_folded. */
export const foldAccents = (text: string) =>
  text.normalize('NFD').replace(new RegExp(accents, 'g'), '').normalize('NFC');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // null for accounts created through a payment provider's sign-in, until they add one
    email: text('email'),
    // null for accounts created through a payment provider's sign-in
    passwordHash: text('password_hash'),
    // suspended: by staff, with a reason (decision 0098); neither signs in nor shows a page until lifted
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('inactive'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivationReason: text('deactivation_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    pageUrl: text('page_url').notNull(),
    pageName: text('page_name').notNull(),
    // the page name without its accents, kept by the database (foldAccents is the same in code): a
    // search for 'Pena' finds 'Peña' on PostgreSQL and the embedded database alike, no extension needed
    pageNameFolded: text('page_name_folded')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`normalize(regexp_replace(normalize(page_name, NFD), '${accents}', '', 'g'), NFC)`),
      ),
    bio: text('bio'),
    avatar: text('avatar'),
    // the 100x100 version of the avatar, made with it
    avatarWh100: text('avatar_wh100'),
    coverPhoto: text('cover_photo'),
    // the cover's narrower versions, made with it; null for covers stored before they were made
    coverVariants: jsonb('cover_variants').$type<CoverVariants>(),
    referralCode: text('referral_code').notNull(),
    // whose referral code they signed up with: that user earns a share of the platform's fee on what this
    // one receives for a while (decision 0052)
    referredByUserId: uuid('referred_by_user_id'),
    // settled gifts received, shown as Supporters; moved in the same transaction as the money
    donationCount: integer('donation_count').notNull().default(0),
    // rows in follows naming this user, kept by a trigger on follows (migration 0006)
    followerCount: integer('follower_count').notNull().default(0),
    // when the owner closed the Welcome modal: it greets each account once, on any browser
    welcomeSeenAt: timestamp('welcome_seen_at', { withTimezone: true }),
    // the language the account chose for screens, errors, mails and SMS (decision 0110); null until they
    // choose, when the browser's Accept-Language decides
    language: text('language', { enum: ['en', 'fil'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_page_url_unique').on(t.pageUrl),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    // the people who signed up with a user's code, newest first (their referrals page)
    index('users_referred_by_idx').on(t.referredByUserId, t.createdAt),
    check('users_status_check', sql`${t.status} in ('active', 'inactive', 'suspended')`),
    check('users_follower_count_not_negative', sql`${t.followerCount} >= 0`),
    check('users_language_check', sql`${t.language} in ('en', 'fil')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // HMAC of the cookie value: a leaked table cannot be replayed as cookies
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // the session's name in the sessions list and the call that ends it: never the cookie, nor its hash
    publicId: uuid('public_id').notNull().defaultRandom(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // moved on by a request at most every few minutes, so reading a session seldom writes (plugins/session.ts)
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    // the address of the latest request counted in last_seen_at
    ip: text('ip'),
    // signed in with a second step (an authenticator's code, a recovery code or a passkey): what staff
    // calls ask for (decision 0098)
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    uniqueIndex('sessions_public_id_unique').on(t.publicId),
  ],
);

/**
 * The browsers an account has signed in from, each named by the keyed hash of its `pixel_device` cookie:
 * a sign-in from any other browser mails the owner (decision 0094).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'known_devices_pkey', columns: [t.userId, t.deviceHash] })],
);

export const emailVerifications = pgTable('email_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Wrong passwords typed for an email address in its current 15-minute window, wherever they came from,
 * whether or not the address has an account (decision 0122): past ten, a log-in from a browser the account
 * has not signed in from asks for a captcha, or waits; the owner, if there is one, is mailed once a window.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    /** A keyed hash of the lower-cased address: an address typed by mistake is not kept readable. */
    emailHash: text('email_hash').primaryKey(),
    /** The account the address had at the last failure, so the row goes when the account is erased. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
    /** The last try admitted past the ten, when no captcha is there to ask: the next waits after it. */
    lastSlowTryAt: timestamp('last_slow_try_at', { withTimezone: true }),
  },
  (t) => [
    index('password_failures_user_id_idx').on(t.userId),
    index('password_failures_window_started_at_idx').on(t.windowStartedAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** Accounts at a payment provider that a user signs in with (and later withdraws to). */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    username: text('username').notNull(),
    mobileNumber: text('mobile_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('linked_accounts_provider_account_unique').on(t.provider, t.accountId),
    uniqueIndex('linked_accounts_user_provider_unique').on(t.userId, t.provider),
  ],
);

/** A sign-in through a provider that has been started and not yet finished. */
export const providerLogins = pgTable('provider_logins', {
  stateHash: text('state_hash').primaryKey(),
  platform: text('platform').notNull(),
  // set when a signed-in user links the provider account to their own instead of signing in with it
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  referralCode: text('referral_code'),
  redirectAfter: text('redirect_after'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
