import {
  formatCentavos,
  type InsightConversion,
  type InsightCohort,
  type InsightIncomeMonth,
  insightIncomeTypes,
  type InsightMonth,
  type Insights,
  type InsightTierMonth,
  monthPlus,
} from '@pixel/contract';
import type { CheckoutRow, CohortRow, IncomeRow, MonthRow, TotalsRow } from './insights.repository.ts';

/** The months the page shows and the one it is in Manila now, as `YYYY-MM`. */
export interface InsightsRange {
  from: string;
  to: string;
  current: string;
}

/** Monthly revenue is kept in twelfths of a centavo: shown to the centavo. */
const fromTwelfths = (twelfths: number) => formatCentavos(Math.round(twelfths / 12));

/** Every month from `from` to `to`, both included. */
export function monthsOf(from: string, to: string) {
  const months: string[] = [];
  for (let month = from; month <= to; month = monthPlus(month, 1)) months.push(month);
  return months;
}

/** The counters read for a creator, as the Insights call answers them. */
export function presentInsights(
  range: InsightsRange,
  read: {
    months: MonthRow[];
    totals: TotalsRow;
    cohorts: CohortRow[];
    checkouts: CheckoutRow[];
    income: IncomeRow[];
  },
): Insights {
  const { from, to, current } = range;
  const { totals } = read;

  // members and monthly revenue at each month's end, from what the months before `from` left
  let members = totals.members_before;
  let mrr = totals.mrr_before;
  const ends = new Map<string, { members: number; mrr: number; mrrChange: number }>();
  const byMonth = new Map<string, MonthRow[]>();
  for (const row of read.months) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
  const last = [to, current, ...byMonth.keys()].reduce((a, b) => (a > b ? a : b));
  for (const month of monthsOf(from, last)) {
    const rows = byMonth.get(month) ?? [];
    const change = rows.reduce((sum, row) => sum + row.mrr_change, 0);
    members += rows.reduce((sum, row) => sum + row.members_change, 0);
    mrr += change;
    ends.set(month, { members, mrr, mrrChange: change });
  }
  const lastMonth = monthPlus(current, -1);
  const mrrLastMonth = lastMonth < from ? totals.mrr_before : ends.get(lastMonth)!.mrr;

  const months: InsightMonth[] = monthsOf(from, to).map((month) => {
    const rows = byMonth.get(month) ?? [];
    const sum = (pick: (row: MonthRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const end = ends.get(month)!;
    return {
      month,
      new_members: sum((row) => row.new_members),
      renewals: sum((row) => row.renewals),
      lapses: sum((row) => row.lapses),
      cancellations: sum((row) => row.cancellations),
      revenue: formatCentavos(sum((row) => row.revenue)),
      members: end.members,
      mrr: fromTwelfths(end.mrr),
      mrr_change: fromTwelfths(end.mrrChange),
    };
  });

  const tiers: InsightTierMonth[] = read.months
    .filter(
      (row) =>
        row.month <= to &&
        (row.new_members || row.renewals || row.lapses || row.cancellations || row.revenue),
    )
    .map((row) => ({
      month: row.month,
      tier: { id: row.tier_id, name: row.tier_name },
      new_members: row.new_members,
      renewals: row.renewals,
      lapses: row.lapses,
      cancellations: row.cancellations,
      revenue: formatCentavos(row.revenue),
    }));

  // a month later is shown once that month has ended, so every member has had the chance to reach it
  const lastEnded = to < lastMonth ? to : lastMonth;
  const cells = new Map(read.cohorts.map((row) => [`${row.cohort} ${row.months_later}`, row.members]));
  const cohorts: InsightCohort[] = monthsOf(from, to).flatMap((month) => {
    const joined = cells.get(`${month} 0`) ?? 0;
    if (!joined) return [];
    const shown = monthsOf(monthPlus(month, 1), lastEnded).length;
    return [
      {
        month,
        joined,
        retained: Array.from({ length: shown }, (_, i) => cells.get(`${month} ${i + 1}`) ?? 0),
      },
    ];
  });

  const checkouts = new Map(read.checkouts.map((row) => [row.month, row]));
  const conversion: InsightConversion[] = monthsOf(from, to).map((month) => {
    const row = checkouts.get(month);
    const byMethod = {
      gcash: row?.paid_gcash ?? 0,
      maya: row?.paid_maya ?? 0,
      qrph: row?.paid_qrph ?? 0,
      card: row?.paid_card ?? 0,
      other: row?.paid_other ?? 0,
    };
    return {
      month,
      started: row?.started ?? 0,
      paid: Object.values(byMethod).reduce((sum, count) => sum + count, 0),
      by_method: byMethod,
    };
  });

  // each month's income by the types shown; a type the statement has and Insights does not show is left out
  const incomeOf = new Map(read.income.map((row) => [`${row.month} ${row.type}`, row]));
  const income: InsightIncomeMonth[] = monthsOf(from, to).map((month) => {
    const rows = insightIncomeTypes.map((type) => [type, incomeOf.get(`${month} ${type}`)] as const);
    return {
      month,
      total: formatCentavos(rows.reduce((sum, [, row]) => sum + (row?.amount ?? 0), 0)),
      by_type: Object.fromEntries(
        rows.map(([type, row]) => [
          type,
          { count: row?.count ?? 0, amount: formatCentavos(row?.amount ?? 0) },
        ]),
      ) as InsightIncomeMonth['by_type'],
    };
  });

  const now = ends.get(last)!;
  return {
    from,
    to,
    summary: {
      mrr: fromTwelfths(now.mrr),
      mrr_change: fromTwelfths(now.mrr - mrrLastMonth),
      active_members: now.members,
      members_ever: totals.members_ever,
      average_lifetime_value: formatCentavos(
        totals.members_ever ? Math.round(totals.total_paid / totals.members_ever) : 0,
      ),
      next_month: monthPlus(current, 1),
      next_month_expected: formatCentavos(totals.due_amount),
      next_month_renewals: totals.due_members,
    },
    months,
    tiers,
    cohorts,
    conversion,
    income,
  };
}
