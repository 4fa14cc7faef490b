import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The element id of a request's card, which a notification's link (`?request=<id>`) scrolls to. */
export const requestAnchor = (id: string) => `commission-request-${id}`;

/**
 * The request a notification's link names (`?request=<id>`), scrolled to once the list is `ready`: a
 * person told of a step lands on the request it is about, not at the top of a long list.
 */
export function useLinkedRequest(ready: boolean): string | null {
  const [search] = useSearchParams();
  const id = search.get('request');
  useEffect(() => {
    if (ready && id) document.getElementById(requestAnchor(id))?.scrollIntoView?.({ block: 'start' });
  }, [ready, id]);
  return id;
}
