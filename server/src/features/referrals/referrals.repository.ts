import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { statementLines, users } from '../../db/schema/index.ts';

export function createReferralsRepository(db: Db) {
  /** What `referrerId`'s rewards add up to: every referral reward line on their statement. */
  const earnedBy = (referrerId: string) =>
    and(eq(statementLines.userId, referrerId), eq(statementLines.type, 'referral_reward'));

  return {
    /** Those of `userIds` who signed up with someone's code: who referred them, and when they joined. */
    async referredAmong(tx: Tx, userIds: string[]) {
      if (!userIds.length) return [];
      return tx
        .select({
          userId: users.id,
          pageName: users.pageName,
          signedUpAt: users.createdAt,
          referrerId: sql<string>`${users.referredByUserId}`,
        })
        .from(users)
        .where(and(inArray(users.id, userIds), isNotNull(users.referredByUserId)));
    },

    /** How many people signed up with `userId`'s code, and what their rewards add up to. */
    async summary(userId: string) {
      const [[signups], [earned]] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.referredByUserId, userId)),
        db
          .select({ total: sql<string>`coalesce(sum(${statementLines.totalAmount}), 0)::text` })
          .from(statementLines)
          .where(earnedBy(userId)),
      ]);
      return { signups: signups?.n ?? 0, earned: Number(earned?.total ?? 0) };
    },

    /** The people who signed up with `userId`'s code, newest first, with what each has earned them. */
    async page({ userId, page, perPage }: { userId: string; page: number; perPage: number }) {
      const where = eq(users.referredByUserId, userId);
      const earned = db
        .select({
          referredUserId: statementLines.referredUserId,
          total: sql<string>`sum(${statementLines.totalAmount})::text`.as('total'),
        })
        .from(statementLines)
        .where(earnedBy(userId))
        .groupBy(statementLines.referredUserId)
        .as('earned');
      const { rows, total } = await paginate(
        { page, perPage },
        db
          .select({
            pageUrl: users.pageUrl,
            pageName: users.pageName,
            avatar: users.avatar,
            avatarWh100: users.avatarWh100,
            signedUpAt: users.createdAt,
            earned: earned.total,
          })
          .from(users)
          .leftJoin(earned, eq(earned.referredUserId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id)),
        db.$count(users, where),
      );
      return { rows: rows.map((row) => ({ ...row, earned: Number(row.earned ?? 0) })), total };
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
