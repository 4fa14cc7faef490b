import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blockedPhrases, gifts } from '../../db/schema/index.ts';

export function createMessageFilterRepository(db: Db) {
  return {
    async list(userId: string, on: Db | Tx = db) {
      const rows = await on
        .select({ phrase: blockedPhrases.phrase })
        .from(blockedPhrases)
        .where(eq(blockedPhrases.userId, userId))
        .orderBy(asc(blockedPhrases.createdAt), asc(blockedPhrases.phrase));
      return rows.map((row) => row.phrase);
    },

    /** A user's own phrases as an array column of another statement: the user's id is `userId`. */
    phrasesOf: (userId: SQL) => sql`array(select phrase from blocked_phrases where user_id = ${userId})`,

    async replace(userId: string, phrases: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(blockedPhrases).where(eq(blockedPhrases.userId, userId));
        if (phrases.length)
          await tx.insert(blockedPhrases).values(phrases.map((phrase) => ({ userId, phrase })));
      });
    },

    async hold(tx: Tx, giftIds: string[]) {
      if (giftIds.length)
        await tx.update(gifts).set({ heldAt: new Date() }).where(inArray(gifts.id, giftIds));
    },
  };
}

export type MessageFilterRepository = ReturnType<typeof createMessageFilterRepository>;
