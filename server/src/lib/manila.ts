import type { Language } from '@pixel/contract';
import { onFirstUse } from './first-use.ts';

// the Philippines keeps UTC+8 all year (no daylight saving since 1978)
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The wall clock in Manila at `at`, as a Date whose UTC fields read it (year, month, day, hours…). */
const inManila = (at: Date) => new Date(at.getTime() + MANILA_OFFSET_MS);

/** Midnight (Manila) of a YYYY-MM-DD day, as an instant. */
export const manilaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS);

/** The instant of a Manila wall-clock date: `manilaDate(2026, 10, 15)` is midnight of 15 November. */
export const manilaDate = (year: number, month: number, day = 1) =>
  new Date(Date.UTC(year, month, day) - MANILA_OFFSET_MS);

/** "2026-11-22 14:05" in Manila time: one format, read the same by people and spreadsheets. */
export const manilaTime = (at: Date) => inManila(at).toISOString().slice(0, 16).replace('T', ' ');

const fullTimeOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Manila',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const fullTime = onFirstUse(
  () =>
    ({
      en: new Intl.DateTimeFormat('en-US', fullTimeOptions),
      // Filipino months as people here write them ('Nob 30, 2026, 10:15 PM')
      fil: new Intl.DateTimeFormat('fil-PH', fullTimeOptions),
    }) satisfies Record<Language, Intl.DateTimeFormat>,
);
/** 'Nov 30, 2026, 10:15 PM' in Manila, in the reader's language: how a mail or a message tells a person the time. */
export const manilaDateTime = (at: Date, language: Language = 'en') => fullTime()[language].format(at);

/** The calendar month in Manila that `now` falls in, as UTC instants [from, to). */
export function manilaMonth(now: Date) {
  const manila = inManila(now);
  const year = manila.getUTCFullYear();
  const month = manila.getUTCMonth();
  return { from: manilaDate(year, month), to: manilaDate(year, month + 1) };
}

/** The day in Manila that `now` falls in, from its midnight. */
export function manilaDay(now: Date) {
  const manila = inManila(now);
  return { from: manilaDate(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate()) };
}

/** The week in Manila that `now` falls in, from Monday's midnight (a week here starts on Monday). */
export function manilaWeek(now: Date) {
  const manila = inManila(now);
  const sinceMonday = (manila.getUTCDay() + 6) % 7;
  return {
    from: manilaDate(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() - sinceMonday),
  };
}

/** The calendar year in Manila that `now` falls in, as UTC instants [from, to). */
export function manilaYear(now: Date) {
  const year = inManila(now).getUTCFullYear();
  return { year, from: manilaDate(year, 0), to: manilaDate(year + 1, 0) };
}

/**
 * The most recent release moment at or before `now`: midnight of the 15th in Manila. Returns the moment
 * and its month as YYYY-MM (Manila).
 */
export function latestReleaseCutoff(now: Date) {
  const manila = inManila(now);
  let year = manila.getUTCFullYear();
  let month = manila.getUTCMonth();
  if (manila.getUTCDate() < 15) {
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
  }
  return { cutoff: manilaDate(year, month, 15), month: `${year}-${String(month + 1).padStart(2, '0')}` };
}

/**
 * `months` calendar months after `at`, as the wall clock in Manila reads it: the same day and time of the
 * month (the 31st of January plus a month is the 28th or 29th of February, the month's last day).
 */
export function addManilaMonths(at: Date, months: number): Date {
  const manila = inManila(at);
  const year = manila.getUTCFullYear();
  const month = manila.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(manila.getUTCDate(), lastDay);
  const wall = Date.UTC(
    year,
    month,
    day,
    manila.getUTCHours(),
    manila.getUTCMinutes(),
    manila.getUTCSeconds(),
    manila.getUTCMilliseconds(),
  );
  return new Date(wall - MANILA_OFFSET_MS);
}
