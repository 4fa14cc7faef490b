import { z } from 'zod';
import { flag, optionalText, requiredText } from './fields.ts';
import { redirectUrl } from './gifts.ts';
import { imageUploadLimits } from './media.ts';
import { amountField, moneyString } from './money.ts';
import { personSummary } from './pagination.ts';
import { mobileNumberField } from './payouts.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';
import { shopLimits } from './shop.ts';

/** What a commission a creator sells may be (issue #67, decision 0165). */
export const commissionLimits = {
  titleMax: 80,
  descriptionMax: 2000,
  /** The supporter's brief. */
  briefMax: 4000,
  /** Reference images a brief may carry, each an image of at most `referenceMaxBytes`. */
  referencesMax: 5,
  referenceMaxBytes: imageUploadLimits.maxBytes,
  /** The multipart field a reference image is sent in. */
  referenceField: imageUploadLimits.field,
  /** Requests a type takes at once. */
  slotsMin: 1,
  slotsMax: 50,
  /** A down payment, when the creator asks for one, is this share of the price. */
  downPaymentPercentMin: 10,
  downPaymentPercentMax: 90,
  /** Types a creator offers. */
  typesMax: 20,
  /** Unanswered this many days after its payment, a request is refunded by itself. */
  answerDays: 7,
  /** Files a delivery carries, each at most `fileMaxBytes`, as a product's. */
  filesMax: shopLimits.filesMax,
  fileMaxBytes: shopLimits.fileMaxBytes,
  /** The multipart field a delivery's file is sent in. */
  fileField: shopLimits.fileField,
  /** Downloads of one delivered file by its supporter in a Manila day. */
  downloadsPerDay: shopLimits.downloadsPerDay,
} as const;

/** `fixed`: one price; `range`: the supporter offers an amount from `price` to `max_price`. */
export const commissionPriceModes = ['fixed', 'range'] as const;
export type CommissionPriceMode = (typeof commissionPriceModes)[number];

/**
 * A request's steps: `awaiting_payment` (its checkout open, holding a slot) → `requested` (paid, the money
 * held, the creator has 7 days) → `accepted` → `in_progress` → `balance_due` (the rest asked for) →
 * `balance_paid` → `delivered`. Or: `declined` and `expired` (refunded), `refunded` (given back after it was
 * accepted), `cancelled` (its checkout ended unpaid). Only the first five to `balance_paid` hold a slot.
 */
export const commissionRequestStatuses = [
  'awaiting_payment',
  'requested',
  'accepted',
  'in_progress',
  'balance_due',
  'balance_paid',
  'delivered',
  'declined',
  'expired',
  'refunded',
  'cancelled',
] as const;
export type CommissionRequestStatus = (typeof commissionRequestStatuses)[number];

const percentField = z
  .number({ error: says('fieldNumber', { field: 'down payment percent' }) })
  .int(says('fieldInteger', { field: 'down payment percent' }))
  .min(
    commissionLimits.downPaymentPercentMin,
    says('fieldAtLeast', { field: 'down payment percent', min: commissionLimits.downPaymentPercentMin }),
  )
  .max(
    commissionLimits.downPaymentPercentMax,
    says('fieldAtMost', { field: 'down payment percent', max: commissionLimits.downPaymentPercentMax }),
  );

const slotsField = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? says('fieldRequired', { field: 'slots' })
        : says('fieldNumber', { field: 'slots' }),
  })
  .int(says('fieldInteger', { field: 'slots' }))
  .min(commissionLimits.slotsMin, says('fieldAtLeast', { field: 'slots', min: commissionLimits.slotsMin }))
  .max(commissionLimits.slotsMax, says('fieldAtMost', { field: 'slots', max: commissionLimits.slotsMax }));

/**
 * POST /v1/user/commissions/types, PUT /v1/user/commissions/types/{id}: a commission the creator offers.
 * `price` is its price, or the least a supporter offers when `price_mode` is `range` (then `max_price` is
 * the most); `slots` how many requests it takes at once; `is_open` whether it takes any; a
 * `down_payment_percent` (10–90) is paid first and the rest before delivery, none means all of it first.
 */
export const commissionTypeRequest = z
  .strictObject({
    title: requiredText('title', commissionLimits.titleMax),
    description: optionalText('description', commissionLimits.descriptionMax),
    price_mode: z
      .enum(commissionPriceModes, { error: says('fieldSelectedInvalid', { field: 'price mode' }) })
      .default('fixed'),
    price: amountField('price'),
    max_price: amountField('max price').nullish(),
    slots: slotsField,
    is_open: flag('is open').default(true),
    down_payment_percent: percentField.nullish().transform((value) => value ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.price_mode === 'range' && (body.max_price === undefined || body.max_price === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_price'],
        message: says('fieldRequired', { field: 'max price' }),
      });
    }
    if (body.price_mode === 'fixed' && body.max_price !== undefined && body.max_price !== null) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: says('commissionMaxPriceFixed') });
    }
  });
export type CommissionTypeRequest = z.input<typeof commissionTypeRequest>;
export type CommissionTypeBody = z.output<typeof commissionTypeRequest>;

/** A commission type as the creator's page shows it, and as its creator edits it. */
export const commissionType = z.object({
  id: z.string(),
  creator: personSummary,
  title: z.string(),
  description: z.string(),
  price_mode: z.enum(commissionPriceModes),
  /** The price, or the least a supporter offers. */
  price: moneyString,
  /** The most a supporter offers; null for a fixed price. */
  max_price: moneyString.nullable(),
  slots: z.number().int(),
  /** Slots not taken by a request under way (nor by an open checkout); 0 when full. */
  slots_left: z.number().int(),
  is_open: z.boolean(),
  /** The share of the price paid with the request; null when all of it is. */
  down_payment_percent: z.number().int().nullable(),
  created_at: z.string(),
});
export type CommissionType = z.infer<typeof commissionType>;

export const commissionTypeResponse = z.object({ data: commissionType });
export const commissionTypesResponse = z.object({ data: z.array(commissionType) });
export const commissionTypeParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'commission type' })),
});
export const commissionsPageParams = z.object({ page_url: z.string().max(64) });

/** A reference image of a brief, shown to its supporter and the creator asked; `url` needs their session. */
export const commissionReference = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type CommissionReference = z.infer<typeof commissionReference>;
export const commissionReferenceResponse = z.object({ data: commissionReference });
export const commissionReferenceParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'reference' })),
});

/**
 * POST /v1/commissions/types/{id}/requests: a request and the checkout of what is paid first. `amount` is
 * what the supporter offers for a `range` type (within it); `reference_ids` name images uploaded first
 * (POST /v1/user/commissions/references, at most 5); `mobile_number` gets each step by SMS too.
 */
export const commissionRequestBody = z.strictObject({
  brief: requiredText('brief', commissionLimits.briefMax),
  amount: amountField('amount').optional(),
  reference_ids: z
    .array(z.uuid(says('fieldSelectedInvalid', { field: 'reference ids' })), {
      error: says('fieldSelectedInvalid', { field: 'reference ids' }),
    })
    .max(
      commissionLimits.referencesMax,
      says('fieldAtMost', { field: 'reference ids', max: commissionLimits.referencesMax }),
    )
    .default([])
    .transform((ids) => [...new Set(ids)]),
  mobile_number: mobileNumberField.nullish().transform((value) => value ?? null),
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
});
export type CommissionRequestRequest = z.input<typeof commissionRequestBody>;
export type CommissionRequestInput = z.output<typeof commissionRequestBody>;

/** POST /v1/user/commissions/requests/{id}/pay-balance: where to come back from the balance's checkout. */
export const commissionBalanceBody = z.strictObject({
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
});
export type CommissionBalanceRequest = z.input<typeof commissionBalanceBody>;

/** A checkout opened for a request: its address, the payment's reference and the request. */
export const commissionCheckoutResponse = z.object({
  data: z.object({ link_url: z.string(), reference: z.string(), request_id: z.string() }),
});

/** A delivered file: its address and downloads left today for the supporter, null for the creator. */
export const commissionFile = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().nullable(),
  downloads_left: z.number().int().nullable(),
});
export type CommissionFile = z.infer<typeof commissionFile>;
export const commissionFileResponse = z.object({ data: commissionFile });

/** A request as its supporter (`side` `supporter`) and the creator asked (`creator`) see it. */
export const commissionRequest = z.object({
  id: z.string(),
  side: z.enum(['supporter', 'creator']),
  status: z.enum(commissionRequestStatuses),
  type: z.object({ id: z.string(), title: z.string() }),
  creator: personSummary,
  supporter: personSummary,
  brief: z.string(),
  /** The whole price agreed. */
  amount: moneyString,
  /** What was paid with the request (all of it without a down payment). */
  down_payment: moneyString,
  /** What is left to pay before delivery; 0.00 when all was paid first. */
  balance: moneyString,
  /** The request's payment; the balance's once it is asked for. */
  reference: z.string(),
  balance_reference: z.string().nullable(),
  /** The supporter's number for SMS: shown to the supporter only. */
  mobile_number: z.string().nullable(),
  references: z.array(commissionReference),
  /** The delivery's files: the creator's as uploaded; the supporter's once delivered. */
  files: z.array(commissionFile),
  /** Until when the creator may answer (while `requested`). */
  answer_due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  started_at: z.string().nullable(),
  balance_asked_at: z.string().nullable(),
  balance_paid_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type CommissionRequest = z.infer<typeof commissionRequest>;
export const commissionRequestResponse = z.object({ data: commissionRequest });
export const commissionRequestsResponse = z.object({ data: z.array(commissionRequest) });
export const commissionRequestParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'commission request' })),
});
export const commissionFileParams = commissionRequestParams.extend({
  file_id: z.uuid(says('fieldSelectedInvalid', { field: 'file' })),
});

/** GET /v1/commissions/files/{file_id}: a signed address's query. */
export const commissionFileQuery = z.object({
  request: z.string().max(100).optional(),
  viewer: z.string().max(100).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

const request = { params: commissionRequestParams, answers: { 200: commissionRequestResponse } };

export const commissionsSchemas = {
  page: { params: commissionsPageParams, answers: { 200: commissionTypesResponse } },
  type: { params: commissionTypeParams, answers: { 200: commissionTypeResponse } },
  myTypes: { answers: { 200: commissionTypesResponse } },
  createType: { body: commissionTypeRequest, answers: { 201: commissionTypeResponse } },
  updateType: {
    params: commissionTypeParams,
    body: commissionTypeRequest,
    answers: { 200: commissionTypeResponse },
  },
  removeType: { params: commissionTypeParams, answers: { 204: z.null() } },
  uploadReference: { consumes: ['multipart/form-data'], answers: { 201: commissionReferenceResponse } },
  reference: { params: commissionReferenceParams, answers: {} },
  request: {
    params: commissionTypeParams,
    body: commissionRequestBody,
    answers: { 200: commissionCheckoutResponse },
  },
  myRequests: { answers: { 200: commissionRequestsResponse } },
  received: { answers: { 200: commissionRequestsResponse } },
  view: request,
  payBalance: {
    params: commissionRequestParams,
    body: commissionBalanceBody,
    answers: { 200: commissionCheckoutResponse },
  },
  accept: request,
  decline: request,
  start: request,
  askBalance: request,
  deliver: request,
  uploadFile: {
    params: commissionRequestParams,
    consumes: ['multipart/form-data'],
    answers: { 201: commissionFileResponse },
  },
  removeFile: { params: commissionFileParams, answers: { 204: z.null() } },
  file: {
    params: z.object({ file_id: z.string().max(100) }),
    query: commissionFileQuery,
    answers: {},
  },
} as const satisfies SchemaTable;
