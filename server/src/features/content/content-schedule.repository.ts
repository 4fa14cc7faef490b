import { and, asc, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { photoPosts } from '../../db/schema/index.ts';

/** Scheduled posts and early access (decision 0157): the posts whose time has come, and the creator's list. */
export function createScheduleQueries(db: Db) {
  /** Up to `limit` posts, locked; those another instance holds are skipped. */
  const lockWhere = (tx: Tx, where: SQL | undefined, limit: number) =>
    tx
      .select()
      .from(photoPosts)
      .where(where)
      .orderBy(asc(photoPosts.id))
      .limit(limit)
      .for('update', { skipLocked: true });

  return {
    /** Scheduled posts whose time has come; one staff hid or its creator deleted waits. */
    lockDueToPublish: (tx: Tx, now: Date, limit: number) =>
      lockWhere(
        tx,
        and(
          isNotNull(photoPosts.publishAt),
          lte(photoPosts.publishAt, now),
          isNull(photoPosts.hiddenAt),
          isNull(photoPosts.deletedAt),
        ),
        limit,
      ),

    /** Published members-only posts whose early access is over: they open to everyone. */
    lockDueToOpen: (tx: Tx, now: Date, limit: number) =>
      lockWhere(
        tx,
        and(
          isNotNull(photoPosts.publicFrom),
          lte(photoPosts.publicFrom, now),
          eq(photoPosts.isPublished, true),
        ),
        limit,
      ),

    /** A page of the creator's posts waiting to be published, soonest first. */
    scheduled(input: { userId: string; page: number; perPage: number }) {
      const where = and(
        eq(photoPosts.userId, input.userId),
        isNotNull(photoPosts.publishAt),
        isNull(photoPosts.deletedAt),
      );
      return paginate(
        input,
        db.select().from(photoPosts).where(where).orderBy(asc(photoPosts.publishAt), asc(photoPosts.id)),
        db.$count(photoPosts, where),
      );
    },
  };
}
