import { z } from 'zod';
import { requiredText, optionalText } from './fields.ts';
import { moneyString } from './money.ts';
import { pageField } from './pagination.ts';
import { pageEnvelope } from './envelope.ts';
import { personSummary } from './pagination.ts';
import { refundRequestRules } from './refund-request-rules.ts';
import { says } from './said.ts';

/**
 * awaiting_creator: the creator has it; with_support: the creator did not answer in time; refunded: the
 * creator or support approved it (the refund is on its way); declined: the creator or support said no.
 */
export const refundRequestStatuses = ['awaiting_creator', 'with_support', 'refunded', 'declined'] as const;
export type RefundRequestStatus = (typeof refundRequestStatuses)[number];

export const refundRequestMessages = {
  tooLate: `A refund can be asked for within ${refundRequestRules.askWithinDays} days of paying.`,
  notRefundable: 'Only a paid post, product, commission or membership can be refunded.',
  alreadyAsked: 'You have asked for a refund of this payment already.',
  notYours: 'The selected payment is invalid.',
  asked: 'Your request is sent. The creator has 3 days to answer; then PIXEL support decides.',
  approved: 'Refund approved. The money goes back to the supporter.',
  declined: 'Refund declined. The supporter is told your reply.',
  answered: 'This request has been answered already.',
} as const;

export const refundRequestCreate = z.object({
  reference: requiredText('reference', 40).transform((value) => value.toUpperCase()),
  reason: requiredText('reason', refundRequestRules.reasonMax),
});

export const refundRequestReply = z.object({
  reply: optionalText('reply', refundRequestRules.replyMax),
});

export const refundRequestDecline = z.object({
  reply: requiredText('reply', refundRequestRules.replyMax),
});

export const refundRequestParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'refund request' })),
});

export const refundRequest = z.object({
  id: z.uuid(),
  reference: z.string(),
  kind: z.enum(['purchase', 'membership']),
  amount: moneyString,
  status: z.enum(refundRequestStatuses),
  reason: z.string(),
  /** The creator's (or support's) answer. */
  reply: z.string().nullable(),
  supporter: personSummary,
  creator: personSummary,
  created_at: z.string(),
  /** Until when the creator may answer; then support decides. */
  creator_due_at: z.string(),
  answered_at: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const refundRequestResponse = z.object({ data: refundRequest });
export const refundRequestAnswerResponse = z.object({
  data: z.object({ message: z.string(), request: refundRequest }),
});

/** `GET /v1/user/refund-requests`: those the person asked (`asked`) or that came to them as a creator. */
export const refundRequestsQuery = z.object({
  side: z.enum(['asked', 'received'], { error: says('sideAskedOrReceived') }).default('received'),
  page: pageField,
});
export const refundRequestsPage = pageEnvelope(refundRequest);

/** `GET /v1/admin/refund-requests`: support's queue, `with_support` first by default. */
export const adminRefundRequestsQuery = z.object({
  status: z.enum(refundRequestStatuses).default('with_support'),
  page: pageField,
});
