import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './money';

const intlPeso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('formatMoney', () => {
  it('shows pesos with a thousands separator and two decimals', () => {
    expect(formatMoney('1234.5')).toBe('₱1,234.50');
    expect(formatMoney(5000)).toBe('₱5,000.00');
    expect(formatMoney('0.00')).toBe('₱0.00');
    expect(formatMoney('-20.5')).toBe('-₱20.50');
    expect(formatMoney('1000000')).toBe('₱1,000,000.00');
    expect(formatMoney(-0)).toBe('₱0.00');
  });

  it('writes any amount as Intl does for en-PH, rounding half a centavo away from zero', () => {
    expect(formatMoney(0.005)).toBe(intlPeso.format(0.005));
    expect(formatMoney(1.005)).toBe(intlPeso.format(1.005));
    expect(formatMoney(-2.675)).toBe(intlPeso.format(-2.675));
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (centavos) => {
        const pesos = centavos / 100;
        expect(formatMoney(pesos)).toBe(intlPeso.format(pesos));
        expect(formatMoney(pesos.toFixed(2))).toBe(intlPeso.format(pesos));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        // Intl writes a negative amount that rounds to nothing (and -0) as -₱0.00; a page never should
        const intl = intlPeso.format(value);
        expect(formatMoney(value)).toBe(intl === '-₱0.00' ? '₱0.00' : intl);
      }),
    );
  });

  it('shows something readable for a value that is not a number', () => {
    expect(formatMoney('abc')).toBe('₱0.00');
  });
});

describe('formatCount', () => {
  it('groups the digits of any whole number as en-PH does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-PH'));
      }),
    );
  });
});
