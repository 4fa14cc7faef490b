import { and, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blocks,
  creatorCounts,
  foldAccents,
  hashtags,
  photoPostCounts,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/pagination.ts';

const TRENDING_DAYS = 30;

/** Published Snaps and Snap Slides, and Bloc posts: what a creator card counts as posts. */
const postCount = sql<number>`(coalesce(${photoPostCounts.published}, 0)
  + coalesce(${creatorCounts.blocPosts}, 0))::int`.mapWith(Number);

/**
 * A creator with something to show (decision 0087): a published photo post, a Bloc post, a goal, a gift
 * shown on the page or an answered question. Read from the counts kept by triggers, never counted.
 */
const hasSomethingToShow = sql`(coalesce(${photoPostCounts.published}, 0) + coalesce(${creatorCounts.blocPosts}, 0)
  + coalesce(${creatorCounts.goals}, 0) + coalesce(${creatorCounts.giftsShown}, 0)
  + coalesce(${creatorCounts.questionsAnswered}, 0)) > 0`;

export function createExploreRepository(db: Db) {
  /** Active creators, leaving out those who blocked the viewer. */
  const creators = (viewerId: string | null, where: SQL | undefined) =>
    db
      .select({
        pageUrl: users.pageUrl,
        pageName: users.pageName,
        avatar: users.avatar,
        avatarWh100: users.avatarWh100,
        bio: users.bio,
        followerCount: users.followerCount,
        supporterCount: users.donationCount,
        postCount,
      })
      .from(users)
      .leftJoin(creatorCounts, eq(creatorCounts.userId, users.id))
      .leftJoin(photoPostCounts, eq(photoPostCounts.userId, users.id))
      .where(
        and(
          eq(users.status, 'active'),
          viewerId
            ? sql`not exists (select 1 from ${blocks}
                where ${blocks.blockerUserId} = ${users.id} and ${blocks.blockedUserId} = ${viewerId})`
            : undefined,
          where,
        ),
      );

  /** Tags with how many texts carry them in all and lately, of active creators only. */
  const tagCounts = (now: Date, where: SQL | undefined) => {
    const since = new Date(now.getTime() - TRENDING_DAYS * 86_400_000);
    const recent = sql<number>`(count(*) filter (where ${hashtags.createdAt} > ${since}))::int`.mapWith(
      Number,
    );
    const total = sql<number>`count(*)::int`.mapWith(Number);
    return db
      .select({ tag: hashtags.tag, count: total, recentCount: recent })
      .from(hashtags)
      .innerJoin(users, eq(users.id, hashtags.creatorUserId))
      .where(and(eq(users.status, 'active'), where))
      .groupBy(hashtags.tag)
      .orderBy(desc(recent), desc(total), hashtags.tag);
  };

  return {
    /** The most followed creators with something to show, then those with the most Supporters. */
    popular: (input: { viewerId: string | null; limit: number }) =>
      creators(input.viewerId, hasSomethingToShow)
        .orderBy(desc(users.followerCount), desc(users.donationCount), users.pageUrl)
        .limit(input.limit),

    /** The creators with something to show who joined last. */
    newest: (input: { viewerId: string | null; limit: number }) =>
      creators(input.viewerId, hasSomethingToShow)
        .orderBy(desc(users.createdAt), users.pageUrl)
        .limit(input.limit),

    /**
     * Creators whose page name (accents ignored) or page address holds `search`: an exact address first,
     * then those with something to show, then the most followed.
     */
    search: (input: { viewerId: string | null; search: string; limit: number }) => {
      const pattern = containsPattern(foldAccents(input.search));
      return creators(input.viewerId, or(ilike(users.pageNameFolded, pattern), ilike(users.pageUrl, pattern)))
        .orderBy(
          sql`${users.pageUrl} = ${input.search.toLowerCase()} desc`,
          sql`${hasSomethingToShow} desc`,
          desc(users.followerCount),
          users.pageUrl,
        )
        .limit(input.limit);
    },

    /** The tags most used in the last 30 days, then in all. */
    trendingTags: (input: { now: Date; limit: number }) => tagCounts(input.now, undefined).limit(input.limit),

    /** The tags that start with `start` (a normalised tag), most used lately first. */
    tagsStartingWith: (input: { now: Date; start: string; limit: number }) =>
      tagCounts(input.now, like(hashtags.tag, `${input.start.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)).limit(
        input.limit,
      ),
  };
}

export type ExploreRepository = ReturnType<typeof createExploreRepository>;
