import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creatorCounts, questions, questionTopics, users } from '../../db/schema/index.ts';
import { countOf, type KeptCounts } from '../../db/counts.ts';
import { pageCut, paginate, preparedPage } from '../../db/paginate.ts';
import { preparedByShape } from '../../db/prepared.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionWithAsker = {
  question: QuestionRow;
  askerPageUrl: string | null;
  askerPageName: string | null;
  askerAvatar: string | null;
  askerAvatarWh100: string | null;
};

const withAsker = {
  question: questions,
  askerPageUrl: users.pageUrl,
  askerPageName: users.pageName,
  askerAvatar: users.avatar,
  askerAvatarWh100: users.avatarWh100,
};

export function createQuestionsRepository(db: Db) {
  const prepared = preparedByShape();

  async function findOne(executor: Db | Tx, where: ReturnType<typeof and>, options: { lock?: boolean } = {}) {
    const query = executor
      .select(withAsker)
      .from(questions)
      .leftJoin(users, eq(users.id, questions.askerUserId))
      .where(where)
      .limit(1);
    const [row] = options.lock ? await query.for('update', { of: questions }) : await query;
    return row ?? null;
  }

  return {
    async findTopic(userId: string) {
      const [row] = await db.select().from(questionTopics).where(eq(questionTopics.userId, userId)).limit(1);
      return row ?? null;
    },

    async saveTopic(values: typeof questionTopics.$inferInsert) {
      const [row] = await db
        .insert(questionTopics)
        .values(values)
        .onConflictDoUpdate({
          target: questionTopics.userId,
          set: {
            title: values.title,
            description: values.description,
            bannerImage: values.bannerImage,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async insert(tx: Tx, values: typeof questions.$inferInsert) {
      const [row] = await tx.insert(questions).values(values).returning();
      return (await findOne(tx, eq(questions.id, row!.id)))!;
    },

    /** Questions that came with paid gifts; a gift asks once, however often its settlement is retried. */
    async insertFromGifts(tx: Tx, rows: (typeof questions.$inferInsert)[]) {
      await tx.insert(questions).values(rows).onConflictDoNothing({ target: questions.giftId });
    },

    findOwn: (
      executor: Db | Tx,
      creatorUserId: string,
      questionId: string,
      options: { lock?: boolean } = {},
    ) =>
      findOne(
        executor,
        and(eq(questions.id, questionId), eq(questions.creatorUserId, creatorUserId)),
        options,
      ),

    async update(tx: Tx, questionId: string, values: Partial<typeof questions.$inferInsert>) {
      await tx.update(questions).set(values).where(eq(questions.id, questionId));
      return (await findOne(tx, eq(questions.id, questionId)))!;
    },

    async delete(tx: Tx, questionId: string) {
      await tx.delete(questions).where(eq(questions.id, questionId));
    },

    async list(input: {
      creatorUserId: string;
      includeHidden: boolean;
      sort: 'answered' | 'newest';
      status: 'all' | 'answered' | 'unanswered';
      page: number;
      perPage: number;
      /** The creator's counts, when the page's visit read them. */
      counts?: KeptCounts<typeof creatorCounts>;
    }) {
      // one shape a view (hidden or not, a status, an order), each prepared once
      const shape = `questions_page_${input.includeHidden ? 'own' : 'shown'}_${input.status}_${input.sort}`;
      const cut = pageCut(input);
      const page = prepared(`${shape}_${cut.shape}`, (name) => {
        const where = and(
          eq(questions.creatorUserId, sql.placeholder('creator')),
          input.includeHidden ? undefined : eq(questions.isHidden, false),
          input.status === 'answered' ? isNotNull(questions.answeredAt) : undefined,
          input.status === 'unanswered' ? isNull(questions.answeredAt) : undefined,
        );
        const order =
          input.sort === 'answered'
            ? [sql`${questions.answeredAt} is null`, desc(questions.answeredAt), desc(questions.createdAt)]
            : [desc(questions.createdAt)];
        return db
          .select(withAsker)
          .from(questions)
          .leftJoin(users, eq(users.id, questions.askerUserId))
          .where(where)
          .orderBy(...order, desc(questions.id))
          .limit(cut.limit)
          .offset(cut.offset)
          .prepare(name);
      });
      return paginate(
        input,
        preparedPage(page, { creator: input.creatorUserId }),
        // the creator's counts keep each pair of hidden or not and answered or not
        countOf(
          db,
          creatorCounts,
          input.creatorUserId,
          (c) => {
            const answered = input.status !== 'unanswered';
            const unanswered = input.status !== 'answered';
            return [
              ...(answered ? [c.questionsAnswered] : []),
              ...(unanswered ? [c.questionsUnanswered] : []),
              ...(answered && input.includeHidden ? [c.hiddenQuestionsAnswered] : []),
              ...(unanswered && input.includeHidden ? [c.hiddenQuestionsUnanswered] : []),
            ];
          },
          undefined,
          input.counts === undefined ? undefined : { row: input.counts },
        ),
      );
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
