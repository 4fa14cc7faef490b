import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, goals, users } from '../../db/schema/index.ts';

export type GiftRow = typeof gifts.$inferSelect;

export function createGiftsRepository(db: Db) {
  /** Only an active account takes gifts: not an unverified or deactivated one. */
  async function findActiveCreator(where: SQL) {
    const [row] = await db
      .select({
        id: users.id,
        pageUrl: users.pageUrl,
        pageName: users.pageName,
        avatar: users.avatar,
        status: users.status,
      })
      .from(users)
      .where(where)
      .limit(1);
    return row && row.status === 'active' ? row : null;
  }

  return {
    findCreatorByPageUrl: (pageUrl: string) => findActiveCreator(eq(users.pageUrl, pageUrl)),

    findCreatorById: (id: string) => findActiveCreator(eq(users.id, id)),

    async findGoal(goalId: string) {
      const [row] = await db.select().from(goals).where(eq(goals.id, goalId)).limit(1);
      return row ?? null;
    },

    async insertGift(tx: Tx, values: typeof gifts.$inferInsert) {
      await tx.insert(gifts).values(values);
    },

    /** Marks the gift of a payment settled and moves the counters that show it, in the payment's transaction. */
    async settle(tx: Tx, paymentId: string) {
      const [gift] = await tx
        .update(gifts)
        .set({ settledAt: new Date() })
        .where(eq(gifts.paymentId, paymentId))
        .returning();
      if (!gift) throw new Error(`no gift for payment ${paymentId}`);
      await tx
        .update(users)
        .set({ donationCount: sql`${users.donationCount} + 1` })
        .where(eq(users.id, gift.creatorUserId));
      let goalTitle: string | null = null;
      if (gift.goalId) {
        const [goal] = await tx
          .update(goals)
          .set({ raisedAmount: sql`${goals.raisedAmount} + ${gift.amount}` })
          .where(eq(goals.id, gift.goalId))
          .returning({ title: goals.title });
        goalTitle = goal?.title ?? null;
      }
      const supporter = gift.supporterUserId
        ? (
            await tx
              .select({ pageName: users.pageName })
              .from(users)
              .where(eq(users.id, gift.supporterUserId))
          )[0]
        : undefined;
      return { gift, goalTitle, supporterPageName: supporter?.pageName ?? null };
    },

    async listSettled(input: {
      creatorUserId: string;
      includeHidden: boolean;
      page: number;
      perPage: number;
    }) {
      const where = and(
        eq(gifts.creatorUserId, input.creatorUserId),
        isNotNull(gifts.settledAt),
        input.includeHidden ? undefined : eq(gifts.isHidden, false),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ gift: gifts, supporterPageName: users.pageName, supporterPageUrl: users.pageUrl })
          .from(gifts)
          .leftJoin(users, eq(users.id, gifts.supporterUserId))
          .where(where)
          .orderBy(desc(gifts.settledAt), desc(gifts.id))
          .limit(input.perPage)
          .offset((input.page - 1) * input.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(gifts)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async findOwnSettledGift(creatorUserId: string, giftId: string) {
      const [row] = await db
        .select({ gift: gifts, supporterPageName: users.pageName, supporterPageUrl: users.pageUrl })
        .from(gifts)
        .leftJoin(users, eq(users.id, gifts.supporterUserId))
        .where(and(eq(gifts.id, giftId), eq(gifts.creatorUserId, creatorUserId), isNotNull(gifts.settledAt)))
        .limit(1);
      return row ?? null;
    },

    async update(giftId: string, values: Partial<typeof gifts.$inferInsert>) {
      await db.update(gifts).set(values).where(eq(gifts.id, giftId));
    },
  };
}

export type GiftsRepository = ReturnType<typeof createGiftsRepository>;
