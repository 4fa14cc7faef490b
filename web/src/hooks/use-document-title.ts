import { useEffect } from 'react';

/**
 * Names the browser tab (and the history entry, and what a screen reader announces on arrival) after the page:
 * "Log in | PIXEL". Each page calls it once; layouts never do, so a page's title is never overwritten.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | PIXEL` : 'PIXEL';
  }, [title]);
}
