import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { gifts } from './payments.ts';

/** A creator's Ask Me Anything page: its title, description and banner. */
export const questionTopics = pgTable('question_topics', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  bannerImage: text('banner_image'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A question asked on a creator's Ask Me Anything page, and the creator's answer. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // null for a visitor, who may give a name instead
    askerUserId: uuid('asker_user_id').references(() => users.id, { onDelete: 'set null' }),
    askerName: text('asker_name'),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    isHidden: boolean('is_hidden').notNull().default(false),
    // the gift that carried the question, if one did: asked once, when the gift was paid
    giftId: uuid('gift_id').references(() => gifts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_creator_idx').on(t.creatorUserId, t.createdAt),
    uniqueIndex('questions_gift_unique').on(t.giftId),
  ],
);
