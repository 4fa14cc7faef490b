import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { compileRowMapper } from './row-mapper.ts';

/**
 * A table's rows as one JSON column of another query, and back to rows as drizzle maps them: a list and
 * the rows each of its items holds (a post's photos) in one round trip. Each row travels as a JSON array of
 * its columns in the schema's order, not an object: PostgreSQL writes, and Node.js reads, none of the
 * column names again for every row.
 */
export function jsonRows<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  const row = sql<unknown>`json_build_array(${sql.join(
    columns.map(([, column]) => sql`${column}`),
    sql`, `,
  )})`;
  // a row is its columns in the schema's order: each column a field at the top of the row
  const decodeRow = compileRowMapper(columns.map(([key, column]) => ({ path: [key], field: column })));
  return {
    /** One row of the table as JSON, the table being the one its columns name in the query. */
    row,
    /** `[]` when no row matches `where`. */
    column: (where: SQL, orderBy: SQL) =>
      sql<unknown[]>`(select coalesce(json_agg(${row} order by ${orderBy}), '[]'::json)
        from ${table} where ${where})`,
    decode: (values: unknown[]) =>
      values.map((value) => decodeRow(value as unknown[])) as T['$inferSelect'][],
  };
}
