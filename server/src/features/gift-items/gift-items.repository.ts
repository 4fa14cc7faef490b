import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  giftItems,
  membershipTiers,
  overlaySettings,
  payments,
  photoPosts,
  purchases,
  refunds,
  statementLines,
  users,
} from '../../db/schema/index.ts';

export type GiftItemRow = typeof giftItems.$inferSelect;

const person = {
  id: users.id,
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  email: users.email,
  language: users.language,
};

const creators = alias(users, 'creator');
const givers = alias(users, 'giver');
const recipients = alias(users, 'recipient');

/** A gift with what a list or a claim page shows of it: its creator, giver, tier, post and payment. */
const shown = {
  gift: giftItems,
  reference: payments.reference,
  creator: {
    id: creators.id,
    pageUrl: creators.pageUrl,
    pageName: creators.pageName,
    avatar: creators.avatar,
    avatarWh100: creators.avatarWh100,
  },
  giverName: givers.pageName,
  recipientPageUrl: recipients.pageUrl,
  tierName: membershipTiers.name,
  postKind: photoPosts.kind,
};

/** Gifts of a membership or a post (decision 0153): their rows, and what a claim writes beside them. */
export function createGiftItemsRepository(db: Db) {
  // one builder's type: a union of Db's and Tx's would leave the rows' type unknown
  const shownQuery = (executor: Db | Tx) =>
    (executor as Db)
      .select(shown)
      .from(giftItems)
      .innerJoin(payments, eq(payments.id, giftItems.paymentId))
      .innerJoin(creators, eq(creators.id, giftItems.creatorUserId))
      .innerJoin(givers, eq(givers.id, giftItems.giverUserId))
      .leftJoin(recipients, eq(recipients.id, giftItems.recipientUserId))
      .leftJoin(membershipTiers, eq(membershipTiers.id, giftItems.tierId))
      .leftJoin(photoPosts, eq(photoPosts.id, giftItems.postId));

  return {
    async personByPageUrl(pageUrl: string) {
      const [row] = await db
        .select(person)
        .from(users)
        .where(and(eq(users.pageUrl, pageUrl), eq(users.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    async personById(executor: Db | Tx, userId: string) {
      const [row] = await executor.select(person).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async findTier(tierId: string) {
      const [row] = await db.select().from(membershipTiers).where(eq(membershipTiers.id, tierId)).limit(1);
      return row ?? null;
    },

    async findPost(postId: string, executor: Db | Tx = db) {
      const [row] = await executor.select().from(photoPosts).where(eq(photoPosts.id, postId)).limit(1);
      return row ?? null;
    },

    /** Whether the person holds the post already (a purchase that unlocks it). */
    async holdsPost(executor: Db | Tx, userId: string, postId: string) {
      const [row] = await executor
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.buyerUserId, userId),
            eq(purchases.postId, postId),
            isNotNull(purchases.settledAt),
            eq(purchases.isRepeat, false),
            isNull(purchases.revokedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Whether the creator has an alerts overlay: only theirs keeps alerts. */
    async hasOverlay(tx: Tx, userId: string) {
      const [row] = await tx
        .select({ userId: overlaySettings.userId })
        .from(overlaySettings)
        .where(eq(overlaySettings.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    async insert(tx: Tx, values: typeof giftItems.$inferInsert) {
      await tx.insert(giftItems).values(values);
    },

    /** The gifts of these payments, locked: the settlement's. */
    async lockByPayments(tx: Tx, paymentIds: string[]) {
      return tx.select().from(giftItems).where(inArray(giftItems.paymentId, paymentIds)).for('update');
    },

    async update(executor: Db | Tx, id: string, values: Partial<typeof giftItems.$inferInsert>) {
      const [row] = await executor.update(giftItems).set(values).where(eq(giftItems.id, id)).returning();
      return row!;
    },

    /** A gift by its claim token's hash, locked when `tx` claims it. */
    async byTokenHash(executor: Db | Tx, tokenHash: string, lock = false) {
      const query = executor.select().from(giftItems).where(eq(giftItems.tokenHash, tokenHash)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Gifts paid whose delivery time has come, locked, skipping those another run holds. */
    async lockDue(tx: Tx, now: Date, limit: number) {
      return tx
        .select()
        .from(giftItems)
        .where(and(eq(giftItems.status, 'scheduled'), lte(giftItems.deliverAt, now)))
        .orderBy(giftItems.deliverAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Gifts delivered and unclaimed past their time, locked, skipping those another run holds. */
    async lockExpired(tx: Tx, now: Date, limit: number) {
      return tx
        .select()
        .from(giftItems)
        .where(and(eq(giftItems.status, 'delivered'), lte(giftItems.expiresAt, now)))
        .orderBy(giftItems.expiresAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async shownById(executor: Db | Tx, id: string) {
      const [row] = await shownQuery(executor).where(eq(giftItems.id, id)).limit(1);
      return row ?? null;
    },

    /** A person's gifts: those they gave (paid), or those they received (named to their page, or claimed). */
    async listOf(userId: string, side: 'sent' | 'received') {
      const where =
        side === 'sent'
          ? and(eq(giftItems.giverUserId, userId), isNotNull(giftItems.paidAt))
          : or(
              eq(giftItems.claimedByUserId, userId),
              and(
                eq(giftItems.recipientUserId, userId),
                inArray(giftItems.status, ['delivered', 'refunded']),
              ),
            );
      return shownQuery(db).where(where).orderBy(desc(giftItems.createdAt), desc(giftItems.id)).limit(100);
    },

    async paymentOf(executor: Db | Tx, paymentId: string) {
      const [row] = await executor.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row!;
    },

    async insertPurchase(tx: Tx, values: typeof purchases.$inferInsert) {
      await tx.insert(purchases).values(values);
    },

    async insertLine(tx: Tx, values: typeof statementLines.$inferInsert) {
      await tx.insert(statementLines).values(values);
    },

    async insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
      const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
      return row!.id;
    },

    /** Gifts whose checkout closed unpaid: cancelled with their payment. */
    async cancelUnpaid() {
      await db.execute(sql`
        update gift_items g set status = 'cancelled'
        from payments p
        where p.id = g.payment_id and g.status = 'awaiting_payment' and p.status in ('cancelled', 'expired')`);
    },
  };
}

export type GiftItemsRepository = ReturnType<typeof createGiftItemsRepository>;
