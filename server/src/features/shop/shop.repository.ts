import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  payments,
  photoPosts,
  productDownloads,
  productFiles,
  productItems,
  productPurchases,
  products,
  users,
} from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductFileRow = typeof productFiles.$inferSelect;
export type ProductPurchaseRow = typeof productPurchases.$inferSelect;

const creatorColumns = {
  id: users.id,
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  avatar: users.avatar,
  avatarWh100: users.avatarWh100,
  status: users.status,
};
export type CreatorRow = { [K in keyof typeof creatorColumns]: (typeof users.$inferSelect)[K] };

/** The products of creators' shops, their files and bundles, their purchases and downloads (decision 0159). */
export function createShopRepository(db: Db) {
  const ex = (executor: Db | Tx) => executor as Db;

  return {
    async product(executor: Db | Tx, id: string, lock = false) {
      const query = ex(executor).select().from(products).where(eq(products.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async creator(executor: Db | Tx, userId: string) {
      const [row] = await ex(executor).select(creatorColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async creatorByPageUrl(pageUrl: string) {
      const [row] = await db.select(creatorColumns).from(users).where(eq(users.pageUrl, pageUrl));
      return row ?? null;
    },

    async person(executor: Db | Tx, userId: string) {
      const [row] = await ex(executor)
        .select({
          id: users.id,
          pageName: users.pageName,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** A creator's products, newest first: the active ones for their shop, every one for their editor. */
    productsOf(creatorUserId: string, activeOnly: boolean, limit: number) {
      return db
        .select()
        .from(products)
        .where(
          and(
            eq(products.creatorUserId, creatorUserId),
            activeOnly ? eq(products.status, 'active') : undefined,
          ),
        )
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
    },

    async insertProduct(tx: Tx, values: typeof products.$inferInsert) {
      const [row] = await tx.insert(products).values(values).returning();
      return row!;
    },

    async updateProduct(tx: Tx, id: string, values: Partial<typeof products.$inferInsert>) {
      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      return row!;
    },

    /** Deletes a product nobody bought, with the checkouts that ended unpaid (their payments stay). */
    async deleteProduct(tx: Tx, id: string) {
      await tx
        .delete(productPurchases)
        .where(and(eq(productPurchases.productId, id), eq(productPurchases.status, 'cancelled')));
      await tx.delete(products).where(eq(products.id, id));
    },

    filesOf(executor: Db | Tx, productIds: string[]) {
      if (!productIds.length) return Promise.resolve([]);
      return ex(executor)
        .select()
        .from(productFiles)
        .where(inArray(productFiles.productId, productIds))
        .orderBy(asc(productFiles.createdAt), asc(productFiles.id));
    },

    async file(executor: Db | Tx, fileId: string) {
      const [row] = await ex(executor).select().from(productFiles).where(eq(productFiles.id, fileId));
      return row ?? null;
    },

    async insertFile(tx: Tx, values: typeof productFiles.$inferInsert) {
      const [row] = await tx.insert(productFiles).values(values).returning();
      return row!;
    },

    async deleteFile(tx: Tx, fileId: string) {
      await tx.delete(productFiles).where(eq(productFiles.id, fileId));
    },

    /** What bundles include: the posts (with their kind) and products of each. */
    async itemsOf(executor: Db | Tx, productIds: string[]) {
      if (!productIds.length) return [];
      return ex(executor)
        .select({
          productId: productItems.productId,
          postId: productItems.postId,
          postKind: photoPosts.kind,
          includedProductId: productItems.includedProductId,
          includedName: products.name,
        })
        .from(productItems)
        .leftJoin(photoPosts, eq(photoPosts.id, productItems.postId))
        .leftJoin(products, eq(products.id, productItems.includedProductId))
        .where(inArray(productItems.productId, productIds))
        .orderBy(asc(productItems.id));
    },

    async replaceItems(tx: Tx, productId: string, postIds: string[], productIds: string[]) {
      await tx.delete(productItems).where(eq(productItems.productId, productId));
      const rows = [
        ...postIds.map((postId) => ({ productId, postId })),
        ...productIds.map((includedProductId) => ({ productId, includedProductId })),
      ];
      if (rows.length) await tx.insert(productItems).values(rows);
    },

    /** Of these posts, those of the creator that are there (not deleted) and not members-only. */
    async bundlablePosts(creatorUserId: string, postIds: string[]) {
      if (!postIds.length) return new Set<string>();
      const rows = await db
        .select({ id: photoPosts.id })
        .from(photoPosts)
        .where(
          and(
            inArray(photoPosts.id, postIds),
            eq(photoPosts.userId, creatorUserId),
            isNull(photoPosts.deletedAt),
            isNull(photoPosts.minTierId),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Of these products, the creator's own that include nothing themselves (a bundle is one level deep). */
    async bundlableProducts(creatorUserId: string, productIds: string[]) {
      if (!productIds.length) return new Set<string>();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, productIds),
            eq(products.creatorUserId, creatorUserId),
            sql`not exists (select 1 from ${productItems} where ${productItems.productId} = ${products.id})`,
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Whether the product is included in a bundle. */
    async isIncluded(executor: Db | Tx, productId: string) {
      const [row] = await ex(executor)
        .select({ id: productItems.id })
        .from(productItems)
        .where(eq(productItems.includedProductId, productId))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Whether anyone bought (or is paying for) the product, or a bundle that includes it: such a product
     * keeps its files, and is archived rather than deleted.
     */
    async hasSales(executor: Db | Tx, productId: string) {
      const [row] = await ex(executor)
        .select({ id: productPurchases.id })
        .from(productPurchases)
        .where(
          and(
            or(
              eq(productPurchases.productId, productId),
              sql`${productPurchases.productId} in (select ${productItems.productId} from ${productItems} where ${productItems.includedProductId} = ${productId})`,
            ),
            inArray(productPurchases.status, ['awaiting_payment', 'paid', 'refunded']),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Takes one unit of a product's stock, when it has any left; a product without a limit always has. */
    async takeUnit(tx: Tx, productId: string) {
      const rows = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(and(eq(products.id, productId), sql`${products.stock} > 0`))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async giveUnit(tx: Tx, productId: string) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + 1` })
        .where(and(eq(products.id, productId), sql`${products.stock} is not null`));
    },

    async countSale(tx: Tx, productId: string, by: 1 | -1) {
      await tx
        .update(products)
        .set({ saleCount: sql`greatest(${products.saleCount} + ${by}, 0)` })
        .where(eq(products.id, productId));
    },

    async insertPurchase(tx: Tx, values: typeof productPurchases.$inferInsert) {
      const [row] = await tx.insert(productPurchases).values(values).returning();
      return row!;
    },

    async updatePurchase(tx: Tx, id: string, values: Partial<typeof productPurchases.$inferInsert>) {
      const [row] = await tx
        .update(productPurchases)
        .set(values)
        .where(eq(productPurchases.id, id))
        .returning();
      return row!;
    },

    lockByPayments(tx: Tx, paymentIds: string[]) {
      return tx
        .select()
        .from(productPurchases)
        .where(inArray(productPurchases.paymentId, paymentIds))
        .orderBy(asc(productPurchases.id))
        .for('update');
    },

    async purchase(executor: Db | Tx, id: string, lock = false) {
      const query = ex(executor).select().from(productPurchases).where(eq(productPurchases.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async byTokenHash(executor: Db | Tx, tokenHash: string, lock = false) {
      const query = ex(executor)
        .select()
        .from(productPurchases)
        .where(eq(productPurchases.tokenHash, tokenHash));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A buyer's purchase of the product that is paid, or whose checkout is still open. */
    async ownPurchases(executor: Db | Tx, buyerUserId: string, productId: string) {
      return ex(executor)
        .select({
          status: productPurchases.status,
          amount: productPurchases.amount,
          linkUrl: payments.checkoutUrl,
          reference: payments.reference,
          paymentStatus: payments.status,
        })
        .from(productPurchases)
        .innerJoin(payments, eq(payments.id, productPurchases.paymentId))
        .where(
          and(
            eq(productPurchases.buyerUserId, buyerUserId),
            eq(productPurchases.productId, productId),
            inArray(productPurchases.status, ['awaiting_payment', 'paid']),
          ),
        )
        .orderBy(desc(productPurchases.createdAt));
    },

    /**
     * The products a buyer holds, each with the paid purchase that gives it: bought, or included in a
     * bundle bought (`throughId`, the bundle).
     */
    async held(buyerUserId: string) {
      const rows = await db.execute(sql`
        select pp.id as purchase_id, pp.product_id, null::uuid as through_id
          from product_purchases pp
         where pp.buyer_user_id = ${buyerUserId} and pp.status = 'paid'
        union all
        select pp.id, pi.included_product_id, pp.product_id
          from product_purchases pp
          join product_items pi on pi.product_id = pp.product_id and pi.included_product_id is not null
         where pp.buyer_user_id = ${buyerUserId} and pp.status = 'paid'`);
      return (
        rows as unknown as { rows: { purchase_id: string; product_id: string; through_id: string | null }[] }
      ).rows;
    },

    /** The paid purchase that gives this buyer (or this guest purchase) the product, if any. */
    async grant(executor: Db | Tx, purchaseId: string, productId: string) {
      const [row] = await ex(executor)
        .select({ id: productPurchases.id })
        .from(productPurchases)
        .where(
          and(
            eq(productPurchases.id, purchaseId),
            eq(productPurchases.status, 'paid'),
            or(
              eq(productPurchases.productId, productId),
              sql`exists (select 1 from ${productItems} where ${productItems.productId} = ${productPurchases.productId} and ${productItems.includedProductId} = ${productId})`,
            ),
          ),
        );
      return Boolean(row);
    },

    async purchasesWithPayments(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ purchase: productPurchases, reference: payments.reference })
        .from(productPurchases)
        .innerJoin(payments, eq(payments.id, productPurchases.paymentId))
        .where(inArray(productPurchases.id, ids));
    },

    productsByIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.select().from(products).where(inArray(products.id, ids));
    },

    creatorsByIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.select(creatorColumns).from(users).where(inArray(users.id, ids));
    },

    /** Downloads of a file since `since`: by the buyer's account, or by a guest purchase's link. */
    async downloadsSince(
      executor: Db | Tx,
      who: { buyerUserId: string | null; purchaseId: string },
      fileIds: string[],
      since: Date,
    ) {
      if (!fileIds.length) return new Map<string, number>();
      const rows = await ex(executor)
        .select({ fileId: productDownloads.fileId, n: sql<number>`count(*)::int` })
        .from(productDownloads)
        .where(
          and(
            inArray(productDownloads.fileId, fileIds),
            gte(productDownloads.createdAt, since),
            who.buyerUserId
              ? eq(productDownloads.buyerUserId, who.buyerUserId)
              : eq(productDownloads.purchaseId, who.purchaseId),
          ),
        )
        .groupBy(productDownloads.fileId);
      return new Map(rows.map((row) => [row.fileId, row.n]));
    },

    async insertDownload(tx: Tx, values: typeof productDownloads.$inferInsert) {
      await tx.insert(productDownloads).values(values);
    },

    /** Guest purchases made with this email, paid and not attached yet, locked. */
    lockGuestPurchases(tx: Tx, email: string) {
      return tx
        .select()
        .from(productPurchases)
        .where(
          and(
            isNull(productPurchases.buyerUserId),
            sql`lower(${productPurchases.guestEmail}) = lower(${email})`,
            eq(productPurchases.status, 'paid'),
          ),
        )
        .for('update');
    },

    /** Checkouts that ended unpaid (cancelled or expired at the provider) whose purchase still holds its unit. */
    lockEnded(tx: Tx, limit: number) {
      return tx
        .select({ purchase: productPurchases })
        .from(productPurchases)
        .innerJoin(payments, eq(payments.id, productPurchases.paymentId))
        .where(
          and(
            eq(productPurchases.status, 'awaiting_payment'),
            inArray(payments.status, ['cancelled', 'expired']),
          ),
        )
        .orderBy(asc(productPurchases.createdAt))
        .limit(limit)
        .for('update', { of: productPurchases, skipLocked: true });
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
