import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from '../../db/client.ts';

const CHANNEL = 'overlay_events';
const RECONNECT_MS = 1_000;

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
export function createOverlayBus(deps: { db: Db; log: { warn(obj: object, msg: string): void } }) {
  const { db, log } = deps;
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
    const unlisten = await client.listen(CHANNEL, deliver);
    stop = () => unlisten();
  }

  async function listenPostgres(pool: pg.Pool) {
    // LISTEN needs a connection of its own that stays open: the pool's are lent for one query at a time
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => deliver(message.payload));
    const retry = () => {
      if (stopped) return;
      setTimeout(() => {
        if (stopped) return;
        listenPostgres(pool).then(
          () => onReconnect.forEach((fn) => fn()),
          (error: unknown) => {
            log.warn({ err: error }, 'overlay listener could not reconnect');
            retry();
          },
        );
      }, RECONNECT_MS);
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'overlay listener lost its connection');
      client.end().catch(() => undefined);
    });
    client.on('end', retry);
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    stop = async () => {
      client.removeListener('end', retry);
      await client.end().catch(() => undefined);
    };
  }

  return {
    async start() {
      const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
      if ('listen' in client) await listenPglite(client);
      else await listenPostgres(client);
    },

    async close() {
      stopped = true;
      subscribers.clear();
      await stop?.();
    },

    /** Sent with the transaction: delivered if it commits, never if it rolls back. */
    async notify(tx: Tx | Db, signal: OverlaySignal) {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`);
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
