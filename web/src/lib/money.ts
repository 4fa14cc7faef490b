const peso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * `"1234.5"` -> `₱1,234.50`. The API sends amounts as decimal strings; a number is only made here, for
 * display, never for arithmetic.
 */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? peso.format(value) : peso.format(0);
}
