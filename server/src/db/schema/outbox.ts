import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Every mail and SMS the app sends, kept for the development outbox and for support. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('mail', 'sms')`),
  ],
);

/**
 * When each address was last sent a mail that anyone can cause (sign-up, password reset, a new
 * verification link): at most a few an hour reach one address (decision 0072). One row per address,
 * holding the times of the last hour's mails.
 */
export const mailRecipientCaps = pgTable('mail_recipient_caps', {
  // sha256 of the address in lower case: the table keeps no readable address
  recipientHash: text('recipient_hash').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).array().notNull(),
});
