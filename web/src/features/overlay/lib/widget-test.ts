import { useEffect, useState } from 'react';
import type { OverlayEvent, StreamWidget } from '@pixel/contract';

/** How long a widget shows its test sample before it goes back to what it was showing. */
export const TEST_SHOWN_MS = 8_000;

/**
 * A widget's "Send a test": `hear` takes the widget's own test from its event stream (true when the event
 * was it), and `testing` holds for `TEST_SHOWN_MS` after the last one, while the widget shows a sample of
 * its own, marked as a test. `since` is when that test was heard.
 */
export function useWidgetTest(widget: StreamWidget) {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const over = setTimeout(() => setSince(null), TEST_SHOWN_MS);
    return () => clearTimeout(over);
  }, [since]);
  return {
    testing: since !== null,
    since,
    hear(event: OverlayEvent) {
      if (event.type !== 'test' || event.widget !== widget) return false;
      setSince(Date.now());
      return true;
    },
  };
}
