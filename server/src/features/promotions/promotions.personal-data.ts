import { asc, eq, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';
import { createPromotionsRepository } from './promotions.repository.ts';

/**
 * A creator's promo codes, and the payments a person made for less (a code, a member's price). The
 * discounts are records of payments and stay (decision 0096); codes nobody used go with the account.
 */
export const promotionsPersonalData: PersonalDataPart = {
  name: 'promotions',
  export: {
    tables: [promoCodes, promoRedemptions],
    async parts({ db, userId }) {
      const codes = await db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.creatorUserId, userId))
        .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
      const paid = await createPromotionsRepository(db).redemptionsOf(db, userId);
      return [
        part(
          'promo-codes',
          'The promo codes of your page: what each took off, for what, and its limits and dates.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('code', (r) => r.code),
            col('discount_type', (r) => r.discountType),
            col('percent_off', (r) => r.percentOff),
            ...money('amount_off', (r) => r.amountOff),
            col('applies_to', (r) => r.appliesTo),
            col('tier_ids', (r) => r.tierIds),
            col('post_ids', (r) => r.postIds),
            col('product_ids', (r) => r.productIds),
            col('duration', (r) => r.duration),
            col('max_uses', (r) => r.maxUses),
            col('max_uses_per_person', (r) => r.maxUsesPerPerson),
            col('starts_on', (r) => r.startsOn),
            col('ends_on', (r) => r.endsOn),
            col('created_at', (r) => at(r.createdAt)),
            col('archived_at', (r) => at(r.archivedAt)),
          ],
          codes,
        ),
        part(
          'discounts',
          'The payments you made for less than their price: with a promo code, or your member price.',
          ({ col, money }) => [
            col('reference', (r) => r.reference),
            col('payment_status', (r) => r.status),
            col('source', (r) => r.redemption.source),
            col('code', (r) => r.redemption.code),
            col('purpose', (r) => r.redemption.purpose),
            ...money('list_price', (r) => r.redemption.listAmount),
            ...money('discount', (r) => r.redemption.discountAmount),
            col('member_percent', (r) => r.redemption.memberPercent),
            col('created_at', (r) => at(r.redemption.createdAt)),
          ],
          paid,
        ),
      ];
    },
  },
  erase: {
    tables: [promoCodes],
    async run(tx, { userId: u, at: when }) {
      // a code a payment was made with stays beside that payment, archived; the others go
      await tx.execute(sql`
        delete from promo_codes c where c.creator_user_id = ${u}
          and not exists (select 1 from promo_redemptions r where r.promo_code_id = c.id)`);
      await tx.execute(sql`
        update promo_codes set archived_at = coalesce(archived_at, ${when}) where creator_user_id = ${u}`);
    },
  },
  kept: [
    [
      promoRedemptions,
      'the record of a payment (decision 0096): its list price, the discount and the code, no words',
    ],
  ],
};
