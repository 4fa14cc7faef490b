import { type InsightMethod, type MembershipPeriod, periodPrice } from '@pixel/contract';
import { manilaTime } from '../../lib/manila.ts';
import type { SettledPayment, SettlementListener } from '../payments/payments.service.ts';
import type {
  CheckoutMove,
  CountedPrice,
  InsightsRepository,
  MonthDay,
  MonthMove,
} from './insights.repository.ts';

/** The Manila month `at` falls in, as the tables key it. */
export const monthOf = (at: Date): MonthDay => `${manilaTime(at).slice(0, 7)}-01`;

/**
 * The method a payment was made with, as Insights groups them: PayMongo names Maya `paymaya` (the sandbox and
 * older accounts too), QR Ph `qrph`; the rest (GrabPay, BillEase, a method the provider did not name) is
 * `other`. Migration 0071's backfill groups them the same way.
 */
export function methodOf(type: string | null): InsightMethod {
  switch (type) {
    case 'gcash':
    case 'card':
    case 'qrph':
      return type;
    case 'paymaya':
    case 'maya':
      return 'maya';
    default:
      return 'other';
  }
}

/** A month's share of a period's price, in twelfths of a centavo: whole for 1, 3, 6 and 12 months. */
export const monthlyTwelfths = (amount: number, months: number) =>
  months > 0 ? Math.round((amount * 12) / months) : 0;

/**
 * What a settled membership payment adds to Insights, in the settlement's transaction (decision 0151): a new
 * member or a renewal of its tier, what was paid, the method of a checkout paid (a renewal charged by
 * itself is not a checkout), and the membership's monthly revenue anew: a period's price over its months,
 * or, after an upgrade, the new tier's price for the period it renews with. Lapses, cancellations, members,
 * cohorts and renewals due are the triggers' (migration 0071): the membership's own row dates them.
 */
export function createInsightsSettlement(deps: {
  repository: InsightsRepository;
  now: () => Date;
}): SettlementListener {
  const { repository } = deps;

  return async (tx, settled: SettledPayment[]) => {
    const ofMemberships = settled.filter(({ payment }) => payment.kind === 'membership');
    if (!ofMemberships.length) return;
    const lines = await repository.settledLines(
      tx,
      ofMemberships.map(({ payment }) => payment.id),
    );
    const month = monthOf(deps.now());
    const months = new Map<string, MonthMove>();
    const checkouts = new Map<string, CheckoutMove>();
    const prices = new Map<string, CountedPrice>();
    const monthOfTier = (creatorUserId: string, tierId: string) => {
      const key = `${creatorUserId} ${tierId}`;
      let move = months.get(key);
      if (!move) {
        move = { creatorUserId, month, tierId, newMembers: 0, renewals: 0, revenue: 0, mrrChange: 0 };
        months.set(key, move);
      }
      return move;
    };

    // in the batch's order: two payments of one membership move its price one after the other
    for (const { payment, info } of ofMemberships) {
      const line = lines.find((found) => found.paymentId === payment.id);
      // a payment settled for nothing (the handler gave it back) has no membership to count
      if (!line) continue;
      const isNew = Boolean(info.newMember);
      const paidFor = monthOfTier(line.creatorUserId, line.tierId);
      paidFor.revenue += payment.amount;
      if (isNew) paidFor.newMembers += 1;
      else if (line.purpose !== 'upgrade') paidFor.renewals += 1;

      if (line.purpose !== 'recurring') {
        let paid = checkouts.get(line.creatorUserId);
        if (!paid) {
          paid = { creatorUserId: line.creatorUserId, month, gcash: 0, maya: 0, qrph: 0, card: 0, other: 0 };
          checkouts.set(line.creatorUserId, paid);
        }
        paid[methodOf(line.method)] += 1;
      }

      const counted = prices.get(line.membershipId) ?? {
        membershipId: line.membershipId,
        cohort: monthOf(line.startedAt),
        tierId: line.countedTierId ?? line.membershipTierId,
        monthly: line.monthly ?? 0,
        running: line.running ?? false,
      };
      const monthly =
        line.purpose === 'upgrade' || line.months === 0
          ? monthlyTwelfths(
              periodPrice(line.price, line.membershipMonths as MembershipPeriod, {
                six: line.discount6,
                twelve: line.discount12,
              }),
              line.membershipMonths,
            )
          : monthlyTwelfths(payment.amount, line.months);
      // settlement leaves a membership running; one Insights does not count as running is counted when
      // its trigger sees it run again, at the price kept here
      if (counted.running) {
        monthOfTier(line.creatorUserId, counted.tierId).mrrChange -= counted.monthly;
        monthOfTier(line.creatorUserId, line.membershipTierId).mrrChange += monthly;
      }
      prices.set(line.membershipId, { ...counted, tierId: line.membershipTierId, monthly });
    }

    await repository.addToMonths(tx, [...months.values()]);
    await repository.addPaidCheckouts(tx, [...checkouts.values()]);
    await repository.keepPrices(tx, [...prices.values()]);
  };
}
