import { and, count, eq, gt, isNull, lt, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  authenticators,
  recoveryCodes,
  secondStepFailures,
  signInChallenges,
} from '../../db/schema/index.ts';

export type AuthenticatorRow = typeof authenticators.$inferSelect;

export function createTwoFactorRepository(db: Db) {
  return {
    async findAuthenticator(executor: Db | Tx, userId: string, lock = false) {
      const query = executor.select().from(authenticators).where(eq(authenticators.userId, userId));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Starts (or starts again) an enrolment: a new key, not yet confirmed. */
    async saveUnconfirmed(userId: string, secretSealed: string) {
      await db
        .insert(authenticators)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: authenticators.userId,
          set: { secretSealed, confirmedAt: null, lastStep: null },
        });
    },

    async updateAuthenticator(executor: Db | Tx, userId: string, values: Partial<AuthenticatorRow>) {
      await executor.update(authenticators).set(values).where(eq(authenticators.userId, userId));
    },

    async deleteAuthenticator(tx: Tx, userId: string) {
      await tx.delete(authenticators).where(eq(authenticators.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    /** Replaces the account's recovery codes with a new set. */
    async replaceRecoveryCodes(tx: Tx, userId: string, codeHashes: string[]) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused recovery code used; false when it is not one of the account's unused codes. */
    async useRecoveryCode(tx: Tx, userId: string, codeHash: string, at: Date) {
      const used = await tx
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    async recoveryCodesLeft(userId: string) {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** The wrong codes of the account since `since`, and the latest of them. */
    async failuresSince(userId: string, since: Date) {
      const [row] = await db
        .select({ failures: count(), last: max(secondStepFailures.failedAt) })
        .from(secondStepFailures)
        .where(and(eq(secondStepFailures.userId, userId), gt(secondStepFailures.failedAt, since)));
      return { failures: row?.failures ?? 0, last: row?.last ?? null };
    },

    /** Records a wrong code, and forgets the account's wrong codes from before `forgetBefore`. */
    async recordFailure(userId: string, at: Date, forgetBefore: Date) {
      await db
        .delete(secondStepFailures)
        .where(and(eq(secondStepFailures.userId, userId), lt(secondStepFailures.failedAt, forgetBefore)));
      await db.insert(secondStepFailures).values({ userId, failedAt: at });
    },

    /** Records a sign-in waiting for its second step, and forgets the account's expired ones. */
    async insertChallenge(values: typeof signInChallenges.$inferInsert) {
      await db
        .delete(signInChallenges)
        .where(
          and(
            eq(signInChallenges.userId, values.userId),
            lt(signInChallenges.expiresAt, values.createdAt ?? new Date()),
          ),
        );
      await db.insert(signInChallenges).values(values);
    },

    async findChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(signInChallenges)
        .where(and(eq(signInChallenges.tokenHash, tokenHash), gt(signInChallenges.expiresAt, now)));
      return row ?? null;
    },

    /** Takes a challenge once: false when another request completed it first. */
    async takeChallenge(tokenHash: string) {
      const taken = await db
        .delete(signInChallenges)
        .where(eq(signInChallenges.tokenHash, tokenHash))
        .returning({ userId: signInChallenges.userId });
      return taken.length > 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
