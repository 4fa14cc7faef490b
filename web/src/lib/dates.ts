import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { currentLanguage, i18n } from './i18n';

dayjs.extend(relativeTime);
dayjs.extend(utc);

/** dayjs in the reader's language: Tagalog month names for Filipino (its locale loads with the catalogue). */
const inLanguage = (value: dayjs.ConfigType) =>
  dayjs(value).locale(currentLanguage() === 'fil' ? 'tl-ph' : 'en');

/** `Jan 5, 2025` (`Ene 5, 2025` in Filipino) */
export const formatDate = (iso: string) => inLanguage(iso).format(i18n.t('common.dateFormat'));

/**
 * `Jan 5, 2025 at 3:04 pm` in the user's local time: the spec's format for purchase records, and the one
 * format for every date with a time in the app (transactions, payouts, purchases).
 */
export const formatDateTime = (iso: string) => inLanguage(iso).format(i18n.t('common.dateTimeFormat'));

/** Manila is UTC+8 all year: the Philippines keeps no daylight saving time. */
const manilaOffsetMinutes = 8 * 60;

/**
 * `Jan 5, 2025 at 3:04 pm` in Manila, whatever the device's zone: for a time PIXEL itself keeps (a payout
 * sent after its review), said with "(Manila time)" as the server's messages and mails say it.
 */
export const formatManilaDateTime = (iso: string) =>
  inLanguage(iso).utcOffset(manilaOffsetMinutes).format(i18n.t('common.dateTimeFormat'));

/** `2 hours ago` within the last week, the date after that: a gift on a creator's page. */
export function formatRelativeDate(iso: string, now = Date.now()): string {
  const date = inLanguage(iso);
  return dayjs(now).diff(date, 'day') < 7 ? date.from(now) : formatDate(iso);
}

/** The date and the time of `formatManilaDateTime` apart, for a sentence that puts words between them. */
export function formatManilaParts(iso: string) {
  const manila = inLanguage(iso).utcOffset(manilaOffsetMinutes);
  return {
    date: manila.format(i18n.t('common.dateFormat')),
    time: manila.format(currentLanguage() === 'fil' ? 'h:mm A' : 'h:mm a'),
  };
}
