import { describe, expect, it } from 'vitest';
import { manilaMonth } from '../../lib/manila.ts';

describe('the month of the standard payout cap (Asia/Manila)', () => {
  it.each([
    // [now in UTC, month start in UTC, next month start in UTC]
    ['2026-11-30T15:59:59Z', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'], // 30 Nov 23:59:59 Manila
    ['2026-11-30T16:00:00Z', '2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z'], // 1 Dec 00:00 Manila
    ['2026-12-31T16:00:00Z', '2026-12-31T16:00:00.000Z', '2027-01-31T16:00:00.000Z'], // across the year end
    ['2028-02-15T00:00:00Z', '2028-01-31T16:00:00.000Z', '2028-02-29T16:00:00.000Z'], // a leap year's February
  ])('at %s runs from %s to %s', (now, from, to) => {
    expect(manilaMonth(new Date(now))).toEqual({ from: new Date(from), to: new Date(to) });
  });
});
