import { z } from 'zod';
import { adminUserParams, reasonField, reasonRequest } from './admin.ts';
import { formatCentavos, parseCentavos, type Centavos } from './centavos.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Velocity limits (decision 0108): how much one account may do in a window before it is refused (429) or,
 * for payouts past a new creator's ceiling, held for review. Each has a default from the configuration and
 * may be set for one person by staff.
 */
export const velocityLimitKeys = [
  'checkouts_per_hour',
  'new_account_gifts_first_day',
  'payouts_per_day',
  'new_creator_payout_ceiling',
] as const;
export type VelocityLimitKey = (typeof velocityLimitKeys)[number];

/** A count of things done, or an amount of money (centavos inside, "20000.00" on the wire). */
export type VelocityLimitUnit = 'count' | 'amount';

/** Each limit's name in a sentence, its unit and the largest value staff may set. */
export const velocityLimitRules = {
  /** Checkouts (gifts, goal gifts, posts, memberships) a signed-in supporter may open in any rolling hour. */
  checkouts_per_hour: { label: 'Checkouts per hour', unit: 'count', max: 10_000 },
  /** Gifts and goal gifts an account may start in the 24 hours after it signed up. */
  new_account_gifts_first_day: { label: 'Gifts in the first day', unit: 'count', max: 10_000 },
  /** Payouts a creator may ask for in any rolling 24 hours. */
  payouts_per_day: { label: 'Payouts per day', unit: 'count', max: 1_000 },
  /** The most a creator may withdraw in all in the 30 days after their account was made; more waits for review. */
  new_creator_payout_ceiling: {
    label: 'Payouts in the first 30 days',
    unit: 'amount',
    max: 100_000_000_00,
  },
} as const satisfies Record<VelocityLimitKey, { label: string; unit: VelocityLimitUnit; max: number }>;

/** A limit's value as the API writes it: a whole number, or an amount with two decimals. */
export function formatLimitValue(key: VelocityLimitKey, value: number): string {
  return velocityLimitRules[key].unit === 'amount' ? formatCentavos(value) : String(value);
}

/**
 * A value staff typed for `key`, as the limit keeps it (a count, or centavos), or why it cannot be one, as a
 * schema's message (`says`). The server and the staff form check it with this one rule.
 */
export function parseLimitValue(
  key: VelocityLimitKey,
  input: string | number,
): { value: number } | { error: string } {
  const rule = velocityLimitRules[key];
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (text === '') return { error: says('fieldRequired', { field: 'value' }) };
  if (rule.unit === 'amount') {
    const centavos: Centavos | null = parseCentavos(text);
    if (centavos === null) return { error: says('valueAmountLike') };
    if (centavos > rule.max) {
      return { error: says('fieldAtMost', { field: 'value', max: formatCentavos(rule.max) }) };
    }
    return { value: centavos };
  }
  if (!/^\d{1,9}$/.test(text)) return { error: says('valueWholeNumber') };
  const count = Number(text);
  if (count > rule.max) return { error: says('fieldAtMost', { field: 'value', max: rule.max }) };
  return { value: count };
}

/** One limit of one person, as staff see it. */
export const adminLimit = z.object({
  key: z.enum(velocityLimitKeys),
  unit: z.enum(['count', 'amount']),
  /** The configuration's value, for everyone without an override. */
  default: z.string(),
  /** What applies to this person: the override when staff set one, otherwise the default. */
  value: z.string(),
  override: z
    .object({
      value: z.string(),
      reason: z.string(),
      /** The staff member who set it, by email. */
      set_by: z.string(),
      set_at: z.string(),
    })
    .nullable(),
});
export type AdminLimit = z.infer<typeof adminLimit>;

export const adminLimitsResponse = z.object({ data: z.array(adminLimit) });

export const adminLimitParams = z.object({
  user_id: z.uuid(says('fieldSelectedInvalid', { field: 'user' })),
  key: z.enum(velocityLimitKeys, { error: says('fieldSelectedInvalid', { field: 'limit' }) }),
});

/** PUT /v1/admin/users/{id}/limits/{key}: a count, or an amount for the payout ceiling, and why. */
export const adminLimitRequest = z.object({
  value: z.union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? says('fieldRequired', { field: 'value' })
        : says('fieldNumber', { field: 'value' }),
  }),
  reason: reasonField,
});

export const adminLimitChangedResponse = z.object({
  data: z.object({ message: z.string(), limit: adminLimit }),
});

/** The schemas of `velocityCalls` (`calls/velocity.ts`). */
export const velocitySchemas = {
  limits: { params: adminUserParams, answers: { 200: adminLimitsResponse } },
  set: { params: adminLimitParams, body: adminLimitRequest, answers: { 200: adminLimitChangedResponse } },
  reset: { params: adminLimitParams, body: reasonRequest, answers: { 200: adminLimitChangedResponse } },
} as const satisfies SchemaTable;
