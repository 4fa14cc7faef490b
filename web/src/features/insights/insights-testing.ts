import type { InsightIncomeMonth, Insights } from '@pixel/contract';

const none = { count: 0, amount: '0.00' };

/** A month's income: memberships and a Snap each month; in November, shop sales and a commission too. */
function incomeOf(month: string, i: number): InsightIncomeMonth {
  const november = month === '2026-11';
  const membership = { count: 15 + i, amount: `${2000 + i * 100}.00` };
  const total = 2000 + i * 100 + 50 + (november ? 300 + 1200 : 0);
  return {
    month,
    total: `${total}.00`,
    by_type: {
      membership,
      payment: { count: 1, amount: '50.00' },
      donation: none,
      product_sale: november ? { count: 2, amount: '300.00' } : none,
      commission: november ? { count: 1, amount: '1200.00' } : none,
    },
  };
}

/** Insights for a creator with members, from June to November 2026, as the server answers them. */
export function buildInsights(overrides: Partial<Insights> = {}): Insights {
  const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  return {
    from: '2026-06',
    to: '2026-11',
    summary: {
      mrr: '4560.00',
      mrr_change: '150.00',
      active_members: 42,
      members_ever: 57,
      average_lifetime_value: '512.30',
      next_month: '2026-12',
      next_month_expected: '1800.00',
      next_month_renewals: 12,
    },
    months: months.map((month, i) => ({
      month,
      new_members: 5 + i,
      renewals: 10 + i,
      lapses: 2,
      cancellations: 1,
      revenue: `${2000 + i * 100}.00`,
      members: 30 + i * 2,
      mrr: `${4000 + i * 100}.00`,
      mrr_change: i === 0 ? '-50.00' : '100.00',
    })),
    tiers: [
      {
        month: '2026-11',
        tier: { id: 'tier-1', name: 'Sketchbook Club' },
        new_members: 10,
        renewals: 15,
        lapses: 2,
        cancellations: 1,
        revenue: '2500.00',
      },
    ],
    cohorts: [
      { month: '2026-09', joined: 8, retained: [6, 4] },
      { month: '2026-10', joined: 10, retained: [7] },
      { month: '2026-11', joined: 10, retained: [] },
    ],
    conversion: months.map((month) => ({
      month,
      started: 20,
      paid: 15,
      by_method: { gcash: 8, maya: 3, qrph: 1, card: 2, other: 1 },
    })),
    income: months.map(incomeOf),
    ...overrides,
  };
}

/** A creator with nothing to count: the server's answer for a new page. */
export const emptyInsights = (): Insights =>
  buildInsights({
    summary: {
      mrr: '0.00',
      mrr_change: '0.00',
      active_members: 0,
      members_ever: 0,
      average_lifetime_value: '0.00',
      next_month: '2026-12',
      next_month_expected: '0.00',
      next_month_renewals: 0,
    },
    tiers: [],
    cohorts: [],
    conversion: buildInsights().conversion.map((row) => ({
      ...row,
      started: 0,
      paid: 0,
      by_method: { gcash: 0, maya: 0, qrph: 0, card: 0, other: 0 },
    })),
    income: buildInsights().income.map((row) => ({
      month: row.month,
      total: '0.00',
      by_type: { membership: none, payment: none, donation: none, product_sale: none, commission: none },
    })),
  });
