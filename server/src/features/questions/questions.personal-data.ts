import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { questions, questionTopics, users } from '../../db/schema/index.ts';
import { at, part, person, type PersonalDataPart } from '../personal-data.ts';

const other = alias(users, 'other');

/**
 * The questions on the person's Ask Me Anything page and those they asked on others'. The page itself
 * (its title, description and banner) is in the profile.
 */
export const questionsPersonalData: PersonalDataPart = {
  name: 'questions',
  export: {
    tables: [questions],
    async parts({ db, userId }) {
      const received = await db
        .select({ question: questions, askerPageUrl: other.pageUrl })
        .from(questions)
        .leftJoin(other, eq(other.id, questions.askerUserId))
        .where(eq(questions.creatorUserId, userId))
        .orderBy(asc(questions.createdAt), asc(questions.id));
      const asked = await db
        .select({ question: questions, creatorPageUrl: other.pageUrl, creatorPageName: other.pageName })
        .from(questions)
        .innerJoin(other, eq(other.id, questions.creatorUserId))
        .where(eq(questions.askerUserId, userId))
        .orderBy(asc(questions.createdAt), asc(questions.id));
      return [
        part(
          'questions-received',
          'Questions asked on your Ask Me Anything page, and your answers.',
          ({ col }) => [
            col('id', (r) => r.question.id),
            col('asked_by', (r) => r.question.askerName ?? r.askerPageUrl),
            col('question', (r) => r.question.body),
            col('answer', (r) => r.question.answer),
            col('answered_at', (r) => at(r.question.answeredAt)),
            col('is_hidden', (r) => r.question.isHidden),
            col('asked_at', (r) => at(r.question.createdAt)),
          ],
          received,
        ),
        part(
          'questions-asked',
          "Questions you asked on creators' Ask Me Anything pages, and their answers.",
          ({ col }) => [
            col('id', (r) => r.question.id),
            col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
            col('question', (r) => r.question.body),
            col('answer', (r) => r.question.answer),
            col('asked_at', (r) => at(r.question.createdAt)),
          ],
          asked,
        ),
      ];
    },
  },
  erase: {
    tables: [questionTopics, questions],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from question_topics where user_id = ${u}`);
      await tx.execute(sql`delete from questions where creator_user_id = ${u} or asker_user_id = ${u}`);
    },
  },
};
