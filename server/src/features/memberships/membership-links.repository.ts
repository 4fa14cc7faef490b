import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  membershipLinkUses,
  membershipPauses,
  membershipRetentionOffers,
  membershipRetentionTaken,
  users,
} from '../../db/schema/index.ts';

export type PauseRow = typeof membershipPauses.$inferSelect;
export type RetentionTakenRow = typeof membershipRetentionTaken.$inferSelect;
export type RetentionOfferRow = typeof membershipRetentionOffers.$inferSelect;

/** The queries of stay or go (decision 0150): links used, retention offers made and taken, and pauses. */
export function createStayQueries(db: Db) {
  return {
    async linkUsed(linkId: string) {
      const [row] = await db.select().from(membershipLinkUses).where(eq(membershipLinkUses.linkId, linkId));
      return row ?? null;
    },

    /** Marks a link used; false when it already was (a second confirmation, however close behind). */
    async claimLink(values: typeof membershipLinkUses.$inferInsert) {
      const rows = await db.insert(membershipLinkUses).values(values).onConflictDoNothing().returning();
      return rows.length === 1;
    },

    /** Gives a link back: what it was confirmed for could not be done, and may be tried again. */
    async releaseLink(linkId: string) {
      await db.delete(membershipLinkUses).where(eq(membershipLinkUses.linkId, linkId));
    },

    /** A person as a link's page shows them. */
    async personOf(userId: string) {
      const [row] = await db
        .select({
          pageUrl: users.pageUrl,
          pageName: users.pageName,
          avatar: users.avatar,
          avatarWh100: users.avatarWh100,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async retentionOffer(creatorUserId: string) {
      const [row] = await db
        .select()
        .from(membershipRetentionOffers)
        .where(eq(membershipRetentionOffers.creatorUserId, creatorUserId));
      return row ?? null;
    },

    async saveRetentionOffer(values: {
      creatorUserId: string;
      enabled: boolean;
      percent: number;
      months: number;
    }) {
      const [row] = await db
        .insert(membershipRetentionOffers)
        .values(values)
        .onConflictDoUpdate({
          target: membershipRetentionOffers.creatorUserId,
          set: {
            enabled: values.enabled,
            percent: values.percent,
            months: values.months,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },

    /** The offer a member took of a creator's, if they ever did: once per member of a creator. */
    async retentionTaken(executor: Db | Tx, creatorUserId: string, supporterUserId: string) {
      const [row] = await executor
        .select()
        .from(membershipRetentionTaken)
        .where(
          and(
            eq(membershipRetentionTaken.creatorUserId, creatorUserId),
            eq(membershipRetentionTaken.supporterUserId, supporterUserId),
          ),
        );
      return row ?? null;
    },

    /** Records an offer taken; null when this member had taken one of the creator's already. */
    async takeRetention(tx: Tx, values: typeof membershipRetentionTaken.$inferInsert) {
      const [row] = await tx
        .insert(membershipRetentionTaken)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Moves the months an offer covers by `ms`, as a pause moves the membership's end. */
    async shiftRetention(tx: Tx, membershipId: string, ms: number) {
      const by = sql`${`${ms} milliseconds`}::interval`;
      await tx
        .update(membershipRetentionTaken)
        .set({
          discountFrom: sql`${membershipRetentionTaken.discountFrom} + ${by}`,
          discountUntil: sql`${membershipRetentionTaken.discountUntil} + ${by}`,
        } as never)
        .where(eq(membershipRetentionTaken.membershipId, membershipId));
    },

    /** The pause of a membership that has not been resumed (it may have ended, the job not yet run). */
    async openPause(executor: Db | Tx, membershipId: string) {
      const [row] = await executor
        .select()
        .from(membershipPauses)
        .where(and(eq(membershipPauses.membershipId, membershipId), isNull(membershipPauses.resumedAt)));
      return row ?? null;
    },

    /** When each of these memberships' pauses ends, for those paused at `now`. */
    async pausedUntil(membershipIds: string[], now: Date) {
      if (!membershipIds.length) return new Map<string, Date>();
      const rows = await db
        .select({ membershipId: membershipPauses.membershipId, endsAt: membershipPauses.endsAt })
        .from(membershipPauses)
        .where(
          and(
            inArray(membershipPauses.membershipId, membershipIds),
            isNull(membershipPauses.resumedAt),
            sql`${membershipPauses.endsAt} > ${now}`,
          ),
        );
      return new Map(rows.map((row) => [row.membershipId, row.endsAt]));
    },

    async insertPause(tx: Tx, values: typeof membershipPauses.$inferInsert) {
      const [row] = await tx.insert(membershipPauses).values(values).returning();
      return row!;
    },

    async endPause(tx: Tx, pauseId: string, at: Date) {
      await tx.update(membershipPauses).set({ resumedAt: at }).where(eq(membershipPauses.id, pauseId));
    },

    /**
     * Marks the pauses that have ended as resumed, at their end, and answers them: the mark and the member's
     * mail are written in the caller's transaction, so a member is told once however often the job runs.
     */
    async claimEndedPauses(tx: Tx, now: Date) {
      return tx
        .update(membershipPauses)
        .set({ resumedAt: sql`${membershipPauses.endsAt}` } as never)
        .where(and(isNull(membershipPauses.resumedAt), lte(membershipPauses.endsAt, now)))
        .returning();
    },
  };
}

export type StayQueries = ReturnType<typeof createStayQueries>;
