import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { Language } from '@pixel/contract';
import { otpChallenges, users } from '../../../db/schema/index.ts';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

export function createOtpRepository(db: Db) {
  return {
    async insert(values: typeof otpChallenges.$inferInsert, tx: Tx | Db = db) {
      const [row] = await tx.insert(otpChallenges).values(values).returning();
      return row!;
    },

    /** The challenge behind a token, locked until the caller's transaction ends. */
    async lockByToken(tx: Tx, tokenHash: string) {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async update(tx: Tx | Db, id: string, values: Partial<typeof otpChallenges.$inferInsert>) {
      await tx.update(otpChallenges).set(values).where(eq(otpChallenges.id, id));
    },

    async remove(id: string) {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    },

    /** Codes sent to a user since `since`, first sends and resends alike. */
    /**
     * Takes the user's row until the caller's transaction ends: two requests for codes for one user
     * count what was sent one after the other, so the hourly cap holds however many arrive at once.
     */
    async lockSender(tx: Tx, userId: string): Promise<Language> {
      const [row] = await tx
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      // the language of the account's SMS and mails (decision 0110); English until it chose one
      return row?.language ?? 'en';
    },

    async sentSince(userId: string, since: Date, tx: Tx | Db = db) {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${otpChallenges.sendCount}), 0)::int` })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.userId, userId), gt(otpChallenges.lastSentAt, since)));
      return row?.n ?? 0;
    },

    /** The earliest send still counted since `since`: once it leaves the hour, a code may go again. */
    async oldestSentSince(userId: string, since: Date, tx: Tx | Db = db) {
      const [row] = await tx
        .select({ at: otpChallenges.lastSentAt })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.userId, userId), gt(otpChallenges.lastSentAt, since)))
        .orderBy(asc(otpChallenges.lastSentAt))
        .limit(1);
      return row?.at ?? null;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
