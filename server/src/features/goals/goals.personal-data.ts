import { asc, eq, sql } from 'drizzle-orm';
import { goals } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The creator's goals; the gifts given to them stay with the gifts. */
export const goalsPersonalData: PersonalDataPart = {
  name: 'goals',
  export: {
    tables: [goals],
    async parts({ db, userId }) {
      const rows = await db
        .select()
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(asc(goals.createdAt), asc(goals.id));
      return [
        part(
          'goals',
          'Your goals: what you saved for, the target and what supporters gave.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('title', (r) => r.title),
            col('description', (r) => r.description),
            ...money('target', (r) => r.targetAmount),
            ...money('raised', (r) => r.raisedAmount),
            col('end_date', (r) => r.endDate),
            col('cover_image', (r) => r.coverImage),
            col('status', (r) => r.status),
            col('created_at', (r) => at(r.createdAt)),
            col('closed_at', (r) => at(r.closedAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [goals],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from goals where user_id = ${u}`);
    },
  },
};
