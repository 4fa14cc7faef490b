import { type SQL, sql } from 'drizzle-orm';

export type ArrayType = 'text' | 'uuid' | 'bigint' | 'jsonb' | 'timestamptz' | 'boolean';

/**
 * A list of values as one array parameter, for `= any(...)`: the statement's text, and what the database
 * parses, stays the same however many values a batch has, where a list of parameters grows with it.
 */
export const arrayParam = (values: readonly unknown[], type: ArrayType): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Rows as a table in a statement, one array parameter per column:
 * `unnest($1::text[], $2::uuid[]) as alias (a, b)`, for `insert ... select * from` or a join.
 */
export function unnestRows<T>(
  alias: string,
  rows: readonly T[],
  columns: Record<string, [ArrayType, (row: T) => unknown]>,
): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [type, value] = columns[name]!;
    return arrayParam(rows.map(value), type);
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.identifier(alias)} (${sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )})`;
}
