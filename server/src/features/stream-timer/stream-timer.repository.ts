import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { streamTimers } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type StreamTimerRow = typeof streamTimers.$inferSelect;

export interface StreamTimerRules {
  msPerPeso: number;
  msPerMember: number;
  capMs: number | null;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export function createStreamTimerRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(streamTimers).where(eq(streamTimers.userId, userId));
      return row ?? null;
    },

    /** Sets the rules, the timer made on first use; where it stands is left as it is. */
    async saveRules(userId: string, rules: StreamTimerRules, at: Date) {
      const [row] = await db
        .insert(streamTimers)
        .values({ userId, ...rules, updatedAt: at })
        .onConflictDoUpdate({ target: streamTimers.userId, set: { ...rules, updatedAt: at } })
        .returning();
      return row!;
    },

    /** Counts down to `endsAt` from now, running or paused before or not; nothing added yet. */
    async start(tx: Tx, userId: string, endsAt: Date, at: Date) {
      const state = { endsAt, pausedRemainingMs: null, addedMs: 0, updatedAt: at };
      const [row] = await tx
        .insert(streamTimers)
        .values({ userId, ...state })
        .onConflictDoUpdate({ target: streamTimers.userId, set: state })
        .returning();
      return row!;
    },

    /** Keeps what is left of a running timer; null when it is not running (never started, paused, run out). */
    async pause(tx: Tx, userId: string, at: Date) {
      const [row] = await tx
        .update(streamTimers)
        .set({
          pausedRemainingMs: sql`round(extract(epoch from ${streamTimers.endsAt} - ${instant(at)}) * 1000)::bigint`,
          endsAt: null,
          updatedAt: at,
        })
        .where(and(eq(streamTimers.userId, userId), gt(streamTimers.endsAt, at)))
        .returning();
      return row ?? null;
    },

    /** Counts down again from what was left; null when the timer is not paused. */
    async resume(tx: Tx, userId: string, at: Date) {
      const [row] = await tx
        .update(streamTimers)
        .set({
          endsAt: sql`${instant(at)} + ${streamTimers.pausedRemainingMs} * interval '1 millisecond'`,
          pausedRemainingMs: null,
          updatedAt: at,
        })
        .where(and(eq(streamTimers.userId, userId), isNotNull(streamTimers.pausedRemainingMs)))
        .returning();
      return row ?? null;
    },

    /** Stops the countdown; null when the creator has no timer. */
    async stop(tx: Tx, userId: string, at: Date) {
      const [row] = await tx
        .update(streamTimers)
        .set({ endsAt: null, pausedRemainingMs: null, updatedAt: at })
        .where(eq(streamTimers.userId, userId))
        .returning();
      return row ?? null;
    },

    /**
     * Adds to a running or paused timer what the gifts (their amounts in centavos, each rounded down to
     * the millisecond) and new members give by its rules, held to its cap: one statement, so two
     * settlements at the same moment on two instances both count. The row is locked by the first part
     * (a concurrent change is waited for and then read as it committed), which says what was added;
     * the update moves the countdown by that much. Null when nothing was added (no timer running or
     * paused, rules of zero, the cap reached).
     */
    async extend(tx: Tx, input: { userId: string; giftAmounts: number[]; members: number; at: Date }) {
      const { userId, giftAmounts, members, at } = input;
      const amounts = `{${giftAmounts.map((amount) => Math.trunc(amount)).join(',')}}`;
      const result = await tx.execute(sql`
        with locked as (
          select user_id, added_ms, cap_ms,
            (select coalesce(sum(g.amount * ms_per_peso / 100), 0) from unnest(${amounts}::bigint[]) as g (amount))::bigint
              + ${members}::bigint * ms_per_member as add_ms
          from stream_timers
          where user_id = ${userId} and (ends_at > ${instant(at)} or paused_remaining_ms is not null)
          for update
        ), given as (
          select user_id, greatest(0, least(add_ms, coalesce(cap_ms - added_ms, add_ms))) as delta from locked
        )
        update stream_timers t set
          added_ms = t.added_ms + given.delta,
          ends_at = t.ends_at + given.delta * interval '1 millisecond',
          paused_remaining_ms = t.paused_remaining_ms + given.delta,
          updated_at = ${instant(at)}
        from given
        where t.user_id = given.user_id and given.delta > 0
        returning round(extract(epoch from t.ends_at) * 1000)::bigint as ends_at_ms, t.paused_remaining_ms, given.delta
      `);
      const [row] = rowsOf<{ ends_at_ms: string | null; paused_remaining_ms: string | null; delta: string }>(
        result,
      );
      if (!row) return null;
      return {
        endsAt: row.ends_at_ms === null ? null : new Date(Number(row.ends_at_ms)),
        pausedRemainingMs: row.paused_remaining_ms === null ? null : Number(row.paused_remaining_ms),
        addedMs: Number(row.delta),
      };
    },

    /** The creators whose timer is running or paused, as a query of their ids: only their payments extend one. */
    timerOwners: sql`select ${streamTimers.userId} from ${streamTimers} where ${or(
      isNotNull(streamTimers.endsAt),
      isNotNull(streamTimers.pausedRemainingMs),
    )}`,
  };
}

export type StreamTimerRepository = ReturnType<typeof createStreamTimerRepository>;
