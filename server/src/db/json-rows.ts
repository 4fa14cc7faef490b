import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows as one JSON column of another query (each row a JSON object keyed as drizzle keys the
 * table's columns), and back to rows as drizzle maps them: a list and the rows each of its items holds
 * (a post's photos) in one round trip.
 */
export function jsonRows<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  // the keys are the schema's own property names, never input
  const object = sql<unknown>`json_build_object(${sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
  return {
    /** One row of the table as a JSON object, the table being the one its columns name in the query. */
    object,
    /** `[]` when no row matches `where`. */
    column: (where: SQL, orderBy: SQL) =>
      sql<unknown[]>`(select coalesce(json_agg(${object} order by ${orderBy}), '[]'::json)
        from ${table} where ${where})`,
    decode: (values: unknown[]) =>
      values.map((value) => {
        const raw = value as Record<string, unknown>;
        return Object.fromEntries(
          columns.map(([key, column]) => [
            key,
            raw[key] === null || raw[key] === undefined ? null : column.mapFromDriverValue(raw[key]),
          ]),
        );
      }) as T['$inferSelect'][],
  };
}
