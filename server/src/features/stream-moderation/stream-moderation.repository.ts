import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  alertHolds,
  gifts,
  overlayEvents,
  overlaySettings,
  streamModerators,
  users,
} from '../../db/schema/index.ts';

export type AlertHoldRow = typeof alertHolds.$inferSelect;

export function createStreamModerationRepository(db: Db) {
  return {
    /** An active account by its page address (addresses are kept in lowercase). */
    async findActivePage(pageUrl: string) {
      const [row] = await db
        .select({ id: users.id, pageUrl: users.pageUrl, pageName: users.pageName })
        .from(users)
        .where(and(eq(users.pageUrl, pageUrl.toLowerCase()), eq(users.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    async isModerator(creatorUserId: string, userId: string) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(streamModerators)
        .where(
          and(
            eq(streamModerators.creatorUserId, creatorUserId),
            eq(streamModerators.moderatorUserId, userId),
          ),
        );
      return !!row;
    },

    /** The creator's moderators who still have an active account, first named first. */
    async moderators(creatorUserId: string) {
      return db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, addedAt: streamModerators.createdAt })
        .from(streamModerators)
        .innerJoin(users, eq(users.id, streamModerators.moderatorUserId))
        .where(and(eq(streamModerators.creatorUserId, creatorUserId), eq(users.status, 'active')))
        .orderBy(asc(streamModerators.createdAt), asc(users.pageUrl));
    },

    async countModerators(creatorUserId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(streamModerators)
        .where(eq(streamModerators.creatorUserId, creatorUserId));
      return row?.n ?? 0;
    },

    /** Names a moderator; naming one twice is as naming them once. */
    async addModerator(creatorUserId: string, moderatorUserId: string, at: Date) {
      await db
        .insert(streamModerators)
        .values({ creatorUserId, moderatorUserId, createdAt: at })
        .onConflictDoNothing();
    },

    async removeModerator(creatorUserId: string, moderatorUserId: string) {
      const removed = await db
        .delete(streamModerators)
        .where(
          and(
            eq(streamModerators.creatorUserId, creatorUserId),
            eq(streamModerators.moderatorUserId, moderatorUserId),
          ),
        )
        .returning({ id: streamModerators.moderatorUserId });
      return removed.length > 0;
    },

    /** The creator's overlay switches; null before the creator first opened their overlay settings. */
    async overlaySwitches(tx: Tx | Db, userId: string) {
      const [row] = await tx
        .select({ paused: overlaySettings.alertsPaused, holdLinks: overlaySettings.holdLinks })
        .from(overlaySettings)
        .where(eq(overlaySettings.userId, userId));
      return row ?? null;
    },

    /**
     * Sets the creator's overlay switches, making the overlay's settings (with a new secret address) when
     * the creator has none yet, as the overlay does on first use.
     */
    async setSwitches(
      tx: Tx | Db,
      userId: string,
      token: string,
      values: { alertsPaused?: boolean; holdLinks?: boolean },
    ) {
      const [row] = await tx
        .insert(overlaySettings)
        .values({ userId, token, ...values })
        .onConflictDoUpdate({ target: overlaySettings.userId, set: values })
        .returning({ paused: overlaySettings.alertsPaused, holdLinks: overlaySettings.holdLinks });
      return row!;
    },

    /** Keeps a gift's alert off the stream until a decision; a gift is held once. */
    async hold(tx: Tx, values: { giftId: string; creatorUserId: string; payload: unknown; heldAt: Date }) {
      await tx.insert(alertHolds).values(values).onConflictDoNothing();
    },

    /** The alerts held and not decided, with those skipped since `since`, newest first. */
    async holds(creatorUserId: string, since: Date, limit: number) {
      return db
        .select()
        .from(alertHolds)
        .where(
          and(
            eq(alertHolds.creatorUserId, creatorUserId),
            or(
              isNull(alertHolds.decidedAt),
              and(eq(alertHolds.decision, 'skipped'), gt(alertHolds.decidedAt, since)),
            ),
          ),
        )
        .orderBy(desc(alertHolds.heldAt))
        .limit(limit);
    },

    async findHold(creatorUserId: string, giftId: string) {
      const [row] = await db
        .select()
        .from(alertHolds)
        .where(and(eq(alertHolds.creatorUserId, creatorUserId), eq(alertHolds.giftId, giftId)));
      return row ?? null;
    },

    /**
     * Decides a held alert that is still undecided, with its gift's amount (centavos); null when it was
     * decided meanwhile (another moderator was first).
     */
    async decide(tx: Tx, creatorUserId: string, giftId: string, decision: 'shown' | 'skipped', at: Date) {
      const [row] = await tx
        .update(alertHolds)
        .set({ decision, decidedAt: at })
        .where(
          and(
            eq(alertHolds.creatorUserId, creatorUserId),
            eq(alertHolds.giftId, giftId),
            isNull(alertHolds.decidedAt),
          ),
        )
        .returning({ payload: alertHolds.payload });
      if (!row) return null;
      const [gift] = await tx.select({ amount: gifts.amount }).from(gifts).where(eq(gifts.id, giftId));
      return { payload: row.payload, amount: gift?.amount ?? 0 };
    },

    /** The overlay's gifts, members and controls of the creator since `since`, newest first. */
    async recentEvents(userId: string, since: Date, limit: number) {
      return db
        .select({ id: overlayEvents.id, payload: overlayEvents.payload, createdAt: overlayEvents.createdAt })
        .from(overlayEvents)
        .where(
          and(
            eq(overlayEvents.userId, userId),
            gt(overlayEvents.createdAt, since),
            inArray(sql`${overlayEvents.payload}->>'type'`, ['gift', 'member', 'control']),
          ),
        )
        .orderBy(desc(overlayEvents.id))
        .limit(limit);
    },

    /** The last alert the overlay was sent of a gift, if the events still hold it. */
    async lastAlertOf(userId: string, giftId: string) {
      const [row] = await db
        .select({ id: overlayEvents.id, payload: overlayEvents.payload })
        .from(overlayEvents)
        .where(
          and(
            eq(overlayEvents.userId, userId),
            sql`${overlayEvents.payload}->>'type' = 'gift'`,
            sql`${overlayEvents.payload}->>'gift_id' = ${giftId}`,
          ),
        )
        .orderBy(desc(overlayEvents.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type StreamModerationRepository = ReturnType<typeof createStreamModerationRepository>;
