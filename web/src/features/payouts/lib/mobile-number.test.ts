import { describe, expect, it } from 'vitest';
import { mobileNumberField } from '@pixel/contract';
import { displayMobileNumber, formatMobileNumber, toMobileNumberDigits } from './mobile-number';

describe('formatMobileNumber', () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['917', '917'],
    ['9171', '917 1'],
    ['9171234', '917 1234'],
    ['91712345', '917 1234 5'],
    ['9171234567', '917 1234 567'],
  ])('masks "%s" as "%s" while typing', (typed, masked) => {
    expect(formatMobileNumber(typed)).toBe(masked);
  });

  it('drops everything but digits and stops at 10 digits', () => {
    expect(formatMobileNumber('917-abc 123 4567')).toBe('917 1234 567');
    expect(formatMobileNumber('91712345678')).toBe('917 1234 567');
  });

  it('keeps the last 10 digits of a pasted number with its country or trunk prefix', () => {
    expect(formatMobileNumber('+63 917 123 4567')).toBe('917 1234 567');
    expect(formatMobileNumber('09171234567')).toBe('917 1234 567');
  });
});

describe('toMobileNumberDigits', () => {
  it('removes the spaces and sends the last 10 digits, as the server expects', () => {
    expect(toMobileNumberDigits('917 1234 567')).toBe('9171234567');
    expect(mobileNumberField.parse('917 1234 567')).toBe('9171234567');
  });
});

describe('displayMobileNumber', () => {
  it('shows a stored number with +63', () => {
    expect(displayMobileNumber('9171234567')).toBe('+63 917 1234 567');
    expect(displayMobileNumber(null)).toBeNull();
  });
});
