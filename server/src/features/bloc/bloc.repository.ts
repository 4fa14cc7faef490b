import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blocPosts, creatorCounts, users } from '../../db/schema/index.ts';
import { countOf, type KeptCounts } from '../../db/counts.ts';
import { pageCut, paginate, preparedPage } from '../../db/paginate.ts';
import { preparedByShape } from '../../db/prepared.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';

export type BlocPostRow = typeof blocPosts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// what a visitor may find: not hidden by staff, and out (a scheduled post is its creator's alone)
const shownToAll = and(isNull(blocPosts.hiddenAt), isNull(blocPosts.publishAt));

export function createBlocRepository(db: Db) {
  const prepared = preparedByShape();

  /** Up to `limit` posts whose time has come, locked; those another instance holds are skipped. */
  const lockWhere = (tx: Tx, where: ReturnType<typeof and>, limit: number) =>
    tx
      .select()
      .from(blocPosts)
      .where(where)
      .orderBy(asc(blocPosts.id))
      .limit(limit)
      .for('update', { skipLocked: true });

  return {
    /** Scheduled posts whose publishing time has come (decision 0157). */
    lockDueToPublish: (tx: Tx, now: Date, limit: number) =>
      lockWhere(tx, and(isNotNull(blocPosts.publishAt), lte(blocPosts.publishAt, now)), limit),
    /** Published members-only posts whose early access is over: they open to everyone. */
    lockDueToOpen: (tx: Tx, now: Date, limit: number) =>
      lockWhere(
        tx,
        and(isNull(blocPosts.publishAt), isNotNull(blocPosts.publicFrom), lte(blocPosts.publicFrom, now)),
        limit,
      ),
    /** A page of the creator's posts waiting to be published, soonest first. */
    scheduled(input: { userId: string; page: number; perPage: number }) {
      const where = and(eq(blocPosts.userId, input.userId), isNotNull(blocPosts.publishAt));
      return paginate(
        input,
        db.select().from(blocPosts).where(where).orderBy(asc(blocPosts.publishAt), asc(blocPosts.id)),
        db.$count(blocPosts, where),
      );
    },
    async insert(tx: Tx, values: typeof blocPosts.$inferInsert) {
      const [row] = await tx.insert(blocPosts).values(values).returning();
      return row!;
    },

    async findOwn(tx: Tx, userId: string, postId: string) {
      const [row] = await tx
        .select()
        .from(blocPosts)
        .where(and(eq(blocPosts.id, postId), eq(blocPosts.userId, userId)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** Any post by its id, locked for the rest of the transaction (staff's). */
    async lockById(tx: Tx, postId: string) {
      const [row] = await tx.select().from(blocPosts).where(eq(blocPosts.id, postId)).limit(1).for('update');
      return row ?? null;
    },

    /**
     * A post of an active creator that staff did not hide and that is out (not scheduled); any other id (a
     * photo's, a typo) finds nothing.
     */
    async findPublished(postId: string) {
      if (!UUID.test(postId)) return null;
      const [row] = await db
        .select({ post: blocPosts })
        .from(blocPosts)
        .innerJoin(users, eq(users.id, blocPosts.userId))
        .where(
          and(
            eq(blocPosts.id, postId),
            eq(users.status, 'active'),
            isNull(blocPosts.hiddenAt),
            isNull(blocPosts.publishAt),
          ),
        )
        .limit(1);
      return row?.post ?? null;
    },

    /**
     * A creator's post with its reactions as the viewer sees them, in one round trip; one staff hid only
     * `withHidden` (its creator).
     */
    async findShown(input: {
      userId: string;
      postId: string;
      withHidden: boolean;
      viewerId: string | null;
      reactionsOf: ReactionCounts['columns'];
    }) {
      if (!UUID.test(input.postId)) return null;
      const [row] = await db
        .select({ post: blocPosts, ...input.reactionsOf('bloc', blocPosts.id, input.viewerId) })
        .from(blocPosts)
        .where(
          and(
            eq(blocPosts.id, input.postId),
            eq(blocPosts.userId, input.userId),
            input.withHidden ? undefined : shownToAll,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async update(tx: Tx, postId: string, values: Partial<typeof blocPosts.$inferInsert>) {
      const [row] = await tx
        .update(blocPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blocPosts.id, postId))
        .returning();
      return row!;
    },

    async delete(tx: Tx, postId: string) {
      await tx.delete(blocPosts).where(eq(blocPosts.id, postId));
    },

    /**
     * A page of the creator's posts, each with its reactions (their columns, one round trip); those staff
     * hid only `withHidden` (for their creator).
     */
    async list(input: {
      userId: string;
      viewerId: string | null;
      withHidden: boolean;
      reactionsOf: ReactionCounts['columns'];
      page: number;
      perPage: number;
      /** The creator's counts, when the page's visit read them. */
      counts?: KeptCounts<typeof creatorCounts>;
    }) {
      // three shapes, each prepared once: the creator's own (with what staff hid), with the viewer's own
      // reactions, and a visitor's without
      const shape = input.withHidden ? 'bloc_page_owner' : input.viewerId ? 'bloc_page_viewer' : 'bloc_page';
      const cut = pageCut(input);
      const page = prepared(`${shape}_${cut.shape}`, (name) =>
        db
          .select({
            post: blocPosts,
            ...input.reactionsOf('bloc', blocPosts.id, input.viewerId ? sql.placeholder('viewer') : null),
          })
          .from(blocPosts)
          .where(
            and(eq(blocPosts.userId, sql.placeholder('creator')), input.withHidden ? undefined : shownToAll),
          )
          .orderBy(desc(blocPosts.createdAt), desc(blocPosts.id))
          .limit(cut.limit)
          .offset(cut.offset)
          .prepare(name),
      );
      return paginate(
        input,
        preparedPage(page, { creator: input.userId, viewer: input.viewerId }),
        countOf(
          db,
          creatorCounts,
          input.userId,
          (c) => (input.withHidden ? [c.blocPosts, c.blocPostsHidden] : [c.blocPosts]),
          undefined,
          input.counts === undefined ? undefined : { row: input.counts },
        ),
      );
    },
  };
}

export type BlocRepository = ReturnType<typeof createBlocRepository>;
