import { eq } from 'drizzle-orm';
import {
  type AdminLimit,
  formatLimitValue,
  formatPesos,
  parseLimitValue,
  readSchemaMessage,
  type Said,
  supportEmail,
  type VelocityLimitKey,
  velocityLimitKeys,
  velocityLimitRules,
} from '@pixel/contract';
import type { Config } from '../../config/config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, fieldError, say, tooManyRequests } from '../../lib/errors.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { StaffAudit } from '../audit/audit.service.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { VelocityRepository } from './velocity.repository.ts';

/** A limit's value in a sentence: "5", "₱20,000.00". */
const spoken = (key: VelocityLimitKey, value: number) =>
  velocityLimitRules[key].unit === 'amount' ? formatPesos(value) : String(value);

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A wait as a person reads it: "45 seconds", "12 minutes", "3 hours and 5 minutes". */
export function waitInWords(seconds: number) {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (Math.ceil(seconds / 60) < 60) return plural(Math.ceil(seconds / 60), 'minute');
  let hours = Math.floor(seconds / 3_600);
  let minutes = Math.ceil((seconds - hours * 3_600) / 60);
  if (minutes === 60) [hours, minutes] = [hours + 1, 0];
  return minutes ? `${plural(hours, 'hour')} and ${plural(minutes, 'minute')}` : plural(hours, 'hour');
}

/** What a person is told when a limit refuses them: what happened, and when they may try again. */
const refusals: Record<
  Exclude<VelocityLimitKey, 'new_creator_payout_ceiling'>,
  (limit: number, wait: string) => Said
> = {
  checkouts_per_hour: (limit, wait) =>
    limit === 0 ? say('paymentsPaused', { email: supportEmail }) : say('manyCheckouts', { wait }),
  new_account_gifts_first_day: (limit, wait) => {
    if (limit === 0) return say('newAccountGiftsWait', { wait });
    return limit === 1 ? say('newAccountGiftOne', { wait }) : say('newAccountGiftsMany', { limit, wait });
  },
  payouts_per_day: (limit, wait) => {
    if (limit === 0) return say('payoutsPaused', { email: supportEmail });
    return limit === 1 ? say('payoutsPerDayOne', { wait }) : say('payoutsPerDayMany', { limit, wait });
  },
};

export interface VelocityDeps {
  db: Db;
  repository: VelocityRepository;
  config: Pick<Config, 'velocity'>;
  now: () => Date;
  metrics: Pick<Metrics, 'velocityLimitHits'>;
  /** Staff's changes are written to the audit trail in their transaction (decision 0098). */
  audit: StaffAudit;
}

/**
 * Velocity limits (decision 0108): each limit's value for a person (staff's override, or the configured
 * default), the refusal when a window is full, and the count of every hit in the metrics. The features
 * that do the counted thing count it themselves, inside their own transaction.
 */
export function createVelocity(deps: VelocityDeps) {
  const { db, repository, config, now, metrics } = deps;

  /** The limit that applies to `userId`: staff's override, or the default. Read in `handle` when given a tx. */
  async function limitOf(handle: Db | Tx, userId: string, key: VelocityLimitKey) {
    return (await repository.overrideOf(handle, userId, key)) ?? config.velocity[key];
  }

  /** Counts a limit reached (a refusal, or a payout held for review) in `pixel_velocity_limit_hits_total`. */
  function hit(key: VelocityLimitKey) {
    metrics.velocityLimitHits.inc({ limit: key });
  }

  /**
   * Refuses with a 429 (and counts the hit) when `count` things already fill the window: `limit` of them
   * or more. `oldest` is when the oldest of the things that count was done: in a rolling window, the
   * `limit`-th newest (`... order by at desc limit $limit`, its last row); in a window that opened once
   * (an account's first day), when it opened. The person is told to try again once it leaves the window,
   * `windowMs` after it; with nothing done (a limit of 0), a whole window from now.
   */
  function enforce(input: {
    key: Exclude<VelocityLimitKey, 'new_creator_payout_ceiling'>;
    limit: number;
    count: number;
    oldest: Date | null;
    windowMs: number;
  }) {
    if (input.count < input.limit) return;
    hit(input.key);
    const at = now().getTime();
    const freesAt = input.oldest ? input.oldest.getTime() + input.windowMs : at + input.windowMs;
    throw tooManyRequests((freesAt - at) / 1000, (seconds) =>
      refusals[input.key](input.limit, waitInWords(seconds)),
    );
  }

  /** When the account was made: a new account's first day, a new creator's first 30 days. */
  async function joinedAt(handle: Db | Tx, userId: string) {
    const [row] = await handle.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
    return row?.at ?? null;
  }

  async function existingPerson(userId: string) {
    if (!(await repository.userExists(userId))) throw new AppError('not_found', say('noSuchPerson'));
  }

  /** Staff may not raise or lower their own limits: another staff member does it, on the record. */
  function notOwn(staff: Staff, userId: string) {
    if (staff.userId === userId) {
      throw new AppError('forbidden', say('staffOwnLimits'));
    }
  }

  async function list(userId: string): Promise<AdminLimit[]> {
    await existingPerson(userId);
    const overrides = new Map(
      (await repository.overridesOf(userId)).map((row) => [row.override.limitKey, row] as const),
    );
    return velocityLimitKeys.map((key) => {
      const found = overrides.get(key);
      const value = found ? found.override.value : config.velocity[key];
      return {
        key,
        unit: velocityLimitRules[key].unit,
        default: formatLimitValue(key, config.velocity[key]),
        value: formatLimitValue(key, value),
        override: found
          ? {
              value: formatLimitValue(key, found.override.value),
              reason: found.override.reason,
              set_by: found.setByEmail ?? 'a former account',
              set_at: found.override.createdAt.toISOString(),
            }
          : null,
      };
    });
  }

  const limitIn = async (userId: string, key: VelocityLimitKey) =>
    (await list(userId)).find((limit) => limit.key === key)!;

  return {
    limitOf,
    hit,
    enforce,
    joinedAt,

    /** Staff's view of a person's limits: each default, override (who, when, why) and the value that applies. */
    list,

    /** Sets one of a person's limits, with the reason the audit trail keeps. */
    async set(
      staff: Staff,
      input: { userId: string; key: VelocityLimitKey; value: string | number; reason: string },
    ) {
      const parsed = parseLimitValue(input.key, input.value);
      if ('error' in parsed)
        throw fieldError('value', readSchemaMessage(parsed.error) ?? say('invalidValue'));
      await existingPerson(input.userId);
      notOwn(staff, input.userId);
      await db.transaction(async (tx) => {
        const before = await limitOf(tx, input.userId, input.key);
        await repository.upsert(tx, {
          userId: input.userId,
          limitKey: input.key,
          value: parsed.value,
          setBy: staff.userId,
          reason: input.reason,
          createdAt: now(),
        });
        await deps.audit.record(tx, staff, {
          action: 'limit.set',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { limit: input.key, value: formatLimitValue(input.key, before) },
          after: { limit: input.key, value: formatLimitValue(input.key, parsed.value) },
        });
      });
      return {
        message: `${velocityLimitRules[input.key].label} is now ${spoken(input.key, parsed.value)} for this person.`,
        limit: await limitIn(input.userId, input.key),
      };
    },

    /** Puts one of a person's limits back to the default, with the reason the audit trail keeps. */
    async reset(staff: Staff, input: { userId: string; key: VelocityLimitKey; reason: string }) {
      await existingPerson(input.userId);
      notOwn(staff, input.userId);
      await db.transaction(async (tx) => {
        const removed = await repository.remove(tx, input.userId, input.key);
        if (!removed) throw new AppError('conflict', say('limitAlreadyDefault'));
        await deps.audit.record(tx, staff, {
          action: 'limit.reset',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { limit: input.key, value: formatLimitValue(input.key, removed.value) },
          after: { limit: input.key, value: formatLimitValue(input.key, config.velocity[input.key]) },
        });
      });
      const key = input.key;
      return {
        message: `${velocityLimitRules[key].label} is back to the default, ${spoken(key, config.velocity[key])}.`,
        limit: await limitIn(input.userId, key),
      };
    },
  };
}

export type Velocity = ReturnType<typeof createVelocity>;

/** What payments, gifts and payouts use of the limits: the value for a person, the refusal, the count. */
export type VelocityLimits = Pick<Velocity, 'limitOf' | 'hit' | 'enforce' | 'joinedAt'>;
