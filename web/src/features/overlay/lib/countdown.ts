import { useEffect, useState } from 'react';
import type { OverlayTimer } from '@pixel/contract';

/** "1:05:09" for 3,909,000 ms, "4:05" under an hour: a countdown as a stream shows it, rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

/** A timer as this browser heard of it: what was left, and when (on this browser's clock) it heard. */
export type HeardTimer = Pick<OverlayTimer, 'state' | 'remaining_ms'> & { heardAt: number };

/**
 * What is left of a timer now, ticking while it runs. It counts from when the browser heard, on the
 * browser's own clock, never against the server's: a browser whose clock is off by minutes still counts
 * the right time.
 */
export function useTimeLeft(heard: HeardTimer | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = heard?.state === 'running';
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running, heard?.heardAt]);
  if (!heard) return 0;
  if (!running) return heard.remaining_ms;
  return Math.max(0, heard.remaining_ms - (Math.max(now, heard.heardAt) - heard.heardAt));
}
