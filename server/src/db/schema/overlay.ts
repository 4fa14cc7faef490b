import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A creator's live-alert overlay: the secret in its address, and whether alerts play a sound. */
export const overlaySettings = pgTable('overlay_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // kept readable, like a stream key: the creator copies the address into their streaming software again
  token: text('token').notNull().unique(),
  soundEnabled: boolean('sound_enabled').notNull().default(true),
  createdAt: createdAt(),
});

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
