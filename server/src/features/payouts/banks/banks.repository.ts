import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { userBanks } from '../../../db/schema/index.ts';

export type UserBankRow = typeof userBanks.$inferSelect;

export function createBanksRepository(db: Db) {
  const listOf = (handle: Db | Tx, userId: string) =>
    handle
      .select()
      .from(userBanks)
      .where(eq(userBanks.userId, userId))
      .orderBy(asc(userBanks.createdAt), asc(userBanks.id));

  return {
    list: (userId: string, tx?: Tx) => listOf(tx ?? db, userId),

    /**
     * Takes the user's row for the rest of the transaction, so that two changes to one user's banks
     * (or payouts) run one after the other. Inserts referencing the user are not blocked by it.
     */
    async lockUser(tx: Tx, userId: string) {
      await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    },

    /** Adds a bank as the user's one enabled bank: the others are disabled first. */
    async addEnabled(tx: Tx, values: typeof userBanks.$inferInsert) {
      await tx
        .update(userBanks)
        .set({ isDisabled: true, updatedAt: sql`now()` })
        .where(and(eq(userBanks.userId, values.userId), eq(userBanks.isDisabled, false)));
      await tx.insert(userBanks).values({ ...values, isDisabled: false });
    },

    /** Enables the bank with `slug` and disables the rest; false (and nothing changed) when the user has no such bank. */
    async enable(tx: Tx, userId: string, slug: string) {
      const [match] = await tx
        .select({ id: userBanks.id })
        .from(userBanks)
        .where(and(eq(userBanks.userId, userId), eq(userBanks.bankSlug, slug)))
        .limit(1);
      if (!match) return false;
      // two statements: the one-enabled index is checked row by row, so the old one goes first
      await tx
        .update(userBanks)
        .set({ isDisabled: true, updatedAt: sql`now()` })
        .where(
          and(eq(userBanks.userId, userId), ne(userBanks.bankSlug, slug), eq(userBanks.isDisabled, false)),
        );
      await tx
        .update(userBanks)
        .set({ isDisabled: false, updatedAt: sql`now()` })
        .where(eq(userBanks.id, match.id));
      return true;
    },

    async setMobileNumber(tx: Tx, userId: string, mobileNumber: string) {
      await tx
        .update(userBanks)
        .set({ mobileNumber, updatedAt: sql`now()` })
        .where(eq(userBanks.userId, userId));
    },
  };
}

export type BanksRepository = ReturnType<typeof createBanksRepository>;
