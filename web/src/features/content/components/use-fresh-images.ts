import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

// a photo that fails again right after a refresh is broken, not expired: do not ask in a loop
const minimumGapMs = 30_000;

/**
 * Image addresses are signed and short-lived: when one fails to load (it expired while the page stayed
 * open), the query that gave it is asked again, at most every 30 seconds.
 */
export function useRefreshOnImageError(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < minimumGapMs) return;
    last.current = now;
    void queryClient.invalidateQueries({ queryKey });
  };
}
