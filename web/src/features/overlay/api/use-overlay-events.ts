import { useEffect, useRef } from 'react';
import { overlayCalls, overlayEvent, type OverlayEvent } from '@pixel/contract';
import { pathOf } from '@/lib/api-client';

/**
 * Follows an overlay's event stream. The browser reconnects a dropped stream by itself and sends the last
 * id it saw, so the server replays what was missed; a reset address answers 404 and the stream stops.
 */
export function useOverlayEvents(token: string, onEvent: (event: OverlayEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const source = new EventSource(pathOf(overlayCalls.events.path, { token }));
    const receive = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = overlayEvent.safeParse(data);
      if (parsed.success) handler.current(parsed.data);
    };
    // a named event reaches only its own listener: each type the contract knows is listened to
    for (const type of overlayEvent.options.map((option) => option.shape.type.value)) {
      source.addEventListener(type, receive);
    }
    return () => source.close();
  }, [token]);
}
