import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, goals, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

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

    /**
     * Marks the gift of a payment settled and moves the counters that show it (Supporters, the goal's
     * progress) in one statement, inside the payment's transaction.
     */
    async settle(tx: Tx, paymentId: string) {
      const result = await tx.execute(sql`
        with gift as (
          update gifts set settled_at = now() where payment_id = ${paymentId} returning *
        ), creator as (
          update users set donation_count = donation_count + 1
          from gift where users.id = gift.creator_user_id returning users.id
        ), goal as (
          update goals set raised_amount = raised_amount + gift.amount, updated_at = now()
          from gift where goals.id = gift.goal_id returning goals.title
        )
        select gift.id, gift.is_anonymous, gift.supporter_name, gift.supporter_message,
               (select title from goal) as goal_title,
               (select count(*) from creator) as creators,
               (select page_name from users where users.id = gift.supporter_user_id) as supporter_page_name
        from gift`);
      const [row] = rowsOf<{
        id: string;
        is_anonymous: boolean;
        supporter_name: string | null;
        supporter_message: string | null;
        goal_title: string | null;
        supporter_page_name: string | null;
      }>(result);
      if (!row) throw new Error(`no gift for payment ${paymentId}`);
      return {
        gift: {
          id: row.id,
          isAnonymous: row.is_anonymous,
          supporterName: row.supporter_name,
          supporterMessage: row.supporter_message,
        },
        goalTitle: row.goal_title,
        supporterPageName: row.supporter_page_name,
      };
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
