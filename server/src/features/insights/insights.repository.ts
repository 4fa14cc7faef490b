import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { unnestRows } from '../../db/arrays.ts';
import { executePrepared } from '../../db/prepared.ts';
import { insightMembers, membershipPayments, memberships, membershipTiers } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

/** A month as the tables key it: its first day (`2026-11-01`). */
export type MonthDay = string;

/** How a month of settlements moves one tier's row. */
export interface MonthMove {
  creatorUserId: string;
  month: MonthDay;
  tierId: string;
  newMembers: number;
  renewals: number;
  revenue: number;
  mrrChange: number;
}

/** How a month of settlements moves a creator's paid checkouts, by method. */
export interface CheckoutMove {
  creatorUserId: string;
  month: MonthDay;
  gcash: number;
  maya: number;
  qrph: number;
  card: number;
  other: number;
}

/** What Insights now counts of a membership's price: its month's share and the tier it is counted under. */
export interface CountedPrice {
  membershipId: string;
  cohort: MonthDay;
  tierId: string;
  monthly: number;
  running: boolean;
}

const byKey = <T>(rows: T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/**
 * The counters of Insights (decision 0151): what settlement adds to them (the database's triggers keep the
 * rest, migration 0071), and what the page reads of them, by key.
 */
export function createInsightsRepository(db: Db) {
  return {
    /** The membership payments settling, with their membership as settlement left it and what Insights counted of it. */
    async settledLines(tx: Tx, paymentIds: string[]) {
      return tx
        .select({
          paymentId: membershipPayments.paymentId,
          creatorUserId: membershipPayments.creatorUserId,
          purpose: membershipPayments.purpose,
          months: membershipPayments.months,
          tierId: membershipPayments.tierId,
          membershipId: memberships.id,
          startedAt: memberships.startedAt,
          membershipTierId: memberships.tierId,
          membershipMonths: memberships.months,
          method: memberships.method,
          price: membershipTiers.price,
          discount6: membershipTiers.discount6,
          discount12: membershipTiers.discount12,
          running: insightMembers.running,
          monthly: insightMembers.monthly,
          countedTierId: insightMembers.tierId,
        })
        .from(membershipPayments)
        .innerJoin(memberships, eq(memberships.id, membershipPayments.membershipId))
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .leftJoin(insightMembers, eq(insightMembers.membershipId, memberships.id))
        .where(inArray(membershipPayments.paymentId, paymentIds));
    },

    /** Adds settlements to the months' rows, in key order (two batches lock shared rows in one order). */
    async addToMonths(tx: Tx, moves: MonthMove[]) {
      if (!moves.length) return;
      const rows = byKey(moves, (move) => `${move.creatorUserId} ${move.month} ${move.tierId}`);
      await executePrepared(
        tx,
        sql`insert into insight_months as i (creator_user_id, month, tier_id, new_members, renewals, revenue, mrr_change)
          select creator_user_id, month::date, tier_id, new_members, renewals, revenue, mrr_change
          from ${unnestRows('moved', rows, {
            creator_user_id: ['uuid', (row) => row.creatorUserId],
            month: ['text', (row) => row.month],
            tier_id: ['uuid', (row) => row.tierId],
            new_members: ['bigint', (row) => row.newMembers],
            renewals: ['bigint', (row) => row.renewals],
            revenue: ['bigint', (row) => row.revenue],
            mrr_change: ['bigint', (row) => row.mrrChange],
          })}
          on conflict (creator_user_id, month, tier_id) do update set
            new_members = i.new_members + excluded.new_members,
            renewals = i.renewals + excluded.renewals,
            revenue = i.revenue + excluded.revenue,
            mrr_change = i.mrr_change + excluded.mrr_change`,
      );
    },

    /** Adds paid checkouts to the months' rows, by method. */
    async addPaidCheckouts(tx: Tx, moves: CheckoutMove[]) {
      if (!moves.length) return;
      const rows = byKey(moves, (move) => `${move.creatorUserId} ${move.month}`);
      await executePrepared(
        tx,
        sql`insert into insight_checkouts as c (creator_user_id, month, paid_gcash, paid_maya, paid_qrph, paid_card, paid_other)
          select creator_user_id, month::date, gcash, maya, qrph, card, other
          from ${unnestRows('paid', rows, {
            creator_user_id: ['uuid', (row) => row.creatorUserId],
            month: ['text', (row) => row.month],
            gcash: ['bigint', (row) => row.gcash],
            maya: ['bigint', (row) => row.maya],
            qrph: ['bigint', (row) => row.qrph],
            card: ['bigint', (row) => row.card],
            other: ['bigint', (row) => row.other],
          })}
          on conflict (creator_user_id, month) do update set
            paid_gcash = c.paid_gcash + excluded.paid_gcash,
            paid_maya = c.paid_maya + excluded.paid_maya,
            paid_qrph = c.paid_qrph + excluded.paid_qrph,
            paid_card = c.paid_card + excluded.paid_card,
            paid_other = c.paid_other + excluded.paid_other`,
      );
    },

    /** Keeps what each membership's monthly revenue now counts. */
    async keepPrices(tx: Tx, prices: CountedPrice[]) {
      if (!prices.length) return;
      await executePrepared(
        tx,
        sql`insert into insight_members as m (membership_id, cohort, tier_id, monthly, running)
          select membership_id, cohort::date, tier_id, monthly, running
          from ${unnestRows(
            'kept',
            byKey(prices, (price) => price.membershipId),
            {
              membership_id: ['uuid', (row) => row.membershipId],
              cohort: ['text', (row) => row.cohort],
              tier_id: ['uuid', (row) => row.tierId],
              monthly: ['bigint', (row) => row.monthly],
              running: ['boolean', (row) => row.running],
            },
          )}
          on conflict (membership_id) do update set monthly = excluded.monthly, tier_id = excluded.tier_id`,
      );
    },

    /**
     * What the page shows of a creator, read by key: the months from `from` on (later ones too, as the
     * figures of now are reckoned back from them), what the months before added up to, the cohorts and
     * checkouts and income of `from` to `to`, the totals and next month's renewals.
     */
    async read(creatorUserId: string, range: { from: MonthDay; to: MonthDay; next: MonthDay }) {
      const [months, totals, cohorts, checkouts, income] = await Promise.all([
        executePrepared(
          db,
          sql`select to_char(i.month, 'YYYY-MM') as month, i.tier_id, t.name as tier_name,
                i.new_members, i.renewals, i.lapses, i.cancellations, i.revenue::float8 as revenue,
                i.members_change, i.mrr_change::float8 as mrr_change
              from insight_months i join membership_tiers t on t.id = i.tier_id
              where i.creator_user_id = ${creatorUserId} and i.month >= ${range.from}::date
              order by i.month, t.position, t.created_at, t.id`,
        ),
        executePrepared(
          db,
          sql`select
                (select coalesce(sum(mrr_change), 0)::float8 from insight_months
                  where creator_user_id = ${creatorUserId} and month < ${range.from}::date) as mrr_before,
                (select coalesce(sum(members_change), 0)::float8 from insight_months
                  where creator_user_id = ${creatorUserId} and month < ${range.from}::date) as members_before,
                coalesce(t.members_ever, 0) as members_ever, coalesce(t.total_paid, 0)::float8 as total_paid,
                coalesce(d.members, 0) as due_members, coalesce(d.amount, 0)::float8 as due_amount
              from (select 1) one
              left join insight_totals t on t.creator_user_id = ${creatorUserId}
              left join insight_renewals_due d on d.creator_user_id = ${creatorUserId} and d.month = ${range.next}::date`,
        ),
        executePrepared(
          db,
          sql`select to_char(cohort, 'YYYY-MM') as cohort, months_later, members from insight_cohorts
              where creator_user_id = ${creatorUserId} and cohort between ${range.from}::date and ${range.to}::date`,
        ),
        executePrepared(
          db,
          sql`select to_char(month, 'YYYY-MM') as month, started, paid_gcash, paid_maya, paid_qrph, paid_card, paid_other
              from insight_checkouts
              where creator_user_id = ${creatorUserId} and month between ${range.from}::date and ${range.to}::date`,
        ),
        executePrepared(
          db,
          sql`select to_char(month, 'YYYY-MM') as month, type, count, amount::float8 as amount
              from insight_income
              where creator_user_id = ${creatorUserId} and month between ${range.from}::date and ${range.to}::date`,
        ),
      ]);
      return {
        months: rowsOf<MonthRow>(months),
        totals: rowsOf<TotalsRow>(totals)[0]!,
        cohorts: rowsOf<CohortRow>(cohorts),
        checkouts: rowsOf<CheckoutRow>(checkouts),
        income: rowsOf<IncomeRow>(income),
      };
    },
  };
}

export interface MonthRow {
  month: string;
  tier_id: string;
  tier_name: string;
  new_members: number;
  renewals: number;
  lapses: number;
  cancellations: number;
  revenue: number;
  members_change: number;
  mrr_change: number;
}

export interface TotalsRow {
  mrr_before: number;
  members_before: number;
  members_ever: number;
  total_paid: number;
  due_members: number;
  due_amount: number;
}

export interface CohortRow {
  cohort: string;
  months_later: number;
  members: number;
}

export interface CheckoutRow {
  month: string;
  started: number;
  paid_gcash: number;
  paid_maya: number;
  paid_qrph: number;
  paid_card: number;
  paid_other: number;
}

/** A month's lines of one statement type: kept by the trigger on `statement_lines` (decision 0166). */
export interface IncomeRow {
  month: string;
  type: string;
  count: number;
  amount: number;
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
