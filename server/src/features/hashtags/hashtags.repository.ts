import { and, desc, eq, sql } from 'drizzle-orm';
import type { HashtagSourceType } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, hashtags, users } from '../../db/schema/index.ts';
import { paginate } from '../../db/paginate.ts';

export function createHashtagsRepository(db: Db) {
  return {
    async forget(tx: Tx, sourceType: HashtagSourceType, sourceId: string) {
      await tx
        .delete(hashtags)
        .where(and(eq(hashtags.sourceType, sourceType), eq(hashtags.sourceId, sourceId)));
    },

    async insert(tx: Tx, rows: (typeof hashtags.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(hashtags).values(rows);
    },

    /** Newest first; leaves out deactivated creators and creators who blocked the viewer. */
    async list(input: { tag: string; viewerId: string | null; page: number; perPage: number }) {
      const where = and(
        eq(hashtags.tag, input.tag),
        eq(users.status, 'active'),
        input.viewerId
          ? sql`not exists (select 1 from ${blocks} where ${blocks.blockerUserId} = ${hashtags.creatorUserId} and ${blocks.blockedUserId} = ${input.viewerId})`
          : undefined,
      );
      return paginate(
        input,
        db
          .select({
            sourceType: hashtags.sourceType,
            sourceId: hashtags.sourceId,
            excerpt: hashtags.excerpt,
            createdAt: hashtags.createdAt,
            pageUrl: users.pageUrl,
            pageName: users.pageName,
            avatar: users.avatar,
            avatarWh100: users.avatarWh100,
          })
          .from(hashtags)
          .innerJoin(users, eq(users.id, hashtags.creatorUserId))
          .where(where)
          .orderBy(desc(hashtags.createdAt), desc(hashtags.sourceId)),
        db.$count(sql`${hashtags} inner join ${users} on ${eq(users.id, hashtags.creatorUserId)}`, where),
      );
    },
  };
}

export type HashtagsRepository = ReturnType<typeof createHashtagsRepository>;
