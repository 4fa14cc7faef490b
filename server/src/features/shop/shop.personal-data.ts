import { asc, eq, or, sql } from 'drizzle-orm';
import { productDownloads, productPurchases, products } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * A creator's shop (decision 0159): the products a person sells, and those they bought. A purchase is the
 * record of its payment and stays (decision 0096); an erased creator's products are archived, sold no
 * more, and kept for those who bought them (by name only); a buyer's downloads go.
 */
export const shopPersonalData: PersonalDataPart = {
  name: 'shop',
  export: {
    tables: [products, productPurchases, productDownloads],
    async parts({ db, userId }) {
      const made = await db
        .select()
        .from(products)
        .where(eq(products.creatorUserId, userId))
        .orderBy(asc(products.createdAt), asc(products.id));
      const bought = await db
        .select()
        .from(productPurchases)
        .where(or(eq(productPurchases.buyerUserId, userId), eq(productPurchases.creatorUserId, userId)))
        .orderBy(asc(productPurchases.createdAt), asc(productPurchases.id));
      return [
        part(
          'shop-products',
          'The products of your shop: their names, descriptions, prices and stock.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('name', (r) => r.name),
            col('description', (r) => r.description),
            col('images', (r) => r.images),
            col('price_mode', (r) => r.priceMode),
            ...money('price', (r) => r.amount),
            col('stock', (r) => r.stock),
            col('one_per_buyer', (r) => r.onePerBuyer),
            col('status', (r) => r.status),
            col('sale_count', (r) => r.saleCount),
            col('created_at', (r) => at(r.createdAt)),
          ],
          made,
        ),
        part(
          'shop-purchases',
          'The products you bought in shops, and those bought in yours: which, for how much, and when.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('side', (r) => (r.buyerUserId === userId ? 'bought' : 'sold')),
            col('product_id', (r) => r.productId),
            ...money('amount', (r) => r.amount),
            col('status', (r) => r.status),
            col('paid_at', (r) => at(r.paidAt)),
            col('refunded_at', (r) => at(r.refundedAt)),
            col('created_at', (r) => at(r.createdAt)),
          ],
          bought,
        ),
      ];
    },
  },
  erase: {
    tables: [products, productDownloads],
    async run(tx, { userId: u }) {
      // its name stays, as its buyers' library names what they bought; its words and images go
      await tx.execute(sql`
        update products set status = 'archived', description = '', images = '[]'::jsonb
        where creator_user_id = ${u}`);
      await tx.execute(sql`delete from product_downloads where buyer_user_id = ${u}`);
    },
  },
  kept: [
    [
      productPurchases,
      'the record of a payment (decision 0096): ids, amounts and times; a guest’s email is cleared when the purchase is attached to an account',
    ],
  ],
};
