import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../ledger/ledger.ts';
import type { Db } from './client.ts';
import type { creatorCounts, photoPostCounts } from './schema/index.ts';

/** A creator's counts row, as a page visit read it with the creator (decision 0076). */
export type KeptCounts<T extends typeof creatorCounts | typeof photoPostCounts> = T['$inferSelect'] | null;

/**
 * A list's `total` read from a creator's counts (decision 0076): the sum of `counters`, columns of `table`,
 * plus `plus` (what only this viewer sees, counted over their own rows) when given. One row by its key,
 * however many rows the creator's list holds; none at all when the page's visit already read the row
 * (`kept`, with what `plus` counts as `keptPlus`).
 */
export async function countOf<T extends typeof creatorCounts | typeof photoPostCounts>(
  db: Db,
  table: T,
  userId: string,
  counters: (counts: T) => PgColumn[],
  plus?: SQL,
  kept?: { row: KeptCounts<T>; plus?: number },
): Promise<number> {
  if (kept) {
    const keys = Object.entries(getTableColumns(table as PgTable));
    const row = (kept.row ?? {}) as Record<string, number>;
    return counters(table).reduce(
      (sum, column) => sum + (row[keys.find(([, c]) => c === column)![0]] ?? 0),
      kept.plus ?? 0,
    );
  }
  const summed = sql.join(counters(table), sql` + `);
  const [row] = await db
    .select({ total: sql`${summed}${plus ? sql` + ${plus}` : sql``}`.mapWith(Number) })
    .from(table as PgTable)
    .where(eq(table.userId, userId));
  return row?.total ?? 0;
}

/** One kept count against its recount: `key` names the row, `counter` the column. */
interface Drift {
  key: string;
  counter: string;
  kept: string;
  actual: string;
}

/**
 * Each kept count and what its rows make now, where they differ. Every query recounts a whole table once,
 * grouped, and unpivots the row's counters with `values`.
 */
const recounts: { table: string; drifted: SQL }[] = [
  {
    table: 'users',
    // Supporters: a signed-in supporter once per creator, each visitor's gift as one (migration 0019); a
    // refunded gift counts nowhere (decision 0104)
    drifted: sql`
      select u.id::text as key, v.counter, v.kept::text as kept, v.actual::text as actual
      from users u
      left join (
        select creator_user_id, count(distinct supporter_user_id) + count(*) filter (where supporter_user_id is null) as n
        from gifts where settled_at is not null and refunded_at is null group by creator_user_id
      ) s on s.creator_user_id = u.id
      left join (select followee_user_id, count(*) as n from follows group by followee_user_id) f
        on f.followee_user_id = u.id
      cross join lateral (values
        ('donation_count', u.donation_count, coalesce(s.n, 0)),
        ('follower_count', u.follower_count, coalesce(f.n, 0))
      ) v (counter, kept, actual)
      where v.kept <> v.actual`,
  },
  {
    table: 'creator_counts',
    drifted: sql`
      select c.user_id::text as key, v.counter, v.kept::text as kept, v.actual::text as actual
      from creator_counts c
      left join (
        select creator_user_id, count(*) filter (where not is_hidden) as shown, count(*) filter (where is_hidden) as hidden
        from gifts where settled_at is not null and held_at is null and refunded_at is null
        group by creator_user_id
      ) g on g.creator_user_id = c.user_id
      left join (
        select creator_user_id, count(*) as shown from gift_items
        where paid_at is not null and status not in ('refunded', 'cancelled')
        group by creator_user_id
      ) gi on gi.creator_user_id = c.user_id
      left join (
        select creator_user_id,
               count(*) filter (where not is_hidden and answered_at is not null) as answered,
               count(*) filter (where not is_hidden and answered_at is null) as unanswered,
               count(*) filter (where is_hidden and answered_at is not null) as hidden_answered,
               count(*) filter (where is_hidden and answered_at is null) as hidden_unanswered
        from questions group by creator_user_id
      ) q on q.creator_user_id = c.user_id
      left join (select user_id, count(*) as n from goals group by user_id) o on o.user_id = c.user_id
      left join (
        select user_id, count(*) filter (where hidden_at is null and publish_at is null) as n,
               count(*) filter (where hidden_at is not null or publish_at is not null) as hidden
        from bloc_posts group by user_id
      ) b on b.user_id = c.user_id
      cross join lateral (values
        ('gifts_shown', c.gifts_shown, coalesce(g.shown, 0)),
        ('gifts_hidden', c.gifts_hidden, coalesce(g.hidden, 0)),
        ('gift_items_shown', c.gift_items_shown, coalesce(gi.shown, 0)),
        ('questions_answered', c.questions_answered, coalesce(q.answered, 0)),
        ('questions_unanswered', c.questions_unanswered, coalesce(q.unanswered, 0)),
        ('hidden_questions_answered', c.hidden_questions_answered, coalesce(q.hidden_answered, 0)),
        ('hidden_questions_unanswered', c.hidden_questions_unanswered, coalesce(q.hidden_unanswered, 0)),
        ('goals', c.goals, coalesce(o.n, 0)),
        ('bloc_posts', c.bloc_posts, coalesce(b.n, 0)),
        ('bloc_posts_hidden', c.bloc_posts_hidden, coalesce(b.hidden, 0))
      ) v (counter, kept, actual)
      where v.kept <> v.actual
      union all
      select u.id::text, 'row', 'none', 'one' from users u
      where not exists (select 1 from creator_counts c where c.user_id = u.id)`,
  },
  {
    table: 'photo_post_counts',
    drifted: sql`
      select c.user_id::text as key, v.counter, v.kept::text as kept, v.actual::text as actual
      from photo_post_counts c
      left join (
        select user_id, count(*) filter (where is_published) as published, count(*) filter (where not is_published) as unpublished
        from photo_posts where deleted_at is null group by user_id
      ) p on p.user_id = c.user_id
      cross join lateral (values
        ('published', c.published, coalesce(p.published, 0)),
        ('unpublished', c.unpublished, coalesce(p.unpublished, 0))
      ) v (counter, kept, actual)
      where v.kept <> v.actual
      union all
      select u.id::text, 'row', 'none', 'one' from users u
      where not exists (select 1 from photo_post_counts c where c.user_id = u.id)`,
  },
  {
    table: 'photo_posts',
    drifted: sql`
      select p.id::text as key, 'purchase_count' as counter, p.purchase_count::text as kept,
             coalesce(b.n, 0)::text as actual
      from photo_posts p
      left join (
        select post_id, count(*) as n from purchases
        where settled_at is not null and not is_repeat group by post_id
      ) b on b.post_id = p.id
      where p.purchase_count <> coalesce(b.n, 0)`,
  },
  {
    table: 'goals',
    drifted: sql`
      select o.id::text as key, 'raised_amount' as counter, o.raised_amount::text as kept,
             coalesce(g.amount, 0)::text as actual
      from goals o
      left join (
        select goal_id, sum(amount) as amount from gifts
        where settled_at is not null and refunded_at is null group by goal_id
      ) g on g.goal_id = o.id
      where o.raised_amount <> coalesce(g.amount, 0)`,
  },
  {
    table: 'reaction_counts',
    // a piece of content with reactions and no counts row is as wrong as a count that is off
    drifted: sql`
      select coalesce(c.content_type, r.content_type) || ':' || coalesce(c.content_id, r.content_id) as key,
             v.counter, coalesce(v.kept::text, 'none') as kept, v.actual::text as actual
      from reaction_counts c
      full join (
        select content_type, content_id,
               count(*) filter (where reaction_id = 1) as heart, count(*) filter (where reaction_id = 2) as laugh,
               count(*) filter (where reaction_id = 3) as support, count(*) filter (where reaction_id = 4) as sad,
               count(*) filter (where reaction_id = 5) as angry
        from reactions group by content_type, content_id
      ) r on r.content_type = c.content_type and r.content_id = c.content_id
      cross join lateral (values
        ('heart_count', c.heart_count, coalesce(r.heart, 0)),
        ('laugh_count', c.laugh_count, coalesce(r.laugh, 0)),
        ('support_count', c.support_count, coalesce(r.support, 0)),
        ('sad_count', c.sad_count, coalesce(r.sad, 0)),
        ('angry_count', c.angry_count, coalesce(r.angry, 0))
      ) v (counter, kept, actual)
      where v.kept is distinct from v.actual`,
  },
];

/**
 * The ledger audit's sibling (`npm run ledger:audit`): every count a page shows that is kept rather than
 * counted (Supporters, Followers, a goal's progress, reactions, a post's buyers and the lists' totals of
 * `creator_counts` and `photo_post_counts`) against a recount of its rows. Returns what is wrong; an empty
 * list means every count is right.
 */
export async function auditCounts(db: Db) {
  const problems: string[] = [];
  for (const { table, drifted } of recounts) {
    for (const row of rowsOf<Drift>(await db.execute(drifted))) {
      problems.push(
        row.counter === 'row'
          ? `user ${row.key} has no ${table} row`
          : `${table}.${row.counter} of ${row.key} says ${row.kept} but its rows make ${row.actual}`,
      );
    }
  }
  return problems;
}
