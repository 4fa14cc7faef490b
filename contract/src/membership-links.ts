import { z } from 'zod';
import { flag } from './fields.ts';
import { membershipParams, membershipResponse, membershipStatuses } from './memberships.ts';
import { moneyString } from './money.ts';
import { personSummary } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Stay or go, from the mail (decision 0150): the links every membership mail carries, each for one
 * membership and one thing, signed and used once; the page a link opens; and what cancelling offers
 * instead, the creator's retention offer and a pause.
 */

/** What a mail's link does. */
export const membershipLinkPurposes = ['renew', 'auto_renew_off', 'cancel', 'pause'] as const;
export type MembershipLinkPurpose = (typeof membershipLinkPurposes)[number];

/** What confirming a link may do: a cancel link may pause or take the retention offer instead. */
export const membershipLinkChoices = [...membershipLinkPurposes, 'retention_offer'] as const;
export type MembershipLinkChoice = (typeof membershipLinkChoices)[number];

/** Where a link stands: it can be confirmed, it was, its time ran out, or the membership it is for ended. */
export const membershipLinkStates = ['ready', 'used', 'expired', 'ended'] as const;
export type MembershipLinkState = (typeof membershipLinkStates)[number];

/** The months a member may pause for: access paused, nothing charged, the paid time kept. */
export const pauseMonths = [1, 2, 3] as const;
export type PauseMonths = (typeof pauseMonths)[number];

/** A creator's retention offer: 5 to 50 % off the next 1 to 3 months, once per member. */
export const retentionOfferLimits = { percentMin: 5, percentMax: 50, monthsMin: 1, monthsMax: 3 } as const;

/** A mail's link lasts this many days, or to the end of the period it was written in when that is later. */
export const membershipLinkDays = 30;

const pauseMonthsField = z.coerce
  .number({ error: says('fieldNumber', { field: 'pause months' }) })
  .refine((value): value is PauseMonths => (pauseMonths as readonly number[]).includes(value), {
    message: says('pauseMonths'),
  });

const wholeBetween = (label: 'percent' | 'months', min: number, max: number) =>
  z.coerce
    .number({ error: says('fieldNumber', { field: label }) })
    .int(says('fieldInteger', { field: label }))
    .min(min, says('fieldAtLeast', { field: label, min }))
    .max(max, says('fieldAtMost', { field: label, max }));

/** PUT /v1/user/memberships/retention-offer: off keeps the percent and months for when it is on again. */
export const retentionOfferRequest = z.strictObject({
  enabled: flag('retention offer'),
  percent: wholeBetween('percent', retentionOfferLimits.percentMin, retentionOfferLimits.percentMax),
  months: wholeBetween('months', retentionOfferLimits.monthsMin, retentionOfferLimits.monthsMax),
});
export type RetentionOfferRequest = z.input<typeof retentionOfferRequest>;

export const retentionOfferSettings = z.object({
  enabled: z.boolean(),
  percent: z.number().int(),
  months: z.number().int(),
});
export type RetentionOfferSettings = z.infer<typeof retentionOfferSettings>;
export const retentionOfferResponse = z.object({ data: retentionOfferSettings });

/** What cancelling a membership offers instead. */
export const stayChoices = z.object({
  /** The creator's offer, while this member has never taken one of theirs; null when there is none. */
  retention_offer: z
    .object({
      percent: z.number().int(),
      months: z.number().int(),
      /** The next renewal's price as it is, and with the offer. */
      price: moneyString,
      offer_price: moneyString,
    })
    .nullable(),
  /** A pause is open: the membership runs in its paid period and is not paused already. */
  can_pause: z.boolean(),
  /** Pausing ends the renewals the payment provider bills by itself: its subscription cannot pause. */
  pause_ends_auto_renew: z.boolean(),
});
export type StayChoices = z.infer<typeof stayChoices>;
export const stayChoicesResponse = z.object({ data: stayChoices });

/** POST /v1/user/memberships/{membership_id}/pause. */
export const pauseRequest = z.strictObject({ months: pauseMonthsField });

/** The membership a link is for, as its page shows it. */
export const linkMembership = z.object({
  creator: personSummary,
  tier_name: z.string(),
  /** The period a renewal pays for, in months. */
  months: z.number().int(),
  status: z.enum(membershipStatuses),
  /** The end of the paid period (moved by a pause). */
  ends_at: z.string(),
  paused_until: z.string().nullable(),
  auto_renew: z.boolean(),
  cancelled_at: z.string().nullable(),
  /** What renewing costs now, a retention offer taken included. */
  renewal_price: moneyString,
});

/** GET /v1/memberships/links/{token}: what the link would do, for which membership. */
export const membershipLinkView = z.object({
  purpose: z.enum(membershipLinkPurposes),
  state: z.enum(membershipLinkStates),
  expires_at: z.string(),
  membership: linkMembership,
  /** For a cancel or pause link: what it may do instead of cancelling. */
  choices: stayChoices,
});
export type MembershipLinkView = z.infer<typeof membershipLinkView>;
export const membershipLinkResponse = z.object({ data: membershipLinkView });

/** POST /v1/memberships/links/{token}/confirm: the link's own purpose unless `choice` says otherwise. */
export const membershipLinkConfirmRequest = z.strictObject({
  choice: z
    .enum(membershipLinkChoices, { error: says('fieldSelectedInvalid', { field: 'choice' }) })
    .optional(),
  /** For a pause: 1, 2 or 3 months. */
  pause_months: pauseMonthsField.optional(),
});
export type MembershipLinkConfirmRequest = z.input<typeof membershipLinkConfirmRequest>;

export const membershipLinkConfirmResponse = z.object({
  data: z.object({
    done: z.enum(membershipLinkChoices),
    /** A renewal's checkout, where the page sends the member to pay; null for the others. */
    link_url: z.string().nullable(),
    membership: linkMembership,
  }),
});

/** A mail's link: the membership, what it does, until when, a random id and the signature. */
export const membershipLinkParams = z.object({
  token: z.string({ error: says('fieldString', { field: 'token' }) }).max(200, says('membershipLinkToken')),
});

/** The schemas of `membershipLinksCalls` (`calls/membership-links.ts`). */
export const membershipLinksSchemas = {
  view: { params: membershipLinkParams, answers: { 200: membershipLinkResponse } },
  confirm: {
    params: membershipLinkParams,
    body: membershipLinkConfirmRequest.optional(),
    answers: { 200: membershipLinkConfirmResponse },
  },
  stayChoices: { params: membershipParams, answers: { 200: stayChoicesResponse } },
  pause: { params: membershipParams, body: pauseRequest, answers: { 200: membershipResponse } },
  resume: { params: membershipParams, answers: { 200: membershipResponse } },
  takeRetentionOffer: { params: membershipParams, answers: { 200: membershipResponse } },
  retentionOffer: { answers: { 200: retentionOfferResponse } },
  saveRetentionOffer: { body: retentionOfferRequest, answers: { 200: retentionOfferResponse } },
} as const satisfies SchemaTable;
