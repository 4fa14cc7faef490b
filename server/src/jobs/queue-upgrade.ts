import { type SQL, sql } from 'drizzle-orm';
import type { PgBoss, Queue } from 'pg-boss';
import type { Db } from '../db/client.ts';

type QueueOptions = Omit<Queue, 'name'>;

// pg-boss 10 kept schema version 24; pg-boss 11 and later start from 25 and cannot migrate it
const VERSION_10_SCHEMA = 'pgboss_v10';

/**
 * A database whose queue pg-boss 10 made (before decision 0075): its schema is renamed, so pg-boss 12
 * makes its own. Runs under the start-up lock, one instance at a time. Answers whether it did.
 */
export async function setAsideVersion10(db: Db) {
  const read = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await read(sql`select to_regclass('pgboss.version') as name`);
  if (!table?.name) return false;
  const [row] = await read(sql`select version from pgboss.version`);
  if (!row || Number(row.version) >= 25) return false;
  await db.execute(sql.raw(`alter schema pgboss rename to ${VERSION_10_SCHEMA}`));
  return true;
}

/** The jobs pg-boss 10 had still to do, queued again in pg-boss 12, then its schema dropped. */
export async function carryOverVersion10(db: Db, boss: PgBoss, names: string[]) {
  const rows = (await db.execute(
    sql.raw(`select name, data, singleton_key, start_after from ${VERSION_10_SCHEMA}.job
      where state::text in ('created', 'retry', 'active')`),
  )) as unknown as {
    rows: { name: string; data: object | null; singleton_key: string | null; start_after: Date | string }[];
  };
  let carried = 0;
  for (const name of names) {
    const jobs = rows.rows.filter((row) => row.name === name);
    if (!jobs.length) continue;
    await boss.insert(
      name,
      jobs.map((job) => ({
        data: job.data ?? {},
        startAfter: new Date(job.start_after),
        ...(job.singleton_key && { singletonKey: job.singleton_key }),
      })),
    );
    carried += jobs.length;
  }
  await db.execute(sql.raw(`drop schema ${VERSION_10_SCHEMA} cascade`));
  return carried;
}

/** Whether a queue made earlier has other retry, expiry or heartbeat settings than its definition now. */
export function changed(existing: Queue, wanted: QueueOptions) {
  return (Object.keys(wanted) as (keyof QueueOptions)[]).some(
    (key) => (existing[key] ?? null) !== (wanted[key] ?? null),
  );
}

/** A definition as pg-boss's update takes it: a heartbeat the definition no longer has is turned off. */
export const queueOptionsToUpdate = (wanted: QueueOptions) => ({
  ...wanted,
  heartbeatSeconds: wanted.heartbeatSeconds ?? null,
});
