import { z } from 'zod';
import type { FieldLabel } from './fields.ts';
import { says } from './said.ts';

/**
 * Scheduled posts and early access (decision 0157): a Bloc post, a Snap or a Snap Slide may wait to be
 * published until a chosen time, and a members-only post may open to everyone at a chosen time. The times
 * are Manila times on the editors' screens and moments with their offset on the wire.
 */
export const scheduleLimits = {
  /** How far ahead a post may be scheduled, or held for members. */
  maxDaysAhead: 365,
} as const;

/** Manila keeps +08:00 all year (no daylight saving time). */
export const MANILA_OFFSET = '+08:00';

/**
 * A moment with its offset (`2026-12-01T09:00:00+08:00`); null or left out, none. Whether it is in the
 * future is the server's to say, by the app's clock.
 */
export const momentField = (label: FieldLabel) =>
  z.iso.datetime({ offset: true, error: says('fieldDateTimeLike', { field: label }) }).nullish();

/** A Manila date and time as a date-time input holds it (`2026-12-01T09:00`) → the moment the API takes. */
export const manilaMoment = (local: string) =>
  `${local.length === 16 ? `${local}:00` : local}${MANILA_OFFSET}`;

/** A moment → its Manila date and time as a date-time input holds it (`2026-12-01T09:00`). */
export const manilaLocal = (moment: string | Date) => {
  const at = typeof moment === 'string' ? new Date(moment) : moment;
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
};
