import type { OverlayEvent } from '@pixel/contract';
import { beforeAll, expect, vi } from 'vitest';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import { payCheckout, startGift, type Member } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

// what the test app signs its sandbox webhooks with (`buildTestApp`)
const SECRET = 'sandbox-secret';

interface Received {
  id: number;
  event: OverlayEvent;
}

/** An overlay's open event stream at `server`, read the way a browser's EventSource reads it. */
export async function openStream(server: string, url: string, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(`${server}${url}`, {
    headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
    signal: controller.signal,
  });
  const received: Received[] = [];
  let ended = false;
  let text = '';
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let split;
        while ((split = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, split);
          text = text.slice(split + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) received.push({ id: Number(id), event: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return {
    response,
    received,
    get ended() {
      return ended;
    },
    /** Waits until `count` events arrived (or fails after `ms`). */
    async waitFor(count: number, ms = 2_000) {
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), {
        timeout: ms,
        interval: 20,
      });
      return received;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * The test app listening on a port of its own, for the file's tests: a stream needs a real connection, as
 * `inject` answers only once a response has ended. `open` reads a stream of it, or of `server`.
 */
export function listening(t: TestApp) {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  return {
    get base() {
      return base;
    },
    open: (url: string, lastEventId?: number, server = base) => openStream(server, url, lastEventId),
  };
}

/** The token of the creator's overlay address, made on first asking. */
export async function overlayOf(creator: Member) {
  const response = await creator.browser.get('/v1/user/overlay');
  expect(response.statusCode).toBe(200);
  const { overlay_url } = response.json().data as { overlay_url: string };
  return new URL(overlay_url).pathname.split('/').pop()!;
}

/** A gift to the creator, paid. */
export async function gift(t: TestApp, creator: Member, body: Record<string, unknown> = {}) {
  const started = await startGift(t, creator.page_url, body);
  await payCheckout(t, started.checkoutPath);
}

/** The sandbox's signed webhook that a checkout was paid (₱100.00), to deliver as often as a test likes. */
export function paidWebhook(t: TestApp, checkout: { checkoutId: string; reference: string }) {
  const { checkoutId, reference } = checkout;
  const body = JSON.stringify({
    id: `evt_${checkoutId}`,
    type: 'checkout.paid',
    data: { checkout_id: checkoutId, reference, amount: 10_000, currency: 'PHP', paid_at: new Date() },
  });
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxWebhook(SECRET, body),
      },
      payload: body,
    });
}
