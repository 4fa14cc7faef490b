import { z } from 'zod';
import { moneyString } from './money.ts';
import { pageEnvelope } from './envelope.ts';
import { pageField, pageQuery, perPageField, personSummary } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';
import type { FieldLabel } from './fields.ts';

export const balanceResponse = z.object({
  data: z.array(z.object({ currency: z.literal('PHP'), amount: moneyString, pending_amount: moneyString })),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

export const transactionTypes = [
  'donation',
  'payment',
  'membership',
  'referral_reward',
  'payout',
  'others',
  // a product of the creator's shop sold (decision 0159)
  'product_sale',
  // a commission's payment reaching its creator (decision 0165)
  'commission',
] as const;
export const transactionStatuses = ['completed', 'pending', 'cancelled', 'failed'] as const;

export const transaction = z.object({
  transaction_no: z.string(),
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  total_amount: moneyString,
  /** A gift given from the creator's stream (its scan-to-gift code, issue #65). */
  from_stream: z.boolean(),
  /** A gift given by scanning the creator's printed standee (issue #68). */
  from_standee: z.boolean(),
  /** A gift given through the button or widget on the creator's own website (issue #68). */
  from_website: z.boolean(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionDetail = transaction.extend({
  gross_amount: moneyString,
  fee_amount: moneyString,
  /** Where the money sits: available at once, or pending until the 15th. */
  balance: z.enum(['available', 'pending']).nullable(),
  supporter_name: z.string().nullable(),
  supporter_message: z.string().nullable(),
  /**
   * A payout not sent yet: `review` until `until` (a first payout, decision 0107), or `held` while PIXEL
   * looks at it; null for anything else.
   */
  payout_waiting: z.object({ reason: z.enum(['review', 'held']), until: z.string().nullable() }).nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const transactionPageSizes = { card: 10, list: 15, max: 100 } as const;

export const transactionsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, says('fieldTooLong', { field: 'search', max: 100 }))
    .optional()
    .transform((value) => value || undefined),
  per_page: perPageField(transactionPageSizes.list, transactionPageSizes.max),
  page: pageField,
  transaction_type: z
    .enum(transactionTypes, { error: says('fieldSelectedInvalid', { field: 'transaction type' }) })
    .optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;

export const transactionDetailResponse = z.object({ data: transactionDetail });

export const earningsPeriods = ['day', 'month'] as const;

/** GET /v1/user/earnings: the creator's dashboard chart. `day`: the last 30 days; `month`: the last 12 months. */
export const earningsQuery = z.object({
  period: z
    .enum(earningsPeriods, { error: says('fieldSelectedInvalid', { field: 'period' }) })
    .default('day'),
});
export type EarningsQuery = z.input<typeof earningsQuery>;

export const earningsResponse = z.object({
  data: z.object({
    period: z.enum(earningsPeriods),
    /** One point per day (YYYY-MM-DD) or month (YYYY-MM) in Asia/Manila, oldest first, every one present. */
    points: z.array(
      z.object({ date: z.string(), gifts: moneyString, purchases: moneyString, memberships: moneyString }),
    ),
    total_gifts: moneyString,
    total_purchases: moneyString,
    total_memberships: moneyString,
    /**
     * People who gave the most over the period (named gifts, purchases and memberships; anonymous ones are
     * left out).
     */
    top_supporters: z.array(
      z.object({ name: z.string(), total_amount: moneyString, count: z.number().int() }),
    ),
  }),
});
export type EarningsResponse = z.infer<typeof earningsResponse>;

/** GET /v1/user/supporters: the creator's supporters, the latest first. */
export const supportersQuery = pageQuery(10);
export type SupportersQuery = z.input<typeof supportersQuery>;

/**
 * One line of the creator's supporters: a person with an account who gave or bought under their own name
 * (all their gifts and purchases on one line), or one gift from a visitor or given anonymously, which says
 * nothing about who sent it (decision 0023).
 */
export const supporter = z.object({
  name: z.string(),
  /** The supporter's page, when they have one and did not give anonymously. */
  person: personSummary.nullable(),
  gifts: z.number().int(),
  purchases: z.number().int(),
  total_amount: moneyString,
  last_supported_at: z.string(),
});
export type Supporter = z.infer<typeof supporter>;
export const supportersResponse = pageEnvelope(supporter);

/** The schemas of `walletCalls` (`calls/wallet.ts`). */
export const walletSchemas = {
  balance: { answers: { 200: balanceResponse } },
  earnings: { query: earningsQuery, answers: { 200: earningsResponse } },
  supporters: { query: supportersQuery, answers: { 200: supportersResponse } },
  transactions: { query: transactionsQuery, answers: { 200: pageEnvelope(transaction) } },
  transaction: {
    params: z.object({ transaction_no: z.string().min(1).max(40) }),
    answers: { 200: transactionDetailResponse },
  },
} as const satisfies SchemaTable;

const statementDay = (label: FieldLabel) =>
  z
    .string({ error: says('fieldRequired', { field: label }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, says('fieldDateLike', { field: label }))
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), says('fieldDate', { field: label }));

/** GET /v1/user/statements.csv and .pdf: a creator's statement for a range of days (Manila), both included. */
export const statementQuery = z.strictObject({ from: statementDay('from'), to: statementDay('to') });

/** The schemas of `statementsCalls` (`calls/statements.ts`): a download, not JSON. */
export const statementsSchemas = {
  csv: {
    query: statementQuery,
    answers: { 200: z.string().describe('RFC 4180 CSV') },
    produces: ['text/csv'],
  },
  pdf: {
    query: statementQuery,
    answers: { 200: z.string().describe('PDF') },
    produces: ['application/pdf'],
  },
} as const satisfies SchemaTable;
