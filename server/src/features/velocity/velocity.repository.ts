import { and, eq } from 'drizzle-orm';
import type { VelocityLimitKey } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { users, velocityOverrides } from '../../db/schema/index.ts';

export type OverrideRow = typeof velocityOverrides.$inferSelect;

/** Staff's per-person values of the velocity limits, with who set each (decision 0108). */
export function createVelocityRepository(db: Db) {
  return {
    /** The override of one limit for one person, read in `handle` (a check inside a money transaction). */
    async overrideOf(handle: Db | Tx, userId: string, key: VelocityLimitKey) {
      const [row] = await handle
        .select({ value: velocityOverrides.value })
        .from(velocityOverrides)
        .where(and(eq(velocityOverrides.userId, userId), eq(velocityOverrides.limitKey, key)));
      return row ? row.value : null;
    },

    /** Every override of one person, with the email of the staff member who set it. */
    async overridesOf(userId: string) {
      return db
        .select({ override: velocityOverrides, setByEmail: users.email })
        .from(velocityOverrides)
        .leftJoin(users, eq(users.id, velocityOverrides.setBy))
        .where(eq(velocityOverrides.userId, userId));
    },

    async userExists(userId: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** Sets the override (a second set replaces the first: the audit trail keeps both). */
    async upsert(tx: Tx, values: typeof velocityOverrides.$inferInsert) {
      const [row] = await tx
        .insert(velocityOverrides)
        .values(values)
        .onConflictDoUpdate({
          target: [velocityOverrides.userId, velocityOverrides.limitKey],
          set: {
            value: values.value,
            setBy: values.setBy,
            reason: values.reason,
            createdAt: values.createdAt,
          },
        })
        .returning();
      return row!;
    },

    /** Removes the override, answering what it was (null when there was none). */
    async remove(tx: Tx, userId: string, key: VelocityLimitKey) {
      const [row] = await tx
        .delete(velocityOverrides)
        .where(and(eq(velocityOverrides.userId, userId), eq(velocityOverrides.limitKey, key)))
        .returning();
      return row ?? null;
    },
  };
}

export type VelocityRepository = ReturnType<typeof createVelocityRepository>;
