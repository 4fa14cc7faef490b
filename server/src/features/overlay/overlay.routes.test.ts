import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OverlayEvent } from '@pixel/contract';
import { client, member, newTier, payCheckout, startGift, type Member } from '../../test/builders.ts';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { memberships, overlayEvents } from '../../db/schema/index.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const SECRET = 'sandbox-secret';
let base = '';

beforeAll(async () => {
  // a stream needs a real connection: `inject` answers only once a response has ended
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

interface Received {
  id: number;
  event: OverlayEvent;
}

/** An overlay's open event stream, read the way a browser's EventSource reads it. */
async function openStream(url: string, lastEventId?: number, server = base) {
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

async function overlayOf(creator: Member) {
  const response = await creator.browser.get('/v1/user/overlay');
  expect(response.statusCode).toBe(200);
  const { overlay_url } = response.json().data as { overlay_url: string };
  return new URL(overlay_url).pathname.split('/').pop()!;
}

async function gift(creator: Member, body: Record<string, unknown> = {}) {
  const started = await startGift(t, creator.page_url, body);
  await payCheckout(t, started.checkoutPath);
}

describe('overlay events', () => {
  let creator: Member;
  let token: string;
  beforeAll(async () => {
    creator = await member(t);
    token = await overlayOf(creator);
  });
  const open: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
  });

  it('sends the event stream with the security headers of every other answer', async () => {
    const stream = await openStream(`/v1/overlay/${token}/events`);
    open.push(stream);
    const page = await fetch(`${base}/v1/overlay/${token}`);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(page.headers.get(name), name).toBeTruthy();
      expect(stream.response.headers.get(name), name).toBe(page.headers.get(name));
    }
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
  });

  it('shows a settled gift on the open overlay within two seconds', async () => {
    const stream = await openStream(`/v1/overlay/${token}/events`);
    open.push(stream);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await gift(creator, { amount: '150', supporter_name: 'Liza', supporter_message: 'Galing mo!' });
    const [alert] = await stream.waitFor(1);
    expect(alert?.event).toEqual({
      type: 'gift',
      gift_id: expect.any(String),
      supporter_name: 'Liza',
      amount: '150.00',
      message: 'Galing mo!',
      goal_id: null,
      is_test: false,
    });
  });

  it('reaches an overlay connected to another instance than the one the payment settled on', async () => {
    // a second server process on the same database: only the database carries the news across
    const other = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
      const stream = await openStream(`/v1/overlay/${token}/events`, undefined, otherBase);
      await gift(creator, { supporter_message: 'across' });
      const [alert] = await stream.waitFor(1);
      expect(alert?.event).toMatchObject({ type: 'gift', message: 'across' });
      await stream.close();
    } finally {
      await other.close();
    }
  });

  it('names an anonymous supporter Anonymous', async () => {
    const stream = await openStream(`/v1/overlay/${token}/events`);
    open.push(stream);
    await gift(creator, { supporter_name: 'Liza', is_anonymous: 1 });
    const [alert] = await stream.waitFor(1);
    expect(alert?.event).toMatchObject({ supporter_name: 'Anonymous', message: null });
  });

  it('sends a reconnecting overlay what it missed, after the last id it saw', async () => {
    const first = await openStream(`/v1/overlay/${token}/events`);
    await gift(creator, { supporter_message: 'one' });
    const [seen] = await first.waitFor(1);
    await first.close();
    await gift(creator, { supporter_message: 'two' });
    await gift(creator, { supporter_message: 'three' });
    const again = await openStream(`/v1/overlay/${token}/events`, seen!.id);
    open.push(again);
    const missed = await again.waitFor(2);
    expect(missed.map((r) => (r.event.type === 'gift' ? r.event.message : null))).toEqual(['two', 'three']);
    expect(missed[0]!.id).toBeGreaterThan(seen!.id);
    // and it goes on live from there
    await gift(creator, { supporter_message: 'four' });
    const all = await again.waitFor(3);
    expect(all).toHaveLength(3);
    expect(all[2]!.event).toMatchObject({ message: 'four' });
  });

  it('a test alert reaches the overlay', async () => {
    const stream = await openStream(`/v1/overlay/${token}/events`);
    open.push(stream);
    expect((await creator.browser.post('/v1/user/overlay/test')).statusCode).toBe(204);
    const [alert] = await stream.waitFor(1);
    expect(alert?.event).toMatchObject({ type: 'gift', is_test: true, supporter_name: 'PIXEL' });
  });

  it('moves a goal overlay as goal gifts arrive', async () => {
    const goal = (
      await creator.browser.post('/v1/user/goals', { title: 'New camera', target_amount: '1000' })
    ).json().data as { id: string };
    const before = await client(t).get(`/v1/overlay/${token}/goals/${goal.id}`);
    expect(before.json().data).toMatchObject({ raised_amount: '0.00', target_amount: '1000.00' });
    const stream = await openStream(`/v1/overlay/${token}/events`);
    open.push(stream);
    const response = await client(t).post(`/v1/goals/${goal.id}/donate`, { amount: '250' });
    await payCheckout(t, new URL(response.json().data.link_url).pathname);
    const events = await stream.waitFor(2);
    expect(events.map((r) => r.event)).toEqual([
      expect.objectContaining({ type: 'gift', amount: '250.00', goal_id: goal.id }),
      {
        type: 'goal',
        goal_id: goal.id,
        title: 'New camera',
        raised_amount: '250.00',
        target_amount: '1000.00',
      },
    ]);
  });

  it('does not show another creator’s goal', async () => {
    const other = await member(t);
    const goal = (await other.browser.post('/v1/user/goals', { title: 'Mic', target_amount: '100' })).json()
      .data as { id: string };
    expect((await client(t).get(`/v1/overlay/${token}/goals/${goal.id}`)).statusCode).toBe(404);
  });
});

describe('new members on the overlay', () => {
  /** Opens a membership checkout the way the web app does; returns the sandbox's checkout. */
  async function startJoin(supporter: Member, tierId: string) {
    const response = await supporter.browser.post('/v1/memberships/join', { tier_id: tierId, months: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { link_url, reference } = response.json().data as { link_url: string; reference: string };
    const path = new URL(link_url).pathname;
    return { path, checkoutId: path.split('/').pop()!, reference };
  }

  const join = async (supporter: Member, tierId: string) =>
    payCheckout(t, (await startJoin(supporter, tierId)).path);

  /**
   * Everything the steps before it put on the stream: a test alert sent now arrives after all of it, since
   * the stream sends events in the order they were kept.
   */
  async function shownSoFar(creator: Member, stream: Awaited<ReturnType<typeof openStream>>) {
    const before = stream.received.length;
    expect((await creator.browser.post('/v1/user/overlay/test')).statusCode).toBe(204);
    await vi.waitFor(
      () => {
        const after = stream.received.slice(before);
        if (!after.some(({ event }) => event.type === 'gift' && event.is_test))
          throw new Error('the test alert did not arrive');
      },
      { timeout: 2_000, interval: 20 },
    );
    return stream.received.map(({ event }) => event).filter((event) => event.type === 'member');
  }

  it('shows a join as one alert with the tier, and neither a renewal nor an upgrade', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const sketch = await newTier(creator, { name: 'Sketch Club', price: '100' });
    const studio = await newTier(creator, { name: 'Studio Pass', price: '400' });
    const supporter = await member(t);
    const stream = await openStream(`/v1/overlay/${token}/events`);
    try {
      await join(supporter, sketch);
      expect(await shownSoFar(creator, stream)).toEqual([
        { type: 'member', supporter_name: supporter.user.pageName, tier_name: 'Sketch Club' },
      ]);

      // joining the same tier again while a member is a renewal: one more month, no news
      await join(supporter, sketch);
      const [membership] = (await supporter.browser.get('/v1/user/memberships')).json().data as {
        id: string;
        total_paid: string;
      }[];
      expect(membership!.total_paid).toBe('200.00');
      const upgrade = await supporter.browser.post(`/v1/user/memberships/${membership!.id}/change-tier`, {
        tier_id: studio,
      });
      expect(upgrade.statusCode, upgrade.body).toBe(200);
      await payCheckout(t, new URL(upgrade.json().data.link_url as string).pathname);
      const upgraded = (await supporter.browser.get('/v1/user/memberships')).json().data[0];
      expect(upgraded.tier.name).toBe('Studio Pass');
      expect(await shownSoFar(creator, stream)).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it('shows a join whose webhook comes twice at once, and again later, once', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const tier = await newTier(creator, { name: 'Sketch Club', price: '100' });
    const supporter = await member(t);
    const { checkoutId, reference } = await startJoin(supporter, tier);
    const body = JSON.stringify({
      id: `evt_${checkoutId}`,
      type: 'checkout.paid',
      data: { checkout_id: checkoutId, reference, amount: 10_000, currency: 'PHP', paid_at: new Date() },
    });
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxWebhook(SECRET, body),
        },
        payload: body,
      });
    const stream = await openStream(`/v1/overlay/${token}/events`);
    try {
      const responses = await Promise.all([deliver(), deliver()]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await deliver()).statusCode).toBe(200);
      expect(await shownSoFar(creator, stream)).toEqual([
        { type: 'member', supporter_name: supporter.user.pageName, tier_name: 'Sketch Club' },
      ]);
    } finally {
      await stream.close();
    }
  });

  it('shows a member whose membership lapsed again when they join again', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const tier = await newTier(creator, { name: 'Sketch Club', price: '100' });
    const supporter = await member(t);
    await join(supporter, tier);
    // the period ran out a minute ago (and no grace: it was paid with GCash)
    await t.db
      .update(memberships)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(memberships.supporterUserId, supporter.user.id));
    const stream = await openStream(`/v1/overlay/${token}/events`);
    try {
      await join(supporter, tier);
      expect(await shownSoFar(creator, stream)).toEqual([
        { type: 'member', supporter_name: supporter.user.pageName, tier_name: 'Sketch Club' },
      ]);
    } finally {
      await stream.close();
    }
  });
});

describe('message filter', () => {
  it('holds a gift with a filtered word: paid and credited, but kept off the overlay and the page', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const set = await creator.browser.put('/v1/user/message-filter', { phrases: ['spoiler alert'] });
    expect(set.json().data.phrases).toEqual(['spoiler alert']);
    const stream = await openStream(`/v1/overlay/${token}/events`);
    await gift(creator, { amount: '100', supporter_message: 'SP0ILER  alërt: the ending!' });
    await gift(creator, { amount: '100', supporter_message: 'ikaw ay g@g0' });
    await gift(creator, { amount: '100', supporter_message: 'Salamat po' });
    // the stream sends events in the order they were kept: a test alert sent after the three gifts arrives
    // after anything they put on the overlay, so what came before it is all they put there
    await creator.browser.post('/v1/user/overlay/test');
    const events = await stream.waitFor(2);
    expect(events.map((r) => r.event)).toEqual([
      expect.objectContaining({ message: 'Salamat po' }),
      expect.objectContaining({ is_test: true }),
    ]);

    const wall = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(wall.data.map((g: { supporter_message: string }) => g.supporter_message)).toEqual(['Salamat po']);
    const own = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(own.data).toHaveLength(1);
    // all three are paid and credited
    const lines = (await creator.browser.get('/v1/user/transactions')).json();
    expect(lines.meta.total).toBe(3);

    const held = (await creator.browser.get('/v1/user/donations/held')).json().data as {
      id: string;
      supporter_message: string;
    }[];
    expect(held.map((g) => g.supporter_message).sort()).toEqual([
      'SP0ILER  alërt: the ending!',
      'ikaw ay g@g0',
    ]);

    // approve: it shows on the page, and the overlay alerts it then
    const spoiler = held.find((g) => g.supporter_message.startsWith('SP0ILER'))!;
    expect(
      (await creator.browser.post('/v1/user/donations/held/approve', { id: spoiler.id })).statusCode,
    ).toBe(204);
    const after = await stream.waitFor(3);
    expect(after[2]?.event).toMatchObject({ type: 'gift', gift_id: spoiler.id });
    // remove: the gift shows without its words, and never on the overlay
    const slur = held.find((g) => g.supporter_message === 'ikaw ay g@g0')!;
    expect((await creator.browser.post('/v1/user/donations/held/remove', { id: slur.id })).statusCode).toBe(
      204,
    );
    await creator.browser.post('/v1/user/overlay/test');
    const last = await stream.waitFor(4);
    expect(last.map((r) => r.event)).toEqual([
      expect.objectContaining({ message: 'Salamat po' }),
      expect.objectContaining({ is_test: true }),
      expect.objectContaining({ gift_id: spoiler.id }),
      expect.objectContaining({ is_test: true }),
    ]);
    await stream.close();
    const shown = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(shown.data.map((g: { supporter_message: string | null }) => g.supporter_message).sort()).toEqual(
      ['SP0ILER  alërt: the ending!', 'Salamat po', null].sort(),
    );
    expect((await creator.browser.get('/v1/user/donations/held')).json().data).toEqual([]);
    // a second review of the same gift finds nothing held
    expect((await creator.browser.post('/v1/user/donations/held/approve', { id: slur.id })).statusCode).toBe(
      404,
    );
  });

  it('asks a held question on the Ask Me Anything page only once approved', async () => {
    const creator = await member(t);
    await gift(creator, { supporter_message: 'Bakit ka ganyan, gago?', is_question: 1 });
    const questions = () => client(t).get(`/v1/profile/${creator.page_url}/questions`);
    expect((await questions()).json().data).toEqual([]);
    const [held] = (await creator.browser.get('/v1/user/donations/held')).json().data as { id: string }[];
    await creator.browser.post('/v1/user/donations/held/approve', { id: held!.id });
    expect((await questions()).json().data.map((q: { body: string }) => q.body)).toEqual([
      'Bakit ka ganyan, gago?',
    ]);
  });

  it('matches whole words only', async () => {
    const creator = await member(t);
    await gift(creator, { supporter_message: 'Scunthorpe and mabuting gabi' });
    await gift(creator, { supporter_name: 'T4NGINA', supporter_message: 'hi' });
    const wall = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(wall.data.map((g: { supporter_message: string }) => g.supporter_message)).toEqual([
      'Scunthorpe and mabuting gabi',
    ]);
  });

  it('checks the phrases it is given', async () => {
    const creator = await member(t);
    const response = await creator.browser.put('/v1/user/message-filter', { phrases: ['ok', ' '] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'phrases.1': ['A phrase must not be empty.'] });
    expect((await client(t).get('/v1/user/message-filter')).statusCode).toBe(401);
  });
});

describe('overlay events kept', () => {
  it('keeps alerts only for the creators who have an overlay, of gifts that settle together', async () => {
    const watched = await member(t);
    await overlayOf(watched);
    const unwatched = await member(t);
    const started = [await startGift(t, watched.page_url), await startGift(t, unwatched.page_url)];
    // both webhooks at once: one settlement batch
    const responses = await Promise.all(
      started.map(({ checkoutId, reference }) => {
        const body = JSON.stringify({
          id: `evt_${checkoutId}`,
          type: 'checkout.paid',
          data: { checkout_id: checkoutId, reference, amount: 10_000, currency: 'PHP', paid_at: new Date() },
        });
        return t.app.inject({
          method: 'POST',
          url: '/v1/webhooks/sandbox',
          headers: {
            'content-type': 'application/json',
            'sandbox-signature': signSandboxWebhook(SECRET, body),
          },
          payload: body,
        });
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const kept = await t.db
      .select({ userId: overlayEvents.userId })
      .from(overlayEvents)
      .where(inArray(overlayEvents.userId, [watched.user.id, unwatched.user.id]));
    expect(kept).toEqual([{ userId: watched.user.id }]);
  });

  it('drops events older than a week, keeping the recent ones', async () => {
    const creator = await member(t);
    await overlayOf(creator);
    await creator.browser.post('/v1/user/overlay/test');
    await creator.browser.post('/v1/user/overlay/test');
    const mine = eq(overlayEvents.userId, creator.user.id);
    const [first] = await t.db.select().from(overlayEvents).where(mine).orderBy(overlayEvents.id).limit(1);
    await t.db
      .update(overlayEvents)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(overlayEvents.id, first!.id));
    await t.jobs.send('purge-overlay-events', {});
    await t.jobs.drain('purge-overlay-events');
    const left = await t.db.select().from(overlayEvents).where(mine);
    expect(left).toHaveLength(1);
    expect(left[0]!.id).toBeGreaterThan(first!.id);
  });
});

describe('overlay address', () => {
  it('a reset stops the old address at once and closes its open streams', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const stream = await openStream(`/v1/overlay/${token}/events`);
    const reset = await creator.browser.post('/v1/user/overlay/reset');
    const fresh = new URL(reset.json().data.overlay_url as string).pathname.split('/').pop()!;
    expect(fresh).not.toBe(token);
    await expect.poll(() => stream.ended, { timeout: 2_000, interval: 20 }).toBe(true);
    expect((await client(t).get(`/v1/overlay/${token}/events`)).statusCode).toBe(404);
    expect((await client(t).get(`/v1/overlay/${token}`)).statusCode).toBe(404);
    expect((await client(t).get(`/v1/overlay/${fresh}`)).json().data).toEqual({
      page_name: creator.user.pageName,
      sound_enabled: true,
      language: 'en',
    });
  });

  it("is shown in its creator's language, whatever the streaming program's browser asks for", async () => {
    const creator = await member(t);
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    const token = await overlayOf(creator);
    const view = await client(t).get(`/v1/overlay/${token}`, { 'accept-language': 'en-US' });
    expect(view.json().data.language).toBe('fil');
  });

  it('keeps the sound setting', async () => {
    const creator = await member(t);
    const response = await creator.browser.put('/v1/user/overlay', { sound_enabled: false });
    expect(response.json().data.sound_enabled).toBe(false);
    expect((await creator.browser.put('/v1/user/overlay', { sound_enabled: 'x' })).statusCode).toBe(422);
    expect((await client(t).post('/v1/user/overlay/test')).statusCode).toBe(401);
  });
});
