import { and, desc, eq, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  leakReports,
  payments,
  photoPosts,
  productItems,
  productPurchases,
  purchases,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { offsetOf } from '../../lib/pagination.ts';
import type { PostKind } from './content.rows.ts';

/** A settled purchase that unlocks: not a repeat payment, nor refunded by staff (decision 0099). */
const unlocking = and(
  isNotNull(purchases.settledAt),
  eq(purchases.isRepeat, false),
  isNull(purchases.revokedAt),
);

/** The purchases of posts: who bought what, the checkouts still open, and their settlement. */
export function createPurchaseQueries(db: Db) {
  return {
    /**
     * Which of these posts the buyer has unlocked: bought, or included in a shop's bundle bought (0159) and
     * not closed to them for a leak since (a bought post's purchase is revoked then; a bundle stays paid for
     * all else it gives, decision 0167).
     */
    async purchasedAmong(buyerUserId: string, postIds: string[]) {
      if (!postIds.length) return new Set<string>();
      const rows = await db
        .select({ postId: purchases.postId })
        .from(purchases)
        .where(and(eq(purchases.buyerUserId, buyerUserId), inArray(purchases.postId, postIds), unlocking))
        .union(
          db
            .select({ postId: productItems.postId })
            .from(productItems)
            .innerJoin(productPurchases, eq(productPurchases.productId, productItems.productId))
            .where(
              and(
                eq(productPurchases.buyerUserId, buyerUserId),
                eq(productPurchases.status, 'paid'),
                inArray(productItems.postId, postIds),
                notExists(
                  db
                    .select({ one: sql`1` })
                    .from(leakReports)
                    .where(
                      and(
                        eq(leakReports.viewerUserId, buyerUserId),
                        eq(leakReports.postId, productItems.postId),
                        isNotNull(leakReports.accessRevokedAt),
                      ),
                    ),
                ),
              ),
            ),
        );
      return new Set(rows.map((row) => row.postId!));
    },

    /** The buyer's checkout for the post that is still open at the provider, if any (newest first). */
    async openCheckout(buyerUserId: string, postId: string) {
      const [row] = await db
        .select({
          linkUrl: payments.checkoutUrl,
          reference: payments.reference,
          // asked again at another price (a promo code, a member's price), a new checkout is opened
          amount: payments.amount,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .where(
          and(
            eq(purchases.buyerUserId, buyerUserId),
            eq(purchases.postId, postId),
            eq(payments.status, 'pending'),
            isNotNull(payments.checkoutUrl),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ? { linkUrl: row.linkUrl!, reference: row.reference, amount: row.amount } : null;
    },

    /** Whether deleting the post must wait for its buyers: paid purchases, or checkouts still open. */
    async hasBuyersOrOpenCheckouts(tx: Tx, postId: string) {
      const [row] = await tx
        .select({ one: sql`1` })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .where(
          and(
            eq(purchases.postId, postId),
            or(isNotNull(purchases.settledAt), eq(payments.status, 'pending')),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** A page of a post's buyers, the latest first; how many there are in all is its `purchaseCount`. */
    async buyers(input: { postId: string; page: number; perPage: number }) {
      return db
        .select({
          isAnonymous: purchases.isAnonymous,
          settledAt: purchases.settledAt,
          reference: payments.reference,
          pageUrl: users.pageUrl,
          pageName: users.pageName,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .innerJoin(users, eq(users.id, purchases.buyerUserId))
        .where(and(eq(purchases.postId, input.postId), unlocking))
        .orderBy(desc(purchases.settledAt), desc(purchases.id))
        .limit(input.perPage)
        .offset(offsetOf(input));
    },

    /** Holds the post while a purchase of it is written: a delete running at once waits, or is seen. */
    async lockPurchasable(tx: Tx, postId: string) {
      const [row] = await tx
        .select({ id: photoPosts.id })
        .from(photoPosts)
        .where(and(eq(photoPosts.id, postId), isNull(photoPosts.deletedAt), eq(photoPosts.isPublished, true)))
        .for('key share');
      return Boolean(row);
    },

    async insertPurchase(tx: Tx, values: typeof purchases.$inferInsert) {
      await tx.insert(purchases).values(values);
    },

    async findPurchaseByPayment(paymentId: string) {
      const [row] = await db.select().from(purchases).where(eq(purchases.paymentId, paymentId)).limit(1);
      return row ?? null;
    },

    /**
     * Settles the purchases of these payments, one at a time in payment order: each sees the ones before
     * it, so a buyer's second payment for a post they already own settles as a repeat. The posts are
     * locked first, so settlements for one post in other transactions wait instead of both unlocking.
     */
    async settle(tx: Tx, paymentIds: string[]) {
      const ids = sql.join(
        paymentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`
        select 1 from photo_posts where id in (select post_id from purchases where payment_id in (${ids}))
        order by id for no key update`);
      const settled = new Map<
        string,
        { postKind: PostKind; isAnonymous: boolean; isRepeat: boolean; buyerName: string }
      >();
      for (const paymentId of [...paymentIds].sort()) {
        const result = await tx.execute(sql`
          update purchases set settled_at = now(), is_repeat = exists (
            select 1 from purchases other
            where other.post_id = purchases.post_id and other.buyer_user_id = purchases.buyer_user_id
              and other.settled_at is not null and not other.is_repeat and other.revoked_at is null
              and other.id <> purchases.id)
          where payment_id = ${paymentId}::uuid
          returning post_kind, is_anonymous, is_repeat,
            (select page_name from users where users.id = purchases.buyer_user_id) as buyer_name`);
        const [row] = rowsOf<{
          post_kind: PostKind;
          is_anonymous: boolean;
          is_repeat: boolean;
          buyer_name: string;
        }>(result);
        if (row) {
          settled.set(paymentId, {
            postKind: row.post_kind,
            isAnonymous: row.is_anonymous,
            isRepeat: row.is_repeat,
            buyerName: row.buyer_name,
          });
        }
      }
      return settled;
    },
  };
}
