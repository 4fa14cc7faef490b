import { createServer, type Socket } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createOverlayBus, reconnectDelay } from './overlay.bus.ts';

/**
 * Just enough of a PostgreSQL server for one listening connection: it lets any client in, answers every
 * statement, can send a notification, and can be "stopped" (every connection dropped at once, new ones
 * dropped as they come) and "started" again. It counts the connections tried and those still open.
 */
async function fakePostgres() {
  let up = true;
  const open = new Set<Socket>();
  const tries: number[] = [];
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const text = (value: string) => Buffer.from(`${value}\0`, 'utf8');
  const ready = message('Z', Buffer.from('I'));
  const server = createServer((socket) => {
    tries.push(Date.now());
    if (!up) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // the start-up message has no type byte; every later one has
        const offset = started ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const length = buffered.readInt32BE(offset);
        if (buffered.length < offset + length) return;
        const type = started ? buffered.toString('latin1', 0, 1) : '';
        buffered = buffered.subarray(offset + length);
        if (!started) {
          started = true;
          socket.write(Buffer.concat([message('R', Buffer.alloc(4)), ready]));
        } else if (type === 'Q') {
          socket.write(Buffer.concat([message('C', text('LISTEN')), ready]));
        } else if (type === 'X') {
          socket.end();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `postgres://pixel@127.0.0.1:${port}/pixel`,
    tries,
    open,
    stop() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    start() {
      up = true;
    },
    notify(payload: string) {
      const pid = Buffer.alloc(4);
      for (const socket of open)
        socket.write(message('A', Buffer.concat([pid, text('overlay_events'), text(payload)])));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Waits for what comes over the network, leaving the faked clock where it is: the bus's waits are the
 * test's to pass, and `vi.waitFor` and `expect.poll` move that clock on at each look.
 */
async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(5);
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the overlay bus on PostgreSQL', () => {
  it('tries again with one connection at a time, waiting longer each time, and keeps one once the database is back', async () => {
    // only the bus's waits are faked: its connections are real ones, to a fake server
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await fakePostgres();
    cleanups.push(database.close);
    const pool = new pg.Pool({ connectionString: database.url });
    cleanups.push(() => pool.end());
    const warnings: { retryInMs?: number }[] = [];
    const bus = createOverlayBus({
      db: drizzle(pool) as unknown as Db,
      log: { warn: (obj) => warnings.push(obj), info: () => undefined },
      reconnect: { firstMs: 40, maxMs: 320 },
    });
    await bus.start();
    cleanups.push(() => bus.close());
    const signals: unknown[] = [];
    let reconnected = 0;
    bus.subscribe(
      'creator-1',
      (signal) => signals.push(signal),
      () => reconnected++,
    );
    expect(database.open.size).toBe(1);

    database.stop();
    const before = database.tries.length;
    for (let attempt = 0; attempt < 7; attempt++) {
      // each loss schedules one try, after a wait drawn from the upper half of its doubling step
      await eventually(() => warnings.length === attempt + 1, 'the loss to be noticed');
      const wait = warnings.at(-1)!.retryInMs!;
      const step = Math.min(320, 40 * 2 ** attempt);
      expect(wait).toBeGreaterThanOrEqual(step / 2);
      expect(wait).toBeLessThanOrEqual(step);
      expect(vi.getTimerCount()).toBe(1);
      // the try is still scheduled a moment before the wait ends, and made when it ends
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(vi.getTimerCount()).toBe(1);
      expect(database.tries.length).toBe(before + attempt);
      await vi.advanceTimersByTimeAsync(1);
      await eventually(() => database.tries.length === before + attempt + 1, 'the try');
    }
    await eventually(() => warnings.length === 8, 'the last try to fail');
    expect(warnings.at(-1)?.retryInMs).toBeLessThanOrEqual(320);
    database.start();
    await vi.advanceTimersByTimeAsync(warnings.at(-1)!.retryInMs!);
    await eventually(() => reconnected === 1, 'the listener to come back');

    // nothing is left scheduled to try again: the one connection stays open, and it delivers
    expect(vi.getTimerCount()).toBe(0);
    expect(database.tries.length).toBe(before + 8);
    expect(database.open.size).toBe(1);
    database.notify(JSON.stringify({ userId: 'creator-1' }));
    await eventually(() => signals.length === 1, 'the notification');
  });

  it('closes the listening connection and tries no more once closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await fakePostgres();
    cleanups.push(database.close);
    const pool = new pg.Pool({ connectionString: database.url });
    cleanups.push(() => pool.end());
    const bus = createOverlayBus({
      db: drizzle(pool) as unknown as Db,
      log: { warn: () => undefined, info: () => undefined },
      reconnect: { firstMs: 20, maxMs: 40 },
    });
    await bus.start();
    database.stop();
    for (let tried = 1; tried <= 3; tried++) {
      await eventually(() => vi.getTimerCount() === 1, 'a try to be scheduled');
      await vi.runOnlyPendingTimersAsync();
      await eventually(() => database.tries.length === 1 + tried, 'the try');
    }
    // closed with its next try scheduled: the try is dropped, so none comes even once the database is back
    await eventually(() => vi.getTimerCount() === 1, 'the next try to be scheduled');
    await bus.close();
    expect(vi.getTimerCount()).toBe(0);
    database.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(database.tries.length).toBe(4);
    expect(database.open.size).toBe(0);
  });
});

describe('the wait before the next try', () => {
  it('doubles from the first wait up to the cap, drawn from the upper half of each step', () => {
    for (let i = 0; i < 200; i++) {
      const waits = [0, 1, 2, 3, 10, 60].map((attempt) => reconnectDelay(attempt));
      expect(waits[0]).toBeGreaterThanOrEqual(250);
      expect(waits[0]).toBeLessThanOrEqual(500);
      expect(waits[3]).toBeGreaterThanOrEqual(2_000);
      expect(waits[3]).toBeLessThanOrEqual(4_000);
      expect(waits[4]).toBeGreaterThanOrEqual(5_000);
      expect(waits[5]).toBeLessThanOrEqual(10_000);
    }
  });
});
