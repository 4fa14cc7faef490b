import {
  formatCentavos,
  type InsightMethod,
  type MembershipPeriod,
  monthPlus,
  periodPrice,
} from '@pixel/contract';
import { addManilaMonths, manilaTime } from '../../lib/manila.ts';
import { methodOf } from './insights.settlement.ts';

/*
 * A year of members made up for Insights' test (insights.history.test.ts): the history, and the figures it
 * should show worked out from the history alone, apart from the counters that Insights keeps.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const monthOf = (at: Date) => manilaTime(at).slice(0, 7);

/** The same history every run: mulberry32 from a fixed seed. */
export function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Tier {
  id: string;
  price: number;
  six: number;
  twelve: number;
}
export interface Member {
  n: number;
  supporterId: string;
  membershipId?: string;
}
type Paid = { tier: Tier; amount: number; method: string };
export type Event = { at: Date; who: Member } & (
  | { kind: 'abandon'; tier: Tier }
  | ({ kind: 'join' | 'rejoin' | 'renew'; months: MembershipPeriod; ends: Date; autoRenew: boolean } & Paid)
  | { kind: 'recurring'; tier: Tier; amount: number; months: MembershipPeriod; ends: Date }
  | { kind: 'upgrade'; tier: Tier; amount: number }
  | { kind: 'cancel' }
  | { kind: 'lapse' }
);

export type PaidEvent = Extract<Event, { amount: number }>;
/** A period the member chose: a join, a return, a renewal by hand. */
export type ChosenEvent = Extract<Event, { autoRenew: boolean }>;
/** A paid period: chosen, or charged by itself. */
export type PeriodEvent = Extract<Event, { ends: Date }>;

export const priceOf = (tier: Tier, months: MembershipPeriod) =>
  periodPrice(tier.price, months, { six: tier.six, twelve: tier.twelve });

/**
 * A year of 1,000 members: joining by GCash, Maya, QR Ph or card (some leaving a checkout unpaid first),
 * renewing by hand or by card, changing tier at a renewal or upgrading within a period, cancelling,
 * lapsing, and some joining again.
 */
export function history(tiers: Tier[], members: Member[], start: Date, end: Date) {
  const random = seeded(66);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const periods = [1, 1, 1, 1, 3, 3, 6, 12] as const;
  const events: Event[] = [];
  for (const who of members) {
    // from a day into the first month, so that a checkout left before it is in it too
    let at = new Date(start.getTime() + DAY + random() * (end.getTime() - start.getTime() - 21 * DAY));
    if (random() < 0.3)
      events.push({ kind: 'abandon', at: new Date(at.getTime() - 2 * HOUR), who, tier: pick(tiers) });
    let kind: 'join' | 'rejoin' = 'join';
    for (;;) {
      let tier = pick(tiers);
      const months = pick(periods);
      const method = pick(['gcash', 'paymaya', 'qrph', 'card'] as const);
      let autoRenew = method === 'card' && random() < 0.7;
      let ends = addManilaMonths(at, months);
      events.push({ kind, at, who, tier, amount: priceOf(tier, months), method, months, ends, autoRenew });
      let last = at;
      let lapseAt: Date | null = null;
      for (;;) {
        const higher = tiers.filter((other) => other.price > tier.price);
        const midway = new Date(last.getTime() + (ends.getTime() - last.getTime()) / 2);
        if (higher.length && random() < 0.08 && midway < end) {
          tier = pick(higher);
          events.push({
            kind: 'upgrade',
            at: midway,
            who,
            tier,
            amount: 2_000 + Math.floor(random() * 10_000),
          });
          last = midway;
        }
        if (ends >= end) break;
        const renews = random() < (autoRenew ? 0.85 : 0.6);
        if (renews && autoRenew) {
          const renewAt = new Date(ends.getTime() + HOUR);
          if (renewAt >= end) break;
          const next = addManilaMonths(ends, months);
          events.push({
            kind: 'recurring',
            at: renewAt,
            who,
            tier,
            amount: priceOf(tier, months),
            months,
            ends: next,
          });
          [last, ends] = [renewAt, next];
          continue;
        }
        if (renews) {
          const renewAt = new Date(ends.getTime() - random() * 3 * DAY);
          if (renewAt <= last) break;
          if (random() < 0.15) {
            events.push({ kind: 'cancel', at: new Date((last.getTime() + renewAt.getTime()) / 2), who });
          }
          if (random() < 0.15) tier = pick(tiers);
          const next = addManilaMonths(ends, months);
          const paidWith = pick(['gcash', 'paymaya', 'qrph', 'card', 'grab_pay'] as const);
          autoRenew = false;
          events.push({
            kind: 'renew',
            at: renewAt,
            who,
            tier,
            amount: priceOf(tier, months),
            method: paidWith,
            months,
            ends: next,
            autoRenew,
          });
          [last, ends] = [renewAt, next];
          continue;
        }
        if (random() < 0.5) {
          events.push({
            kind: 'cancel',
            at: new Date(last.getTime() + (ends.getTime() - last.getTime()) * random()),
            who,
          });
          autoRenew = false;
        }
        // a card that renews by itself and is refused keeps the grace first
        lapseAt = new Date(ends.getTime() + (autoRenew ? 3 * DAY : 0) + 30 * 60_000);
        break;
      }
      if (!lapseAt || lapseAt >= end) break;
      events.push({ kind: 'lapse', at: lapseAt, who });
      at = new Date(lapseAt.getTime() + (10 + random() * 50) * DAY);
      if (random() > 0.25 || at >= end) break;
      kind = 'rejoin';
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.who.n - b.who.n);
}

/** The figures Insights should show, worked out from the history alone, event by event. */
export function expected(
  tiers: Tier[],
  events: Event[],
  range: { from: string; current: string },
  members: number,
) {
  type State = {
    running: boolean;
    monthly: number;
    tier: Tier;
    months: MembershipPeriod;
    ends: Date;
    startedAt: Date;
    autoRenew: boolean;
    token: boolean;
    cancelled: boolean;
    method: string;
    periods: [Date, Date][];
  };
  const states = new Map<number, State>();
  type Counts = {
    new_members: number;
    renewals: number;
    lapses: number;
    cancellations: number;
    revenue: number;
  };
  const rows = new Map<string, Counts>();
  const row = (month: string, tier: Tier) => {
    const key = `${month} ${tier.id}`;
    if (!rows.has(key))
      rows.set(key, { new_members: 0, renewals: 0, lapses: 0, cancellations: 0, revenue: 0 });
    return rows.get(key)!;
  };
  const checkouts = new Map<string, Record<'started' | InsightMethod, number>>();
  const checkout = (month: string) => {
    if (!checkouts.has(month))
      checkouts.set(month, { started: 0, gcash: 0, maya: 0, qrph: 0, card: 0, other: 0 });
    return checkouts.get(month)!;
  };
  const ends = new Map<string, { members: number; mrr: number }>();
  let paidInAll = 0;
  const snapshot = (month: string) => {
    const running = [...states.values()].filter((state) => state.running);
    ends.set(month, { members: running.length, mrr: running.reduce((sum, state) => sum + state.monthly, 0) });
  };
  let month = range.from;
  for (const event of events) {
    while (monthOf(event.at) > month) {
      snapshot(month);
      month = monthPlus(month, 1);
    }
    const state = states.get(event.who.n);
    if (event.kind === 'abandon') {
      checkout(monthOf(new Date(event.at.getTime() - 5 * 60_000))).started += 1;
    } else if (event.kind === 'cancel') {
      row(month, state!.tier).cancellations += 1;
      Object.assign(state!, { cancelled: true, autoRenew: false });
    } else if (event.kind === 'lapse') {
      row(month, state!.tier).lapses += 1;
      state!.running = false;
    } else if (event.kind === 'upgrade') {
      row(month, event.tier).revenue += event.amount;
      checkout(monthOf(new Date(event.at.getTime() - 5 * 60_000))).started += 1;
      checkout(month)[methodOf(state!.method)] += 1;
      paidInAll += event.amount;
      Object.assign(state!, {
        tier: event.tier,
        monthly: (priceOf(event.tier, state!.months) * 12) / state!.months,
      });
    } else {
      const target = row(month, event.tier);
      target.revenue += event.amount;
      paidInAll += event.amount;
      if (event.kind === 'join' || event.kind === 'rejoin') target.new_members += 1;
      else target.renewals += 1;
      if (event.kind !== 'recurring') {
        checkout(monthOf(new Date(event.at.getTime() - 5 * 60_000))).started += 1;
        checkout(month)[methodOf(event.method)] += 1;
      }
      const method = event.kind === 'recurring' ? state!.method : event.method;
      const autoRenew = event.kind === 'recurring' ? state!.autoRenew : event.autoRenew;
      const from = event.kind === 'renew' || event.kind === 'recurring' ? state!.ends : event.at;
      states.set(event.who.n, {
        running: true,
        monthly: (event.amount * 12) / event.months,
        tier: event.tier,
        months: event.months,
        ends: event.ends,
        startedAt: state?.startedAt ?? event.at,
        autoRenew,
        token: event.kind === 'recurring' ? state!.token : autoRenew,
        cancelled: false,
        method,
        periods: [...(state?.periods ?? []), [from, event.ends]],
      });
    }
  }
  for (; month <= range.current; month = monthPlus(month, 1)) snapshot(month);

  const format = formatCentavos;
  const twelfths = (value: number) => format(Math.round(value / 12));
  const months = [...ends.keys()].sort();
  const lastEnded = monthPlus(range.current, -1);
  const next = monthPlus(range.current, 1);
  const all = [...states.values()];
  const due = all.filter(
    (s) => s.running && s.autoRenew && s.token && !s.cancelled && monthOf(s.ends) === next,
  );
  const now = ends.get(range.current)!;
  return {
    summary: {
      mrr: twelfths(now.mrr),
      mrr_change: twelfths(now.mrr - ends.get(lastEnded)!.mrr),
      active_members: now.members,
      members_ever: members,
      average_lifetime_value: format(Math.round(paidInAll / members)),
      next_month: next,
      next_month_expected: format(due.reduce((sum, s) => sum + priceOf(s.tier, s.months), 0)),
      next_month_renewals: due.length,
    },
    months: months.map((m, i) => {
      const sum = (pick: (r: Counts) => number) =>
        tiers.reduce(
          (total, tier) => total + (rows.has(`${m} ${tier.id}`) ? pick(rows.get(`${m} ${tier.id}`)!) : 0),
          0,
        );
      return {
        month: m,
        new_members: sum((r) => r.new_members),
        renewals: sum((r) => r.renewals),
        lapses: sum((r) => r.lapses),
        cancellations: sum((r) => r.cancellations),
        revenue: format(sum((r) => r.revenue)),
        members: ends.get(m)!.members,
        mrr: twelfths(ends.get(m)!.mrr),
        mrr_change: twelfths(ends.get(m)!.mrr - (i ? ends.get(months[i - 1]!)!.mrr : 0)),
      };
    }),
    tiers: months.flatMap((m) =>
      tiers.flatMap((tier) => {
        const r = rows.get(`${m} ${tier.id}`);
        return r ? [{ month: m, tier: tier.id, ...r, revenue: format(r.revenue) }] : [];
      }),
    ),
    cohorts: months.flatMap((m) => {
      const cohort = all.filter((s) => monthOf(s.startedAt) === m);
      if (!cohort.length) return [];
      const shown = months.filter((later) => later > m && later <= lastEnded).length;
      return [
        {
          month: m,
          joined: cohort.length,
          retained: Array.from(
            { length: shown },
            (_, i) =>
              cohort.filter((s) => {
                const day = addManilaMonths(s.startedAt, i + 1);
                return s.periods.some(([from, to]) => from <= day && day < to);
              }).length,
          ),
        },
      ];
    }),
    conversion: months.map((m) => {
      const c = checkouts.get(m) ?? { started: 0, gcash: 0, maya: 0, qrph: 0, card: 0, other: 0 };
      const { started, ...byMethod } = c;
      return {
        month: m,
        started,
        paid: Object.values(byMethod).reduce((a, b) => a + b, 0),
        by_method: byMethod,
      };
    }),
  };
}
