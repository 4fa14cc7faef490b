import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows pesos with a thousands separator and two decimals', () => {
    expect(formatMoney('1234.5')).toBe('₱1,234.50');
    expect(formatMoney(5000)).toBe('₱5,000.00');
    expect(formatMoney('0.00')).toBe('₱0.00');
  });
});
