import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from '../../db/client.ts';

/** The PostgreSQL channel of the overlays' notifications. */
export const OVERLAY_CHANNEL = 'overlay_events';

/** How long to wait before the listening connection's next try: doubling from `firstMs` up to `maxMs`. */
export interface ReconnectDelays {
  firstMs: number;
  maxMs: number;
}
// at most 10 s: live alerts come back soon after the database does, at a cost of one try per 10 s meanwhile
const RECONNECT: ReconnectDelays = { firstMs: 500, maxMs: 10_000 };

/**
 * The wait before try number `attempt` (0 for the first after a loss): doubling, capped, and drawn at random
 * from its upper half, so instances that lost the database together do not all come back in step.
 */
export function reconnectDelay(attempt: number, delays: ReconnectDelays = RECONNECT) {
  const ceiling = Math.min(delays.maxMs, delays.firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** What one notification says: this creator has new events, or their overlay address changed. */
export interface OverlaySignal {
  userId: string;
  reset?: boolean;
}

type Subscriber = (signal: OverlaySignal) => void;

/**
 * Tells every instance's open overlays that a creator has something new, through PostgreSQL LISTEN/NOTIFY:
 * a notification sent inside a transaction is delivered when it commits, on whichever instance listens.
 * The embedded database (one instance) has LISTEN/NOTIFY too, so both run the same way.
 */
export function createOverlayBus(deps: {
  db: Db;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  reconnect?: ReconnectDelays;
}) {
  const { db, log, reconnect = RECONNECT } = deps;
  const subscribers = new Map<string, Set<Subscriber>>();
  // told when the listening connection came back: what was sent meanwhile is fetched by every overlay
  const onReconnect = new Set<() => void>();
  let stopped = false;
  let stop: (() => Promise<void>) | null = null;

  function deliver(payload: string | undefined) {
    let signal: OverlaySignal;
    try {
      signal = JSON.parse(payload ?? '') as OverlaySignal;
    } catch {
      return;
    }
    for (const subscriber of subscribers.get(signal.userId) ?? []) subscriber(signal);
  }

  async function listenPglite(client: PGlite) {
    const unlisten = await client.listen(OVERLAY_CHANNEL, deliver);
    stop = () => unlisten();
  }

  /**
   * LISTEN needs a connection of its own that stays open: the pool's are lent for one query at a time.
   * There is one path back after a loss, whatever reported it (a failed connect, an error, the end of
   * the connection; node-postgres may report one failure as several of them): the old client is closed,
   * and one try is scheduled, after a delay that grows while the database stays away.
   */
  function listenPostgres(pool: pg.Pool) {
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    let failures = 0;

    const lost = (current: pg.Client, error: unknown) => {
      // a client already given up on may still report its end: only the current one counts
      if (stopped || current !== client) return;
      client = null;
      current.removeAllListeners('notification');
      current.end().catch(() => undefined);
      const delay = reconnectDelay(failures++, reconnect);
      log.warn({ err: error, retryInMs: delay }, 'overlay listener lost its connection');
      timer = setTimeout(() => {
        timer = null;
        void connect().then(
          () => onReconnect.forEach((fn) => fn()),
          () => undefined,
        );
      }, delay);
    };

    const connect = async () => {
      const current = new pg.Client(pool.options);
      client = current;
      current.on('notification', (message) => deliver(message.payload));
      current.on('error', (error) => lost(current, error));
      current.on('end', () => lost(current, new Error('the connection ended')));
      try {
        await current.connect();
        await current.query(`listen ${OVERLAY_CHANNEL}`);
      } catch (error) {
        lost(current, error);
        throw error;
      }
      if (failures) log.info({ tries: failures }, 'overlay listener is back');
      failures = 0;
    };

    stop = async () => {
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
    return connect();
  }

  return {
    async start() {
      const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
      if ('listen' in client) return listenPglite(client);
      try {
        await listenPostgres(client);
      } catch (error) {
        // a database away at start-up fails the start: no try is left behind to keep the process alive
        await stop?.();
        throw error;
      }
    },

    async close() {
      stopped = true;
      subscribers.clear();
      await stop?.();
    },

    /** Sent with the transaction: delivered if it commits, never if it rolls back. */
    async notify(tx: Tx | Db, signal: OverlaySignal) {
      await tx.execute(sql`select pg_notify(${OVERLAY_CHANNEL}, ${JSON.stringify(signal)})`);
    },

    subscribe(userId: string, subscriber: Subscriber, reconnected: () => void) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscriber);
      subscribers.set(userId, set);
      onReconnect.add(reconnected);
      return () => {
        set.delete(subscriber);
        if (!set.size) subscribers.delete(userId);
        onReconnect.delete(reconnected);
      };
    },
  };
}

export type OverlayBus = ReturnType<typeof createOverlayBus>;
