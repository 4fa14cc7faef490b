import {
  type InsightIncomeType,
  insightIncomeTypes,
  type Insights,
  type InsightTable,
} from '@pixel/contract';
import { CSV_BOM, csvField } from '../../lib/csv.ts';

const percent = (part: number, whole: number) => (whole ? ((part * 100) / whole).toFixed(1) : '');

/** The income types as the statement's CSV names them. */
const incomeHeads: Record<InsightIncomeType, string> = {
  membership: 'Memberships',
  payment: 'Snaps and Slides',
  donation: 'Gifts',
  product_sale: 'Shop sales',
  commission: 'Commissions',
};

/** Each table of the page as CSV rows, header first: the same figures the page shows. */
const tables: Record<InsightTable, (insights: Insights) => string[][]> = {
  months: ({ months }) => [
    [
      'Month',
      'New members',
      'Renewals',
      'Lapses',
      'Cancellations',
      'Revenue',
      'Members',
      'MRR',
      'MRR change',
    ],
    ...months.map((row) => [
      row.month,
      String(row.new_members),
      String(row.renewals),
      String(row.lapses),
      String(row.cancellations),
      row.revenue,
      String(row.members),
      row.mrr,
      row.mrr_change,
    ]),
  ],
  tiers: ({ tiers }) => [
    ['Month', 'Tier', 'New members', 'Renewals', 'Lapses', 'Cancellations', 'Revenue'],
    ...tiers.map((row) => [
      row.month,
      csvField(row.tier.name),
      String(row.new_members),
      String(row.renewals),
      String(row.lapses),
      String(row.cancellations),
      row.revenue,
    ]),
  ],
  cohorts: ({ cohorts }) => {
    const widest = Math.max(0, ...cohorts.map((row) => row.retained.length));
    const later = Array.from({ length: widest }, (_, i) =>
      i === 0 ? 'After 1 month' : `After ${i + 1} months`,
    );
    return [
      ['Joined in', 'Members who joined', ...later.flatMap((words) => [words, `${words} (%)`])],
      ...cohorts.map((row) => [
        row.month,
        String(row.joined),
        ...later.flatMap((_, i) =>
          i < row.retained.length
            ? [String(row.retained[i]), percent(row.retained[i]!, row.joined)]
            : ['', ''],
        ),
      ]),
    ];
  },
  conversion: ({ conversion }) => [
    ['Month', 'Checkouts started', 'Paid', 'GCash', 'Maya', 'QR Ph', 'Card', 'Other', 'Conversion (%)'],
    ...conversion.map((row) => [
      row.month,
      String(row.started),
      String(row.paid),
      String(row.by_method.gcash),
      String(row.by_method.maya),
      String(row.by_method.qrph),
      String(row.by_method.card),
      String(row.by_method.other),
      percent(row.paid, row.started),
    ]),
  ],
  income: ({ income }) => [
    [
      'Month',
      ...insightIncomeTypes.flatMap((type) => [incomeHeads[type], `${incomeHeads[type]} (payments)`]),
      'Total',
    ],
    ...income.map((row) => [
      row.month,
      ...insightIncomeTypes.flatMap((type) => [row.by_type[type].amount, String(row.by_type[type].count)]),
      row.total,
    ]),
  ],
};

/** A table of the page as an RFC 4180 file that spreadsheet programs open as UTF-8. */
export const insightsCsv = (insights: Insights, table: InsightTable) =>
  `${CSV_BOM}${tables[table](insights)
    .map((line) => line.join(','))
    .join('\r\n')}\r\n`;
