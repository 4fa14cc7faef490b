import { and, eq, gte, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { arrayParam } from '../../db/arrays.ts';
import { pageCut } from '../../db/paginate.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { executePrepared, preparedByShape } from '../../db/prepared.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  giftItems,
  gifts,
  goals,
  membershipActiveAt,
  memberships,
  membershipTiers,
  photoPosts,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { sessionPageVisitQuery } from '../../db/page-visit.ts';
import type { SessionParams } from '../../plugins/session.ts';

export type GiftRow = typeof gifts.$inferSelect;

/** A gift as the wall shows it: with its supporter's page, and the tier they are a member of, if any. */
const wallColumns = {
  gift: gifts,
  supporterPageName: users.pageName,
  supporterPageUrl: users.pageUrl,
  supporterStatus: users.status,
  memberTierName: membershipTiers.name,
};

/** A gift of the wall as `giftsPageOf` sends it: what `presentGift` shows, its time as JSON writes it. */
interface WallJson {
  id: string;
  isAnonymous: boolean;
  supporterName: string | null;
  supporterMessage: string | null;
  amount: number;
  reply: string | null;
  goalId: string | null;
  isHidden: boolean;
  settledAt: string;
  supporterPageName: string | null;
  supporterPageUrl: string | null;
  supporterStatus: string | null;
  memberTierName: string | null;
  giftedKind: 'membership' | 'post' | null;
  giftedMonths: number | null;
  giftedTierName: string | null;
  giftedPostKind: 'snap' | 'slide' | null;
}

// the supporter's account, apart from the creator's (`users` of the visit) the statement reads it in
const supporter = alias(users, 'supporter');

/**
 * A page of the wall of the creator a page visit reads (`users`, see `sessionPageVisitQuery`), newest
 * first, in one JSON array: settled gifts, never one held for the creator's approval or refunded (the
 * creator, `viewer`, sees the gifts they hid too), and the memberships and posts of theirs bought for
 * someone else, from their payment until a refund (decision 0162), named by what they give, not by whom.
 */
function giftsPageOf(viewer: SQL, cut: ReturnType<typeof pageCut>) {
  const now = sql.placeholder('now');
  return sql<WallJson[]>`(select coalesce(json_agg(json_build_object(
      'id', wall.id, 'isAnonymous', wall.is_anonymous, 'supporterName', wall.supporter_name,
      'supporterMessage', wall.supporter_message, 'amount', wall.amount, 'reply', wall.reply,
      'goalId', wall.goal_id, 'isHidden', wall.is_hidden, 'settledAt', wall.settled_at,
      'supporterPageName', wall.supporter_page_name, 'supporterPageUrl', wall.supporter_page_url,
      'supporterStatus', wall.supporter_status, 'memberTierName', wall.member_tier_name,
      'giftedKind', wall.gifted_kind, 'giftedMonths', wall.gifted_months,
      'giftedTierName', wall.gifted_tier_name, 'giftedPostKind', wall.gifted_post_kind
    ) order by wall.settled_at desc, wall.id desc), '[]'::json)
    from (
      (select ${gifts.id} as id, ${gifts.isAnonymous} as is_anonymous, ${gifts.supporterName} as supporter_name,
        ${gifts.supporterMessage} as supporter_message, ${gifts.amount} as amount, ${gifts.reply} as reply,
        ${gifts.goalId} as goal_id, ${gifts.isHidden} as is_hidden, ${gifts.settledAt} as settled_at,
        ${supporter.pageName} as supporter_page_name, ${supporter.pageUrl} as supporter_page_url,
        ${supporter.status} as supporter_status, ${membershipTiers.name} as member_tier_name,
        null::text as gifted_kind, null::integer as gifted_months, null::text as gifted_tier_name,
        null::text as gifted_post_kind
      from ${gifts}
      left join ${users} as ${sql.identifier('supporter')} on ${supporter.id} = ${gifts.supporterUserId}
      left join ${memberships} on ${membershipOfSupporter(now)}
      left join ${membershipTiers} on ${membershipTiers.id} = ${memberships.tierId}
      where ${gifts.creatorUserId} = ${users.id} and ${gifts.settledAt} is not null
        and (not ${gifts.isHidden} or ${users.id} = ${viewer})
        and ${gifts.heldAt} is null and ${gifts.refundedAt} is null
      order by ${gifts.settledAt} desc, ${gifts.id} desc
      ${cut.upTo})
      union all
      (select ${giftItems.id}, ${giftItems.isAnonymous}, null, null, ${giftItems.amount}, null, null, false,
        ${giftItems.paidAt}, ${supporter.pageName}, ${supporter.pageUrl}, ${supporter.status}, null,
        ${giftItems.kind}, ${giftItems.months}, ${membershipTiers.name}, ${photoPosts.kind}
      from ${giftItems}
      join ${users} as ${sql.identifier('supporter')} on ${supporter.id} = ${giftItems.giverUserId}
      left join ${membershipTiers} on ${membershipTiers.id} = ${giftItems.tierId}
      left join ${photoPosts} on ${photoPosts.id} = ${giftItems.postId}
      where ${giftItems.creatorUserId} = ${users.id} and ${giftItems.paidAt} is not null
        and ${giftItems.status} not in ('refunded', 'cancelled')
      order by ${giftItems.paidAt} desc, ${giftItems.id} desc
      ${cut.upTo})
      order by settled_at desc, id desc
      ${cut.sql}
    ) wall)`;
}

function wallRowOfJson(row: WallJson) {
  const settledAt = new Date(row.settledAt);
  return {
    gift: {
      id: row.id,
      isAnonymous: row.isAnonymous,
      supporterName: row.supporterName,
      supporterMessage: row.supporterMessage,
      amount: row.amount,
      reply: row.reply,
      goalId: row.goalId,
      isHidden: row.isHidden,
      settledAt,
      createdAt: settledAt,
    },
    supporterPageName: row.supporterPageName,
    supporterPageUrl: row.supporterPageUrl,
    supporterStatus: row.supporterStatus,
    memberTierName: row.memberTierName,
    gifted: giftedOf(row),
  };
}

/** What a membership or post bought for someone else gives, as the wall names it; null for a gift. */
function giftedOf(row: WallJson): Gifted | null {
  if (row.giftedKind === 'membership') {
    return { kind: 'membership', months: row.giftedMonths!, tierName: row.giftedTierName! };
  }
  if (row.giftedKind === 'post') return { kind: 'post', postKind: row.giftedPostKind };
  return null;
}

/** A wall entry's membership or post bought for someone else (decision 0162). */
export type Gifted =
  | { kind: 'membership'; months: number; tierName: string }
  | { kind: 'post'; postKind: 'snap' | 'slide' | null };

/**
 * The supporter's membership of the gift's creator that gives access at `now`, unless the gift is
 * anonymous: at most one row, a supporter having one membership per creator.
 */
const membershipOfSupporter = (now: Date | Placeholder) =>
  and(
    eq(memberships.creatorUserId, gifts.creatorUserId),
    eq(memberships.supporterUserId, gifts.supporterUserId),
    eq(gifts.isAnonymous, false),
    membershipActiveAt(now),
  );

/**
 * Takes a settled gift off its creator's page (`at`, its refund's start) or puts it back (null): each
 * counter moves once, and only when the gift's state changes.
 */
async function moveRefunded(tx: Tx, paymentId: string, at: Date | null) {
  const moving = at ? sql`refunded_at is null` : sql`refunded_at is not null`;
  const [gift] = rowsOf<{ id: string; creator_user_id: string; goal_id: string | null }>(
    await tx.execute(sql`
      select id, creator_user_id, goal_id from gifts
      where payment_id = ${paymentId} and settled_at is not null and ${moving}`),
  );
  if (!gift) return;
  // in a settlement's order: the creator, then the goal, then the gift
  await tx.execute(sql`select 1 from users where id = ${gift.creator_user_id} for no key update`);
  if (gift.goal_id) await tx.execute(sql`select 1 from goals where id = ${gift.goal_id} for no key update`);
  const sign = at ? -1 : 1;
  // Supporters counts a signed-in supporter once per creator: they leave (or come back) only when no
  // other gift of theirs to the creator stands; a visitor's gift counts alone
  await tx.execute(sql`
    with gift as (
      update gifts set refunded_at = ${at} where id = ${gift.id} and ${moving} returning *
    ), creator as (
      update users set donation_count = donation_count + ${sign}
      from gift
      where users.id = gift.creator_user_id
        and (gift.supporter_user_id is null or not exists (
          select 1 from gifts other
          where other.creator_user_id = gift.creator_user_id and other.supporter_user_id = gift.supporter_user_id
            and other.id <> gift.id and other.settled_at is not null and other.refunded_at is null))
      returning users.id
    )
    update goals set raised_amount = raised_amount + ${sign} * gift.amount, updated_at = now()
    from gift where goals.id = gift.goal_id`);
}

export function createGiftsRepository(db: Db) {
  const prepared = preparedByShape();

  /** Only an active account takes gifts: not an unverified or deactivated one. */
  async function findActiveCreator(where: SQL) {
    const [row] = await db
      .select({
        id: users.id,
        pageUrl: users.pageUrl,
        pageName: users.pageName,
        avatar: users.avatar,
        avatarWh100: users.avatarWh100,
        status: users.status,
      })
      .from(users)
      .where(where)
      .limit(1);
    return row && row.status === 'active' ? row : null;
  }

  return {
    findCreatorByPageUrl: (pageUrl: string) => findActiveCreator(eq(users.pageUrl, pageUrl)),

    findCreatorById: (id: string) => findActiveCreator(eq(users.id, id)),

    /**
     * Whether this supporter's gift to this creator has been paid, and not refunded: what unlocks
     * supporters-only posts.
     */
    async hasSupported(supporterUserId: string, creatorUserId: string) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(gifts)
        .where(
          and(
            eq(gifts.supporterUserId, supporterUserId),
            eq(gifts.creatorUserId, creatorUserId),
            isNotNull(gifts.settledAt),
            isNull(gifts.refundedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async findGoal(goalId: string) {
      const [row] = await db.select().from(goals).where(eq(goals.id, goalId)).limit(1);
      return row ?? null;
    },

    /** How many gifts (to pages and to goals) the supporter started since `since`, paid or not. */
    async countStartedSince(tx: Tx, supporterUserId: string, since: Date) {
      return tx.$count(gifts, and(eq(gifts.supporterUserId, supporterUserId), gte(gifts.createdAt, since)));
    },

    async insertGift(tx: Tx, values: typeof gifts.$inferInsert) {
      const [row] = await tx.insert(gifts).values(values).returning({ id: gifts.id });
      return row!;
    },

    /**
     * Marks the gifts of these payments settled and moves the counters that show them (Supporters, a
     * goal's progress) inside the payments' transaction. The creators' rows were locked with the payments
     * (`lockForSettlement`); the goals' are taken here in id order first, when a goal gift is among them,
     * so two settlements touching the same ones wait for each other instead of deadlocking.
     */
    async settle(
      tx: Tx,
      paymentIds: string[],
      options: {
        /** When the gifts were paid, as PIXEL heard of it. */
        at: Date;
        forGoals: boolean;
        /** Read with each gift: its creator's phrases, as an array column (the message filter's). */
        creatorPhrases?: (userId: SQL) => SQL;
      },
    ) {
      const ids = arrayParam(paymentIds, 'uuid');
      if (options.forGoals)
        await executePrepared(
          tx,
          sql`select 1 from goals where id in (select goal_id from gifts where payment_id = any(${ids}))
              order by id for no key update`,
        );
      const result = await executePrepared(
        tx,
        sql`
        with gift as (
          update gifts set settled_at = ${options.at.toISOString()}::timestamptz where payment_id = any(${ids})
            returning *
        ), creator as (
          -- Supporters counts people: a signed-in supporter once per creator (this batch's gifts still
          -- read as unsettled here), each visitor's gift as one (a visitor cannot be told apart)
          update users set donation_count = donation_count + counted.supporters
          from (
            select creator_user_id,
                   count(*) filter (where supporter_user_id is null)
                   + count(distinct supporter_user_id) filter (where first_time) as supporters
            from (
              -- one index lookup per gift: a plain not exists may be planned as a hash of every settled gift
              select gift.creator_user_id, gift.supporter_user_id, earlier.creator_user_id is null as first_time
              from gift left join lateral (
                select creator_user_id from gifts earlier
                where earlier.creator_user_id = gift.creator_user_id
                  and earlier.supporter_user_id = gift.supporter_user_id
                  and earlier.settled_at is not null and earlier.refunded_at is null
                limit 1
              ) earlier on true
            ) batch
            group by creator_user_id
          ) counted
          where users.id = counted.creator_user_id
          returning users.id
        ), goal as (
          update goals set raised_amount = raised_amount + summed.amount, updated_at = now()
          from (select goal_id, sum(amount) as amount from gift where goal_id is not null group by goal_id) summed
          where goals.id = summed.goal_id
          returning goals.id, goals.title
        )
        select gift.payment_id, gift.id, gift.is_anonymous, gift.supporter_name, gift.supporter_message,
               gift.is_question, gift.creator_user_id, gift.supporter_user_id,
               (select title from goal where goal.id = gift.goal_id) as goal_title,
               (select count(*) from creator) as creators,
               (select page_name from users where users.id = gift.supporter_user_id) as supporter_page_name,
               ${options.creatorPhrases?.(sql`gift.creator_user_id`) ?? sql`'{}'::text[]`} as creator_phrases
        from gift`,
      );
      const rows = rowsOf<{
        payment_id: string;
        id: string;
        is_anonymous: boolean;
        supporter_name: string | null;
        supporter_message: string | null;
        is_question: boolean;
        creator_user_id: string;
        supporter_user_id: string | null;
        goal_title: string | null;
        supporter_page_name: string | null;
        creator_phrases: string[];
      }>(result);
      return new Map(
        rows.map((row) => [
          row.payment_id,
          {
            gift: {
              id: row.id,
              isAnonymous: row.is_anonymous,
              supporterName: row.supporter_name,
              supporterMessage: row.supporter_message,
              isQuestion: row.is_question,
              creatorUserId: row.creator_user_id,
              supporterUserId: row.supporter_user_id,
            },
            goalTitle: row.goal_title,
            supporterPageName: row.supporter_page_name,
            creatorPhrases: row.creator_phrases,
          },
        ]),
      );
    },

    /**
     * The gift of a payment being refunded leaves the page, in the refund's transaction (decision 0104):
     * off the wall and its list's count (the counts' trigger), out of Supporters unless its supporter has
     * another gift to the creator standing, and out of its goal's progress. Locks the creator's row, then
     * the goal's, as a settlement does, so the two wait for each other instead of deadlocking.
     */
    async markRefunded(tx: Tx, paymentId: string, at: Date) {
      return moveRefunded(tx, paymentId, at);
    },

    /** A refund the provider refused was undone: the gift is back where `markRefunded` took it from. */
    async unmarkRefunded(tx: Tx, paymentId: string) {
      return moveRefunded(tx, paymentId, null);
    },

    /**
     * A creator page's visit and a page of its wall (`giftsPageOf`), the viewer's session read with them,
     * in one statement: the first paint of a creator page and the Home tab's call, one round trip where
     * the session, the visit and then its gifts took three (decisions 0114, 0115, 0116).
     */
    async visitWithGifts(input: {
      pageUrl: string;
      session: SessionParams;
      now: Date;
      page: number;
      perPage: number;
    }) {
      const cut = pageCut(input);
      const query = prepared(`page_visit_gifts_${cut.shape}`, (name) =>
        sessionPageVisitQuery(db, name, (viewer) => ({ gifts: giftsPageOf(viewer, cut) })),
      );
      const [row] = await query.execute({
        pageUrl: input.pageUrl,
        ...input.session,
        // as text, as the session's times (SessionParams): the statement compares it twice
        now: input.now.toISOString(),
        limit: input.perPage,
        offset: offsetOf(input),
      });
      if (!row) return null;
      const { gifts: wall, ...visit } = row;
      return { visit, gifts: wall.map(wallRowOfJson) };
    },

    async findOwnSettledGift(creatorUserId: string, giftId: string, now: Date) {
      const [row] = await db
        .select(wallColumns)
        .from(gifts)
        .leftJoin(users, eq(users.id, gifts.supporterUserId))
        .leftJoin(memberships, membershipOfSupporter(now))
        .leftJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .where(
          and(
            eq(gifts.id, giftId),
            eq(gifts.creatorUserId, creatorUserId),
            isNotNull(gifts.settledAt),
            isNull(gifts.refundedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async update(giftId: string, values: Partial<typeof gifts.$inferInsert>, executor: Db | Tx = db) {
      await executor.update(gifts).set(values).where(eq(gifts.id, giftId));
    },
  };
}

export type GiftsRepository = ReturnType<typeof createGiftsRepository>;
