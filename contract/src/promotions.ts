import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import type { FieldLabel } from './fields.ts';
import { futureDateField } from './goals.ts';
import { amountField, moneyString } from './money.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** What a creator's promo codes may be (issue #66, decision 0149). */
export const promoLimits = {
  codeMin: 3,
  codeMax: 24,
  percentMin: 1,
  percentMax: 99,
  /** ₱50,000.00 off at most: the dearest tier's month. */
  amountOffMax: 50_000_00,
  /** Codes a creator keeps at once; archived ones do not count. */
  perCreator: 50,
  /** Tiers, posts or products one code may name, of each. */
  itemsMax: 20,
  usesMax: 100_000,
  perPersonMax: 100,
} as const;

/** Letters, digits and dashes: what a person can read out and type on a phone. */
export const promoCodeCharacters = /^[A-Za-z0-9-]+$/;

/** The key a code is found by: codes are one whatever their case ("SUMMER" is "summer"). */
export const promoCodeKey = (code: string) => code.trim().toLowerCase();

const isPromoCode = (value: string) =>
  value.length >= promoLimits.codeMin &&
  value.length <= promoLimits.codeMax &&
  promoCodeCharacters.test(value);

const codeShape = says('promoCodeShape', { min: promoLimits.codeMin, max: promoLimits.codeMax });

/** The code a creator gives a promotion. */
const codeField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? says('fieldRequired', { field: 'code' })
        : says('fieldString', { field: 'code' }),
  })
  .trim()
  .min(1, says('fieldRequired', { field: 'code' }))
  .refine(isPromoCode, { message: codeShape })
  .meta({ minLength: promoLimits.codeMin, maxLength: promoLimits.codeMax });

/** The code a buyer types at a checkout: optional, blank as none. */
export const promoCodeInput = z
  .string({ error: says('fieldString', { field: 'promo code' }) })
  .trim()
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isPromoCode(value), { message: codeShape });

const wholeNumber = (label: FieldLabel, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? says('fieldRequired', { field: label })
          : says('fieldNumber', { field: label }),
    })
    .int(says('fieldInteger', { field: label }))
    .min(min, says('fieldAtLeast', { field: label, min }))
    .max(max, says('fieldAtMost', { field: label, max }));

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** An optional calendar date (YYYY-MM-DD, a Manila date); one already past is fine for a start. */
const startDateField = z
  .string({ error: says('fieldString', { field: 'start date' }) })
  .trim()
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
    message: says('fieldDate', { field: 'start date' }),
  });

const idList = (label: FieldLabel) =>
  z
    .array(z.uuid(says('fieldSelectedInvalid', { field: label })), {
      error: says('fieldList', { field: label }),
    })
    .max(promoLimits.itemsMax, says('promoItemsAtMost', { max: promoLimits.itemsMax }))
    .default([]);

export const promoDiscountTypes = ['percent', 'fixed'] as const;
/** `everything`: every tier, paid post and product of the creator's; `chosen`: the ones named. */
export const promoScopes = ['everything', 'chosen'] as const;
/** A membership's first period only, or each period it renews while the code lasts. */
export const promoDurations = ['first_period', 'every_period'] as const;

/**
 * POST /v1/user/promo-codes and PUT /v1/user/promo-codes/{id} (a PUT replaces every field). A percent off
 * (1–99) or an amount off; for everything or for the tiers, posts and shop products chosen; the first period
 * of a membership or every period; uses in all and per person; from and to a Manila date, both days included.
 */
export const promoCodeRequest = z
  .strictObject({
    code: codeField,
    discount_type: z.enum(promoDiscountTypes, {
      error: says('fieldSelectedInvalid', { field: 'discount type' }),
    }),
    percent_off: wholeNumber('percent off', promoLimits.percentMin, promoLimits.percentMax).nullish(),
    amount_off: amountField('amount off')
      .refine((centavos) => centavos >= 1_00, says('fieldAtLeast', { field: 'amount off', min: '1.00' }))
      .refine((centavos) => centavos <= promoLimits.amountOffMax, {
        message: says('fieldAtMost', { field: 'amount off', max: '50000.00' }),
      })
      .nullish(),
    applies_to: z
      .enum(promoScopes, { error: says('fieldSelectedInvalid', { field: 'applies to' }) })
      .default('everything'),
    tier_ids: idList('tier ids'),
    post_ids: idList('post ids'),
    product_ids: idList('product ids'),
    duration: z
      .enum(promoDurations, { error: says('fieldSelectedInvalid', { field: 'duration' }) })
      .default('first_period'),
    /** Uses in all (checkouts still open count until they close); null: no limit. */
    max_uses: wholeNumber('max uses', 1, promoLimits.usesMax).nullish(),
    max_uses_per_person: wholeNumber('max uses per person', 1, promoLimits.perPersonMax).default(1),
    starts_on: startDateField,
    ends_on: futureDateField('end date'),
  })
  .superRefine((body, ctx) => {
    if (body.discount_type === 'percent' && body.percent_off == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent_off'],
        message: says('fieldRequired', { field: 'percent off' }),
      });
    }
    if (body.discount_type === 'fixed' && body.amount_off == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount_off'],
        message: says('fieldRequired', { field: 'amount off' }),
      });
    }
    if (
      body.applies_to === 'chosen' &&
      body.tier_ids.length + body.post_ids.length + body.product_ids.length === 0
    ) {
      ctx.addIssue({ code: 'custom', path: ['tier_ids'], message: says('promoChooseItems') });
    }
    if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: says('promoEndsBeforeStart') });
    }
  });
export type PromoCodeRequest = z.input<typeof promoCodeRequest>;

/** Where a code stands today (Manila): `used_up` once its uses, open checkouts included, are all taken. */
export const promoCodeStatuses = ['active', 'scheduled', 'ended', 'used_up', 'archived'] as const;
export type PromoCodeStatus = (typeof promoCodeStatuses)[number];

export const promoCode = z.object({
  id: z.string(),
  code: z.string(),
  discount_type: z.enum(promoDiscountTypes),
  percent_off: z.number().int().nullable(),
  amount_off: moneyString.nullable(),
  applies_to: z.enum(promoScopes),
  tier_ids: z.array(z.string()),
  post_ids: z.array(z.string()),
  product_ids: z.array(z.string()),
  duration: z.enum(promoDurations),
  max_uses: z.number().int().nullable(),
  max_uses_per_person: z.number().int(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  /** Paid joins and purchases with the code. */
  uses: z.number().int(),
  /** Checkouts with the code still open: each holds a use until it is paid or closes. */
  open_checkouts: z.number().int(),
  status: z.enum(promoCodeStatuses),
  created_at: z.string(),
  archived_at: z.string().nullable(),
});
export type PromoCode = z.infer<typeof promoCode>;

export const promoCodeResponse = z.object({ data: promoCode });
/** GET /v1/user/promo-codes: the creator's codes, newest first, archived last. */
export const promoCodesResponse = z.object({ data: z.array(promoCode) });

export const promoCodeParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'promo code' })),
});

/** What a checkout buys: a membership tier for a period, a Snap or a Slide, or a product of the shop. */
export const quoteKinds = ['membership', 'image', 'image_collection', 'product'] as const;

/**
 * POST /v1/promo-codes/quote: the price of what a checkout buys before and after a code (or the member
 * price of a post), as the checkout will charge it; a code that does not apply is refused on `promo_code`,
 * saying why. The checkout checks it all again.
 */
export const promoQuoteRequest = z.strictObject({
  page_url: pageUrlField,
  kind: z.enum(quoteKinds, { error: says('fieldSelectedInvalid', { field: 'kind' }) }),
  /** The tier, the post, or the product. */
  id: z.uuid(says('fieldSelectedInvalid', { field: 'id' })),
  /** A membership's period; 1, 3, 6 or 12. */
  months: wholeNumber('months', 1, 12).default(1),
  /** What the buyer chose to pay for a pay-what-you-want product (its minimum when left out). */
  amount: amountField('amount').optional(),
  promo_code: promoCodeInput,
});
export type PromoQuoteRequest = z.input<typeof promoQuoteRequest>;

/** What took something off: the code typed, or the buyer's membership (member pricing of posts). */
export const discountSources = ['code', 'member_pricing'] as const;

export const promoQuote = z.object({
  /** The price before any discount. */
  list_price: moneyString,
  /** What the checkout charges. */
  price: moneyString,
  discount: moneyString,
  /** What the discount is; null when there is none. */
  applied: z.enum(discountSources).nullable(),
  /** The code as its creator wrote it, when the code is what applies. */
  promo_code: z.string().nullable(),
  /** The member price's percent off, when member pricing is what applies. */
  member_discount: z.number().int().nullable(),
  /** The code takes the same off each renewal of the membership, while it lasts. */
  every_period: z.boolean(),
  /** A code that applies but was not used, because the member price is lower. */
  member_price_better: z.boolean(),
});
export type PromoQuote = z.infer<typeof promoQuote>;
export const promoQuoteResponse = z.object({ data: promoQuote });

/** The schemas of `promotionsCalls` (`calls/promotions.ts`). */
export const promotionsSchemas = {
  list: { answers: { 200: promoCodesResponse } },
  create: { body: promoCodeRequest, answers: { 201: promoCodeResponse } },
  update: { params: promoCodeParams, body: promoCodeRequest, answers: { 200: promoCodeResponse } },
  archive: { params: promoCodeParams, answers: { 200: promoCodeResponse } },
  quote: { body: promoQuoteRequest, answers: { 200: promoQuoteResponse } },
} as const satisfies SchemaTable;
