import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema/index.ts';

/**
 * The exports of a person's data and their account. What an export holds each feature reads of its own
 * tables (`<feature>.personal-data.ts`, listed in `server/src/personal-data.ts`).
 */
export function createAccountDataRepository(db: Db) {
  return {
    /** The account's latest export. */
    async latest(userId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row ?? null;
    },

    /** Holds the account's row until the transaction ends: two requests at once take turns. */
    async lockAccount(tx: Tx, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async create(tx: Tx, userId: string, at: Date) {
      const [row] = await tx.insert(dataExports).values({ userId, createdAt: at }).returning();
      return row!;
    },

    async find(id: string) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    /** Marks a building export ready; false when it was not building any more (a retry raced it). */
    async markReady(tx: Tx, input: { id: string; key: string; size: number; at: Date; expiresAt: Date }) {
      const done = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey: input.key,
          sizeBytes: input.size,
          readyAt: input.at,
          expiresAt: input.expiresAt,
        })
        .where(and(eq(dataExports.id, input.id), eq(dataExports.status, 'building')))
        .returning({ id: dataExports.id });
      return done.length > 0;
    },

    /** Ready exports whose time is up and whose file is still stored. */
    expired(now: Date) {
      return db
        .select({ id: dataExports.id, storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.status, 'ready'),
            isNull(dataExports.removedAt),
            lte(dataExports.expiresAt, now),
          ),
        )
        .limit(500);
    },

    async markRemoved(id: string, at: Date) {
      await db.update(dataExports).set({ removedAt: at }).where(eq(dataExports.id, id));
    },

    /** The account as README.txt and the ready mail name it; null once it is gone. */
    async account(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          pageName: users.pageName,
          pageUrl: users.pageUrl,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
