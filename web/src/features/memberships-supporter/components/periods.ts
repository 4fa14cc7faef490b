import {
  formatCentavos,
  membershipPeriods,
  parseCentavos,
  periodPrice,
  type MembershipPeriod,
  type MembershipTier,
} from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { i18n } from '../texts';

/** `1 month`, `6 months`. */
export const periodName = (months: number) =>
  months === 1
    ? i18n.t('membershipsSupporter.period.one')
    : i18n.t('membershipsSupporter.period.many', { n: months });

/** Centavos as the app writes money: `₱1,234.50`. */
export const money = (centavos: number) => formatMoney(formatCentavos(centavos));

export type PeriodOption = {
  months: MembershipPeriod;
  /** What the period costs, in centavos, as the server charges it. */
  total: number;
  /** What the discount takes off the monthly price times the months; 0 without one. */
  saving: number;
  percent: number;
};

/** The periods a tier can be paid for, each with its total and what its discount saves. */
export function periodOptions(tier: MembershipTier): PeriodOption[] {
  const monthly = parseCentavos(tier.price) ?? 0;
  const discounts = { six: tier.discount_6_months, twelve: tier.discount_12_months };
  return membershipPeriods.map((months) => {
    const total = periodPrice(monthly, months, discounts);
    const percent = months === 12 ? discounts.twelve : months === 6 ? discounts.six : 0;
    return { months, total, saving: monthly * months - total, percent };
  });
}
