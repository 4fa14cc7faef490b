import { formatDateTime } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/** What stands between the date and the time in each language's `common.dateTimeFormat`. */
const between = { en: ' at ', fil: ', ' } as const;

/**
 * `Jan 5, 2025 at 3:04 pm` (`Ene 5, 2025, 3:04 PM`) in a line of text: where the line must wrap (a 320 px
 * phone), it wraps between the date and the time, never inside either, so "3:04" and "pm" stay together.
 * Its text is the same as formatDateTime's, spaces and all.
 */
export function DateTimeText({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const separator = between[currentLanguage()];
  const at = text.lastIndexOf(separator);
  if (at < 0) return text;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(0, at)}</span>
      {separator}
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(at + separator.length)}</span>
    </>
  );
}
