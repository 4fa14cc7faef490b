import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A creator's live-alert overlay: the secret in its address, and whether alerts play a sound. */
export const overlaySettings = pgTable(
  'overlay_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // kept readable, like a stream key: the creator copies the address into their streaming software again
    token: text('token').notNull().unique(),
    soundEnabled: boolean('sound_enabled').notNull().default(true),
    // spoken alerts: a gift's or member's message read aloud after the sound, from this amount up (centavos),
    // in this voice ('fil' or 'en'), at this rate (words a minute) and volume (per cent), this many characters
    // at most
    speechEnabled: boolean('speech_enabled').notNull().default(false),
    speechMinAmount: bigint('speech_min_amount', { mode: 'number' }).notNull().default(0),
    speechVoice: text('speech_voice').notNull().default('fil'),
    speechRate: integer('speech_rate').notNull().default(160),
    speechVolume: integer('speech_volume').notNull().default(100),
    speechMaxLength: integer('speech_max_length').notNull().default(150),
    // the moderation queue: alerts wait while paused; an alert whose message has a link waits for a decision
    alertsPaused: boolean('alerts_paused').notNull().default(false),
    holdLinks: boolean('hold_links').notNull().default(true),
    // the leaderboard on the creator's page, if they want it, and the period it ranks
    leaderboardOnPage: boolean('leaderboard_on_page').notNull().default(false),
    leaderboardPeriod: text('leaderboard_period').notNull().default('month'),
    createdAt: createdAt(),
  },
  (t) => [
    check('overlay_settings_speech_voice', sql`${t.speechVoice} in ('fil', 'en')`),
    check(
      'overlay_settings_leaderboard_period',
      sql`${t.leaderboardPeriod} in ('today', 'week', 'month', 'all')`,
    ),
    check(
      'overlay_settings_speech_ranges',
      sql`${t.speechMinAmount} >= 0 and ${t.speechRate} between 80 and 300 and ${t.speechVolume} between 0 and 100 and ${t.speechMaxLength} between 10 and 300`,
    ),
  ],
);

/**
 * What a creator's overlays show, in order: written in the settlement's transaction, so an overlay that
 * reconnects asks for what came after the last id it saw.
 */
export const overlayEvents = pgTable(
  'overlay_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('overlay_events_user_idx').on(t.userId, t.id)],
);

/** Words and phrases a creator keeps off their page and overlay: a gift that has one waits for review. */
export const blockedPhrases = pgTable(
  'blocked_phrases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'blocked_phrases_pkey', columns: [t.userId, t.phrase] })],
);
