import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creatorCounts, gifts, goals } from '../../db/schema/index.ts';
import { countOf, type KeptCounts } from '../../db/counts.ts';
import { pageCut, paginate, preparedPage } from '../../db/paginate.ts';
import { preparedByShape } from '../../db/prepared.ts';

export type GoalRow = typeof goals.$inferSelect;

export function createGoalsRepository(db: Db) {
  const prepared = preparedByShape();
  const goalsPage = (cut: ReturnType<typeof pageCut>) =>
    prepared(`goals_page_${cut.shape}`, (name) =>
      db
        .select()
        .from(goals)
        .where(eq(goals.userId, sql.placeholder('creator')))
        .orderBy(sql`${goals.status} = 'active' desc`, desc(goals.createdAt), desc(goals.id))
        .limit(cut.limit)
        .offset(cut.offset)
        .prepare(name),
    );

  return {
    async insert(values: typeof goals.$inferInsert) {
      const [row] = await db.insert(goals).values(values).returning();
      return row!;
    },

    async findOwn(executor: Db | Tx, userId: string, goalId: string, options: { lock?: boolean } = {}) {
      const query = executor
        .select()
        .from(goals)
        .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(executor: Db | Tx, goalId: string, values: Partial<typeof goals.$inferInsert>) {
      const [row] = await executor
        .update(goals)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(goals.id, goalId))
        .returning();
      return row!;
    },

    async hasGifts(tx: Tx, goalId: string) {
      const [row] = await tx
        .select({ one: sql`1` })
        .from(gifts)
        .where(eq(gifts.goalId, goalId))
        .limit(1);
      return Boolean(row);
    },

    async delete(tx: Tx, goalId: string) {
      await tx.delete(goals).where(eq(goals.id, goalId));
    },

    /** Active goals first, then the newest. */
    async list(input: {
      userId: string;
      page: number;
      perPage: number;
      /** The creator's counts, when the page's visit read them. */
      counts?: KeptCounts<typeof creatorCounts>;
    }) {
      return paginate(
        input,
        preparedPage(goalsPage(pageCut(input)), { creator: input.userId }),
        countOf(
          db,
          creatorCounts,
          input.userId,
          (c) => [c.goals],
          undefined,
          input.counts === undefined ? undefined : { row: input.counts },
        ),
      );
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
