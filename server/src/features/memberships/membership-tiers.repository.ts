import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  membershipActiveAt as activeAt,
  memberships,
  membershipSettings,
  membershipTiers,
  users,
} from '../../db/schema/index.ts';

/** A creator's tiers and settings, and what a viewer's membership opens of them. */
export function createTierQueries(db: Db) {
  return {
    /** A creator's tiers in their order, archived last, each with its active members. */
    async tiersOf(creatorUserId: string, now: Date, options: { visibleOnly: boolean }) {
      const members = db
        .select({ tierId: memberships.tierId, count: sql<number>`count(*)::int`.as('count') })
        .from(memberships)
        .where(and(eq(memberships.creatorUserId, creatorUserId), activeAt(now)))
        .groupBy(memberships.tierId)
        .as('members');
      const rows = await db
        .select({ tier: membershipTiers, memberCount: sql<number>`coalesce(${members.count}, 0)` })
        .from(membershipTiers)
        .leftJoin(members, eq(members.tierId, membershipTiers.id))
        .where(
          and(
            eq(membershipTiers.creatorUserId, creatorUserId),
            options.visibleOnly ? eq(membershipTiers.status, 'visible') : undefined,
          ),
        )
        .orderBy(
          sql`${membershipTiers.status} = 'archived'`,
          asc(membershipTiers.position),
          asc(membershipTiers.createdAt),
        );
      return rows.map(({ tier, memberCount }) => ({ ...tier, memberCount: Number(memberCount) }));
    },

    async findTier(executor: Db | Tx, tierId: string, options: { lock?: boolean } = {}) {
      const query = executor.select().from(membershipTiers).where(eq(membershipTiers.id, tierId)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The creator's tiers not archived, locked: adding one counts them first. */
    async liveTiers(tx: Tx, creatorUserId: string) {
      return tx
        .select()
        .from(membershipTiers)
        .where(and(eq(membershipTiers.creatorUserId, creatorUserId), ne(membershipTiers.status, 'archived')))
        .orderBy(asc(membershipTiers.position))
        .for('update');
    },

    async insertTier(tx: Tx, values: typeof membershipTiers.$inferInsert) {
      const [row] = await tx.insert(membershipTiers).values(values).returning();
      return row!;
    },

    async updateTier(
      executor: Db | Tx,
      tierId: string,
      values: Partial<typeof membershipTiers.$inferInsert>,
    ) {
      const [row] = await executor
        .update(membershipTiers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(membershipTiers.id, tierId))
        .returning();
      return row!;
    },

    async creatorOf(userId: string) {
      const [row] = await db
        .select({ id: users.id, pageUrl: users.pageUrl, pageName: users.pageName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Which of a creator's tiers the viewer's membership opens at `now`: its own, and any that costs less a
     * month (a higher tier opens what a lower one does).
     */
    async opener(creatorUserId: string, viewerId: string | null, now: Date) {
      if (!viewerId) return () => false;
      const [held] = await db
        .select({ tierId: memberships.tierId, price: membershipTiers.price })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .where(
          and(
            eq(memberships.creatorUserId, creatorUserId),
            eq(memberships.supporterUserId, viewerId),
            activeAt(now),
          ),
        );
      if (!held) return () => false;
      const tiers = await db
        .select({ id: membershipTiers.id, price: membershipTiers.price })
        .from(membershipTiers)
        .where(eq(membershipTiers.creatorUserId, creatorUserId));
      const prices = new Map(tiers.map((tier) => [tier.id, tier.price]));
      return (minTierId: string) =>
        minTierId === held.tierId || (prices.has(minTierId) && held.price > prices.get(minTierId)!);
    },

    async creatorMail(executor: Db | Tx, userId: string) {
      const [row] = await executor
        .select({ email: users.email, pageName: users.pageName, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async settingsOf(creatorUserId: string, executor: Db | Tx = db) {
      const [row] = await executor
        .select()
        .from(membershipSettings)
        .where(eq(membershipSettings.creatorUserId, creatorUserId));
      return row ?? { creatorUserId, showMemberCounts: true, mailOnNewMember: true };
    },

    async saveSettings(values: typeof membershipSettings.$inferInsert) {
      const [row] = await db
        .insert(membershipSettings)
        .values(values)
        .onConflictDoUpdate({
          target: membershipSettings.creatorUserId,
          set: { showMemberCounts: values.showMemberCounts, mailOnNewMember: values.mailOnNewMember },
        })
        .returning();
      return row!;
    },
  };
}
