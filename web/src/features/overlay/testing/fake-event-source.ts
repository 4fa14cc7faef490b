import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { OverlayEvent, OverlayGiftEvent } from '@pixel/contract';

/** The browser's EventSource, driven by the test: `emit` is what the server would send. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(event: OverlayEvent) {
    const message = new MessageEvent('message', { data: JSON.stringify(event) });
    act(() => this.listeners.get(event.type)?.forEach((listener) => listener(message)));
  }
}

/** Puts the fake in the browser's place for each test of the file, with no stream opened yet. */
export function withFakeEventSource() {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A gift as the stream sends it. */
export const giftFrom = (name: string, message: string | null = null): OverlayGiftEvent => ({
  type: 'gift',
  gift_id: crypto.randomUUID(),
  supporter_name: name,
  amount: '150.00',
  message,
  goal_id: null,
  is_test: false,
});
