import { sql } from 'drizzle-orm';
import { check, integer, type PgColumn, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const counter = (name: string) => integer(name).notNull().default(0);
const notNegative = (columns: PgColumn[]) =>
  sql.join(
    columns.map((column) => sql`${column} >= 0`),
    sql` and `,
  );

/**
 * What a creator page's lists hold, so a page's `total` is read, never counted (decision 0076). One row
 * per user, made with the user; triggers on each counted table move it in the statement that changes the
 * rows (migration 0036), and `npm run ledger:audit` recounts it.
 */
export const creatorCounts = pgTable(
  'creator_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // settled gifts whose words are not held for review: shown to all, or hidden by the creator
    giftsShown: counter('gifts_shown'),
    giftsHidden: counter('gifts_hidden'),
    // memberships and posts bought for someone else, paid and not refunded: on the wall too (decision 0162)
    giftItemsShown: counter('gift_items_shown'),
    // Ask Me Anything, by whether the creator hid the question and whether they answered it
    questionsAnswered: counter('questions_answered'),
    questionsUnanswered: counter('questions_unanswered'),
    hiddenQuestionsAnswered: counter('hidden_questions_answered'),
    hiddenQuestionsUnanswered: counter('hidden_questions_unanswered'),
    goals: counter('goals'),
    // Bloc posts shown on the page, and those staff hid, which only the creator sees (decision 0103)
    blocPosts: counter('bloc_posts'),
    blocPostsHidden: counter('bloc_posts_hidden'),
  },
  (t) => [
    check(
      'creator_counts_not_negative',
      notNegative([
        t.giftsShown,
        t.giftsHidden,
        t.giftItemsShown,
        t.questionsAnswered,
        t.questionsUnanswered,
        t.hiddenQuestionsAnswered,
        t.hiddenQuestionsUnanswered,
        t.goals,
        t.blocPosts,
        t.blocPostsHidden,
      ]),
    ),
  ],
);

/**
 * A creator's photo posts not deleted, published or not: the Snap tab's `total`. Apart from
 * `creator_counts` because a post's edit locks the post before its counts, while a settlement may move a
 * creator's gift counts and then lock a post it sells: in one row the two could wait for each other.
 */
export const photoPostCounts = pgTable(
  'photo_post_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    published: counter('published'),
    unpublished: counter('unpublished'),
  },
  (t) => [check('photo_post_counts_not_negative', notNegative([t.published, t.unpublished]))],
);
