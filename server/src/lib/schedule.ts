import { scheduleLimits } from '@pixel/contract';
import { fieldError, say } from './errors.ts';

const DAY_MS = 86_400_000;

/**
 * A time a creator asks for (decision 0157), by the app's clock: later than `after` (now, or the post's
 * publishing time) and within a year of it; a 422 on its field otherwise. Undefined and null pass as they are.
 */
export function futureMoment(
  field: 'publish_at' | 'public_from',
  value: string | null | undefined,
  after: Date,
): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  const label = field === 'publish_at' ? 'publish at' : 'public from';
  if (at.getTime() <= after.getTime()) {
    throw fieldError(field, say('scheduleInPast', { field: label }));
  }
  if (at.getTime() > after.getTime() + scheduleLimits.maxDaysAhead * DAY_MS) {
    throw fieldError(field, say('scheduleTooFar', { field: label }));
  }
  return at;
}

/**
 * The times of a post as a request leaves them: `publishAt` when it is to wait, and `publicFrom` later than
 * it (or than now, for a post out already) and within a year of it.
 */
export function scheduleTimes(input: {
  now: Date;
  publishAt: Date | null;
  publicFrom: string | null | undefined;
}) {
  const { publishAt } = input;
  if (input.publicFrom === undefined || input.publicFrom === null) {
    return { publishAt, publicFrom: input.publicFrom };
  }
  if (publishAt && Date.parse(input.publicFrom) <= publishAt.getTime()) {
    throw fieldError('public_from', say('publicFromBeforePublish'));
  }
  return { publishAt, publicFrom: futureMoment('public_from', input.publicFrom, publishAt ?? input.now) };
}
