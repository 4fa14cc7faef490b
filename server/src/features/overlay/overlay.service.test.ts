import { describe, expect, it, vi } from 'vitest';
import type { OverlayEvent } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import type { OverlayBus, OverlaySignal } from './overlay.bus.ts';
import type { OverlayRepository } from './overlay.repository.ts';
import { createOverlayService } from './overlay.service.ts';

const CREATOR = 'creator-1';
const TOKEN = 'overlay-token';

/**
 * The service over a creator's events kept in memory, counting the reads of them, and a bus whose signals
 * the test gives: what the service does per signal, whatever the database.
 */
function overlayWith(events: { id: number; payload: OverlayEvent }[] = []) {
  const reads = { eventsAfter: 0 };
  const repository = {
    findByToken: async (token: string) =>
      token === TOKEN ? { settings: { userId: CREATOR, token: TOKEN } } : undefined,
    lastEventId: async () => events.at(-1)?.id ?? 0,
    eventsAfter: async (_userId: string, afterId: number, limit = 100) => {
      reads.eventsAfter++;
      return events.filter((event) => event.id > afterId).slice(0, limit);
    },
  } as unknown as OverlayRepository;
  const subscribers = new Set<(signal: OverlaySignal) => void>();
  const bus = {
    subscribe: (_userId: string, subscriber: (signal: OverlaySignal) => void) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  } as unknown as OverlayBus;
  const service = createOverlayService({
    db: {} as Db,
    repository,
    bus,
    publicUrl: 'http://localhost',
    log: { warn: () => undefined },
    now: () => new Date(),
    speak: async () => ({ speech_url: null, speech_volume: null }),
    speakTest: async () => ({ speech_url: null, speech_volume: null }),
    holdAlert: async () => false,
  });
  const gift = (id: number): { id: number; payload: OverlayEvent } => ({
    id,
    payload: {
      type: 'gift',
      gift_id: `g${id}`,
      supporter_name: 'Liza',
      amount: '100.00',
      message: null,
      goal_id: null,
      is_test: false,
    },
  });
  return {
    service,
    reads,
    subscribers,
    /** A gift's event committed, and its signal delivered. */
    announce(id: number) {
      events.push(gift(id));
      for (const subscriber of subscribers) subscriber({ userId: CREATOR });
    },
    gift,
  };
}

async function openOverlay(service: ReturnType<typeof overlayWith>['service'], lastEventId: number | null) {
  const received: number[] = [];
  const stop = await service.follow({
    token: TOKEN,
    lastEventId,
    send: (id) => received.push(id),
    end: () => undefined,
  });
  return { received, stop };
}

describe("a creator's open overlays on one instance", () => {
  it('are handed each new event after one read of it, however many are open', async () => {
    const overlay = overlayWith();
    const streams = await Promise.all(Array.from({ length: 50 }, () => openOverlay(overlay.service, null)));
    await vi.waitFor(() => expect(overlay.service.openStreams()).toBe(50));
    const before = overlay.reads.eventsAfter;
    overlay.announce(1);
    await vi.waitFor(() => expect(streams.every((stream) => stream.received.length === 1)).toBe(true));
    expect(overlay.reads.eventsAfter - before).toBe(1);
    // one subscription to the bus for all of them, gone with the last
    expect(overlay.subscribers.size).toBe(1);
    for (const stream of streams) stream.stop();
    expect(overlay.service.openStreams()).toBe(0);
    expect(overlay.subscribers.size).toBe(0);
  });

  it('send an overlay that reconnects what it missed first, then what is new, each once and in order', async () => {
    const overlay = overlayWith([1, 2, 3].map((id) => overlayWith().gift(id)));
    const live = await openOverlay(overlay.service, null);
    const back = await openOverlay(overlay.service, 1);
    overlay.announce(4);
    overlay.announce(5);
    await vi.waitFor(() => expect(back.received).toEqual([2, 3, 4, 5]));
    await vi.waitFor(() => expect(live.received).toEqual([4, 5]));
    live.stop();
    back.stop();
  });
});
