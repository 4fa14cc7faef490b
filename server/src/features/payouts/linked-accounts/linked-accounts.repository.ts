import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { linkedAccounts, providerLogins } from '../../../db/schema/index.ts';

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

/** Reads and writes of linked e-payment accounts and of link sign-ins under way. */
export function createLinkedAccountsRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    async insertLinkStart(values: { stateHash: string; platform: string; userId: string; expiresAt: Date }) {
      await db.insert(providerLogins).values(values);
    },

    /** Uses a link's state once, and only for the user who started it. */
    async consumeLinkStart(stateHash: string, userId: string) {
      const [row] = await db
        .delete(providerLogins)
        .where(
          and(
            eq(providerLogins.stateHash, stateHash),
            eq(providerLogins.userId, userId),
            gt(providerLogins.expiresAt, now()),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Serialises one user's links, so two at once cannot both see "not linked yet". */
    async lockUser(tx: Tx, userId: string) {
      await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    },

    async findOfUser(userId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, userId))
        .orderBy(linkedAccounts.createdAt)
        .limit(1);
      return row ?? null;
    },

    async findByAccount(provider: string, accountId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(linkedAccounts)
        .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.accountId, accountId)))
        .limit(1);
      return row ?? null;
    },

    async insert(tx: Tx, values: typeof linkedAccounts.$inferInsert) {
      const [row] = await tx.insert(linkedAccounts).values(values).returning();
      return row!;
    },

    async update(tx: Tx, id: string, values: { username: string; mobileNumber: string | null }) {
      const [row] = await tx.update(linkedAccounts).set(values).where(eq(linkedAccounts.id, id)).returning();
      return row!;
    },
  };
}

export type LinkedAccountsRepository = ReturnType<typeof createLinkedAccountsRepository>;
