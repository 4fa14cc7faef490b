import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import { pageEnvelope } from './envelope.ts';
import { formatPesos } from './centavos.ts';
import { type FieldLabel, flag, optionalText, requiredText, withinCharacters } from './fields.ts';
import { checkoutResponse, redirectUrl } from './gifts.ts';
import { mediaUrlField } from './media.ts';
import { amountField, moneyString } from './money.ts';
import { pageField, perPageField, personSummary, searchField } from './pagination.ts';
import { promoCodeInput } from './promotions.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** What a creator's tiers may be (issue: memberships). */
export const tierLimits = {
  perCreator: 5,
  nameMax: 40,
  descriptionMax: 300,
  benefitsMax: 10,
  benefitMax: 80,
  /** ₱20.00 to ₱50,000.00 a month. */
  priceMin: 20_00,
  priceMax: 50_000_00,
  discountMax: 50,
  /** Member pricing: a tier's members pay up to 90% less for the creator's paid posts (decision 0149). */
  memberPostDiscountMax: 90,
} as const;

/** A tier's free trial (decision 0155): its days, and when its member is reminded before it converts. */
export const membershipTrial = {
  days: 7,
  reminderDaysBefore: 2,
} as const;

/** The periods a membership is paid for, in calendar months. */
export const membershipPeriods = [1, 3, 6, 12] as const;
export type MembershipPeriod = (typeof membershipPeriods)[number];

/** Days a member keeps access after a recurring charge failed. */
export const membershipGraceDays = 3;

/**
 * The price of `months` of a tier, in centavos: the monthly price times the months, less the tier's discount
 * for 6 or 12 months, rounded to the nearest centavo (half up). 1 and 3 months have no discount.
 */
export function periodPrice(
  monthly: number,
  months: MembershipPeriod,
  discounts: { six: number; twelve: number },
): number {
  const percent = months === 12 ? discounts.twelve : months === 6 ? discounts.six : 0;
  return Math.round((monthly * months * (100 - percent)) / 100);
}

const discountField = (label: FieldLabel) =>
  z.coerce
    .number({ error: says('fieldNumber', { field: label }) })
    .int(says('fieldInteger', { field: label }))
    .min(0, says('fieldAtLeast', { field: label, min: 0 }))
    .max(tierLimits.discountMax, says('fieldAtMost', { field: label, max: tierLimits.discountMax }))
    .default(0);

const benefitField = withinCharacters(
  z
    .string({ error: says('benefitString') })
    .trim()
    .min(1, says('benefitEmpty')),
  tierLimits.benefitMax,
  says('benefitTooLong', { max: tierLimits.benefitMax }),
);

export const tierVisibilities = ['visible', 'hidden'] as const;

const tierInvalid = says('fieldSelectedInvalid', { field: 'tier' });

/** POST /v1/user/memberships/tiers and PUT /v1/user/memberships/tiers/{tier_id} (a PUT replaces every field). */
export const tierRequest = z.strictObject({
  name: requiredText('name', tierLimits.nameMax),
  price: amountField('price').superRefine((centavos, ctx) => {
    if (centavos < tierLimits.priceMin)
      ctx.addIssue({
        code: 'custom',
        message: says('priceMinimum', { amount: formatPesos(tierLimits.priceMin) }),
      });
    if (centavos > tierLimits.priceMax) {
      ctx.addIssue({
        code: 'custom',
        message: says('priceMaximum', { amount: formatPesos(tierLimits.priceMax) }),
      });
    }
  }),
  description: optionalText('description', tierLimits.descriptionMax),
  image: mediaUrlField('image'),
  benefits: z
    .array(benefitField, { error: says('fieldList', { field: 'benefits' }) })
    .max(tierLimits.benefitsMax, says('benefitsAtMost', { max: tierLimits.benefitsMax }))
    .default([]),
  discount_6_months: discountField('6-month discount'),
  discount_12_months: discountField('12-month discount'),
  /** Member pricing: the percent this tier's members pay less for the creator's paid posts. */
  member_post_discount: z.coerce
    .number({ error: says('fieldNumber', { field: 'member post discount' }) })
    .int(says('fieldInteger', { field: 'member post discount' }))
    .min(0, says('fieldAtLeast', { field: 'member post discount', min: 0 }))
    .max(
      tierLimits.memberPostDiscountMax,
      says('fieldAtMost', { field: 'member post discount', max: tierLimits.memberPostDiscountMax }),
    )
    .default(0),
  /** A 7-day free trial, once per person and per kept card (decision 0155). */
  offers_trial: flag('offers trial').default(false),
  /** `hidden`: members keep it, nobody new can join it. */
  visibility: z
    .enum(tierVisibilities, { error: says('fieldSelectedInvalid', { field: 'visibility' }) })
    .default('visible'),
});
export type TierRequest = z.input<typeof tierRequest>;

/** POST /v1/user/memberships/tiers/order: the creator's tiers in the order the page shows them. */
export const tierOrderRequest = z.strictObject({
  tier_ids: z
    .array(z.uuid(tierInvalid), { error: says('fieldList', { field: 'tier ids' }) })
    .min(1, says('fieldRequired', { field: 'tier ids' }))
    .max(tierLimits.perCreator * 4, says('tooManyTierIds')),
});

export const tierStatuses = ['visible', 'hidden', 'archived'] as const;

/** The price of one period of a tier. */
export const tierPrice = z.object({ months: z.number().int(), amount: moneyString });

export const membershipTier = z.object({
  id: z.string(),
  name: z.string(),
  /** A month's price. */
  price: moneyString,
  description: z.string().nullable(),
  image: z.string().nullable(),
  benefits: z.array(z.string()),
  discount_6_months: z.number().int(),
  discount_12_months: z.number().int(),
  /** Member pricing: the percent its members pay less for the creator's paid posts. */
  member_post_discount: z.number().int(),
  /**
   * Offers a 7-day free trial to a new member paying by a method that renews by itself (decision 0155).
   * Always sent; absent (an answer from before trials) reads as none.
   */
  offers_trial: z.boolean().default(false),
  /** 1, 3, 6 and 12 months, as charged. */
  prices: z.array(tierPrice),
  position: z.number().int(),
  /** `archived`: deleted by the creator; members keep it to the end of their period. */
  status: z.enum(tierStatuses),
  /** Active members; null on the public page when the creator hides the counts. */
  member_count: z.number().int().nullable(),
  created_at: z.string(),
});
export type MembershipTier = z.infer<typeof membershipTier>;

export const tierResponse = z.object({ data: membershipTier });
/** GET /v1/user/memberships/tiers: the creator's own tiers, archived last. */
export const ownTiersResponse = z.object({ data: z.array(membershipTier) });

/** PUT /v1/user/memberships/settings and its answer. */
export const membershipSettingsRequest = z.strictObject({
  show_member_counts: flag('show member counts'),
  /** A mail to the creator on each new member. */
  mail_on_new_member: flag('mail on new member'),
});
export const membershipSettings = z.object({
  show_member_counts: z.boolean(),
  mail_on_new_member: z.boolean(),
});
export const membershipSettingsResponse = z.object({ data: membershipSettings });

/**
 * `paused`: the member paused it (decision 0150): no access and no charge until it resumes by itself.
 * `trial`: a free trial, with access, that converts into its first paid period at its end (decision 0155).
 */
export const membershipStatuses = ['active', 'grace', 'paused', 'lapsed', 'trial'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** How a membership was last paid: `recurring` may renew by itself (a card, Maya), `one_time` (GCash) not. */
export const paymentMethodKinds = ['recurring', 'one_time'] as const;

/** The viewer's own membership of a creator, as their page shows it. */
export const viewerMembership = z.object({
  id: z.string(),
  tier_id: z.string(),
  status: z.enum(membershipStatuses),
  ends_at: z.string(),
  auto_renew: z.boolean(),
  /** While a free trial: when it ends (and converts unless cancelled); null otherwise (absent: null). */
  trial_ends_at: z.string().nullable().default(null),
});

/** Free trials on a creator's page, for the viewer (decision 0155). */
export const trialOffer = z.object({
  days: z.number().int(),
  /** The payment provider can keep a method to charge at the trial's end: a card. False: no trial is offered. */
  available: z.boolean(),
  /** The methods a trial can be started with (`card`); GCash, QR Ph and the like cannot renew by themselves. */
  methods: z.array(z.string()),
  /** The signed-in viewer has had a trial of this creator: none is offered again. */
  used: z.boolean(),
});

/** GET /v1/profile/memberships/tiers/{username}: the tiers a visitor can join, and the viewer's membership. */
export const publicTiersResponse = z.object({
  data: z.object({
    tiers: z.array(membershipTier),
    show_member_counts: z.boolean(),
    /** The signed-in viewer's membership of this creator (lapsed ones too); null for anyone else. */
    membership: viewerMembership.nullable(),
    /** Always sent; absent (an answer from before trials) reads as none offered. */
    trial: trialOffer.default({ days: membershipTrial.days, available: false, methods: [], used: false }),
  }),
});
export type PublicTiers = z.infer<typeof publicTiersResponse>['data'];

const monthsField = z.coerce
  .number({ error: says('fieldNumber', { field: 'months' }) })
  .refine((value): value is MembershipPeriod => (membershipPeriods as readonly number[]).includes(value), {
    message: says('monthsPeriod'),
  });

/** POST /v1/memberships/join: pays a tier for a period through a hosted checkout (answers `link_url`). */
export const joinRequest = z.strictObject({
  tier_id: z.uuid(tierInvalid),
  months: monthsField,
  /** Renew by itself at the end of each period, when the method paid with allows it. */
  auto_renew: flag('auto renew').default(false),
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
  /** A promo code of the creator's (decision 0149), checked again as the checkout opens. */
  promo_code: promoCodeInput,
  /**
   * Start the tier's 7-day free trial (decision 0155): the answer's `link_url` is the provider's page that
   * keeps a card, charged nothing now; the trial starts once it is kept (`startTrial`). Renews by itself.
   */
  trial: flag('trial').default(false),
});
export type JoinRequest = z.input<typeof joinRequest>;

/** POST /v1/user/memberships/{membership_id}/renew: a checkout of the same tier and period. */
export const renewRequest = z.strictObject({
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
});

/** POST /v1/user/memberships/{membership_id}/change-tier. */
export const changeTierRequest = z.strictObject({
  tier_id: z.uuid(tierInvalid),
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
});

/** POST /v1/user/memberships/{membership_id}/auto-renew. */
export const autoRenewRequest = z.strictObject({ auto_renew: flag('auto renew') });

/** A payment for a membership, as its receipt lists it. */
export const membershipReceipt = z.object({
  reference: z.string(),
  amount: moneyString,
  /** 0 for an upgrade's difference. */
  months: z.number().int(),
  tier_name: z.string(),
  paid_at: z.string(),
});

/** A supporter's membership, as My memberships shows it. */
export const membership = z.object({
  id: z.string(),
  creator: personSummary,
  tier: z.object({ id: z.string(), name: z.string(), price: moneyString, status: z.enum(tierStatuses) }),
  /** The period a renewal pays for, in months. */
  months: z.number().int(),
  status: z.enum(membershipStatuses),
  member_since: z.string(),
  /** The end of the paid period (or of the grace, while in grace). */
  ends_at: z.string(),
  /** The end of the grace after a failed renewal charge; null otherwise. */
  grace_ends_at: z.string().nullable(),
  /** While paused: when it resumes by itself (its end was moved by the pause); null otherwise. */
  paused_until: z.string().nullable(),
  /** While a free trial: when it ends and its first period is charged, unless cancelled; null otherwise (absent: null). */
  trial_ends_at: z.string().nullable().default(null),
  auto_renew: z.boolean(),
  /** The last payment's method allows charges without the member (a card, Maya). */
  can_auto_renew: z.boolean(),
  method: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** A downgrade waiting for the next renewal. */
  next_tier: z.object({ id: z.string(), name: z.string() }).nullable(),
  total_paid: moneyString,
  receipts: z.array(membershipReceipt),
});
export type Membership = z.infer<typeof membership>;

export const membershipResponse = z.object({ data: membership });
/** GET /v1/user/memberships: active first (soonest to end first), then lapsed. */
export const myMembershipsResponse = z.object({ data: z.array(membership) });

/** What change-tier did: an upgrade opens a checkout for the difference; a downgrade waits for the renewal. */
export const changeTierResponse = z.object({
  data: z.object({ membership, link_url: z.string().nullable(), reference: z.string().nullable() }),
});

export const memberStatusFilters = ['active', 'lapsed'] as const;

/** GET /v1/user/members and its CSV export. */
export const membersQuery = z.object({
  search: searchField,
  tier_id: z.uuid(tierInvalid).optional(),
  status: z
    .enum(memberStatusFilters, { error: says('fieldSelectedInvalid', { field: 'status' }) })
    .optional(),
  page: pageField,
  per_page: perPageField(12),
});
export type MembersQuery = z.input<typeof membersQuery>;

/** One of a creator's members. */
export const member = z.object({
  id: z.string(),
  supporter: personSummary,
  tier: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(membershipStatuses),
  member_since: z.string(),
  ends_at: z.string(),
  auto_renew: z.boolean(),
  total_paid: moneyString,
});
export type Member = z.infer<typeof member>;
export const membersPage = pageEnvelope(member);

/** The creator's members in figures, for the dashboard. */
export const membershipSummaryResponse = z.object({
  data: z.object({
    active_members: z.number().int(),
    /** What the active members pay a month: each one's period at its tier's current price (and discount), spread over its months. */
    monthly_recurring_revenue: moneyString,
  }),
});

/** GET /v1/user/members/export: the members of the list's filters, one a row. */
export const membersCsv = z.string().describe('RFC 4180 CSV');

export const publicTiersParams = z.object({ page_url: pageUrlField });
export const tierParams = z.object({ tier_id: z.uuid(tierInvalid) });
export const membershipParams = z.object({
  membership_id: z.uuid(says('fieldSelectedInvalid', { field: 'membership' })),
});

/** The schemas of `membershipsCalls` (`calls/memberships.ts`). */
/** The one-tap renewal link of a reminder mail. */
export const renewLinkParams = z.object({ token: z.string().min(1).max(200) });

/** POST /v1/memberships/trials/{reference}/start: the trial whose card the provider kept (decision 0155). */
export const trialParams = z.object({
  reference: z
    .string({ error: says('fieldSelectedInvalid', { field: 'reference' }) })
    .min(1)
    .max(64),
});

export const membershipsSchemas = {
  publicTiers: { params: publicTiersParams, answers: { 200: publicTiersResponse } },
  ownTiers: { answers: { 200: ownTiersResponse } },
  createTier: { body: tierRequest, answers: { 201: tierResponse } },
  orderTiers: { body: tierOrderRequest, answers: { 200: ownTiersResponse } },
  updateTier: { params: tierParams, body: tierRequest, answers: { 200: tierResponse } },
  archiveTier: { params: tierParams, answers: { 200: tierResponse } },
  settings: { answers: { 200: membershipSettingsResponse } },
  saveSettings: { body: membershipSettingsRequest, answers: { 200: membershipSettingsResponse } },
  summary: { answers: { 200: membershipSummaryResponse } },
  join: { body: joinRequest, answers: { 200: checkoutResponse } },
  mine: { answers: { 200: myMembershipsResponse } },
  cancel: { params: membershipParams, answers: { 200: membershipResponse } },
  setAutoRenew: { params: membershipParams, body: autoRenewRequest, answers: { 200: membershipResponse } },
  renew: { params: membershipParams, body: renewRequest.optional(), answers: { 200: checkoutResponse } },
  changeTier: { params: membershipParams, body: changeTierRequest, answers: { 200: changeTierResponse } },
  startTrial: { params: trialParams, answers: { 200: membershipResponse } },
  renewByLink: {
    params: renewLinkParams,
    answers: { 303: z.null().describe('to the checkout') },
  },
  members: { query: membersQuery, answers: { 200: membersPage } },
  membersExport: { query: membersQuery, answers: { 200: membersCsv }, produces: ['text/csv'] },
} as const satisfies SchemaTable;
