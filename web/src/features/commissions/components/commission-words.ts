import { type CommissionRequest, type CommissionType, formatCentavos, parseCentavos } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { i18n } from '../texts';

/** A commission type's page address: under its creator's Shop tab, where it is listed. */
export const commissionPath = (pageUrl: string, id: string) => `/${pageUrl}/shop/commissions/${id}`;

/** What a type costs, as its card and page say it: its price, or its range. */
export const priceText = (type: Pick<CommissionType, 'price_mode' | 'price' | 'max_price'>) =>
  type.price_mode === 'range' && type.max_price
    ? i18n.t('commissions.price.range', { min: formatMoney(type.price), max: formatMoney(type.max_price) })
    : formatMoney(type.price);

/** Whether a type takes a request now: closed, full, or how many of its slots are open. */
export const slotsText = (type: Pick<CommissionType, 'is_open' | 'slots' | 'slots_left'>) =>
  !type.is_open
    ? i18n.t('commissions.slots.closed')
    : type.slots_left === 0
      ? i18n.t('commissions.slots.full')
      : i18n.t('commissions.slots.left', { count: type.slots_left, slots: type.slots });

/** How a type is paid: a share first and the rest before delivery, or all of it with the request. */
export const paymentText = (type: Pick<CommissionType, 'down_payment_percent'>) =>
  type.down_payment_percent === null
    ? i18n.t('commissions.price.wholeFirst')
    : i18n.t('commissions.price.downPayment', { percent: type.down_payment_percent });

/**
 * What is paid with the request and what before delivery, for `amount` (a decimal string), split as the
 * server splits it: the down payment rounded to the centavo, at least one, and one short of the whole at
 * most. Null while the amount is not one.
 */
export function splitPayment(amount: string, percent: number | null): { now: string; later: string } | null {
  const whole = parseCentavos(amount);
  if (whole === null || whole === 0) return null;
  const now =
    percent === null ? whole : Math.min(whole - 1, Math.max(1, Math.round((whole * percent) / 100)));
  return { now: formatCentavos(now), later: formatCentavos(whole - now) };
}

/** Requests still under way, whose slot is taken: the creator's queue lists them first. */
export const underWay: readonly CommissionRequest['status'][] = [
  'requested',
  'accepted',
  'in_progress',
  'balance_due',
  'balance_paid',
];

/** Whether a request has a balance paid before delivery: it was not paid in full with the request. */
export const hasBalance = (request: Pick<CommissionRequest, 'balance'>) =>
  (parseCentavos(request.balance) ?? 0) > 0;
