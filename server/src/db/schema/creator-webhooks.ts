import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { webhookDeliveryStatuses, webhookEventTypes } from '@pixel/contract';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';

/** An HTTPS address a creator asked us to tell of some of their events, and the secret that signs them. */
export const creatorWebhookEndpoints = pgTable(
  'creator_webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    // kept as it is: signing needs the secret itself, not a hash of it (decision 0029)
    secret: text('secret').notNull(),
    secretRolledAt: timestamp('secret_rolled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('creator_webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

/** Something that happened to a creator, as it is sent: its id stays the same on every delivery. */
export const creatorWebhookEvents = pgTable(
  'creator_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: webhookEventTypes }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('creator_webhook_events_user_idx').on(t.userId, t.createdAt),
    check('creator_webhook_events_type_check', sql.raw(`type in (${inList(webhookEventTypes)})`)),
  ],
);

/** One event on its way to one endpoint; a resend is a delivery of its own of the same event. */
export const creatorWebhookDeliveries = pgTable(
  'creator_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => creatorWebhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => creatorWebhookEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    // the delivery this one resends, if any
    resendOf: uuid('resend_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('creator_webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check(
      'creator_webhook_deliveries_status_check',
      sql.raw(`status in (${inList(webhookDeliveryStatuses)})`),
    ),
  ],
);

/** Each try of a delivery, as the creator's log shows it. */
export const creatorWebhookAttempts = pgTable(
  'creator_webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => creatorWebhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    // null when no answer came (refused address, timeout, connection error)
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('creator_webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
