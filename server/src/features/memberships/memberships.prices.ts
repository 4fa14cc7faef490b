import { type MembershipPeriod, periodPrice } from '@pixel/contract';
import type { TierRow } from './memberships.repository.ts';

const DAY_MS = 86_400_000;

/** What a tier costs for a period, in centavos. */
export const priceOf = (
  tier: Pick<TierRow, 'price' | 'discount6' | 'discount12'>,
  months: MembershipPeriod,
) => periodPrice(tier.price, months, { six: tier.discount6, twelve: tier.discount12 });

/** What `from` to `to` costs on top for the days left of a period: by day, rounded up to the centavo. */
export function upgradeDifference(input: {
  fromMonthly: number;
  toMonthly: number;
  endsAt: Date;
  now: Date;
}) {
  const daysLeft = Math.ceil((input.endsAt.getTime() - input.now.getTime()) / DAY_MS);
  if (daysLeft <= 0 || input.toMonthly <= input.fromMonthly) return 0;
  // a month is a twelfth of a 365-day year
  return Math.ceil(((input.toMonthly - input.fromMonthly) * 12 * daysLeft) / 365);
}
