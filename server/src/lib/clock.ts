/**
 * The time as the app reads it. In production it is the machine's; in development and test the
 * development clock (`POST /dev/clock`) can move it forward, so a person or a test watches a payout hold,
 * an expiry or a month pass in seconds. Code that decides something by the time asks this clock, never
 * `new Date()`.
 */
export interface Clock {
  now(): Date;
}

export interface MovableClock extends Clock {
  /** Moves the clock on by this many seconds (never back). */
  advance(seconds: number): void;
  /** Back to the machine's time. */
  reset(): void;
  /** How far ahead of the machine's time the clock is, in milliseconds. */
  offsetMs(): number;
}

/** A clock that reads `base` (the machine's time unless a test gives its own) plus what it was moved by. */
export function createClock(base: () => Date = () => new Date()): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    advance(seconds) {
      if (!(seconds > 0)) throw new RangeError('the clock only moves forward');
      offset += Math.round(seconds * 1000);
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
