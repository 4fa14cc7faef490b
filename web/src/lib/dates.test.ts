import { describe, expect, it } from 'vitest';
import { formatManilaDateTime } from './dates';

describe('formatManilaDateTime', () => {
  it('writes the time in Manila, eight hours ahead of UTC', () => {
    expect(formatManilaDateTime('2026-11-22T07:05:00.000Z')).toBe('Nov 22, 2026 at 3:05 pm');
    // past midnight in Manila while still the day before in UTC
    expect(formatManilaDateTime('2026-12-31T16:30:00.000Z')).toBe('Jan 1, 2027 at 12:30 am');
  });
});
