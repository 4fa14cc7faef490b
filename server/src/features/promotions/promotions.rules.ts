import { formatPesos, manilaToday, type PromoCodeStatus, tierLimits } from '@pixel/contract';
import type { Said } from '@pixel/contract';
import type { promoCodes } from '../../db/schema/index.ts';
import { say } from '../../lib/errors.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** What a checkout buys, as a code's scope names it. */
export type PricedItem =
  | { kind: 'tier'; tierId: string }
  | { kind: 'post'; postId: string }
  | { kind: 'product'; productId: string };

/**
 * The least a payment may be after a discount: the least a tier costs a month, which is also the cheapest
 * post's price and a PayMongo plan's smallest amount (decision 0149).
 */
export const PAYMENT_MIN = tierLimits.priceMin;

/** A checkout unpaid a day after it opened is closed at the provider (decision 0065): its use is free. */
export const OPEN_CHECKOUT_MS = 24 * 3_600_000;

/** What a code takes off `listAmount`: a percent (half up to the centavo), or its amount, at most all. */
export function discountOf(
  code: Pick<PromoCodeRow, 'discountType' | 'percentOff' | 'amountOff'>,
  listAmount: number,
) {
  if (code.discountType === 'percent') return Math.round((listAmount * code.percentOff!) / 100);
  return Math.min(code.amountOff!, listAmount);
}

/**
 * What a member's percent off a post takes off its price: never below the least a payment may be, since
 * the buyer did not choose it and a purchase must not fail for it.
 */
export function memberDiscountOf(listAmount: number, percent: number) {
  const discount = Math.round((listAmount * percent) / 100);
  return Math.max(0, Math.min(discount, listAmount - PAYMENT_MIN));
}

export const covers = (
  code: Pick<PromoCodeRow, 'appliesTo' | 'tierIds' | 'postIds' | 'productIds'>,
  item: PricedItem,
) => {
  if (code.appliesTo === 'everything') return true;
  if (item.kind === 'tier') return code.tierIds.includes(item.tierId);
  if (item.kind === 'post') return code.postIds.includes(item.postId);
  return code.productIds.includes(item.productId);
};

/** Whether the code's dates hold today in Manila, as the refusal a person is told when they do not. */
export function dateRefusal(code: Pick<PromoCodeRow, 'startsOn' | 'endsOn'>, at: Date): Said | null {
  const today = manilaToday(at);
  if (code.startsOn && code.startsOn > today) return say('promoNotStarted', { date: code.startsOn });
  if (code.endsOn && code.endsOn < today) return say('promoExpired', { date: code.endsOn });
  return null;
}

/** How many uses a code has: paid, and held by checkouts still open; and of these, the person's. */
export interface UseCounts {
  taken: number;
  mine: number;
}

/**
 * Why a code cannot be used for `item` now, in the order a person can act on: the dates, what it is for,
 * its uses, theirs; null when it can.
 */
export function refusalOf(
  code: PromoCodeRow,
  input: { at: Date; item: PricedItem; uses: UseCounts },
): Said | null {
  if (code.archivedAt) return say('promoUnknown');
  const dates = dateRefusal(code, input.at);
  if (dates) return dates;
  if (!covers(code, input.item)) return say('promoNotForThis');
  if (code.maxUses !== null && input.uses.taken >= code.maxUses) return say('promoUsedUp');
  if (input.uses.mine >= code.maxUsesPerPerson) return say('promoAlreadyUsed');
  return null;
}

/** A discount that would leave less than a payment may be is refused, never cut short. */
export const belowMinimum = (listAmount: number, discount: number) =>
  listAmount - discount < PAYMENT_MIN ? say('promoBelowMinimum', { amount: formatPesos(PAYMENT_MIN) }) : null;

/** Where a code stands today, as its creator's list shows it. */
export function statusOf(code: PromoCodeRow, at: Date, taken: number): PromoCodeStatus {
  if (code.archivedAt) return 'archived';
  const today = manilaToday(at);
  if (code.endsOn && code.endsOn < today) return 'ended';
  if (code.maxUses !== null && taken >= code.maxUses) return 'used_up';
  if (code.startsOn && code.startsOn > today) return 'scheduled';
  return 'active';
}
