import { asc, eq, sql } from 'drizzle-orm';
import { reactionKinds } from '@pixel/contract';
import { reactions } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The person's reactions to posts; the reactions on their own posts go with the posts. */
export const reactionsPersonalData: PersonalDataPart = {
  name: 'reactions',
  export: {
    tables: [reactions],
    async parts({ db, userId }) {
      const rows = await db
        .select({
          contentType: reactions.contentType,
          contentId: reactions.contentId,
          reactionId: reactions.reactionId,
          createdAt: reactions.createdAt,
        })
        .from(reactions)
        .where(eq(reactions.userId, userId))
        .orderBy(asc(reactions.createdAt));
      return [
        part(
          'reactions',
          'Your reactions to posts.',
          ({ col }) => [
            col('content_type', (r) => r.contentType),
            col('content_id', (r) => r.contentId),
            col(
              'reaction',
              (r) => reactionKinds.find((kind) => kind.id === r.reactionId)?.name ?? String(r.reactionId),
            ),
            col('reacted_at', (r) => at(r.createdAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [reactions],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from reactions where user_id = ${u}`);
    },
  },
};
