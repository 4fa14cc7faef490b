// The rules of refund requests, without a schema (those are in refund-requests.ts): the dashboard's card says
// how long a creator has to answer, and would otherwise bring all of zod to every dashboard

/**
 * A supporter asks for their money back (decision 0100): within 7 days of paying for a post or a
 * membership; the creator answers within 3 days, or support decides.
 */
export const refundRequestRules = {
  /** Days after the payment in which its payer may ask. */
  askWithinDays: 7,
  /** Days the creator has to answer before support decides. */
  creatorDays: 3,
  reasonMax: 500,
  replyMax: 500,
} as const;
