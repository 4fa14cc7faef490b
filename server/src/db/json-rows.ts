import { Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

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
  const decodeRow = rowDecoder<T['$inferSelect']>(columns);
  return {
    /** One row of the table as JSON, the table being the one its columns name in the query. */
    row,
    /** `[]` when no row matches `where`. */
    column: (where: SQL, orderBy: SQL) =>
      sql<unknown[]>`(select coalesce(json_agg(${row} order by ${orderBy}), '[]'::json)
        from ${table} where ${where})`,
    decode: (values: unknown[]) => values.map((value) => decodeRow(value as unknown[])),
  };
}

/**
 * A row from the array of its columns, as drizzle maps a row from the driver (a timestamp becomes a
 * `Date`): one object literal of the table's keys, written once a table, so every row has the same shape
 * from the start and no key is looked up by name per row.
 */
function rowDecoder<Row>(columns: [string, Column][]) {
  const maps = columns.map(([, column]) =>
    column.mapFromDriverValue === Column.prototype.mapFromDriverValue
      ? null
      : (value: unknown) => column.mapFromDriverValue(value),
  );
  const fields = columns.map(([key], i) => {
    const value = maps[i] ? `raw[${i}] == null ? null : maps[${i}](raw[${i}])` : `raw[${i}] ?? null`;
    return `${JSON.stringify(key)}: ${value}`;
  });
  // the keys are the schema's own property names, quoted as JSON strings
  const decode = new Function('raw', 'maps', `return { ${fields.join(', ')} };`) as (
    raw: unknown[],
    mappers: typeof maps,
  ) => Row;
  return (raw: unknown[]) => decode(raw, maps);
}
