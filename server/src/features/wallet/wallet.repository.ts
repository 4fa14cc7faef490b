import { and, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { containsPattern, offsetOf, personSummaryOf } from '../../lib/pagination.ts';
import { gifts, payouts, purchases, statementLines, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export function createWalletRepository(db: Db) {
  return {
    async listLines(input: {
      userId: string;
      search?: string;
      /** More words the descriptions may hold instead: the search's English (`transactionSearchAlso`). */
      searchAlso?: string[];
      type?: string;
      page: number;
      perPage: number;
    }) {
      // people paste a reference or type part of a name: match either, whatever the case
      const pattern = input.search ? containsPattern(input.search) : null;
      const where = and(
        eq(statementLines.userId, input.userId),
        input.type ? eq(statementLines.type, input.type as 'donation') : undefined,
        pattern
          ? or(
              ilike(statementLines.description, pattern),
              ilike(statementLines.transactionNo, pattern),
              ilike(statementLines.reference, pattern),
              ...(input.searchAlso ?? []).map((words) =>
                ilike(statementLines.description, containsPattern(words)),
              ),
            )
          : undefined,
      );
      return paginate(
        input,
        db
          // a gift's line says where the gift came from (a stream's scan-to-gift code)
          .select({ ...getTableColumns(statementLines), giftSource: gifts.source })
          .from(statementLines)
          .leftJoin(gifts, eq(gifts.id, statementLines.giftId))
          .where(where)
          .orderBy(desc(statementLines.createdAt), desc(statementLines.id)),
        db.$count(statementLines, where),
      );
    },

    /** A statement line of the user's, with the payout it is of, if any (whether it waits to be sent). */
    async findLine(userId: string, transactionNo: string) {
      const [row] = await db
        .select({
          line: { ...getTableColumns(statementLines), giftSource: gifts.source },
          payout: {
            status: payouts.status,
            sent: payouts.providerPayoutId,
            heldAt: payouts.heldAt,
            reviewUntil: payouts.reviewUntil,
          },
        })
        .from(statementLines)
        .leftJoin(payouts, eq(payouts.statementLineId, statementLines.id))
        .leftJoin(gifts, eq(gifts.id, statementLines.giftId))
        .where(and(eq(statementLines.userId, userId), eq(statementLines.transactionNo, transactionNo)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Money received per day (the last 30) or month (the last 12), in Asia/Manila, split into gifts,
     * purchases (posts, shop products and commissions) and memberships, with every day or month present; and the people who
     * gave the most in that time.
     */
    async earnings(input: { userId: string; period: 'day' | 'month' }) {
      const unit = input.period === 'day' ? sql.raw(`'day'`) : sql.raw(`'month'`);
      const span = input.period === 'day' ? sql.raw(`interval '29 days'`) : sql.raw(`interval '11 months'`);
      const step = input.period === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 month'`);
      const format = input.period === 'day' ? sql.raw(`'YYYY-MM-DD'`) : sql.raw(`'YYYY-MM'`);
      const start = sql`(date_trunc(${unit}, now() at time zone 'Asia/Manila') - ${span})`;
      const points = await db.execute(sql`
        with lines as (
          select date_trunc(${unit}, s.created_at at time zone 'Asia/Manila') as bucket, s.type, s.total_amount
          from ${statementLines} s
          where s.user_id = ${input.userId} and s.status = 'completed' and s.total_amount > 0
            and s.type in ('donation', 'payment', 'membership', 'product_sale', 'commission')
            and s.created_at at time zone 'Asia/Manila' >= ${start}
        )
        select to_char(d, ${format}) as date,
               coalesce(sum(l.total_amount) filter (where l.type = 'donation'), 0)::text as gifts,
               coalesce(sum(l.total_amount) filter (where l.type in ('payment', 'product_sale', 'commission')), 0)::text as purchases,
               coalesce(sum(l.total_amount) filter (where l.type = 'membership'), 0)::text as memberships
        from generate_series(${start}, date_trunc(${unit}, now() at time zone 'Asia/Manila'), ${step}) d
        left join lines l on l.bucket = d
        group by d
        order by d
      `);
      const supporters = await db.execute(sql`
        select s.counterparty_name as name, sum(s.total_amount)::text as total, count(*)::int as count
        from ${statementLines} s
        where s.user_id = ${input.userId} and s.status = 'completed' and s.total_amount > 0
          and s.type in ('donation', 'payment', 'membership', 'product_sale', 'commission')
          and s.created_at at time zone 'Asia/Manila' >= ${start}
          and s.counterparty_name is not null and s.counterparty_name <> 'Anonymous'
        group by s.counterparty_name
        order by sum(s.total_amount) desc, s.counterparty_name
        limit 5
      `);
      return {
        points: rowsOf<{ date: string; gifts: string; purchases: string; memberships: string }>(points).map(
          (row) => ({
            date: row.date,
            gifts: Number(row.gifts),
            purchases: Number(row.purchases),
            memberships: Number(row.memberships),
          }),
        ),
        topSupporters: rowsOf<{ name: string; total: string; count: number }>(supporters).map((row) => ({
          name: row.name,
          total: Number(row.total),
          count: row.count,
        })),
      };
    },

    /**
     * The creator's supporters, the latest first: a person's named gifts and purchases on one line, each
     * anonymous or visitor's gift on a line of its own (decision 0023). Refunded repeat purchases are left out.
     */
    async supporters(input: { userId: string; page: number; perPage: number }) {
      const result = await db.execute(sql`
        with support as (
          select case when g.supporter_user_id is not null and not g.is_anonymous
                      then 'u' || g.supporter_user_id else 'g' || g.id end as key,
                 case when g.is_anonymous then null else g.supporter_user_id end as user_id,
                 case when g.is_anonymous then 'Anonymous' else coalesce(g.supporter_name, 'Anonymous') end as name,
                 1 as gift, 0 as purchase, g.amount, g.settled_at
          from ${gifts} g
          where g.creator_user_id = ${input.userId} and g.settled_at is not null
          union all
          select case when p.is_anonymous then 'p' || p.id else 'u' || p.buyer_user_id end,
                 case when p.is_anonymous then null else p.buyer_user_id end,
                 'Anonymous', 0, 1, p.amount, p.settled_at
          from ${purchases} p
          where p.creator_user_id = ${input.userId} and p.settled_at is not null and not p.is_repeat
        ), grouped as (
          select key, (array_agg(user_id))[1] as user_id, (array_agg(name order by settled_at desc))[1] as name,
                 sum(gift)::int as gifts, sum(purchase)::int as purchases, sum(amount)::text as total,
                 max(settled_at) as last_at, count(*) over ()::int as lines
          from support
          group by key
        )
        select s.name, s.gifts, s.purchases, s.total, s.last_at, s.lines,
               u.page_url, u.page_name, u.avatar, u.avatar_wh100
        from grouped s
        left join ${users} u on u.id = s.user_id and u.status = 'active'
        order by s.last_at desc, s.key
        limit ${input.perPage} offset ${offsetOf(input)}
      `);
      const rows = rowsOf<{
        name: string;
        gifts: number;
        purchases: number;
        total: string;
        last_at: Date | string;
        lines: number;
        page_url: string | null;
        page_name: string | null;
        avatar: string | null;
        avatar_wh100: string | null;
      }>(result);
      return {
        total: rows[0]?.lines ?? 0,
        rows: rows.map((row) => ({
          name: row.page_name ?? row.name,
          person:
            row.page_url && row.page_name
              ? personSummaryOf({
                  pageUrl: row.page_url,
                  pageName: row.page_name,
                  avatar: row.avatar,
                  avatarWh100: row.avatar_wh100,
                })
              : null,
          gifts: row.gifts,
          purchases: row.purchases,
          total: Number(row.total),
          lastAt: new Date(row.last_at),
        })),
      };
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
