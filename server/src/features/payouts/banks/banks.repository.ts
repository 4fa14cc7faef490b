import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { otpChallenges, supportPayoutChanges, userBanks } from '../../../db/schema/index.ts';

export type SupportChangeRow = typeof supportPayoutChanges.$inferSelect;

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

    /** Staff's approval of a bank's name that differs from the legal name (decision 0107). */
    async approveName(
      tx: Tx,
      input: { userId: string; bankSlug: string; by: string; reason: string; at: Date },
    ): Promise<'approved' | 'approved_already' | 'not_found'> {
      const [bank] = await tx
        .select({ approvedAt: userBanks.nameApprovedAt })
        .from(userBanks)
        .where(and(eq(userBanks.userId, input.userId), eq(userBanks.bankSlug, input.bankSlug)))
        .for('update');
      if (!bank) return 'not_found';
      if (bank.approvedAt) return 'approved_already';
      await tx
        .update(userBanks)
        .set({ nameApprovedAt: input.at, nameApprovedBy: input.by, nameApprovalReason: input.reason })
        .where(and(eq(userBanks.userId, input.userId), eq(userBanks.bankSlug, input.bankSlug)));
      return 'approved';
    },

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

    /** The creator's bank of that slug gets the account given and becomes the enabled one; or it is added. */
    async replaceBank(
      tx: Tx,
      values: Pick<
        typeof userBanks.$inferInsert,
        'userId' | 'bankSlug' | 'bankName' | 'accountName' | 'accountNumber' | 'mobileNumber'
      >,
    ) {
      const updated = await tx
        .update(userBanks)
        .set({ accountName: values.accountName, accountNumber: values.accountNumber, updatedAt: sql`now()` })
        .where(and(eq(userBanks.userId, values.userId), eq(userBanks.bankSlug, values.bankSlug)))
        .returning({ id: userBanks.id });
      if (updated.length) await this.enable(tx, values.userId, values.bankSlug);
      else await this.addEnabled(tx, values);
    },

    async insertSupportChange(values: typeof supportPayoutChanges.$inferInsert) {
      const [row] = await db.insert(supportPayoutChanges).values(values).returning();
      return row!;
    },

    /** Support's changes still waiting for the creator's code, newest first. */
    async pendingSupportChanges(userId: string) {
      return db
        .select()
        .from(supportPayoutChanges)
        .where(and(eq(supportPayoutChanges.userId, userId), isNull(supportPayoutChanges.confirmedAt)))
        .orderBy(sql`${supportPayoutChanges.createdAt} desc`);
    },

    /** The code's challenge of a change, by the keyed hash of its token: how many tries, when a resend. */
    async challengeOf(tokenHash: string) {
      const [row] = await db
        .select({
          attempts: otpChallenges.attempts,
          usedAt: otpChallenges.usedAt,
          resendAvailableAt: otpChallenges.resendAvailableAt,
        })
        .from(otpChallenges)
        .where(eq(otpChallenges.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async lockSupportChange(tx: Tx, id: string) {
      const [row] = await tx
        .select()
        .from(supportPayoutChanges)
        .where(eq(supportPayoutChanges.id, id))
        .for('update');
      return row ?? null;
    },

    async confirmSupportChange(tx: Tx, id: string, at: Date) {
      await tx.update(supportPayoutChanges).set({ confirmedAt: at }).where(eq(supportPayoutChanges.id, id));
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
