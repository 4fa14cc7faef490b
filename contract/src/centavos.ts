/**
 * Money is integer centavos everywhere inside the product; on the wire it is a decimal string with
 * two places ("150.00"). Parsing never goes through floating point.
 *
 * This file holds no schema (those are in money.ts): the first page of every visit prints counts and
 * amounts with it, and a schema made at a module's top level would bring all of zod to every visitor.
 */
export type Centavos = number;

const AMOUNT = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** "1234.5" -> 123450; null when the text is not a plain non-negative amount with at most 2 decimals. */
export function parseCentavos(input: string | number): Centavos | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!AMOUNT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** 123450 -> "1234.50" (negative amounts keep their sign). */
export function formatCentavos(value: Centavos): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Digits in groups of three, as the Philippines writes them: `"1234567"` -> `"1,234,567"`. */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A whole number as people read it: `12345` -> `12,345`. Written by hand rather than with `Intl` or
 * `toLocaleString`: a browser's first use of `Intl` loads its locale data, some 50 ms of a mid-range
 * phone's main thread, and a server's maps ICU's number data, a few megabytes of every process.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupDigits(String(Math.abs(count)))}`;
}

/** 10000000 -> "₱100,000.00": an amount in a sentence people read (messages, mails). */
export function formatPesos(value: Centavos): string {
  const [pesos = '0', cents = '00'] = formatCentavos(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}₱${groupDigits(pesos)}.${cents}`;
}
