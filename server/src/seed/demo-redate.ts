import { sql } from 'drizzle-orm';
import { unnestRows } from '../db/arrays.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../ledger/ledger.ts';

/** The database's own clock, to the microsecond, as its text: what its `now()` stamps rows with. */
export async function databaseTime(db: Db) {
  const [row] = rowsOf<{ t: string }>(await db.execute(sql`select clock_timestamp()::text as t`));
  return row!.t;
}

/**
 * Moves what the seed wrote onto the demo's six months: every time written while step k ran (from the
 * database's time when it started to when the next one did) becomes step k's moment plus the same offset.
 * The ledger's rows keep the time they were posted (what is posted stays posted), as the staff audit
 * trail keeps the time it was written (its rows are never changed), and follows, which are never updated,
 * are made again at their moment.
 */
export async function redate(db: Db, marks: { real: string; at: number }[]) {
  await db.transaction(async (tx) => {
    const [end] = rowsOf<{ t: string }>(await tx.execute(sql`select clock_timestamp()::text as t`));
    const spans = marks.map((mark, k) => ({
      start: mark.real,
      end: marks[k + 1]?.real ?? end!.t,
      target: new Date(mark.at).toISOString(),
    }));
    const timeline = unnestRows('m', spans, {
      real_start: ['timestamptz', (span) => span.start],
      real_end: ['timestamptz', (span) => span.end],
      target: ['timestamptz', (span) => span.target],
    });
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(sql`
        select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type = 'timestamp with time zone'
          and c.table_name not in ('ledger_entries', 'ledger_transactions', 'staff_audit', 'follows')
        order by c.table_name, c.column_name`),
    );
    for (const { table_name: table, column_name: column } of columns) {
      const col = sql.identifier(column);
      await tx.execute(sql`
        update ${sql.identifier(table)} as x set ${col} = m.target + (x.${col} - m.real_start)
        from ${timeline}
        where x.${col} >= m.real_start and x.${col} < m.real_end`);
    }
    await tx.execute(sql`
      with moved as (
        delete from follows f using ${timeline}
        where f.created_at >= m.real_start and f.created_at < m.real_end
        returning f.follower_user_id, f.followee_user_id, m.target + (f.created_at - m.real_start) as created_at
      )
      insert into follows (follower_user_id, followee_user_id, created_at)
      select follower_user_id, followee_user_id, created_at from moved`);
  });
}
