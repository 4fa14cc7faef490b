import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { emailDigestModes, notificationChannels, notificationKinds } from '@pixel/contract';
import { sessions, users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';

export const notificationEmailStates = ['none', 'waiting_for_digest', 'sent'] as const;

/**
 * Something that happened to a person, kept with the facts its words are made of and the screen it
 * opens. `dedupe_key` names the event: an event told twice (a retried job, a webhook delivered again)
 * makes one row, and so one mail and one push.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** The person it is about (a supporter, a follower); null when there is none or they are unnamed. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The facts the texts are made of: names, amounts, references (see notifications.texts.ts). */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    /** The app's own path of the screen it opens. */
    url: text('url').notNull(),
    /** Shown in the bell: the person's in-app choice for the kind when it happened. */
    inApp: boolean('in_app').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once, by the job that hands it to mail and push: what makes delivery happen once. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    emailState: text('email_state', { enum: notificationEmailStates }).notNull().default('none'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    // the bell's list, newest first, and its cursor
    index('notifications_recipient_idx').on(t.recipientUserId, t.createdAt, t.id),
    // the bell's count: only the unread are indexed
    index('notifications_unread_idx')
      .on(t.recipientUserId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    // the daily digest's sweep
    index('notifications_digest_idx')
      .on(t.recipientUserId, t.createdAt)
      .where(sql`${t.emailState} = 'waiting_for_digest'`),
    check('notifications_kind_check', sql.raw(`kind in (${inList(notificationKinds)})`)),
    check('notifications_email_state_check', sql.raw(`email_state in (${inList(notificationEmailStates)})`)),
  ],
);

/**
 * A post told to its creator's followers (decision 0133): a row the first time the post becomes public, so
 * publishing it again after a draft tells nobody twice, and how far the telling got. The job writes the
 * followers' notifications in chunks by follower id, each chunk moving `after_user_id` in its transaction:
 * a retry goes on from there.
 */
export const postAnnouncements = pgTable('post_announcements', {
  /** The post's id: a photo post's or a Bloc post's. */
  postId: uuid('post_id').primaryKey(),
  creatorUserId: uuid('creator_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  /** The last follower of the chunks written; null before the first. */
  afterUserId: uuid('after_user_id'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** A choice that differs from the kind's default (contract's `defaultNotificationChannels`). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.kind, t.channel] }),
    check('notification_preferences_kind_check', sql.raw(`kind in (${inList(notificationKinds)})`)),
    check('notification_preferences_channel_check', sql.raw(`channel in (${inList(notificationChannels)})`)),
  ],
);

/** How a person's notification mail comes; no row is 'immediate'. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailDigest: text('email_digest', { enum: emailDigestModes }).notNull().default('immediate'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'notification_settings_email_digest_check',
      sql.raw(`email_digest in (${inList(emailDigestModes)})`),
    ),
  ],
);

/**
 * One browser's Push API subscription (decision 0112): where its push service takes messages, and the
 * keys they are encrypted to. The endpoint is the browser's own: a second subscribe from it replaces the row.
 * It belongs to the session that made it and ends with it (decision 0123): signed out, the browser is told
 * nothing more.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.publicId, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    // ending a session finds its subscriptions by this
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
