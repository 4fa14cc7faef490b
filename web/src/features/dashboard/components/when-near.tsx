import { Skeleton, type SkeletonProps } from '@mantine/core';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen';

/**
 * How long after the page has loaded the cards not yet near the screen are drawn anyway: on a slow phone
 * the first screen's start takes seconds, and they must not compete with its first taps and scrolls.
 */
const quietAfterLoadMs = 5000;

let turns: Promise<void> | undefined;

/**
 * Resolves at a quiet moment, a few seconds after the page has loaded, in the browser's idle time after the
 * turns asked for before: the cards it draws come one at a time, none of them in the first screen's way.
 */
function quietTurn(): Promise<void> {
  turns ??= new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, quietAfterLoadMs);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  turns = turns.then(
    () =>
      new Promise<void>((resolve) =>
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => resolve(), { timeout: 1000 })
          : setTimeout(resolve, 0),
      ),
  );
  return turns;
}

/**
 * A card under the dashboard's first screen (decision 0138): in its place until it comes on the screen, a
 * grey box of the height it first shows at, so nothing moves when it comes; drawn then, or at a quiet moment
 * after the page has loaded, so a screen reader's list of headings and find-in-page reach it without anyone
 * scrolling to it. A phone that opens the dashboard to look at the balance spends its first seconds on the
 * first screen alone.
 */
export function WhenNear({ height, children }: { height: SkeletonProps['h']; children: ReactNode }) {
  const [ref, near] = useSeenOnScreen<HTMLDivElement>('0px');
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (near || quiet) return;
    let waiting = true;
    void quietTurn().then(() => {
      // drawn in slices, so a tap meanwhile is answered at once
      if (waiting) startTransition(() => setQuiet(true));
    });
    return () => {
      waiting = false;
    };
  }, [near, quiet]);
  const place = <Skeleton h={height} radius="lg" />;
  if (!near && !quiet) return <div ref={ref}>{place}</div>;
  return <Suspense fallback={place}>{children}</Suspense>;
}
