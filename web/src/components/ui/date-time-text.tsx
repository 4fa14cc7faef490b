import { formatDateTime } from '@/lib/dates';

/**
 * `Jan 5, 2025 at 3:04 pm` in a line of text: where the line must wrap (a 320 px phone), it wraps around
 * "at", never inside the date or the time, so "3:04" and "pm" stay together. Its text is the same as
 * formatDateTime's, spaces and all.
 */
export function DateTimeText({ iso }: { iso: string }) {
  const [date, time] = formatDateTime(iso).split(' at ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span> at{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </>
  );
}
