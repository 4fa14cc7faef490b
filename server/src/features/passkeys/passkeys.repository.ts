import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, webauthnChallenges, type WebauthnPurpose } from '../../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export function createPasskeysRepository(db: Db) {
  return {
    async listOf(userId: string) {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },

    async countOf(userId: string) {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    async insert(values: typeof passkeys.$inferInsert) {
      const [row] = await db.insert(passkeys).values(values).returning();
      return row!;
    },

    /** Removes one of the account's passkeys: null when the account has none by that id. */
    async remove(userId: string, id: string) {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row ?? null;
    },

    /**
     * Records a use: the new counter and the time. The counter only moves forward, so of two answers
     * signed with the same counter (a cloned authenticator, a replay) only the first is recorded.
     */
    async recordUse(id: string, counter: number, at: Date) {
      const used = await db
        .update(passkeys)
        .set({ counter, lastUsedAt: at })
        .where(counter > 0 ? and(eq(passkeys.id, id), lt(passkeys.counter, counter)) : eq(passkeys.id, id))
        .returning({ id: passkeys.id });
      return used.length > 0;
    },

    /** Keeps a challenge handed out, and forgets the ones that expired. */
    async saveChallenge(values: typeof webauthnChallenges.$inferInsert, now: Date) {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
      await db.insert(webauthnChallenges).values(values);
    },

    /**
     * Takes a challenge once, for the purpose (and the account) it was handed out for: null when it is
     * not one, expired, or another request took it first.
     */
    async takeChallenge(challenge: string, purpose: WebauthnPurpose, userId: string | null, now: Date) {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            userId === null ? undefined : eq(webauthnChallenges.userId, userId),
            gt(webauthnChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
