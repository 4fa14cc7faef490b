import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCentavos, formatPesos, parseCentavos } from './centavos.ts';
import { amountField } from './money.ts';
import { inEnglish } from './testing.ts';

describe('parseCentavos and formatCentavos', () => {
  it.each([
    ['150', 15000],
    ['150.5', 15050],
    ['150.05', 15005],
    ['0.01', 1],
    ['0', 0],
    [100, 10000],
    [0.1, 10],
    ['99999999.99', 9999999999],
  ])('reads %s as %i centavos', (input, centavos) => {
    expect(parseCentavos(input)).toBe(centavos);
  });

  it.each(['', '-1', '1.234', '01', '1e3', '1,000', ' . ', 'abc', '0x10', '1.'])('refuses %j', (input) => {
    expect(parseCentavos(input)).toBeNull();
  });

  it('formats with two decimals', () => {
    expect(formatCentavos(15000)).toBe('150.00');
    expect(formatCentavos(5)).toBe('0.05');
    expect(formatCentavos(-1550)).toBe('-15.50');
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (centavos) => {
        expect(parseCentavos(formatCentavos(centavos))).toBe(centavos);
      }),
    );
  });
});

describe('amountField', () => {
  const field = amountField('amount');
  const message = (input: unknown) => inEnglish(field.safeParse(input).error?.issues[0]?.message);

  it('gives centavos for good amounts', () => {
    expect(field.parse('100')).toBe(10000);
    expect(field.parse(20)).toBe(2000);
    expect(field.parse('12345678.90')).toBe(1234567890);
  });

  it('says what is wrong with a bad one', () => {
    expect(message(undefined)).toBe('The amount field is required.');
    expect(message('')).toBe('The amount field is required.');
    expect(message(true)).toBe('The amount must be a number.');
    expect(message('123456789012')).toBe('The amount must not be greater than 11 characters.');
    expect(message('-5')).toBe('The amount must not be negative.');
    expect(message('007')).toBe('The amount must not have leading zeros.');
    expect(message('1.005')).toBe('The amount must be a number with at most 2 decimal places.');
    expect(message('ten')).toBe('The amount must be a number with at most 2 decimal places.');
  });
});

describe('formatPesos', () => {
  it('writes an amount as people read it in a sentence', () => {
    expect(formatPesos(2000)).toBe('₱20.00');
    expect(formatPesos(10_000_000)).toBe('₱100,000.00');
    expect(formatPesos(123_456_789)).toBe('₱1,234,567.89');
    expect(formatPesos(-5)).toBe('-₱0.05');
  });
});
