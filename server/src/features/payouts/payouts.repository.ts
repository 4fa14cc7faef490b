import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { payoutClearances, payouts, statementLines, users } from '../../db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export function createPayoutsRepository(db: Db) {
  return {
    /** Serialises a user's payouts: the balance and the month's cap are read and spent under it. */
    async lockUser(tx: Tx, userId: string) {
      await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    },

    /** What a user's standard payouts of [from, to) add up to, leaving out failed ones. */
    async standardTotal(handle: Db | Tx, userId: string, from: Date, to: Date) {
      const [row] = await handle
        .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, userId),
            eq(payouts.method, 'standard'),
            inArray(payouts.status, ['pending', 'completed']),
            gte(payouts.createdAt, from),
            lt(payouts.createdAt, to),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** What a user's payouts of [from, to) add up to, every method, leaving out failed ones. */
    async paidOutTotal(handle: Db | Tx, userId: string, from: Date, to: Date) {
      const [row] = await handle
        .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, userId),
            inArray(payouts.status, ['pending', 'completed']),
            gte(payouts.createdAt, from),
            lt(payouts.createdAt, to),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** When the user's newest payouts since `since` were asked for, newest first, at most `limit`. */
    async createdSince(handle: Db | Tx, userId: string, since: Date, limit: number) {
      const rows = await handle
        .select({ at: payouts.createdAt })
        .from(payouts)
        .where(and(eq(payouts.userId, userId), gte(payouts.createdAt, since)))
        .orderBy(desc(payouts.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    },

    /** Whether the user's first payout was reviewed (decision 0107). */
    async isCleared(handle: Db | Tx, userId: string) {
      const [row] = await handle
        .select({ userId: payoutClearances.userId })
        .from(payoutClearances)
        .where(eq(payoutClearances.userId, userId));
      return Boolean(row);
    },

    /** Marks the user's first payout reviewed, once: by the review's time running out, or by staff. */
    async clear(handle: Db | Tx, userId: string, at: Date, by: string | null) {
      await handle
        .insert(payoutClearances)
        .values({ userId, clearedAt: at, clearedBy: by })
        .onConflictDoNothing();
    },

    async insertLine(tx: Tx, values: typeof statementLines.$inferInsert) {
      const [row] = await tx.insert(statementLines).values(values).returning({ id: statementLines.id });
      return row!.id;
    },

    async setLineStatus(tx: Tx, lineId: string, status: 'completed' | 'failed') {
      await tx.update(statementLines).set({ status }).where(eq(statementLines.id, lineId));
    },

    async insert(tx: Tx, values: typeof payouts.$inferInsert) {
      const [row] = await tx.insert(payouts).values(values).returning();
      return row!;
    },

    async find(id: string) {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
      return row ?? null;
    },

    async lock(tx: Tx, id: string) {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async update(handle: Db | Tx, id: string, values: Partial<typeof payouts.$inferInsert>) {
      await handle.update(payouts).set(values).where(eq(payouts.id, id));
    },

    /** The payout a provider event is about: by the provider's id, or by our reference before we knew it. */
    async findForEvent(provider: string, providerPayoutId: string, reference: string | null) {
      const [byId] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.provider, provider), eq(payouts.providerPayoutId, providerPayoutId)))
        .limit(1);
      if (byId || !reference) return byId ?? null;
      const [byReference] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.provider, provider), eq(payouts.reference, reference)))
        .limit(1);
      return byReference ?? null;
    },

    /**
     * Takes up to `limit` pending payouts that are due, skipping those another instance holds, and
     * pushes their next look `leaseMs` ahead so no other instance takes them meanwhile.
     */
    async findByReference(reference: string) {
      const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference)).limit(1);
      return row ?? null;
    },

    /** Payouts for finance's review, newest first: by status, or those on hold. */
    async listForReview(input: {
      status: 'pending' | 'review' | 'completed' | 'failed' | 'held';
      page: number;
      perPage: number;
      now: Date;
    }) {
      const pending = eq(payouts.status, 'pending');
      const where =
        input.status === 'held'
          ? and(pending, isNotNull(payouts.heldAt))
          : input.status === 'review'
            ? and(
                pending,
                isNull(payouts.heldAt),
                isNull(payouts.providerPayoutId),
                gt(payouts.reviewUntil, input.now),
              )
            : eq(payouts.status, input.status);
      return paginate(
        input,
        db
          .select({ payout: payouts, pageUrl: users.pageUrl })
          .from(payouts)
          .innerJoin(users, eq(users.id, payouts.userId))
          .where(where)
          .orderBy(desc(payouts.createdAt), desc(payouts.id)),
        db.$count(payouts, where),
      );
    },

    /** Holds the user's payouts that have not reached the provider; answers their references. */
    async holdUnsent(tx: Tx, userId: string, at: Date, reason: string) {
      const held = await tx
        .update(payouts)
        .set({ heldAt: at, holdReason: reason })
        .where(
          and(
            eq(payouts.userId, userId),
            eq(payouts.status, 'pending'),
            isNull(payouts.providerPayoutId),
            isNull(payouts.heldAt),
          ),
        )
        .returning({ reference: payouts.reference });
      return held.map((row) => row.reference);
    },

    async claimDue(now: Date, limit: number, leaseMs: number) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(and(eq(payouts.status, 'pending'), isNull(payouts.heldAt), lte(payouts.nextCheckAt, now)))
          .orderBy(asc(payouts.nextCheckAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        const ids = due.map((row) => row.id);
        await tx
          .update(payouts)
          .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
          .where(inArray(payouts.id, ids));
        return ids;
      });
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
