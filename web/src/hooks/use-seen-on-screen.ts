import { useCallback, useState } from 'react';

/**
 * Whether an element has once come within `margin` of the screen: a ref for the element and the answer.
 * What waits on it (a large chunk of code, a picture's request) is asked for then, not with the page.
 * Without IntersectionObserver it counts as seen at once.
 */
export function useSeenOnScreen<T extends Element>(margin = '200px') {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setSeen(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, seen],
  );
  return [ref, seen] as const;
}
