import { and, asc, desc, eq, gt, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  membershipActiveAt,
  membershipPayments,
  memberships,
  membershipTiers,
  payments,
  photoPosts,
  productPurchases,
  products,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index.ts';
import { OPEN_CHECKOUT_MS, type PricedItem } from './promotions.rules.ts';

type Executor = Db | Tx;

/** Archived codes the creator's list still shows, newest first. */
const ARCHIVED_SHOWN = 50;

/** A use still counts: paid, or a checkout not yet closed (an open one holds its use until then). */
const holdsAUse = (at: Date) =>
  or(
    eq(payments.status, 'paid'),
    and(eq(payments.status, 'pending'), gt(payments.createdAt, new Date(at.getTime() - OPEN_CHECKOUT_MS))),
  );

/** The item a redemption paid for. */
const sameItem = (item: PricedItem) =>
  item.kind === 'tier'
    ? eq(promoRedemptions.tierId, item.tierId)
    : item.kind === 'post'
      ? eq(promoRedemptions.postId, item.postId)
      : eq(promoRedemptions.productId, item.productId);

/**
 * Whose a use is: an account's (its own, and a guest purchase of a product since attached to it), or a
 * guest's, by the email their product purchase was made with (decision 0166).
 */
export interface Payer {
  userId: string | null;
  guestEmail?: string | null;
}

const usedBy = (payer: Payer) =>
  payer.userId
    ? sql`coalesce(${promoRedemptions.userId}, ${productPurchases.buyerUserId}) = ${payer.userId}`
    : payer.guestEmail
      ? sql`lower(${productPurchases.guestEmail}) = lower(${payer.guestEmail})`
      : sql`false`;

/** Promo codes, the payments made with them (and with member prices), and what they price. */
export function createPromotionsRepository(db: Db) {
  return {
    async insertCode(tx: Tx, values: typeof promoCodes.$inferInsert) {
      const [row] = await tx.insert(promoCodes).values(values).returning();
      return row!;
    },

    async updateCode(executor: Executor, id: string, values: Partial<typeof promoCodes.$inferInsert>) {
      const [row] = await executor
        .update(promoCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning();
      return row!;
    },

    async findOwn(executor: Executor, creatorUserId: string, id: string, options: { lock?: boolean } = {}) {
      const query = executor
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.id, id), eq(promoCodes.creatorUserId, creatorUserId)))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The creator's live code of this key (lowercased), whatever case it was typed in. */
    async findByKey(executor: Executor, creatorUserId: string, codeKey: string) {
      const [row] = await executor
        .select()
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.creatorUserId, creatorUserId),
            eq(promoCodes.codeKey, codeKey),
            isNull(promoCodes.archivedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The code, locked for the checkout's transaction: two checkouts at its last use take turns. */
    async lockCode(tx: Tx, id: string) {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return row ?? null;
    },

    /** The creator's live codes, locked: adding one counts them first. */
    async liveCodes(tx: Tx, creatorUserId: string) {
      return tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(and(eq(promoCodes.creatorUserId, creatorUserId), isNull(promoCodes.archivedAt)))
        .for('update');
    },

    /**
     * A code's uses that count at `at`: joins and purchases paid or still open, and of these the person's.
     * `reusing`: the person's own open checkout of this item is left out, since asking again sends them
     * back to it rather than using the code a second time.
     */
    async usesOf(
      executor: Executor,
      input: { codeId: string; payer: Payer; at: Date; reusing?: PricedItem },
    ) {
      const theirs = usedBy(input.payer);
      const reused =
        input.payer.userId && input.reusing
          ? and(theirs, eq(payments.status, 'pending'), sameItem(input.reusing))
          : undefined;
      const [row] = await executor
        .select({
          taken: sql<number>`count(*)::int`,
          mine: sql<number>`(count(*) filter (where ${theirs}))::int`,
        })
        .from(promoRedemptions)
        .innerJoin(payments, eq(payments.id, promoRedemptions.paymentId))
        .leftJoin(productPurchases, eq(productPurchases.paymentId, promoRedemptions.paymentId))
        .where(
          and(
            eq(promoRedemptions.promoCodeId, input.codeId),
            ne(promoRedemptions.purpose, 'renew'),
            holdsAUse(input.at),
            reused ? not(reused) : undefined,
          ),
        );
      return { taken: Number(row?.taken ?? 0), mine: Number(row?.mine ?? 0) };
    },

    /** The creator's codes with their uses: live ones newest first, then the latest archived. */
    async list(creatorUserId: string, at: Date) {
      const since = new Date(at.getTime() - OPEN_CHECKOUT_MS);
      const rows = await db
        .select({
          code: promoCodes,
          uses: sql<number>`(count(${payments.id}) filter (where ${payments.status} = 'paid'))::int`,
          open: sql<number>`(count(${payments.id}) filter (where ${payments.status} = 'pending'
            and ${payments.createdAt} > ${since}))::int`,
        })
        .from(promoCodes)
        .leftJoin(
          promoRedemptions,
          and(eq(promoRedemptions.promoCodeId, promoCodes.id), ne(promoRedemptions.purpose, 'renew')),
        )
        .leftJoin(payments, eq(payments.id, promoRedemptions.paymentId))
        .where(eq(promoCodes.creatorUserId, creatorUserId))
        .groupBy(promoCodes.id)
        .orderBy(
          sql`${promoCodes.archivedAt} is not null`,
          desc(promoCodes.archivedAt),
          desc(promoCodes.createdAt),
        );
      const live = rows.filter((row) => !row.code.archivedAt);
      const archived = rows.filter((row) => row.code.archivedAt).slice(0, ARCHIVED_SHOWN);
      return [...live, ...archived].map((row) => ({
        code: row.code,
        uses: Number(row.uses),
        open: Number(row.open),
      }));
    },

    async insertRedemption(tx: Tx, values: typeof promoRedemptions.$inferInsert) {
      await tx.insert(promoRedemptions).values(values);
    },

    /** Which of these tiers are the creator's and still offered. */
    async ownTiers(creatorUserId: string, tierIds: string[]) {
      if (!tierIds.length) return new Set<string>();
      const rows = await db
        .select({ id: membershipTiers.id })
        .from(membershipTiers)
        .where(
          and(
            eq(membershipTiers.creatorUserId, creatorUserId),
            inArray(membershipTiers.id, tierIds),
            ne(membershipTiers.status, 'archived'),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Which of these posts are the creator's paid posts, not deleted. */
    async ownPaidPosts(creatorUserId: string, postIds: string[]) {
      if (!postIds.length) return new Set<string>();
      const rows = await db
        .select({ id: photoPosts.id })
        .from(photoPosts)
        .where(
          and(
            eq(photoPosts.userId, creatorUserId),
            inArray(photoPosts.id, postIds),
            isNull(photoPosts.deletedAt),
            gt(photoPosts.amount, 0),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Which of these products are the creator's and not archived. */
    async ownProducts(creatorUserId: string, productIds: string[]) {
      if (!productIds.length) return new Set<string>();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.creatorUserId, creatorUserId),
            inArray(products.id, productIds),
            eq(products.status, 'active'),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    async findProduct(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          creatorUserId: products.creatorUserId,
          priceMode: products.priceMode,
          amount: products.amount,
          status: products.status,
        })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      return row ?? null;
    },

    async findTier(tierId: string) {
      const [row] = await db.select().from(membershipTiers).where(eq(membershipTiers.id, tierId)).limit(1);
      return row ?? null;
    },

    async findPost(postId: string) {
      const [row] = await db
        .select({
          id: photoPosts.id,
          userId: photoPosts.userId,
          kind: photoPosts.kind,
          amount: photoPosts.amount,
          isPublished: photoPosts.isPublished,
          deletedAt: photoPosts.deletedAt,
          hiddenAt: photoPosts.hiddenAt,
        })
        .from(photoPosts)
        .where(eq(photoPosts.id, postId))
        .limit(1);
      return row ?? null;
    },

    /** The percent off posts the person's membership of the creator gives at `at`; 0 for a non-member. */
    async memberPostDiscount(creatorUserId: string, userId: string, at: Date) {
      const [row] = await db
        .select({ percent: membershipTiers.memberPostDiscount })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .where(
          and(
            eq(memberships.creatorUserId, creatorUserId),
            eq(memberships.supporterUserId, userId),
            membershipActiveAt(at),
          ),
        )
        .limit(1);
      return row?.percent ?? 0;
    },

    /**
     * The "every period" code of a supporter's membership of a creator: the code its latest paid join was
     * made with, when it was one that renews.
     */
    async everyPeriodCodeOf(creatorUserId: string, supporterUserId: string) {
      const [latest] = await db
        .select({ paymentId: membershipPayments.paymentId })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .where(
          and(
            eq(membershipPayments.creatorUserId, creatorUserId),
            eq(membershipPayments.supporterUserId, supporterUserId),
            eq(membershipPayments.purpose, 'join'),
            eq(payments.status, 'paid'),
          ),
        )
        .orderBy(desc(payments.paidAt))
        .limit(1);
      if (!latest) return null;
      const [row] = await db
        .select({ code: promoCodes })
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(and(eq(promoRedemptions.paymentId, latest.paymentId), eq(promoCodes.duration, 'every_period')))
        .limit(1);
      return row?.code ?? null;
    },

    /**
     * The payments a person made with a discount, oldest first: for the copy of their data. A guest
     * purchase of a product they attached to their account is theirs too.
     */
    async redemptionsOf(executor: Executor, userId: string) {
      return executor
        .select({ redemption: promoRedemptions, reference: payments.reference, status: payments.status })
        .from(promoRedemptions)
        .innerJoin(payments, eq(payments.id, promoRedemptions.paymentId))
        .leftJoin(productPurchases, eq(productPurchases.paymentId, promoRedemptions.paymentId))
        .where(usedBy({ userId }))
        .orderBy(asc(promoRedemptions.createdAt));
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
