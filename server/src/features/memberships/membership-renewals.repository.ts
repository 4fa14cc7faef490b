import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  membershipPausedAt as pausedAt,
  membershipRunsAt as runsAt,
  memberships,
} from '../../db/schema/index.ts';

/**
 * The memberships the renewals job takes: reminders due, renewals to charge, lapses, and those a tier's new
 * price reaches.
 */
export function createRenewalQueries(db: Db) {
  return {
    /**
     * Marks the memberships whose reminder `which` is due (the end between `fromMs` and `toMs` from now, one not yet
     * sent for this end, not renewing by themselves) as reminded, and answers them: the mark and the mail
     * are written in the caller's transaction, so a reminder goes once however often the job runs.
     */
    async claimReminders(tx: Tx, which: 'week' | 'day', now: Date, window: { fromMs: number; toMs: number }) {
      const column = which === 'week' ? memberships.remindedWeekFor : memberships.remindedDayFor;
      const mark =
        which === 'week' ? { remindedWeekFor: memberships.endsAt } : { remindedDayFor: memberships.endsAt };
      return tx
        .update(memberships)
        .set(mark as never)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            sql`${memberships.endsAt} > ${new Date(now.getTime() + window.fromMs)}`,
            sql`${memberships.endsAt} <= ${new Date(now.getTime() + window.toMs)}`,
            sql`${column} is distinct from ${memberships.endsAt}`,
            sql`not (${memberships.autoRenew} and ${memberships.recurringToken} is not null)`,
            sql`${memberships.cancelledAt} is null`,
            // a paused member is reminded once back: the end has moved past the pause
            sql`not ${pausedAt(now)}`,
          ),
        )
        .returning();
    },

    /**
     * Claims the renewals due: memberships renewing by themselves whose period has ended and whose charge
     * was not yet asked for this end. The claim starts the grace, so access runs on while the charge is
     * under way; a refused charge leaves the member the rest of it.
     */
    async claimRenewals(tx: Tx, now: Date, graceMs: number) {
      return tx
        .update(memberships)
        .set({
          renewalAskedFor: memberships.endsAt,
          graceEndsAt: sql`${memberships.endsAt} + ${`${graceMs} milliseconds`}::interval`,
          updatedAt: now,
        } as never)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            eq(memberships.autoRenew, true),
            sql`${memberships.recurringToken} is not null`,
            sql`${memberships.cancelledAt} is null`,
            sql`${memberships.endsAt} <= ${now}`,
            sql`${memberships.renewalAskedFor} is distinct from ${memberships.endsAt}`,
            // a member already lapsed (the job did not run through the grace) renews by paying again
            sql`${memberships.endsAt} > ${new Date(now.getTime() - graceMs)}`,
          ),
        )
        .returning();
    },

    /**
     * The memberships whose next period is of this tier: running, not cancelled, and in the tier or moving
     * to it at the renewal. A new price reaches them from that period.
     */
    async renewingInto(tx: Tx, tierId: string, now: Date) {
      return tx
        .select()
        .from(memberships)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            // a paused member is told too: the new price reaches them when they renew after the pause
            runsAt(now),
            sql`${memberships.cancelledAt} is null`,
            sql`coalesce(${memberships.nextTierId}, ${memberships.tierId}) = ${tierId}`,
          ),
        );
    },

    /** Gives a renewal back to the next run: the provider could not be asked. */
    async releaseRenewal(membershipId: string, endsAt: Date) {
      await db
        .update(memberships)
        .set({ renewalAskedFor: null })
        .where(and(eq(memberships.id, membershipId), eq(memberships.renewalAskedFor, endsAt)));
    },

    /** Marks the memberships that have ended as lapsed, and answers them; a paused one has not ended. */
    async claimLapsed(tx: Tx, now: Date) {
      return tx
        .update(memberships)
        .set({ status: 'lapsed', lapsedAt: now, updatedAt: now })
        .where(and(ne(memberships.status, 'lapsed'), sql`not ${runsAt(now)}`))
        .returning();
    },
  };
}
