import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import { type FieldLabel, flag, optionalText, withinCharacters } from './fields.ts';
import { amountField, moneyString } from './money.ts';
import { pageEnvelope } from './envelope.ts';
import { personSummary } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

export const giftLimits = {
  amountMaxLength: 11,
  nameMax: 16,
  messageMax: 120,
  replyMax: 300,
} as const;

/** The quick amounts of the Support Me modal, in pesos. */
export const quickGiftAmounts = [20, 50, 100, 200, 300, 400] as const;

/**
 * Where a payment was started. `app` marks the mobile app, whose payments are held as pending balance
 * until the 15th of the month; the others are web payments, available at once.
 */
export const paymentSources = ['web', 'qr', 'share', 'app'] as const;
/** A purchase also says which kind of post it came from (spec §7). */
export const purchaseSources = [...paymentSources, 'photo', 'photo.collection'] as const;
/**
 * A gift may also come from a stream: the scan-to-gift code on screen opens the gift form with it (issue #65);
 * or from a creator's printed standee, whose code does the same (`qr-standee`, issue #68); or from the
 * button or widget a creator put on their own website (`embed`, issue #68).
 */
export const giftSources = [...paymentSources, 'stream', 'qr-standee', 'embed'] as const;
export type PaymentSource = (typeof purchaseSources)[number] | (typeof giftSources)[number];

/** An address to send the payer back to after a checkout; the server checks it is one of its own pages. */
export const redirectUrl = (label: FieldLabel) =>
  z
    .string({ error: says('fieldString', { field: label }) })
    .trim()
    .max(2000, says('fieldTooLong', { field: label, max: 2000 }))
    .nullish()
    .transform((value) => value || undefined);

/** Campaign parameters travel with a payment for reporting. */
export const campaignFields = {
  utm_source: optionalText('utm source', 100),
  utm_medium: optionalText('utm medium', 100),
  utm_campaign: optionalText('utm campaign', 100),
  utm_term: optionalText('utm term', 100),
  utm_content: optionalText('utm content', 100),
};

/** The body of a gift (POST /v1/donate, /v1/donate/{id}) and of a goal gift. */
export const giftRequest = z.strictObject({
  amount: amountField('amount', { maxLength: giftLimits.amountMaxLength }),
  username: pageUrlField.optional(),
  source: z.enum(giftSources, { error: says('fieldSelectedInvalid', { field: 'source' }) }).default('web'),
  /** A vote in the creator's open stream poll: one of its choices, counted once the gift is paid. */
  poll_choice_id: z
    .uuid(says('fieldSelectedInvalid', { field: 'poll choice' }))
    .nullish()
    .transform((value) => value ?? undefined),
  supporter_name: optionalText('name', giftLimits.nameMax),
  supporter_message: optionalText('message', giftLimits.messageMax),
  is_anonymous: flag('is anonymous').default(false),
  /** Also ask the message on the creator's Ask Me Anything page once the gift is paid (needs a message). */
  is_question: flag('is question').default(false),
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
  ...campaignFields,
});
export type GiftRequest = z.input<typeof giftRequest>;

export const checkoutResponse = z.object({ data: z.object({ link_url: z.string(), reference: z.string() }) });

export const paymentStatus = z.enum(['pending', 'paid', 'cancelled', 'expired']);

/** What the Gift Sent screen shows after the supporter comes back from the checkout. */
export const paymentStatusResponse = z.object({
  data: z.object({
    reference: z.string(),
    /**
     * `refunded`: paid, but given back to the payer instead of sent to the creator (another amount than
     * the one chosen, or a second payment for the same thing; decision 0066): on its way back, or back.
     */
    status: z.enum([...paymentStatus.options, 'refunded']),
    // `gift_item`: a membership or a post bought for someone else (decision 0153)
    // `commission`: a commission's down payment or balance (decision 0165)
    kind: z.enum(['gift', 'goal_gift', 'membership', 'gift_item', 'product', 'commission']),
    amount: moneyString,
    creator: personSummary,
    beneficiary_message: z.object({ title: z.string(), message: z.string() }),
  }),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** A gift as shown on the creator's page. */
export const publicGift = z.object({
  id: z.string(),
  supporter_name: z.string(),
  supporter_page_url: z.string().nullable(),
  supporter_message: z.string().nullable(),
  amount: moneyString,
  reply: z.string().nullable(),
  goal_id: z.string().nullable(),
  is_hidden: z.boolean(),
  /**
   * The tier the supporter is a member of at the moment of the request (in its period or its grace);
   * null for a supporter who is not a member, a visitor, or an anonymous gift.
   */
  member_tier: z.object({ name: z.string() }).nullable(),
  /**
   * On a membership or post its supporter bought for someone else (decision 0162): what it gives, its
   * recipient unnamed; null on a gift. Such an entry has no message and takes no reply.
   */
  gifted: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('membership'), months: z.number().int(), tier_name: z.string() }),
      z.object({ kind: z.literal('post'), post_kind: z.enum(['snap', 'slide']).nullable() }),
    ])
    .nullable(),
  created_at: z.string(),
});
export type PublicGift = z.infer<typeof publicGift>;

export const giftIdField = z
  .string({ error: says('fieldRequired', { field: 'id' }) })
  .uuid(says('fieldSelectedInvalid', { field: 'id' }));

export const giftReplyRequest = z.strictObject({
  id: giftIdField,
  reply: withinCharacters(
    z
      .string({ error: says('fieldRequired', { field: 'reply' }) })
      .trim()
      .min(1, says('fieldRequired', { field: 'reply' })),
    giftLimits.replyMax,
    says('fieldTooLong', { field: 'reply', max: giftLimits.replyMax }),
  ),
});

export const giftHideRequest = z.strictObject({
  id: giftIdField,
  is_hidden: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: says('fieldOneOrZero', { field: 'is hidden' }),
    })
    .transform((value) => value === 1 || value === '1' || value === true),
});

export const giftResponse = z.object({ data: publicGift });

/** GET /v1/payments/fee-preview: what the creator receives of an amount, before paying. */
export const feePreviewQuery = z.strictObject({
  kind: z.enum(['gift', 'goal_gift', 'purchase'], { error: says('fieldSelectedInvalid', { field: 'kind' }) }),
  amount: amountField('amount', { maxLength: giftLimits.amountMaxLength }),
  page_url: pageUrlField,
});
export type FeePreviewQuery = z.input<typeof feePreviewQuery>;

export const feePreviewResponse = z.object({
  data: z.object({
    amount: moneyString,
    fee_amount: moneyString,
    creator_receives: moneyString,
    /** "Maria receives ₱95.00" */
    message: z.string(),
  }),
});
export type FeePreview = z.infer<typeof feePreviewResponse>['data'];

/** GET /v1/profile/{page_url}/gifts: the gifts on a creator's page, newest first. */
export const creatorGiftsQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, says('fieldAtLeast', { field: 'page', min: 1 }))
    .max(100_000)
    .default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, says('fieldAtLeast', { field: 'per page', min: 1 }))
    .max(50, says('fieldAtMost', { field: 'per page', max: 50 }))
    .default(10),
});

const checkout = { body: giftRequest, answers: { 200: checkoutResponse } };

/** The schemas of `giftsCalls` (`calls/gifts.ts`). */
export const giftsSchemas = {
  giftCreator: checkout,
  giftPage: { params: z.object({ id: pageUrlField }), ...checkout },
  giftGoal: {
    params: z.object({ goal_id: z.uuid(says('fieldSelectedInvalid', { field: 'goal' })) }),
    ...checkout,
  },
  list: {
    params: z.object({ page_url: pageUrlField }),
    query: creatorGiftsQuery,
    answers: { 200: pageEnvelope(publicGift) },
  },
  reply: { body: giftReplyRequest, answers: { 200: giftResponse } },
  hide: { body: giftHideRequest, answers: { 200: giftResponse } },
} as const satisfies SchemaTable;

/** The schemas of `paymentsCalls` (`calls/payments.ts`). */
export const paymentsSchemas = {
  feePreview: { query: feePreviewQuery, answers: { 200: feePreviewResponse } },
  status: {
    params: z.object({ reference: z.string().min(1).max(40) }),
    answers: { 200: paymentStatusResponse },
  },
} as const satisfies SchemaTable;

/** A provider's callback: which provider it says it is from. Its body is the provider's own, read as text. */
export const webhookParams = z.object({ provider: z.string().max(40) });

/** The schemas of `webhookCalls` (`calls/payments.ts`). */
export const webhookSchemas = {
  payments: { params: webhookParams, answers: {} },
  payouts: { params: webhookParams, answers: {} },
} as const satisfies SchemaTable;
