import { useCallback, useEffect, useState } from 'react';
import { i18n } from '@/lib/i18n';

/** A wait as a clock, for a button: "4:59" (300 s is read in minutes, not as "300s"). */
export const waitClock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A wait in words, in the reader's language: "4 min 59 s", "5 min", "30 s". */
export function waitWords(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return i18n.t('common.waitSeconds', { seconds: rest });
  if (rest === 0) return i18n.t('common.waitMinutes', { minutes });
  return i18n.t('common.waitMinutesSeconds', { minutes, seconds: rest });
}

/**
 * Seconds left until a deadline, ticking every second; `start(n)` (re)starts it. Used by every resend
 * button (email 300 s, OTP 30 s or 300 s, or the server's `retry_in_seconds`).
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === 0) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + Math.max(0, seconds) * 1000);
  }, []);

  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, running: secondsLeft > 0, start };
}
