import { describe, expect, it } from 'vitest';
import { addManilaMonths, manilaDateTime } from './manila.ts';

describe('a calendar month in Manila', () => {
  it('ends on the same day and time, or on the last day of a shorter month', () => {
    // 31 January, 9:30 in Manila
    expect(addManilaMonths(new Date('2026-01-31T01:30:00Z'), 1).toISOString()).toBe(
      '2026-02-28T01:30:00.000Z',
    );
    expect(addManilaMonths(new Date('2028-01-31T01:30:00Z'), 1).toISOString()).toBe(
      '2028-02-29T01:30:00.000Z',
    );
    // 23:30 on 30 November in Manila is still November there, though already 15:30 UTC of the 30th
    expect(addManilaMonths(new Date('2026-11-30T15:30:00Z'), 3).toISOString()).toBe(
      '2027-02-28T15:30:00.000Z',
    );
    // 00:30 on 1 December in Manila is 30 November in UTC: the month is Manila's
    expect(addManilaMonths(new Date('2026-11-30T16:30:00Z'), 1).toISOString()).toBe(
      '2026-12-31T16:30:00.000Z',
    );
    expect(addManilaMonths(new Date('2026-12-15T04:00:00Z'), 12).toISOString()).toBe(
      '2027-12-15T04:00:00.000Z',
    );
  });
});

describe('a date and time told to a person', () => {
  it('reads as the clock in Manila, with the months in the reader’s language', () => {
    // 22:15 on 30 November in Manila, 14:15 UTC
    const at = new Date('2026-11-30T14:15:00Z');
    expect(manilaDateTime(at)).toBe('Nov 30, 2026, 10:15 PM');
    expect(manilaDateTime(at, 'en')).toBe('Nov 30, 2026, 10:15 PM');
    expect(manilaDateTime(at, 'fil')).toBe('Nob 30, 2026, 10:15 PM');
    // 00:30 on 1 January in Manila is still the last day of the year in UTC: the day and year are Manila's
    const newYear = new Date('2026-12-31T16:30:00Z');
    expect(manilaDateTime(newYear, 'en')).toBe('Jan 1, 2027, 12:30 AM');
    expect(manilaDateTime(newYear, 'fil')).toBe('Ene 1, 2027, 12:30 AM');
  });
});
