import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { memberships } from '../../db/schema/index.ts';
import { client, member, newTier, payCheckout, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { gift, listening, overlayOf, paidWebhook, type Stream } from './overlay.testing.ts';

const t = useTestApp();
const server = listening(t);

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
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    const page = await fetch(`${server.base}/v1/overlay/${token}`);
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
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await gift(t, creator, { amount: '150', supporter_name: 'Liza', supporter_message: 'Galing mo!' });
    const [alert] = await stream.waitFor(1);
    expect(alert?.event).toEqual({
      type: 'gift',
      gift_id: expect.any(String),
      supporter_name: 'Liza',
      amount: '150.00',
      message: 'Galing mo!',
      goal_id: null,
      is_test: false,
      // spoken alerts are off until the creator turns them on
      speech_url: null,
      speech_volume: null,
    });
  });

  it('reaches an overlay connected to another instance than the one the payment settled on', async () => {
    // a second server process on the same database: only the database carries the news across
    const other = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
      const stream = await server.open(`/v1/overlay/${token}/events`, undefined, otherBase);
      await gift(t, creator, { supporter_message: 'across' });
      const [alert] = await stream.waitFor(1);
      expect(alert?.event).toMatchObject({ type: 'gift', message: 'across' });
      await stream.close();
    } finally {
      await other.close();
    }
  });

  it('names an anonymous supporter Anonymous', async () => {
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    await gift(t, creator, { supporter_name: 'Liza', is_anonymous: 1 });
    const [alert] = await stream.waitFor(1);
    expect(alert?.event).toMatchObject({ supporter_name: 'Anonymous', message: null });
  });

  it('sends a reconnecting overlay what it missed, after the last id it saw', async () => {
    const first = await server.open(`/v1/overlay/${token}/events`);
    await gift(t, creator, { supporter_message: 'one' });
    const [seen] = await first.waitFor(1);
    await first.close();
    await gift(t, creator, { supporter_message: 'two' });
    await gift(t, creator, { supporter_message: 'three' });
    const again = await server.open(`/v1/overlay/${token}/events`, seen!.id);
    open.push(again);
    const missed = await again.waitFor(2);
    expect(missed.map((r) => (r.event.type === 'gift' ? r.event.message : null))).toEqual(['two', 'three']);
    expect(missed[0]!.id).toBeGreaterThan(seen!.id);
    // and it goes on live from there
    await gift(t, creator, { supporter_message: 'four' });
    const all = await again.waitFor(3);
    expect(all).toHaveLength(3);
    expect(all[2]!.event).toMatchObject({ message: 'four' });
  });

  it('a test alert reaches the overlay', async () => {
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    expect((await creator.browser.post('/v1/user/overlay/test')).statusCode).toBe(204);
    const [alert] = await stream.waitFor(1);
    expect(alert?.event).toMatchObject({
      type: 'gift',
      is_test: true,
      supporter_name: 'PIXEL',
      amount: '100.00',
      message: 'This is a test alert. Your overlay works!',
      speech_url: null,
    });
  });

  it("a test of each other widget reaches the stream as that widget's test, the alerts' in the creator's language", async () => {
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    const widgets = ['timer', 'poll', 'media', 'leaderboard', 'scan', 'goal'];
    for (const widget of widgets) {
      expect((await creator.browser.post('/v1/user/overlay/test', { widget })).statusCode).toBe(204);
    }
    const wrong = await creator.browser.post('/v1/user/overlay/test', { widget: 'chat' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.widget).toEqual(['The selected widget is invalid.']);
    expect((await creator.browser.post('/v1/user/overlay/test', { widget: 'timer', x: 1 })).statusCode).toBe(
      422,
    );
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    expect((await creator.browser.post('/v1/user/overlay/test', { widget: 'alerts' })).statusCode).toBe(204);
    const received = (await stream.waitFor(widgets.length + 1)).map((r) => r.event);
    expect(received.slice(0, -1)).toEqual(widgets.map((widget) => ({ type: 'test', widget })));
    expect(received.at(-1)).toMatchObject({
      type: 'gift',
      is_test: true,
      message: 'Test alert ito. Gumagana ang overlay mo!',
    });
    await creator.browser.put('/v1/user/language', { language: 'en' });
  });

  it('moves a goal overlay as goal gifts arrive', async () => {
    const goal = (
      await creator.browser.post('/v1/user/goals', { title: 'New camera', target_amount: '1000' })
    ).json().data as { id: string };
    const before = await client(t).get(`/v1/overlay/${token}/goals/${goal.id}`);
    expect(before.json().data).toMatchObject({ raised_amount: '0.00', target_amount: '1000.00' });
    const stream = await server.open(`/v1/overlay/${token}/events`);
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
  async function shownSoFar(creator: Member, stream: Stream) {
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
    const stream = await server.open(`/v1/overlay/${token}/events`);
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
    const deliver = paidWebhook(t, await startJoin(supporter, tier));
    const stream = await server.open(`/v1/overlay/${token}/events`);
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
    const stream = await server.open(`/v1/overlay/${token}/events`);
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
