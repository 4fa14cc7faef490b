import { z } from 'zod';
import { reasonRequest } from './admin.ts';
import { moneyString } from './money.ts';
import {
  adminRefundRequestsQuery,
  refundRequestAnswerResponse,
  refundRequestCreate,
  refundRequestDecline,
  refundRequestParams,
  refundRequestReply,
  refundRequestsPage,
  refundRequestsQuery,
  refundRequestStatuses,
} from './refund-requests.ts';
import { pageQuery, personSummary } from './pagination.ts';
import { dataEnvelope, pageEnvelope } from './envelope.ts';
import type { SchemaTable } from './route-table.ts';

/** GET /v1/user/supported: what the signed-in person sent and bought, newest first. */
export const supportedQuery = pageQuery(15);

export const supportedRecord = z.object({
  reference: z.string(),
  kind: z.enum(['gift', 'goal_gift', 'purchase', 'membership', 'gift_item', 'product', 'commission']),
  amount: moneyString,
  /**
   * paid; or, for a payment given back (a second payment for a post already bought), refunding until the
   * provider has returned it, then refunded.
   */
  status: z.enum(['paid', 'refunding', 'refunded']),
  paid_at: z.string().nullable(),
  creator: personSummary,
  /** The gift's message, as it was sent. */
  message: z.string().nullable(),
  is_anonymous: z.boolean(),
  /** The creator's reply to the gift. */
  reply: z.string().nullable(),
  /** A bought post: where it opens for its buyer (null once it is gone for good). */
  post: z.object({ type: z.enum(['image', 'image_collection']), id: z.string(), url: z.string() }).nullable(),
  /** A goal gift's goal; null for other payments, and once the creator has deleted the goal. */
  goal: z.object({ id: z.string(), title: z.string(), cover_image: z.string().nullable() }).nullable(),
  /**
   * Why a payment is given back, once it is: a second payment for a post already bought (decision 0031),
   * a payment of another amount than the one chosen (0066), or a refund the creator or PIXEL gave (0099).
   */
  refund_reason: z.enum(['repeat_payment', 'other_amount', 'given_back']).nullable(),
  /** The supporter's request for a refund of it, once asked, with the answer (decision 0100). */
  refund_request: z
    .object({ id: z.string(), status: z.enum(refundRequestStatuses), reply: z.string().nullable() })
    .nullable(),
  /** Until when a refund may be asked for: a post or membership paid in the last 7 days, not asked yet. */
  refundable_until: z.string().nullable(),
});
export type SupportedRecord = z.infer<typeof supportedRecord>;

export const supportedPage = pageEnvelope(supportedRecord);

/** A creator's post as the supporter's home shows it: a Snap, a Snap Slide or a Bloc post. */
export const homePost = z.object({
  type: z.enum(['image', 'image_collection', 'bloc']),
  id: z.string(),
  /** A Bloc post's title or the start of its text, or a photo post's caption (at most 200 characters). */
  text: z.string().nullable(),
  /** A Bloc post's picture; a photo post's pictures are read with the post, as they depend on the viewer. */
  image: z.string().nullable(),
  /** Paid and not bought (a photo post), or for supporters only and the viewer is not one (a Bloc post). */
  is_locked: z.boolean(),
  created_at: z.string(),
  /** The post's own page. */
  url: z.string(),
});
export type HomePost = z.infer<typeof homePost>;

export const homeCreator = z.object({
  creator: personSummary,
  is_following: z.boolean(),
  /** What the person has given them in all (gifts and purchases, payments given back left out). */
  given_amount: moneyString.nullable(),
  /** Their latest posts the person may see, newest first (at most 3). */
  latest_posts: z.array(homePost),
});
export type HomeCreator = z.infer<typeof homeCreator>;

/** How many creators and payments the supporter's home lists. */
export const homeLimits = { creators: 6, posts: 3, support: 4 } as const;

/**
 * GET /v1/user/home: what the signed-in person's dashboard opens on. `has_page` says whether their own page
 * has anything on it or anything came to it (decision 0087); without, the dashboard is a supporter's home:
 * the creators they follow or supported, the latest first, and their latest gifts and purchases.
 */
export const homeResponse = dataEnvelope(
  z.object({
    has_page: z.boolean(),
    /** All they have given: how much, in how many payments, to how many creators. */
    given: z.object({
      amount: moneyString,
      payments: z.number().int(),
      creators: z.number().int(),
    }),
    creators: z.array(homeCreator),
    support: z.array(supportedRecord),
  }),
);
export type HomeResponse = z.infer<typeof homeResponse>;

/** The schemas of `supportedCalls` (`calls/supported.ts`). */
export const supportedSchemas = {
  page: { query: supportedQuery, answers: { 200: supportedPage } },
  home: { answers: { 200: homeResponse } },
} as const satisfies SchemaTable;

const staffDecision = {
  params: refundRequestParams,
  body: reasonRequest,
  answers: { 200: refundRequestAnswerResponse },
};

/**
 * The schemas of `refundRequestsCalls` (`calls/refund-requests.ts`). They sit here, beside the supporter's
 * record the requests are asked from, because support's side takes `reasonRequest` of `admin.ts`, which
 * itself reads `refund-requests.ts`.
 */
export const refundRequestsSchemas = {
  ask: { body: refundRequestCreate, answers: { 201: refundRequestAnswerResponse } },
  list: { query: refundRequestsQuery, answers: { 200: refundRequestsPage } },
  approve: {
    params: refundRequestParams,
    body: refundRequestReply,
    answers: { 200: refundRequestAnswerResponse },
  },
  decline: {
    params: refundRequestParams,
    body: refundRequestDecline,
    answers: { 200: refundRequestAnswerResponse },
  },
  queue: { query: adminRefundRequestsQuery, answers: { 200: refundRequestsPage } },
  staffApprove: staffDecision,
  staffDecline: staffDecision,
} as const satisfies SchemaTable;
