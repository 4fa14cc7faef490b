import type { Language } from '@pixel/contract';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payoutChanges } from '../../db/schema/index.ts';

export type PayoutChangeRow = typeof payoutChanges.$inferSelect;

/** Reads and writes of changes to where a creator's money goes, and of the holds and freezes they bring. */
export function createPayoutHoldsRepository(db: Db) {
  return {
    /**
     * Where the user's money can go today, and who to tell of a change: the number on file (the banks'
     * shared number, else the linked e-payment account's) and the email.
     */
    async destinationsOf(tx: Tx, userId: string) {
      const result = (await tx.execute(sql`
        select u.email, u.language,
          (select count(*) from user_banks b where b.user_id = u.id)::int as banks,
          (select b.mobile_number from user_banks b where b.user_id = u.id and b.mobile_number is not null
            order by b.is_disabled, b.created_at limit 1) as bank_number,
          (select count(*) from linked_accounts l where l.user_id = u.id)::int as linked,
          (select l.mobile_number from linked_accounts l where l.user_id = u.id
            order by l.created_at limit 1) as linked_number
        from users u where u.id = ${userId}`)) as unknown as {
        rows: {
          email: string | null;
          language: Language | null;
          banks: number;
          bank_number: string | null;
          linked: number;
          linked_number: string | null;
        }[];
      };
      const row = result.rows[0];
      return {
        email: row?.email ?? null,
        language: row?.language ?? null,
        hasAny: Number(row?.banks ?? 0) + Number(row?.linked ?? 0) > 0,
        numberOnFile: row?.bank_number ?? row?.linked_number ?? null,
      };
    },

    async insert(tx: Tx, values: typeof payoutChanges.$inferInsert) {
      await tx.insert(payoutChanges).values(values);
    },

    /** What stops the user's payouts at `now`: a freeze not lifted, and the latest hold still running. */
    async blockOf(handle: Db | Tx, userId: string, now: Date) {
      const [frozen] = await handle
        .select({ id: payoutChanges.id })
        .from(payoutChanges)
        .where(
          and(
            eq(payoutChanges.userId, userId),
            isNotNull(payoutChanges.frozenAt),
            isNull(payoutChanges.liftedAt),
          ),
        )
        .limit(1);
      const [held] = await handle
        .select({ heldUntil: payoutChanges.heldUntil })
        .from(payoutChanges)
        .where(and(eq(payoutChanges.userId, userId), gt(payoutChanges.heldUntil, now)))
        .orderBy(desc(payoutChanges.heldUntil))
        .limit(1);
      return { frozen: Boolean(frozen), heldUntil: held?.heldUntil ?? null };
    },

    async findByToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(payoutChanges)
        .where(eq(payoutChanges.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Uses the link once: true when this call froze the payouts. */
    async freeze(tokenHash: string, now: Date) {
      const rows = await db
        .update(payoutChanges)
        .set({ frozenAt: now })
        .where(
          and(
            eq(payoutChanges.tokenHash, tokenHash),
            isNull(payoutChanges.frozenAt),
            gt(payoutChanges.linkExpiresAt, now),
          ),
        )
        .returning({ userId: payoutChanges.userId });
      return rows[0] ?? null;
    },
  };
}

export type PayoutHoldsRepository = ReturnType<typeof createPayoutHoldsRepository>;
