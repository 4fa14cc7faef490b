import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberships, membershipTrials } from '../../db/schema/index.ts';

export type TrialRow = typeof membershipTrials.$inferSelect;

/** Free trials (decision 0155): those asked for, the one a person or a card had, and their reminders. */
export function createTrialQueries(db: Db) {
  return {
    async insertTrial(tx: Tx, values: typeof membershipTrials.$inferInsert) {
      const [row] = await tx.insert(membershipTrials).values(values).returning();
      return row!;
    },

    async setTrialSetup(trialId: string, setupId: string) {
      await db.update(membershipTrials).set({ setupId }).where(eq(membershipTrials.id, trialId));
    },

    /** A trial by its reference, locked when asked. */
    async trialByReference(executor: Db | Tx, reference: string, lock = false) {
      const query = executor
        .select()
        .from(membershipTrials)
        .where(eq(membershipTrials.reference, reference))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Whether this person, or this card (a fingerprint), had a trial of this creator. */
    async hadTrial(
      executor: Db | Tx,
      creatorUserId: string,
      by: { supporterUserId: string } | { fingerprint: string },
    ) {
      const [row] = await executor
        .select({ id: membershipTrials.id })
        .from(membershipTrials)
        .where(
          and(
            eq(membershipTrials.creatorUserId, creatorUserId),
            eq(membershipTrials.status, 'started'),
            'supporterUserId' in by
              ? eq(membershipTrials.supporterUserId, by.supporterUserId)
              : eq(membershipTrials.methodFingerprint, by.fingerprint),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async markTrial(
      tx: Tx,
      trialId: string,
      values: Pick<Partial<TrialRow>, 'status' | 'methodFingerprint' | 'membershipId' | 'startedAt'>,
    ) {
      await tx.update(membershipTrials).set(values).where(eq(membershipTrials.id, trialId));
    },

    /**
     * Marks the trials whose reminder is due (converting within `withinMs`, still converting, not yet reminded
     * for this end) as reminded, and answers them: in the caller's transaction with their mails, so a reminder
     * goes once however often the job runs.
     */
    async claimTrialReminders(tx: Tx, now: Date, withinMs: number) {
      return tx
        .update(memberships)
        .set({ trialRemindedFor: memberships.trialEndsAt } as never)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            sql`${memberships.trialEndsAt} is not null`,
            sql`${memberships.endsAt} = ${memberships.trialEndsAt}`,
            sql`${memberships.endsAt} > ${now}`,
            sql`${memberships.endsAt} <= ${new Date(now.getTime() + withinMs)}`,
            sql`${memberships.trialRemindedFor} is distinct from ${memberships.trialEndsAt}`,
            eq(memberships.autoRenew, true),
            sql`${memberships.recurringToken} is not null`,
            sql`${memberships.cancelledAt} is null`,
          ),
        )
        .returning();
    },
  };
}
