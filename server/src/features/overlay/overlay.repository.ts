import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, goals, overlayEvents, overlaySettings, users } from '../../db/schema/index.ts';

export type OverlaySettingsRow = typeof overlaySettings.$inferSelect;

export function createOverlayRepository(db: Db) {
  return {
    async findSettings(userId: string) {
      const [row] = await db.select().from(overlaySettings).where(eq(overlaySettings.userId, userId));
      return row ?? null;
    },

    /** The settings of the creator whose overlay has this address, if their account is active. */
    async findByToken(token: string) {
      const [row] = await db
        .select({
          settings: overlaySettings,
          pageName: users.pageName,
          pageUrl: users.pageUrl,
          status: users.status,
          language: users.language,
        })
        .from(overlaySettings)
        .innerJoin(users, eq(users.id, overlaySettings.userId))
        .where(eq(overlaySettings.token, token));
      return row && row.status === 'active' ? row : null;
    },

    /** Creates the settings on first use; a second caller at the same moment gets the first one's. */
    async ensureSettings(userId: string, token: string) {
      await db.insert(overlaySettings).values({ userId, token }).onConflictDoNothing();
      const [row] = await db.select().from(overlaySettings).where(eq(overlaySettings.userId, userId));
      return row!;
    },

    async updateSettings(tx: Tx | Db, userId: string, values: Partial<typeof overlaySettings.$inferInsert>) {
      const [row] = await tx
        .update(overlaySettings)
        .set(values)
        .where(eq(overlaySettings.userId, userId))
        .returning();
      return row!;
    },

    async insertEvents(tx: Tx | Db, events: { userId: string; payload: unknown }[]) {
      if (events.length) await tx.insert(overlayEvents).values(events);
    },

    async deleteBefore(before: Date) {
      const deleted = await db
        .delete(overlayEvents)
        .where(lt(overlayEvents.createdAt, before))
        .returning({ id: overlayEvents.id });
      return deleted.length;
    },

    async eventsAfter(userId: string, afterId: number, limit = 100) {
      return db
        .select({ id: overlayEvents.id, payload: overlayEvents.payload })
        .from(overlayEvents)
        .where(and(eq(overlayEvents.userId, userId), gt(overlayEvents.id, afterId)))
        .orderBy(asc(overlayEvents.id))
        .limit(limit);
    },

    async lastEventId(userId: string) {
      const [row] = await db
        .select({ id: sql<string | null>`max(${overlayEvents.id})` })
        .from(overlayEvents)
        .where(eq(overlayEvents.userId, userId));
      return Number(row?.id ?? 0);
    },

    /** The users who have an overlay, as a query of their ids: nobody else's alerts are kept. */
    overlayOwners: sql`select ${overlaySettings.userId} from ${overlaySettings}`,

    /** The settled gifts' review state and goals, read inside the settlement's transaction. */
    async giftsForAlerts(tx: Tx, giftIds: string[]) {
      if (!giftIds.length) return [];
      return tx
        .select({
          id: gifts.id,
          held: sql<boolean>`${gifts.heldAt} is not null`,
          goalId: gifts.goalId,
          goalTitle: goals.title,
          raisedAmount: goals.raisedAmount,
          targetAmount: goals.targetAmount,
        })
        .from(gifts)
        .leftJoin(goals, eq(goals.id, gifts.goalId))
        .where(inArray(gifts.id, giftIds));
    },

    async findGoal(userId: string, goalId: string) {
      const [row] = await db
        .select()
        .from(goals)
        .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
      return row ?? null;
    },
  };
}

export type OverlayRepository = ReturnType<typeof createOverlayRepository>;
