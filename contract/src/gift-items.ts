import { z } from 'zod';
import { emailField } from './auth.ts';
import { flag, optionalText, requiredText } from './fields.ts';
import { checkoutResponse, giftLimits, redirectUrl } from './gifts.ts';
import { futureDateField } from './goals.ts';
import { moneyString } from './money.ts';
import { personSummary } from './pagination.ts';
import { mobileNumberField } from './payouts.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** What a gift of a membership or a post may be (issue #66, decision 0153). */
export const giftItemLimits = {
  monthsMin: 1,
  monthsMax: 12,
  /** Its message: as long as a gift's. */
  messageMax: giftLimits.messageMax,
  /** Its delivery date: today to a year from today, in Manila. */
  deliverDaysMax: 366,
  /** Unclaimed this long after its delivery, it goes back to its giver. */
  claimDays: 90,
} as const;

/** A membership of a creator's tier for some months, or a paid Snap or Slide. */
export const giftItemKinds = ['membership', 'post'] as const;
export type GiftItemKind = (typeof giftItemKinds)[number];
export const giftRecipientKinds = ['page', 'email', 'mobile'] as const;
export const giftItemStatuses = [
  'awaiting_payment',
  'scheduled',
  'delivered',
  'claimed',
  'refunded',
  'cancelled',
] as const;
export type GiftItemStatus = (typeof giftItemStatuses)[number];

/** What a recipient is called when the giver chose not to be named. */
export const anonymousGiverName = 'Someone';

const monthsField = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? says('fieldRequired', { field: 'months' })
        : says('fieldNumber', { field: 'months' }),
  })
  .int(says('fieldInteger', { field: 'months' }))
  .min(giftItemLimits.monthsMin, says('fieldAtLeast', { field: 'months', min: giftItemLimits.monthsMin }))
  .max(giftItemLimits.monthsMax, says('fieldAtMost', { field: 'months', max: giftItemLimits.monthsMax }));

const recipientFields = ['recipient_page_url', 'recipient_email', 'recipient_mobile_number'] as const;

/**
 * POST /v1/gift-items: a membership (`tier_id`, `months` 1–12) or a paid post (`post_id`) for someone else,
 * named by exactly one of a page address, an email or a Philippine mobile number; a message, anonymity and
 * a Manila delivery date optional (none: as soon as it is paid). Answers the checkout to pay it at.
 */
export const giftItemRequest = z
  .strictObject({
    kind: z.enum(giftItemKinds, { error: says('fieldSelectedInvalid', { field: 'kind' }) }),
    tier_id: z.uuid(says('fieldSelectedInvalid', { field: 'tier' })).optional(),
    months: monthsField.optional(),
    post_id: z.uuid(says('fieldSelectedInvalid', { field: 'post' })).optional(),
    recipient_page_url: requiredText('page url', 64).toLowerCase().optional(),
    recipient_email: emailField.optional(),
    recipient_mobile_number: mobileNumberField.optional(),
    message: optionalText('message', giftItemLimits.messageMax),
    is_anonymous: flag('is anonymous').default(false),
    deliver_on: futureDateField('deliver on'),
    success_redirect_url: redirectUrl('success redirect url'),
    failure_redirect_url: redirectUrl('failure redirect url'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'membership') {
      if (!body.tier_id) {
        ctx.addIssue({
          code: 'custom',
          path: ['tier_id'],
          message: says('fieldRequired', { field: 'tier' }),
        });
      }
      if (body.months === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['months'],
          message: says('fieldRequired', { field: 'months' }),
        });
      }
      if (body.post_id) {
        ctx.addIssue({ code: 'custom', path: ['post_id'], message: says('giftItemOneThing') });
      }
    }
    if (body.kind === 'post') {
      if (!body.post_id) {
        ctx.addIssue({
          code: 'custom',
          path: ['post_id'],
          message: says('fieldRequired', { field: 'post' }),
        });
      }
      for (const field of ['tier_id', 'months'] as const) {
        if (body[field] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: says('giftItemOneThing') });
        }
      }
    }
    const named = recipientFields.filter((field) => body[field] !== undefined);
    if (named.length !== 1) {
      for (const field of named.length ? named : recipientFields) {
        ctx.addIssue({ code: 'custom', path: [field], message: says('giftItemOneRecipient') });
      }
    }
  });
export type GiftItemRequest = z.input<typeof giftItemRequest>;
export type GiftItemBody = z.output<typeof giftItemRequest>;

/** A gift as its giver or its recipient sees it on their lists. */
export const giftItem = z.object({
  id: z.string(),
  kind: z.enum(giftItemKinds),
  status: z.enum(giftItemStatuses),
  creator: personSummary,
  tier: z.object({ id: z.string(), name: z.string() }).nullable(),
  months: z.number().int().nullable(),
  post: z.object({ id: z.string(), type: z.enum(['image', 'image_collection']) }).nullable(),
  amount: moneyString,
  /** Who it is for, as its giver named them: shown to the giver only (null on the recipient's list). */
  recipient: z.object({ kind: z.enum(giftRecipientKinds), value: z.string() }).nullable(),
  /** Who it is from: the giver's page name, or "Someone" to its recipient when the giver chose so. */
  from_name: z.string(),
  message: z.string().nullable(),
  is_anonymous: z.boolean(),
  deliver_on: z.string().nullable(),
  delivered_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type GiftItem = z.infer<typeof giftItem>;

export const giftItemSides = ['sent', 'received'] as const;
/** GET /v1/user/gift-items?side=sent|received: the newest 100. */
export const giftItemsQuery = z.object({
  side: z.enum(giftItemSides, { error: says('fieldSelectedInvalid', { field: 'side' }) }).default('sent'),
});
export const giftItemsResponse = z.object({ data: z.array(giftItem) });

/** The claim link's token: letters, digits, `-` and `_`. */
export const giftClaimParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, says('giftItemLinkInvalid')),
});

/** GET /v1/gift-items/claim/{token}: what the claim page shows, to anyone with the link. */
export const giftClaimView = z.object({
  kind: z.enum(giftItemKinds),
  status: z.enum(giftItemStatuses),
  creator: personSummary,
  tier_name: z.string().nullable(),
  months: z.number().int().nullable(),
  post: z.object({ id: z.string(), type: z.enum(['image', 'image_collection']) }).nullable(),
  from_name: z.string(),
  message: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Named by page address: only that account may claim it (its page address, to sign in as). */
  for_page_url: z.string().nullable(),
});
export const giftClaimViewResponse = z.object({ data: giftClaimView });

/** POST /v1/gift-items/claim/{token}: the gift, claimed, and what it gave. */
export const giftClaimResponse = z.object({
  data: z.object({
    gift: giftItem,
    /** A membership gift: when the membership now ends. */
    membership_ends_at: z.string().nullable(),
  }),
});

export const giftItemsSchemas = {
  start: { body: giftItemRequest, answers: { 200: checkoutResponse } },
  list: { query: giftItemsQuery, answers: { 200: giftItemsResponse } },
  view: { params: giftClaimParams, answers: { 200: giftClaimViewResponse } },
  claim: { params: giftClaimParams, answers: { 200: giftClaimResponse } },
} as const satisfies SchemaTable;
