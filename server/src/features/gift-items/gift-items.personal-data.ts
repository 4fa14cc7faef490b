import { asc, eq, or, sql } from 'drizzle-orm';
import { giftItems } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * Gifts of a membership or a post (decision 0153): those a person gave, and those they received. A gift is
 * the record of its payment and stays (decision 0096); its message goes with its giver's account, and an
 * email or number a gift named goes once that gift is done with (claimed, refunded or never paid).
 */
export const giftItemsPersonalData: PersonalDataPart = {
  name: 'gift-items',
  export: {
    tables: [giftItems],
    async parts({ db, userId }) {
      const rows = await db
        .select()
        .from(giftItems)
        .where(
          or(
            eq(giftItems.giverUserId, userId),
            eq(giftItems.recipientUserId, userId),
            eq(giftItems.claimedByUserId, userId),
          ),
        )
        .orderBy(asc(giftItems.createdAt), asc(giftItems.id));
      return [
        part(
          'gift-items',
          'The memberships and posts you gave someone, and those given to you: what, for whom, and when.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('side', (r) => (r.giverUserId === userId ? 'given' : 'received')),
            col('kind', (r) => r.kind),
            col('tier_id', (r) => r.tierId),
            col('months', (r) => r.months),
            col('post_id', (r) => r.postId),
            ...money('amount', (r) => r.amount),
            col('recipient_kind', (r) => r.recipientKind),
            // whom a giver named is theirs to see; a recipient sees only that it was them
            col('recipient_email', (r) => (r.giverUserId === userId ? r.recipientEmail : null)),
            col('recipient_mobile', (r) => (r.giverUserId === userId ? r.recipientMobile : null)),
            col('message', (r) => r.message),
            col('is_anonymous', (r) => r.isAnonymous),
            col('status', (r) => r.status),
            col('deliver_on', (r) => r.deliverOn),
            col('delivered_at', (r) => at(r.deliveredAt)),
            col('claimed_at', (r) => at(r.claimedAt)),
            col('refunded_at', (r) => at(r.refundedAt)),
            col('created_at', (r) => at(r.createdAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [giftItems],
    async run(tx, { userId: u }) {
      await tx.execute(sql`update gift_items set message = null where giver_user_id = ${u}`);
      await tx.execute(sql`
        update gift_items set recipient_email = null, recipient_mobile = null
        where (giver_user_id = ${u} or claimed_by_user_id = ${u})
          and status in ('claimed', 'refunded', 'cancelled')`);
    },
  },
};
