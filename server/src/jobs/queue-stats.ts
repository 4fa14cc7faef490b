import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { JobName } from './job-data.ts';

export interface QueueStats {
  name: JobName;
  /** Jobs waiting: ready, deferred (a retry's backoff) or blocked. */
  queued: number;
  active: number;
  /** Failed jobs still kept (for the operator to look at; see docs/deploy.md). */
  failed: number;
  /** How long the oldest job waiting has waited, in seconds (0 when none waits). */
  oldestSeconds: number;
}

/** The jobs of a queue this instance's workers have finished, since it started. */
export interface QueueDone {
  name: JobName;
  completed: number;
  failed: number;
}

/** Jobs per queue and state, and the age of the oldest waiting, read from pg-boss's table in one statement. */
export async function readQueueStats(db: Db, names: JobName[]): Promise<QueueStats[]> {
  const result = (await db.execute(
    sql`select name, state, count(*)::int as n,
          coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
        from pgboss.job group by name, state`,
  )) as unknown as { rows: { name: string; state: string; n: number; oldest: number }[] };
  return names.map((name) => {
    const rows = (...states: string[]) =>
      result.rows.filter((row) => row.name === name && states.includes(row.state));
    const total = (...states: string[]) => rows(...states).reduce((sum, row) => sum + Number(row.n), 0);
    const waiting = rows('created', 'retry');
    return {
      name,
      queued: total('created', 'retry'),
      active: total('active'),
      failed: total('failed'),
      oldestSeconds: Math.max(0, ...waiting.map((row) => Math.round(Number(row.oldest)))),
    };
  });
}
