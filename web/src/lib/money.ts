import { groupDigits } from '@pixel/contract';

/** A whole number as people read it (`12345` -> `12,345`), without `Intl`: the contract's. */
export { formatCount } from '@pixel/contract';

/**
 * `"1234.5"` -> `₱1,234.50`, as `Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })`
 * writes it (without its cost, see the contract's `formatCount`): the value's shortest decimal, rounded half away from
 * zero to centavos. The API sends amounts as decimal strings; a number is only made here, for display,
 * never for arithmetic.
 */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '₱0.00';
  const decimal = String(Math.abs(value));
  // beyond 1e21 or below 1e-6 the shortest form has an exponent; no amount is either
  const [whole = '0', fraction = ''] = (decimal.includes('e') ? Math.abs(value).toFixed(3) : decimal).split(
    '.',
  );
  let centavos = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (Number(fraction[2] ?? '0') >= 5) centavos += 1n;
  const pesos = (centavos / 100n).toString();
  const cents = (centavos % 100n).toString().padStart(2, '0');
  return `${value < 0 && centavos > 0n ? '-' : ''}₱${groupDigits(pesos)}.${cents}`;
}
