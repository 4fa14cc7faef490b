import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountDeletions, payouts, users } from '../../db/schema/index.ts';
import { balancesOf, rowsOf } from '../../ledger/ledger.ts';
import { personalDataParts } from '../../personal-data.ts';
import type { ErasedPerson, Gathered } from '../personal-data.ts';

export type DeletionRow = typeof accountDeletions.$inferSelect;

export function createAccountDeletionRepository() {
  return {
    /** The account's deletion waiting for its date, or null. */
    async findPending(executor: Db | Tx, userId: string) {
      const [row] = await executor
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
        .limit(1);
      return row ?? null;
    },

    /** What the account's money says, read under the lock of its user row. */
    async moneyOf(tx: Tx, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const balances = await balancesOf(tx, userId);
      const [inFlight] = await tx
        .select({ n: count() })
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.status, 'pending')));
      return { ...balances, payoutsInFlight: inFlight?.n ?? 0 };
    },

    /** Closes the account: inactive from now, as a deactivation, with its erasure due. */
    async close(tx: Tx, input: { userId: string; at: Date; eraseAt: Date }) {
      await tx
        .update(users)
        .set({ status: 'inactive', deactivatedAt: input.at, updatedAt: input.at })
        .where(eq(users.id, input.userId));
      await tx
        .insert(accountDeletions)
        .values({ userId: input.userId, requestedAt: input.at, eraseAt: input.eraseAt });
    },

    /** Opens the account again as it was before the request; null when it was not waiting. */
    async reopen(tx: Tx, userId: string, at: Date) {
      const [removed] = await tx
        .delete(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
        .returning();
      if (!removed) return null;
      const [user] = await tx
        .update(users)
        .set({ status: 'active', deactivatedAt: null, deactivationReason: null, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return user!;
    },

    /** The creators whose walls show the account's gifts: their pages change with it. */
    async pagesShowing(executor: Db | Tx, userId: string) {
      const rows = rowsOf<{ id: string }>(
        await executor.execute(sql`
          select ${userId}::uuid as id
          union select distinct creator_user_id from gifts where supporter_user_id = ${userId}`),
      );
      return rows.map((row) => row.id);
    },

    /**
     * Takes the next due deletion, locked: an instance running the job at the same moment skips it, and
     * one that comes after finds it erased.
     */
    async claimDue(tx: Tx, now: Date) {
      const [row] = await tx
        .select()
        .from(accountDeletions)
        .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAt, now)))
        .orderBy(asc(accountDeletions.eraseAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async findUser(executor: Db | Tx, userId: string) {
      const [row] = await executor.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Removes the person from every table (decision 0096) and answers the files to remove. Each feature
     * says what it keeps of a person and how it goes (`server/src/personal-data.ts`): what must be kept as a
     * financial record (ledger, payments, payouts, statements, purchases, gifts, memberships) stays, its
     * words about the person replaced, tied to the user row that is now an anonymous tombstone.
     */
    async erase(tx: Tx, input: { userId: string; anonymousPageUrl: string; at: Date }) {
      const user = (await this.findUser(tx, input.userId))!;
      const person: ErasedPerson = {
        ...input,
        email: user.email,
        pageName: user.pageName,
        pageUrl: user.pageUrl,
      };
      // what the person's files are, and where mail and texts reached them, before the rows that say so go
      const gathered: Gathered = { files: [], addresses: [] };
      for (const data of personalDataParts) {
        const found = await data.erase?.gather?.(tx, person);
        gathered.files.push(...(found?.files ?? []));
        gathered.addresses.push(...(found?.addresses ?? []));
      }
      for (const data of personalDataParts) await data.erase?.run(tx, { ...person, ...gathered });
      return { files: gathered.files, email: user.email };
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
