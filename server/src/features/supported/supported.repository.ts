import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import {
  blocks,
  blocPosts,
  creatorCounts,
  follows,
  gifts,
  goals,
  payments,
  photoPostCounts,
  photoPosts,
  purchases,
  questionTopics,
  refundRequests,
  refunds,
  statementLines,
  users,
} from '../../db/schema/index.ts';

export function createSupportedRepository(db: Db) {
  /** A payment of `payer` that went through and was not given back. */
  const keptPayment = (payer: string) =>
    and(
      eq(payments.payerUserId, payer),
      eq(payments.status, 'paid'),
      sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})`,
    );

  /** The payments `userId` made, with the gift or purchase each was for, newest first. */
  const supportedRows = () =>
    db
      .select({
        reference: payments.reference,
        kind: payments.kind,
        amount: payments.amount,
        // a refund the provider has not confirmed yet (or refused, until support settles it) is on its way
        status: sql<'paid' | 'refunding' | 'refunded'>`case
              when ${refunds.status} = 'succeeded' then 'refunded'
              when ${refunds.status} is not null then 'refunding'
              else 'paid' end`,
        paidAt: payments.paidAt,
        pageUrl: users.pageUrl,
        pageName: users.pageName,
        avatar: users.avatar,
        avatarWh100: users.avatarWh100,
        message: gifts.supporterMessage,
        giftAnonymous: gifts.isAnonymous,
        reply: gifts.reply,
        goalId: goals.id,
        goalTitle: goals.title,
        goalCover: goals.coverImage,
        purchaseAnonymous: purchases.isAnonymous,
        postId: purchases.postId,
        postKind: purchases.postKind,
        refundReason: refunds.reason,
        refundRequestId: refundRequests.id,
        refundRequestStatus: refundRequests.status,
        refundRequestReply: refundRequests.reply,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.payeeUserId))
      .leftJoin(gifts, eq(gifts.paymentId, payments.id))
      .leftJoin(goals, eq(goals.id, gifts.goalId))
      .leftJoin(purchases, eq(purchases.paymentId, payments.id))
      .leftJoin(refunds, eq(refunds.paymentId, payments.id))
      .leftJoin(refundRequests, eq(refundRequests.paymentId, payments.id));
  const newestFirst = [desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id)];

  return {
    async page({ userId, page, perPage }: { userId: string; page: number; perPage: number }) {
      // what a supporter keeps a record of: payments that went through, those given back included
      const where = and(eq(payments.payerUserId, userId), eq(payments.status, 'paid'));
      return paginate(
        { page, perPage },
        supportedRows()
          .where(where)
          .orderBy(...newestFirst),
        db.$count(payments, where),
      );
    },

    async latest({ userId, limit }: { userId: string; limit: number }) {
      return supportedRows()
        .where(and(eq(payments.payerUserId, userId), eq(payments.status, 'paid')))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /**
     * Whether the user's own page has anything on it or anything came to it (decision 0087): a photo post
     * (published or not), a Bloc post, a goal, an Ask Me Anything topic or question, a gift, or any line on
     * their statement (a sale, a referral reward, a payout). Counts kept by triggers answer most of it.
     */
    async hasPage(userId: string) {
      const [row] = await db
        .select({
          hasPage: sql<boolean>`(
            coalesce(${photoPostCounts.published} + ${photoPostCounts.unpublished}, 0)
            + coalesce(${creatorCounts.blocPosts} + ${creatorCounts.goals} + ${creatorCounts.giftsShown}
              + ${creatorCounts.giftsHidden} + ${creatorCounts.questionsAnswered}
              + ${creatorCounts.questionsUnanswered} + ${creatorCounts.hiddenQuestionsAnswered}
              + ${creatorCounts.hiddenQuestionsUnanswered}, 0)
            + ${users.donationCount} > 0
            or exists (select 1 from ${questionTopics} where ${questionTopics.userId} = ${users.id})
            or exists (select 1 from ${statementLines} where ${statementLines.userId} = ${users.id}))`,
        })
        .from(users)
        .leftJoin(creatorCounts, eq(creatorCounts.userId, users.id))
        .leftJoin(photoPostCounts, eq(photoPostCounts.userId, users.id))
        .where(eq(users.id, userId));
      return Boolean(row?.hasPage);
    },

    /** All `userId` has given and kept given: the sum, the payments and the creators they went to. */
    async given(userId: string) {
      const [row] = await db
        .select({
          amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
          payments: sql<number>`count(*)`.mapWith(Number),
          creators: sql<number>`count(distinct ${payments.payeeUserId})`.mapWith(Number),
        })
        .from(payments)
        .where(keptPayment(userId));
      return row ?? { amount: 0, payments: 0, creators: 0 };
    },

    /**
     * The active creators `userId` follows or paid, who have not blocked them: those who posted last
     * first, then those followed or supported last.
     */
    async creators({ userId, limit }: { userId: string; limit: number }) {
      const followedAt = sql`(select ${follows.createdAt} from ${follows}
        where ${follows.followerUserId} = ${userId} and ${follows.followeeUserId} = ${users.id})`;
      return db
        .select({
          id: users.id,
          pageUrl: users.pageUrl,
          pageName: users.pageName,
          avatar: users.avatar,
          avatarWh100: users.avatarWh100,
        })
        .from(users)
        .where(
          and(
            sql`${users.id} in (
              select ${follows.followeeUserId} from ${follows} where ${follows.followerUserId} = ${userId}
              union
              select ${payments.payeeUserId} from ${payments}
              where ${payments.payerUserId} = ${userId} and ${payments.status} = 'paid')`,
            eq(users.status, 'active'),
            sql`not exists (select 1 from ${blocks}
              where ${blocks.blockerUserId} = ${users.id} and ${blocks.blockedUserId} = ${userId})`,
          ),
        )
        .orderBy(
          sql`greatest(
            (select max(${photoPosts.createdAt}) from ${photoPosts} where ${photoPosts.userId} = ${users.id}
              and ${photoPosts.isPublished} and ${photoPosts.deletedAt} is null),
            (select max(${blocPosts.createdAt}) from ${blocPosts} where ${blocPosts.userId} = ${users.id}
              and ${blocPosts.hiddenAt} is null and ${blocPosts.publishAt} is null)
          ) desc nulls last`,
          sql`greatest(${followedAt}, (select max(${payments.paidAt}) from ${payments}
            where ${payments.payerUserId} = ${userId} and ${payments.payeeUserId} = ${users.id}
              and ${payments.status} = 'paid')) desc nulls last`,
          users.pageUrl,
        )
        .limit(limit);
    },

    /**
     * What `userId` is to each of `creatorIds`: followed, supported with a paid gift (which opens their
     * supporters-only posts), and how much they have given them and kept given.
     */
    async ties({ userId, creatorIds }: { userId: string; creatorIds: string[] }) {
      if (creatorIds.length === 0)
        return {
          following: new Set<string>(),
          supported: new Set<string>(),
          given: new Map<string, number>(),
        };
      const [followed, gifted, given] = await Promise.all([
        db
          .select({ id: follows.followeeUserId })
          .from(follows)
          .where(and(eq(follows.followerUserId, userId), inArray(follows.followeeUserId, creatorIds))),
        db
          .selectDistinct({ id: gifts.creatorUserId })
          .from(gifts)
          .where(
            and(
              eq(gifts.supporterUserId, userId),
              inArray(gifts.creatorUserId, creatorIds),
              isNotNull(gifts.settledAt),
              isNull(gifts.refundedAt),
            ),
          ),
        db
          .select({
            id: payments.payeeUserId,
            amount: sql<number>`sum(${payments.amount})`.mapWith(Number),
          })
          .from(payments)
          .where(and(keptPayment(userId), inArray(payments.payeeUserId, creatorIds)))
          .groupBy(payments.payeeUserId),
      ]);
      return {
        following: new Set(followed.map((row) => row.id)),
        supported: new Set(gifted.map((row) => row.id)),
        given: new Map(given.map((row) => [row.id, row.amount])),
      };
    },

    /** Each creator's latest `perCreator` published photo posts. */
    async latestPhotoPosts({ creatorIds, perCreator }: { creatorIds: string[]; perCreator: number }) {
      if (creatorIds.length === 0) return [];
      const ranked = db
        .select({
          id: photoPosts.id,
          userId: photoPosts.userId,
          kind: photoPosts.kind,
          caption: photoPosts.caption,
          priceId: photoPosts.priceId,
          createdAt: photoPosts.createdAt,
          rank: sql<number>`row_number() over (partition by ${photoPosts.userId}
            order by ${photoPosts.createdAt} desc, ${photoPosts.id} desc)`.as('rank'),
        })
        .from(photoPosts)
        .where(
          and(
            inArray(photoPosts.userId, creatorIds),
            eq(photoPosts.isPublished, true),
            isNull(photoPosts.deletedAt),
          ),
        )
        .as('ranked');
      return db.select().from(ranked).where(lte(ranked.rank, perCreator));
    },

    /** Which of `postIds` the viewer bought (a settled purchase, not a repeat). */
    async boughtAmong({ viewerId, postIds }: { viewerId: string; postIds: string[] }) {
      if (postIds.length === 0) return new Set<string>();
      const rows = await db
        .select({ postId: purchases.postId })
        .from(purchases)
        .where(
          and(
            eq(purchases.buyerUserId, viewerId),
            inArray(purchases.postId, postIds),
            isNotNull(purchases.settledAt),
            eq(purchases.isRepeat, false),
            isNull(purchases.revokedAt),
          ),
        );
      return new Set(rows.flatMap((row) => (row.postId ? [row.postId] : [])));
    },

    /** Each creator's latest `perCreator` Bloc posts. */
    async latestBlocPosts({ creatorIds, perCreator }: { creatorIds: string[]; perCreator: number }) {
      if (creatorIds.length === 0) return [];
      const ranked = db
        .select({
          id: blocPosts.id,
          userId: blocPosts.userId,
          title: blocPosts.title,
          body: blocPosts.body,
          image: blocPosts.image,
          visibility: blocPosts.visibility,
          createdAt: blocPosts.createdAt,
          rank: sql<number>`row_number() over (partition by ${blocPosts.userId}
            order by ${blocPosts.createdAt} desc, ${blocPosts.id} desc)`.as('rank'),
        })
        .from(blocPosts)
        // a scheduled post is its creator's alone until it goes out (decision 0157)
        .where(and(inArray(blocPosts.userId, creatorIds), isNull(blocPosts.publishAt)))
        .as('ranked');
      return db.select().from(ranked).where(lte(ranked.rank, perCreator));
    },
  };
}

export type SupportedRepository = ReturnType<typeof createSupportedRepository>;
