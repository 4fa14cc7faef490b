import type { OverlayTimer, OverlayTimerEvent, Said, StreamTimer } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { OverlayService } from '../overlay/overlay.service.ts';
import type { SettledPayment, SettlementListener } from '../payments/payments.service.ts';
import type { StreamTimerRepository, StreamTimerRow } from './stream-timer.repository.ts';

const MINUTE_MS = 60_000;

/** Where a timer stands at `at`: a running one whose end has passed has run out, and reads as stopped. */
function standing(
  row: Pick<StreamTimerRow, 'endsAt' | 'pausedRemainingMs'> | null,
  at: Date,
): Pick<OverlayTimer, 'state' | 'ends_at' | 'remaining_ms'> {
  if (row?.pausedRemainingMs !== null && row?.pausedRemainingMs !== undefined) {
    return { state: 'paused', ends_at: null, remaining_ms: row.pausedRemainingMs };
  }
  if (row?.endsAt && row.endsAt.getTime() > at.getTime()) {
    return {
      state: 'running',
      ends_at: row.endsAt.toISOString(),
      remaining_ms: row.endsAt.getTime() - at.getTime(),
    };
  }
  return { state: 'stopped', ends_at: null, remaining_ms: 0 };
}

/** The timer as its widget is sent it; `addedMs` is what this change added (0 for the creator's own). */
function eventOf(
  row: Pick<StreamTimerRow, 'endsAt' | 'pausedRemainingMs'> | null,
  at: Date,
  addedMs: number,
): OverlayTimerEvent {
  return { type: 'timer', ...standing(row, at), added_ms: addedMs, at: at.toISOString() };
}

export function createStreamTimerService(deps: {
  db: Db;
  repository: StreamTimerRepository;
  overlay: Pick<OverlayService, 'publish' | 'ownerOf'>;
  now: () => Date;
}) {
  const { db, repository, overlay, now } = deps;

  const present = (row: StreamTimerRow | null, at: Date): StreamTimer => ({
    ...standing(row, at),
    at: at.toISOString(),
    added_ms: row?.addedMs ?? 0,
    // kept in milliseconds: back to seconds with at most three decimals
    seconds_per_peso: (row?.msPerPeso ?? 0) / 1000,
    seconds_per_member: Math.round((row?.msPerMember ?? 0) / 1000),
    cap_minutes: row?.capMs === null || row?.capMs === undefined ? null : Math.round(row.capMs / MINUTE_MS),
  });

  /** A change of the creator's, and its event for the widgets, in one transaction. */
  async function change(
    userId: string,
    apply: (tx: Tx, at: Date) => Promise<StreamTimerRow | null>,
    refusal?: Said,
  ) {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const changed = await apply(tx, at);
      if (!changed && refusal) throw new AppError('conflict', refusal);
      await overlay.publish(tx, userId, [eventOf(changed, at, 0)]);
      return changed;
    });
    return present(row, at);
  }

  /**
   * Extends the running or paused timers of the creators paid: each paid gift by its pesos, each new member
   * by the member's time, by the creator's rules and up to the cap. A gift whose words wait for review
   * counts too: its money is given. Written with the settlement, after its alerts. A refund later takes
   * nothing back: the stream time was given, and likely watched, by then.
   */
  async function extendSettled(tx: Tx, settled: SettledPayment[]) {
    const byCreator = new Map<string, { giftAmounts: number[]; members: number }>();
    for (const { payment, info } of settled) {
      const given = byCreator.get(payment.payeeUserId) ?? { giftAmounts: [], members: 0 };
      if (info.giftId && !info.refund) given.giftAmounts.push(payment.amount);
      if (info.newMember) given.members += 1;
      if (given.giftAmounts.length || given.members) byCreator.set(payment.payeeUserId, given);
    }
    const at = now();
    for (const [userId, given] of byCreator) {
      const extended = await repository.extend(tx, { userId, ...given, at });
      if (extended) await overlay.publish(tx, userId, [eventOf(extended, at, extended.addedMs)]);
    }
  }

  return {
    /** A settlement listener, told only of payments to creators whose timer is running or paused. */
    onSettled: Object.assign(extendSettled, { payees: repository.timerOwners }) satisfies SettlementListener,

    async timer(userId: string) {
      const at = now();
      return present(await repository.find(userId), at);
    },

    async setRules(input: {
      userId: string;
      secondsPerPeso: number;
      secondsPerMember: number;
      capMinutes: number | null;
    }) {
      const at = now();
      const row = await repository.saveRules(
        input.userId,
        {
          msPerPeso: Math.round(input.secondsPerPeso * 1000),
          msPerMember: input.secondsPerMember * 1000,
          capMs: input.capMinutes === null ? null : input.capMinutes * MINUTE_MS,
        },
        at,
      );
      return present(row, at);
    },

    /** Starts the countdown anew from `minutes`, whether it was running, paused or stopped. */
    start: (input: { userId: string; minutes: number }) =>
      change(input.userId, (tx, at) =>
        repository.start(tx, input.userId, new Date(at.getTime() + input.minutes * MINUTE_MS), at),
      ),

    pause: (userId: string) =>
      change(userId, (tx, at) => repository.pause(tx, userId, at), say('timerNotRunning')),

    resume: (userId: string) =>
      change(userId, (tx, at) => repository.resume(tx, userId, at), say('timerNotPaused')),

    stop: (userId: string) => change(userId, (tx, at) => repository.stop(tx, userId, at)),

    /** The timer as the widget at this overlay address starts; 404 for an address that is no overlay. */
    async widget(token: string): Promise<OverlayTimer> {
      const { userId } = await overlay.ownerOf(token);
      const at = now();
      return { ...standing(await repository.find(userId), at), added_ms: 0, at: at.toISOString() };
    },
  };
}

export type StreamTimerService = ReturnType<typeof createStreamTimerService>;
