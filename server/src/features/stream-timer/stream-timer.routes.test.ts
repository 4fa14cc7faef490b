import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { OverlayTimer, OverlayTimerEvent, StreamTimer } from '@pixel/contract';
import { buildApp } from '../../app.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { client, joinTier, member, newTier, startGift, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { gift, listening, overlayOf, paidWebhook } from '../overlay/overlay.testing.ts';
import { createStreamTimerRepository } from './stream-timer.repository.ts';

const t = useTestApp();
const server = listening(t);
const dev = () => client(t, { ip: '127.0.0.1' });
const TIMER = '/v1/user/stream/timer';
const MINUTE = 60_000;

afterAll(() => dev().post('/dev/clock', { reset: true }));

const advance = async (seconds: number) =>
  expect((await dev().post('/dev/clock', { advance_seconds: seconds })).statusCode).toBe(200);

async function timerOf(creator: Member) {
  const response = await creator.browser.get(TIMER);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StreamTimer;
}

async function change(creator: Member, action: 'start' | 'pause' | 'resume' | 'stop', body?: object) {
  const response = await creator.browser.post(`${TIMER}/${action}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StreamTimer;
}

async function setRules(creator: Member, rules: object) {
  const response = await creator.browser.put(TIMER, rules);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StreamTimer;
}

const endsAt = (timer: { ends_at: string | null }) => Date.parse(timer.ends_at!);

/** A creator whose timer counts down from `minutes` by these rules (no cap unless given). */
async function runningTimer(
  rules: { seconds_per_peso?: number; seconds_per_member?: number; cap_minutes?: number | null },
  minutes = 10,
) {
  const creator = await member(t);
  await setRules(creator, { seconds_per_peso: 0, seconds_per_member: 0, cap_minutes: null, ...rules });
  await change(creator, 'start', { minutes });
  return creator;
}

describe('the subathon timer through its calls', () => {
  it('is stopped with no rules before the creator sets any, and only for a signed-in creator', async () => {
    const creator = await member(t);
    expect(await timerOf(creator)).toEqual({
      state: 'stopped',
      ends_at: null,
      remaining_ms: 0,
      at: expect.any(String),
      added_ms: 0,
      seconds_per_peso: 0,
      seconds_per_member: 0,
      cap_minutes: null,
    });
    for (const [method, url, payload] of [
      ['GET', TIMER],
      ['PUT', TIMER, { seconds_per_peso: 1, seconds_per_member: 0, cap_minutes: null }],
      ['POST', `${TIMER}/start`, { minutes: 10 }],
      ['POST', `${TIMER}/pause`],
      ['POST', `${TIMER}/resume`],
      ['POST', `${TIMER}/stop`],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().exception).toBe('UnauthorizedAccessException');
    }
  });

  it('keeps the rules as set, and refuses each bad one by its field, in the creator’s language', async () => {
    const creator = await member(t);
    const set = await setRules(creator, {
      seconds_per_peso: 1.255,
      seconds_per_member: 300,
      cap_minutes: 90,
    });
    expect(set).toMatchObject({
      seconds_per_peso: 1.255,
      seconds_per_member: 300,
      cap_minutes: 90,
      state: 'stopped',
    });
    expect(await timerOf(creator)).toMatchObject({
      seconds_per_peso: 1.255,
      seconds_per_member: 300,
      cap_minutes: 90,
    });
    expect(
      await setRules(creator, { seconds_per_peso: 0, seconds_per_member: 0, cap_minutes: null }),
    ).toMatchObject({ seconds_per_peso: 0, seconds_per_member: 0, cap_minutes: null });

    const refused = await creator.browser.put(TIMER, {
      seconds_per_peso: 0.0005,
      seconds_per_member: 1.5,
      cap_minutes: 0,
      extra: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      exception: 'ValidationException',
      errors: {
        seconds_per_peso: ['The seconds per peso must have at most 3 decimal places.'],
        seconds_per_member: ['The seconds per member must be an integer.'],
        cap_minutes: ['The cap minutes must be at least 1.'],
        extra: ['The extra field is not allowed.'],
      },
    });
    const tooMuch = await creator.browser.put(TIMER, {
      seconds_per_peso: 3600.5,
      seconds_per_member: 86_401,
      cap_minutes: 100_801,
    });
    expect(tooMuch.json().error_keys).toEqual({
      seconds_per_peso: ['fieldAtMost'],
      seconds_per_member: ['fieldAtMost'],
      cap_minutes: ['fieldAtMost'],
    });
    const missing = await creator.browser.put(TIMER, { seconds_per_peso: '1', seconds_per_member: -1 });
    expect(missing.json().errors).toEqual({
      seconds_per_peso: ['The seconds per peso must be a number.'],
      seconds_per_member: ['The seconds per member must be at least 0.'],
      cap_minutes: ['The cap minutes field is required.'],
    });

    const filipino = await member(t, { language: 'fil' });
    const inFilipino = await filipino.browser.put(TIMER, {
      seconds_per_peso: 0.0001,
      seconds_per_member: 0,
      cap_minutes: null,
    });
    expect(inFilipino.json().errors).toEqual({
      seconds_per_peso: ['Dapat may hanggang 3 decimal place lang ang segundo bawat piso.'],
    });
    // nothing refused was kept
    expect(await timerOf(creator)).toMatchObject({
      seconds_per_peso: 0,
      seconds_per_member: 0,
      cap_minutes: null,
    });
  });

  it('starts, counts down by the clock, pauses, resumes and stops, and says why a pause or resume cannot be', async () => {
    const creator = await member(t);
    const started = await change(creator, 'start', { minutes: 10 });
    expect(started).toMatchObject({ state: 'running', remaining_ms: 10 * MINUTE, added_ms: 0 });
    expect(endsAt(started) - Date.parse(started.at)).toBe(10 * MINUTE);

    // two minutes on: the end has not moved, and what is left is less by the time gone
    await advance(120);
    const later = await timerOf(creator);
    expect(later.ends_at).toBe(started.ends_at);
    expect(later.remaining_ms).toBe(endsAt(later) - Date.parse(later.at));
    expect(later.remaining_ms).toBeLessThanOrEqual(8 * MINUTE);

    const paused = await change(creator, 'pause');
    expect(paused).toMatchObject({ state: 'paused', ends_at: null });
    expect(paused.remaining_ms).toBe(endsAt(started) - Date.parse(paused.at));
    // a paused timer does not count down
    await advance(300);
    expect((await timerOf(creator)).remaining_ms).toBe(paused.remaining_ms);

    const again = await creator.browser.post(`${TIMER}/pause`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      exception: 'ConflictException',
      message_key: 'timerNotRunning',
      message: 'The timer is not running, so it cannot be paused.',
    });

    const resumed = await change(creator, 'resume');
    expect(resumed).toMatchObject({ state: 'running', remaining_ms: paused.remaining_ms });
    expect(endsAt(resumed) - Date.parse(resumed.at)).toBe(paused.remaining_ms);
    const resumedAgain = await creator.browser.post(`${TIMER}/resume`);
    expect(resumedAgain.statusCode).toBe(409);
    expect(resumedAgain.json()).toMatchObject({ message_key: 'timerNotPaused' });

    expect(await change(creator, 'stop')).toMatchObject({ state: 'stopped', ends_at: null, remaining_ms: 0 });
    expect((await creator.browser.post(`${TIMER}/pause`)).statusCode).toBe(409);
    expect((await creator.browser.post(`${TIMER}/resume`)).statusCode).toBe(409);

    // a timer never started cannot be paused either, said in the creator's language
    const filipino = await member(t, { language: 'fil' });
    const refused = await filipino.browser.post(`${TIMER}/pause`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Hindi tumatakbo ang timer, kaya hindi ito mapa-pause.');
    expect((await filipino.browser.post(`${TIMER}/resume`)).json().message).toBe(
      'Hindi naka-pause ang timer, kaya hindi ito maituloy.',
    );
  });

  it('refuses a start of no minutes, more than a day, part of a minute or a text', async () => {
    const creator = await member(t);
    for (const [minutes, key] of [
      [0, 'fieldAtLeast'],
      [1441, 'fieldAtMost'],
      [1.5, 'fieldInteger'],
      ['10', 'fieldNumber'],
      [undefined, 'fieldRequired'],
    ] as const) {
      const response = await creator.browser.post(`${TIMER}/start`, minutes === undefined ? {} : { minutes });
      expect(response.statusCode, String(minutes)).toBe(422);
      expect(response.json().error_keys, String(minutes)).toEqual({ minutes: [key] });
    }
    expect((await timerOf(creator)).state).toBe('stopped');
  });

  it('reads the same to a widget by the overlay’s address, and 404 for an address that is no overlay', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const widget = async () => {
      const response = await client(t).get(`/v1/overlay/${token}/timer`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json().data as OverlayTimer;
    };
    expect(await widget()).toEqual({
      state: 'stopped',
      ends_at: null,
      remaining_ms: 0,
      added_ms: 0,
      at: expect.any(String),
    });
    const started = await change(creator, 'start', { minutes: 30 });
    const read = await widget();
    expect(read).toMatchObject({ state: 'running', ends_at: started.ends_at, added_ms: 0 });
    expect(read.remaining_ms).toBe(endsAt(read) - Date.parse(read.at));

    const unknown = await client(t).get(`/v1/overlay/${'x'.repeat(32)}/timer`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message_key).toBe('overlayNotFound');
    const malformed = await client(t).get('/v1/overlay/short/timer');
    expect(malformed.statusCode).toBe(422);
  });
});

describe('gifts and new members extend the timer', () => {
  it('adds a second per peso of a ₱100 gift to a running timer, and to a paused one', async () => {
    const creator = await runningTimer({ seconds_per_peso: 1 });
    const before = await timerOf(creator);
    await gift(t, creator, { amount: '100' });
    const after = await timerOf(creator);
    expect(endsAt(after) - endsAt(before)).toBe(100_000);
    expect(after.added_ms).toBe(100_000);
    // on the clock: what is left is 100 s more than it would have been
    expect(after.remaining_ms).toBe(endsAt(before) + 100_000 - Date.parse(after.at));

    const paused = await change(creator, 'pause');
    await gift(t, creator, { amount: '23.45' });
    const extended = await timerOf(creator);
    expect(extended).toMatchObject({ state: 'paused', remaining_ms: paused.remaining_ms + 23_450 });
    expect(extended.added_ms).toBe(123_450);
  });

  it('rounds a part of a millisecond down, and counts a gift whose words wait for review', async () => {
    const creator = await runningTimer({ seconds_per_peso: 0.001 });
    const filter = await creator.browser.put('/v1/user/message-filter', { phrases: ['bawal'] });
    expect(filter.statusCode, filter.body).toBe(200);
    await change(creator, 'pause');
    // ₱20.99 at a millisecond a peso is 20.99 ms: 20, each time
    await gift(t, creator, { amount: '20.99', supporter_message: 'bawal ito' });
    await gift(t, creator, { amount: '20.99' });
    const held = await creator.browser.get('/v1/user/donations/held');
    expect(held.json().data).toEqual([expect.objectContaining({ supporter_message: 'bawal ito' })]);
    expect((await timerOf(creator)).added_ms).toBe(40);
  });

  it('adds the member seconds for a new member, not for a renewal', async () => {
    const creator = await runningTimer({ seconds_per_member: 300 });
    const tier = await newTier(creator, { name: 'Sketch Club', price: '100' });
    const supporter = await member(t);
    await joinTier(t, supporter, tier);
    expect((await timerOf(creator)).added_ms).toBe(300_000);
    // the same tier again while a member: a renewal, no news
    await joinTier(t, supporter, tier);
    expect((await timerOf(creator)).added_ms).toBe(300_000);
  });

  it('adds no more than the cap since the last start, and counts again after a new start', async () => {
    const creator = await runningTimer({ seconds_per_peso: 1, cap_minutes: 2 });
    const start = await timerOf(creator);
    await gift(t, creator, { amount: '100' });
    await gift(t, creator, { amount: '100' });
    await gift(t, creator, { amount: '100' });
    const capped = await timerOf(creator);
    expect(capped.added_ms).toBe(2 * MINUTE);
    expect(endsAt(capped) - endsAt(start)).toBe(2 * MINUTE);

    const restarted = await change(creator, 'start', { minutes: 10 });
    expect(restarted.added_ms).toBe(0);
    await gift(t, creator, { amount: '50' });
    const after = await timerOf(creator);
    expect(after.added_ms).toBe(50_000);
    expect(endsAt(after) - endsAt(restarted)).toBe(50_000);
  });

  it('extends neither a stopped timer, nor one that ran out, nor a creator without one', async () => {
    const stopped = await runningTimer({ seconds_per_peso: 1 });
    await change(stopped, 'stop');
    await gift(t, stopped, { amount: '100' });
    expect(await timerOf(stopped)).toMatchObject({ state: 'stopped', added_ms: 0, remaining_ms: 0 });

    const runOut = await runningTimer({ seconds_per_peso: 1 }, 1);
    await advance(61);
    expect(await timerOf(runOut)).toMatchObject({ state: 'stopped', ends_at: null, remaining_ms: 0 });
    await gift(t, runOut, { amount: '100' });
    expect(await timerOf(runOut)).toMatchObject({ state: 'stopped', added_ms: 0, remaining_ms: 0 });
    expect((await runOut.browser.post(`${TIMER}/pause`)).statusCode).toBe(409);

    const without = await member(t);
    await gift(t, without, { amount: '100' });
    expect(await timerOf(without)).toMatchObject({ state: 'stopped', added_ms: 0 });
  });

  it('counts two gifts settled at the same moment on two instances, up to the cap', async () => {
    // 1 s a peso, at most 3 minutes: two ₱100 gifts add 100 s and the 80 s left of the cap
    const creator = await runningTimer({ seconds_per_peso: 1, cap_minutes: 3 });
    const before = await timerOf(creator);
    const other = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const first = paidWebhook(t, await startGift(t, creator.page_url, { amount: '100' }));
      const second = paidWebhook(
        { ...t, app: other },
        await startGift(t, creator.page_url, { amount: '100' }),
      );
      const delivered = await Promise.all([first(), second()]);
      expect(delivered.map((response) => response.statusCode)).toEqual([200, 200]);
    } finally {
      await other.close();
    }
    const after = await timerOf(creator);
    expect(after.added_ms).toBe(180_000);
    expect(endsAt(after) - endsAt(before)).toBe(180_000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'makes a second extension at the same moment wait for the first and add to what it left (PostgreSQL)',
    async () => {
      const creator = await runningTimer({ seconds_per_peso: 1, cap_minutes: 3 });
      const before = await timerOf(creator);
      const repository = createStreamTimerRepository(t.db);
      const at = new Date(Date.parse(before.at));
      const extend = { userId: creator.user.id, giftAmounts: [10_000], members: 0, at };
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let firstDone!: (added: number) => void;
      const firstAdded = new Promise<number>((resolve) => (firstDone = resolve));
      const first = t.db.transaction(async (tx) => {
        firstDone((await repository.extend(tx, extend))!.addedMs);
        await held;
      });
      expect(await firstAdded).toBe(100_000);
      // the second, on another connection, waits for the first's row lock
      const second = t.db.transaction((tx) => repository.extend(tx, extend));
      await vi.waitFor(
        async () => {
          const waiting = rowsOf<{ count: number }>(
            await t.db.execute(
              sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%stream_timers%'`,
            ),
          );
          expect(waiting[0]!.count).toBe(1);
        },
        { timeout: 5_000, interval: 20 },
      );
      commit();
      await first;
      expect((await second)!.addedMs).toBe(80_000);
      const after = await timerOf(creator);
      expect(after.added_ms).toBe(180_000);
      expect(endsAt(after) - endsAt(before)).toBe(180_000);
    },
  );
});

describe('the timer across a restart and on the widgets’ stream', () => {
  it('is where it was after the app is closed and a new one started on the same database', async () => {
    const creator = await member(t);
    const cookie = creator.browser.state.cookie!;
    const call = (app: typeof t.app, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

    const first = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    let paused!: StreamTimer;
    let running!: StreamTimer;
    try {
      expect(
        (await call(first, 'PUT', TIMER, { seconds_per_peso: 2, seconds_per_member: 30, cap_minutes: 60 }))
          .statusCode,
      ).toBe(200);
      expect((await call(first, 'POST', `${TIMER}/start`, { minutes: 45 })).statusCode).toBe(200);
      paused = (await call(first, 'POST', `${TIMER}/pause`)).json().data;
    } finally {
      await first.close();
    }
    const second = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const read = (await call(second, 'GET', TIMER)).json().data as StreamTimer;
      expect(read).toEqual({ ...paused, at: read.at });
      running = (await call(second, 'POST', `${TIMER}/resume`)).json().data;
    } finally {
      await second.close();
    }
    const third = await buildApp({ config: t.config, db: t.db, storage: t.storage, jobs: t.jobs });
    try {
      const read = (await call(third, 'GET', TIMER)).json().data as StreamTimer;
      expect(read).toMatchObject({
        state: 'running',
        ends_at: running.ends_at,
        seconds_per_peso: 2,
        cap_minutes: 60,
      });
    } finally {
      await third.close();
    }
  });

  it('sends each change to an open widget, a gift’s extension after its alert', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    await setRules(creator, { seconds_per_peso: 1, seconds_per_member: 0, cap_minutes: null });
    const stream = await server.open(`/v1/overlay/${token}/events`);
    try {
      const started = await change(creator, 'start', { minutes: 5 });
      await gift(t, creator, { amount: '25', supporter_name: 'Liza' });
      const paused = await change(creator, 'pause');
      const resumed = await change(creator, 'resume');
      const stopped = await change(creator, 'stop');
      const events = (await stream.waitFor(6)).map(({ event }) => event);
      const timers = events.filter((event): event is OverlayTimerEvent => event.type === 'timer');
      expect(events.map((event) => event.type)).toEqual([
        'timer',
        'gift',
        'timer',
        'timer',
        'timer',
        'timer',
      ]);
      expect(timers[0]).toEqual({
        type: 'timer',
        state: 'running',
        ends_at: started.ends_at,
        remaining_ms: 5 * MINUTE,
        added_ms: 0,
        at: started.at,
      });
      expect(timers[1]).toMatchObject({
        type: 'timer',
        state: 'running',
        ends_at: new Date(endsAt(started) + 25_000).toISOString(),
        added_ms: 25_000,
      });
      expect(timers[1]!.remaining_ms).toBe(endsAt(timers[1]!) - Date.parse(timers[1]!.at));
      expect(timers[2]).toEqual({
        type: 'timer',
        state: 'paused',
        ends_at: null,
        remaining_ms: paused.remaining_ms,
        added_ms: 0,
        at: paused.at,
      });
      expect(timers[3]).toEqual({
        type: 'timer',
        state: 'running',
        ends_at: resumed.ends_at,
        remaining_ms: paused.remaining_ms,
        added_ms: 0,
        at: resumed.at,
      });
      expect(timers[4]).toEqual({
        type: 'timer',
        state: 'stopped',
        ends_at: null,
        remaining_ms: 0,
        added_ms: 0,
        at: stopped.at,
      });
    } finally {
      await stream.close();
    }
  });
});
