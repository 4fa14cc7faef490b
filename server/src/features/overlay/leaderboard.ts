import { sql } from 'drizzle-orm';
import {
  formatCentavos,
  type Language,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  leaderboardLimit,
  standInNames,
} from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { shownName } from '../../lib/i18n.ts';
import { manilaDay, manilaMonth, manilaWeek } from '../../lib/manila.ts';

/** When a period began, Manila's midnight as an instant; null for all time. */
export function periodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === 'today') return manilaDay(now).from;
  if (period === 'week') return manilaWeek(now).from;
  if (period === 'month') return manilaMonth(now).from;
  return null;
}

interface Ranked {
  total: number;
  gifts: number;
  anonymous: boolean;
  name: string | null;
  page_name: string | null;
  page_url: string | null;
  status: string | null;
}

/**
 * The creator's top supporters since `since` (decision 0144), by what their paid gifts add up to, the one
 * who reached it first ahead on a tie. A gift counts as the wall shows it: paid, not refunded, not hidden by
 * the creator and not waiting for their review. A member's gifts are one line under their page name; a
 * visitor's, one line per name they gave (no name: a line per gift); anonymous gifts are a line of their own
 * per giver, never joined to the giver's named ones, so the leaderboard tells nobody who they were.
 */
export async function topSupporters(db: Db, creatorId: string, since: Date | null): Promise<Ranked[]> {
  const sinceIso = since?.toISOString() ?? null;
  const result = await db.execute(sql`
    with given as (
      select g.amount, g.settled_at, g.is_anonymous, g.supporter_user_id, g.supporter_name,
        case
          when g.is_anonymous then 'a:' || coalesce(g.supporter_user_id::text, g.id::text)
          when g.supporter_user_id is not null then 'u:' || g.supporter_user_id::text
          when nullif(btrim(g.supporter_name), '') is not null then 'n:' || lower(btrim(g.supporter_name))
          else 'g:' || g.id::text
        end as who
      from gifts g
      where g.creator_user_id = ${creatorId}
        and g.settled_at is not null and g.refunded_at is null
        and g.held_at is null and not g.is_hidden
        and (${sinceIso}::timestamptz is null or g.settled_at >= ${sinceIso}::timestamptz)
    ),
    ranked as (
      select who, sum(amount)::bigint as total, count(*)::int as gifts, min(settled_at) as first_at,
        bool_or(is_anonymous) as anonymous, (array_agg(supporter_user_id))[1] as user_id,
        (array_agg(btrim(supporter_name) order by settled_at))[1] as name
      from given
      group by who
      order by total desc, first_at asc, who asc
      limit ${leaderboardLimit}
    )
    select r.total, r.gifts, r.anonymous, r.name, u.page_name, u.page_url, u.status
    from ranked r
    left join users u on u.id = r.user_id and not r.anonymous
    order by r.total desc, r.first_at asc, r.who asc
  `);
  return rowsOf<Ranked>(result).map((row) => ({
    ...row,
    total: Number(row.total),
    gifts: Number(row.gifts),
  }));
}

/** A place on the leaderboard as its viewers read it, stand-in names in the creator's language. */
export function presentEntry(row: Ranked, index: number, language: Language): LeaderboardEntry {
  const member = !row.anonymous && row.page_name !== null;
  const active = member && row.status === 'active';
  const name = row.anonymous
    ? standInNames.anonymous
    : member
      ? active
        ? row.page_name!
        : standInNames.formerMember
      : row.name || standInNames.visitor;
  return {
    rank: index + 1,
    name: shownName(name, language),
    page_url: active ? row.page_url : null,
    total: formatCentavos(row.total),
    gifts: row.gifts,
  };
}
