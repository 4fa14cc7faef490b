import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(relativeTime);
dayjs.extend(utc);

/** `Jan 5, 2025` */
export const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/**
 * `Jan 5, 2025 at 3:04 pm` in the user's local time: the spec's format for purchase records, and the one
 * format for every date with a time in the app (transactions, payouts, purchases).
 */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY [at] h:mm a');

/** Manila is UTC+8 all year: the Philippines keeps no daylight saving time. */
const manilaOffsetMinutes = 8 * 60;

/**
 * `Jan 5, 2025 at 3:04 pm` in Manila, whatever the device's zone: for a time PIXEL itself keeps (a payout
 * sent after its review), said with "(Manila time)" as the server's messages and mails say it.
 */
export const formatManilaDateTime = (iso: string) =>
  dayjs(iso).utcOffset(manilaOffsetMinutes).format('MMM D, YYYY [at] h:mm a');

/** `2 hours ago` within the last week, the date after that: a gift on a creator's page. */
export function formatRelativeDate(iso: string, now = Date.now()): string {
  const date = dayjs(iso);
  return dayjs(now).diff(date, 'day') < 7 ? date.from(now) : formatDate(iso);
}
