import { z } from 'zod';
import { moneyString } from './money.ts';
import { pageQuery, personSummary } from './pagination.ts';
import { pageEnvelope } from './envelope.ts';

/** GET /v1/user/supported: what the signed-in person sent and bought, newest first. */
export const supportedQuery = pageQuery(15);

export const supportedRecord = z.object({
  reference: z.string(),
  kind: z.enum(['gift', 'goal_gift', 'purchase']),
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
});
export type SupportedRecord = z.infer<typeof supportedRecord>;

export const supportedPage = pageEnvelope(supportedRecord);
