import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from './envelope.ts';
import { moneyString } from './money.ts';
import { pageQuery, personSummary } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';

/** How long after someone signs up with a code its owner earns on what they receive (decision 0052). */
export const referralRewardMonths = 12;

/** GET /v1/user/referrals/summary: the signed-in user's own code, its share link and what it has earned. */
export const referralSummary = z.object({
  referral_code: z.string(),
  /** The sign-up page with the code filled in. */
  share_url: z.string(),
  /** The part of PIXEL's fee on a referred user's gifts and sales that goes to the referrer, in percent. */
  fee_share_percent: z.number(),
  /** How long, from their sign-up, a referred user's gifts and sales earn rewards. */
  reward_months: z.number().int(),
  /** How many people signed up with the code. */
  signups: z.number().int(),
  /** Every referral reward so far, pending ones included. */
  total_earned: moneyString,
});
export type ReferralSummary = z.infer<typeof referralSummary>;

export const referralSummaryResponse = dataEnvelope(referralSummary);

/** GET /v1/user/referrals: the people who signed up with the user's code, newest first. */
export const referralsQuery = pageQuery(15);

export const referredUser = personSummary.extend({
  signed_up_at: z.string(),
  /** Their gifts and sales earn rewards until then. */
  rewards_until: z.string(),
  /** What their gifts and sales have earned the referrer so far. */
  earned: moneyString,
});
export type ReferredUser = z.infer<typeof referredUser>;

export const referralsPage = pageEnvelope(referredUser);

/** The schemas of `referralsCalls` (`calls/referrals.ts`). */
export const referralsSchemas = {
  summary: { answers: { 200: referralSummaryResponse } },
  list: { query: referralsQuery, answers: { 200: referralsPage } },
} as const satisfies SchemaTable;
