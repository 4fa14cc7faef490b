import type { GiftItem } from '@pixel/contract';
import { formatDate } from '@/lib/dates';
import { i18n } from '../texts';

/** `1 month`, `3 months`. */
export const periodName = (months: number) =>
  months === 1 ? i18n.t('giftItems.period.one') : i18n.t('giftItems.period.many', { n: months });

/** A Manila calendar date (`2026-12-24`) as the app writes dates. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00`);

/** What a gift is: `3 months of Gold`, or `Snap` / `Slide`. */
export function giftWhat(gift: Pick<GiftItem, 'kind' | 'tier' | 'months' | 'post'>) {
  if (gift.kind === 'membership') {
    return i18n.t('giftItems.claim.membership', {
      period: periodName(gift.months ?? 1),
      tier: gift.tier?.name ?? '',
    });
  }
  return i18n.t(gift.post?.type === 'image_collection' ? 'giftItems.claim.slide' : 'giftItems.claim.snap');
}

/** A gift's status in words: `Scheduled for Dec 24, 2026`, `Delivered`, `Claimed`, `Refunded`. */
export function giftStatus(gift: Pick<GiftItem, 'status' | 'deliver_on'>) {
  if (gift.status === 'scheduled') {
    return i18n.t('giftItems.page.status.scheduled', {
      date: gift.deliver_on ? formatDay(gift.deliver_on) : '',
    });
  }
  return i18n.t(`giftItems.page.status.${gift.status}`);
}

/** The 10 digits after +63, masked `000 0000 000` as the payout forms do; a pasted `+63 9…` or `09…` keeps its last 10. */
export function maskMobileNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const hasPrefix = digits.length > 10 && (digits.startsWith('63') || digits.startsWith('0'));
  const local = hasPrefix ? digits.slice(-10) : digits.slice(0, 10);
  return [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean).join(' ');
}
