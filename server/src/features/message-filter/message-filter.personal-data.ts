import { asc, eq, sql } from 'drizzle-orm';
import { blockedPhrases } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The words and phrases a creator keeps off their page and alerts. */
export const messageFilterPersonalData: PersonalDataPart = {
  name: 'message-filter',
  export: {
    tables: [blockedPhrases],
    async parts({ db, userId }) {
      const rows = await db
        .select({ phrase: blockedPhrases.phrase, createdAt: blockedPhrases.createdAt })
        .from(blockedPhrases)
        .where(eq(blockedPhrases.userId, userId))
        .orderBy(asc(blockedPhrases.createdAt));
      return [
        part(
          'message-filter',
          'The words and phrases you keep off your page and alerts.',
          ({ col }) => [col('phrase', (r) => r.phrase), col('added_at', (r) => at(r.createdAt))],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [blockedPhrases],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from blocked_phrases where user_id = ${u}`);
    },
  },
};
