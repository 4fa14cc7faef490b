import { formatMoney } from '@/lib/money';
import { currentLanguage } from '@/lib/i18n';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** `Nov 2026` (`Nob 2026` in Filipino): a month of Insights, `2026-11`. */
export function formatMonth(month: string) {
  const locale = currentLanguage() === 'fil' ? 'fil-PH' : 'en-US';
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
}

/** A change of money with its sign: `+₱150.00`, `-₱20.00`, `₱0.00`. */
export const formatChange = (amount: string) => {
  const value = Number(amount);
  return value > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
};

/** `42%`: a part of a whole, nothing when the whole is none. */
export const formatPercent = (part: number, whole: number) =>
  whole ? `${Math.round((part * 100) / whole)}%` : '—';
