import { and, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentType, ReactionId } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { reactionCounts, reactions, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

export type CountsRow = typeof reactionCounts.$inferSelect;

/** The columns `columns` lends a list's query, and what they answer for each row. */
export interface ReactionColumns {
  reactionCounts: SQL<number[] | null>;
  ownReaction: SQL<number | null>;
}
export interface ReactionColumnValues {
  reactionCounts: number[] | null;
  ownReaction: number | null;
}

export function createReactionsRepository(db: Db) {
  return {
    /**
     * Sets the user's reaction in one statement: a new row, or the old one changed (the trigger moves the
     * old count down and the new one up); choosing the same reaction again changes nothing.
     */
    async set(input: { type: ContentType; contentId: string; userId: string; reactionId: ReactionId }) {
      await db
        .insert(reactions)
        .values({
          contentType: input.type,
          contentId: input.contentId,
          userId: input.userId,
          reactionId: input.reactionId,
        })
        .onConflictDoUpdate({
          target: [reactions.contentType, reactions.contentId, reactions.userId],
          set: { reactionId: input.reactionId, updatedAt: sql`now()` },
          setWhere: sql`${reactions.reactionId} <> excluded.reaction_id`,
        });
    },

    async remove(input: { type: ContentType; contentId: string; userId: string }) {
      await db
        .delete(reactions)
        .where(
          and(
            eq(reactions.contentType, input.type),
            eq(reactions.contentId, input.contentId),
            eq(reactions.userId, input.userId),
          ),
        );
    },

    /**
     * Each row's reactions as two columns of another feature's list, so a list and its reactions come in
     * one round trip: the counts (heart, laugh, support, sad, angry) and the viewer's own reaction.
     */
    columns(
      type: ContentType | SQL,
      contentId: PgColumn,
      viewerId: string | Placeholder | SQL | null,
    ): ReactionColumns {
      return {
        reactionCounts: sql<
          number[] | null
        >`(select array[${reactionCounts.heartCount}, ${reactionCounts.laughCount},
            ${reactionCounts.supportCount}, ${reactionCounts.sadCount}, ${reactionCounts.angryCount}]
          from ${reactionCounts}
          where ${reactionCounts.contentType} = ${type} and ${reactionCounts.contentId} = ${contentId}::text)`,
        ownReaction: viewerId
          ? sql<number | null>`(select ${reactions.reactionId} from ${reactions}
              where ${reactions.contentType} = ${type} and ${reactions.contentId} = ${contentId}::text
                and ${reactions.userId} = ${viewerId})`
          : sql<number | null>`null::smallint`,
      };
    },

    async counts(type: ContentType, contentIds: string[]) {
      if (contentIds.length === 0) return [];
      return db
        .select()
        .from(reactionCounts)
        .where(and(eq(reactionCounts.contentType, type), inArray(reactionCounts.contentId, contentIds)));
    },

    async ownReactions(type: ContentType, contentIds: string[], userId: string) {
      if (contentIds.length === 0) return [];
      return db
        .select({ contentId: reactions.contentId, reactionId: reactions.reactionId })
        .from(reactions)
        .where(
          and(
            eq(reactions.contentType, type),
            inArray(reactions.contentId, contentIds),
            eq(reactions.userId, userId),
          ),
        );
    },

    /** A page of who reacted, the latest first; how many in all is in `reaction_counts`. */
    async reactors(input: {
      type: ContentType;
      contentId: string;
      reactionId: ReactionId | null;
      page: number;
      perPage: number;
    }) {
      return db
        .select({
          pageUrl: users.pageUrl,
          pageName: users.pageName,
          avatar: users.avatar,
          avatarWh100: users.avatarWh100,
          reactionId: reactions.reactionId,
        })
        .from(reactions)
        .innerJoin(users, eq(users.id, reactions.userId))
        .where(
          and(
            eq(reactions.contentType, input.type),
            eq(reactions.contentId, input.contentId),
            input.reactionId ? eq(reactions.reactionId, input.reactionId) : undefined,
          ),
        )
        .orderBy(desc(reactions.updatedAt), desc(reactions.userId))
        .limit(input.perPage)
        .offset(offsetOf(input));
    },

    /** Content that is deleted takes its reactions and counts with it, in the deleting transaction. */
    async forget(tx: Tx, type: ContentType, contentId: string) {
      await tx
        .delete(reactions)
        .where(and(eq(reactions.contentType, type), eq(reactions.contentId, contentId)));
      await tx
        .delete(reactionCounts)
        .where(and(eq(reactionCounts.contentType, type), eq(reactionCounts.contentId, contentId)));
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
