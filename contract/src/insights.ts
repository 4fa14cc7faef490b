import { z } from 'zod';
import type { FieldLabel } from './fields.ts';
import { moneyString } from './money.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** How many months Insights shows at once, at most (decision 0151). */
export const insightsMaxMonths = 24;

/** The payment methods whose conversion Insights shows, as PayMongo names them, and the rest. */
export const insightMethods = ['gcash', 'maya', 'qrph', 'card', 'other'] as const;
export type InsightMethod = (typeof insightMethods)[number];

/** The tables of the Insights page, each of which downloads as CSV. */
export const insightTables = ['months', 'tiers', 'cohorts', 'conversion', 'income'] as const;

/**
 * The kinds of money supporters pay a creator, as their statement names them (decision 0166): memberships,
 * posts (Snaps and Slides), gifts, shop sales and commissions. Insights counts each line of these types as
 * it is written; a type of income added to the statement is shown by adding it here.
 */
export const insightIncomeTypes = [
  'membership',
  'payment',
  'donation',
  'product_sale',
  'commission',
] as const;
export type InsightIncomeType = (typeof insightIncomeTypes)[number];
export type InsightTable = (typeof insightTables)[number];

/** `2026-11` plus `months` (negative for earlier): Insights' months are Manila calendar months. */
export function monthPlus(month: string, months: number) {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months];
  const shifted = new Date(Date.UTC(year, index, 1));
  return shifted.toISOString().slice(0, 7);
}

/** How many months from `from` to `to`, both counted: `2026-01` to `2026-03` is 3. */
export const monthsSpanned = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

const monthField = (label: FieldLabel) =>
  z
    .string({ error: says('fieldString', { field: label }) })
    .trim()
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, says('monthLike', { field: label }))
    .optional();

/**
 * GET /v1/user/insights: the months `from` to `to` (YYYY-MM, Manila), at most 24; left out, the 12 months to
 * this one. `to` may not be after this month (the server knows which that is).
 */
export const insightsQuery = z
  .object({ from: monthField('from month'), to: monthField('to month') })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: says('insightsMonthsOrder'),
    path: ['to'],
  })
  .refine(({ from, to }) => !from || !to || monthsSpanned(from, to) <= insightsMaxMonths, {
    message: says('insightsMonthsAtMost', { max: insightsMaxMonths }),
    path: ['to'],
  });
export type InsightsQuery = z.input<typeof insightsQuery>;

/** GET /v1/user/insights/export: one table of the page as CSV, for the same months. */
export const insightsExportQuery = z
  .object({
    table: z.enum(insightTables, { error: says('fieldSelectedInvalid', { field: 'table' }) }),
    from: monthField('from month'),
    to: monthField('to month'),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: says('insightsMonthsOrder'),
    path: ['to'],
  })
  .refine(({ from, to }) => !from || !to || monthsSpanned(from, to) <= insightsMaxMonths, {
    message: says('insightsMonthsAtMost', { max: insightsMaxMonths }),
    path: ['to'],
  });
export type InsightsExportQuery = z.input<typeof insightsExportQuery>;

const count = z.number().int();

/** A month of the creator's memberships, all tiers together. */
export const insightMonth = z.object({
  month: z.string(),
  new_members: count,
  renewals: count,
  lapses: count,
  cancellations: count,
  /** What members paid in the month, before fees and refunds. */
  revenue: moneyString,
  /** Running memberships at the month's end (this month: now). */
  members: count,
  /** Monthly recurring revenue at the month's end (this month: now), and how the month moved it. */
  mrr: moneyString,
  mrr_change: moneyString,
});
export type InsightMonth = z.infer<typeof insightMonth>;

/** A month of one tier: the tier members joined, renewed, lapsed or cancelled in. Months without any are left out. */
export const insightTierMonth = z.object({
  month: z.string(),
  tier: z.object({ id: z.string(), name: z.string() }),
  new_members: count,
  renewals: count,
  lapses: count,
  cancellations: count,
  revenue: moneyString,
});
export type InsightTierMonth = z.infer<typeof insightTierMonth>;

/**
 * The members who joined in a month, and of them those still members 1, 2, 3… months later (`retained[0]`
 * is a month later), for each month that has ended since, up to `to`.
 */
export const insightCohort = z.object({
  month: z.string(),
  joined: count,
  retained: z.array(count),
});
export type InsightCohort = z.infer<typeof insightCohort>;

/**
 * Membership checkouts opened in a month, and those paid in it by each method: the payer chooses the method
 * on the provider's page, so a checkout has one only once paid (decision 0151).
 */
export const insightConversion = z.object({
  month: z.string(),
  started: count,
  paid: count,
  by_method: z.object({ gcash: count, maya: count, qrph: count, card: count, other: count }),
});
export type InsightConversion = z.infer<typeof insightConversion>;

/** What supporters paid of one type in a month: how many payments, and their sum before fees and refunds. */
const incomeFigure = z.object({ count, amount: moneyString });

/** A month's income, all of it and by type. */
export const insightIncomeMonth = z.object({
  month: z.string(),
  total: moneyString,
  by_type: z.object(
    Object.fromEntries(insightIncomeTypes.map((type) => [type, incomeFigure])) as Record<
      InsightIncomeType,
      typeof incomeFigure
    >,
  ),
});
export type InsightIncomeMonth = z.infer<typeof insightIncomeMonth>;

export const insightsResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    summary: z.object({
      /** Each running membership's price for its period, a month's share of it (a 6-month one counts a sixth). */
      mrr: moneyString,
      /** Since the end of last month. */
      mrr_change: moneyString,
      active_members: count,
      members_ever: count,
      /** What members paid, less refunds, over every member there has been. */
      average_lifetime_value: moneyString,
      next_month: z.string(),
      /**
       * What memberships renewing by themselves, not cancelled, whose period ends next month will be charged
       * then, at their tier's price (the one they move down to, if they chose one), before fees.
       */
      next_month_expected: moneyString,
      next_month_renewals: count,
    }),
    months: z.array(insightMonth),
    tiers: z.array(insightTierMonth),
    cohorts: z.array(insightCohort),
    conversion: z.array(insightConversion),
    /** Every month from `from` to `to`: what supporters paid, by type, in the month its statement line was written. */
    income: z.array(insightIncomeMonth),
  }),
});
export type Insights = z.infer<typeof insightsResponse>['data'];

/** GET /v1/user/insights/export: a table of the page, one row a line. */
export const insightsCsv = z.string().describe('RFC 4180 CSV');

/** The schemas of `insightsCalls` (`calls/insights.ts`). */
export const insightsSchemas = {
  insights: { query: insightsQuery, answers: { 200: insightsResponse } },
  export: { query: insightsExportQuery, answers: { 200: insightsCsv }, produces: ['text/csv'] },
} as const satisfies SchemaTable;
