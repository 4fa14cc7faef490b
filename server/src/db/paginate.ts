import { sql, type Placeholder } from 'drizzle-orm';
import { offsetOf } from '../lib/pagination.ts';

/** A select that can still be cut to a page: filtered and ordered, before its `limit`. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * The rows of page `at.page` and `total`, how many rows the same filter finds in all (most often
 * `db.$count(table, where)`), asked at once.
 */
export async function paginate<Row>(
  at: { page: number; perPage: number },
  rows: Pageable<Row>,
  total: PromiseLike<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, count] = await Promise.all([rows.limit(at.perPage).offset(offsetOf(at)), total]);
  return { rows: page, total: count };
}

/** A prepared list query as `paginate` takes it: its values, and the page's `limit` and `offset` placeholders. */
export function preparedPage<Row, Values extends Record<string, unknown>>(
  query: { execute(values: Values & { limit: number; offset: number }): PromiseLike<Row[]> },
  values: Values,
): Pageable<Row> {
  return { limit: (limit) => ({ offset: (offset) => query.execute({ ...values, limit, offset }) }) };
}

/**
 * Where a prepared list query cuts its page: `shape` goes into the statement's name, `limit` and `offset`
 * into its `.limit()` and `.offset()`, or `sql` (the clause) into a statement written in SQL. The first
 * page, the one every visit asks for, has its size written into the SQL (a statement of its own per size,
 * and the sizes are the contract's few); a later page takes placeholders. PostgreSQL prices a generic plan
 * with a placeholder limit or offset as if it read a tenth of the filter's rows: where the average creator
 * is bigger than the one asked for (a few viral creators hold most gifts), the generic plan never wins and
 * the statement is planned anew on every execution, a third of a millisecond of the database's CPU for the
 * gifts' wall. With the page's size written in, it keeps one plan.
 *
 * `upTo` cuts one part of a `union all` that the page is cut from after: the rows up to the page's end,
 * ordered as the page is. Without it, PostgreSQL joins every row of each part before the union is sorted
 * and cut (a generic plan expects the average creator's gifts, and joined them to every account by hash).
 */
export function pageCut(at: { page: number; perPage: number }) {
  if (at.page !== 1) {
    const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
    return {
      shape: 'any',
      limit,
      offset,
      sql: sql`limit ${limit} offset ${offset}`,
      upTo: sql`limit (${limit}::bigint + ${offset}::bigint)`,
    };
  }
  const limit = writtenLimit(at.perPage);
  return {
    shape: `first${at.perPage}`,
    limit,
    offset: 0,
    sql: sql`limit ${limit}`,
    upTo: sql`limit ${limit}`,
  };
}

/**
 * A limit written into a statement's SQL, for `.limit()`, where drizzle would send a number as a value.
 * A generic plan prices a limit it cannot see as a tenth of the rows the statement could find: a one-row
 * read over joins that might fan out looked ten times dearer than its custom plans, and PostgreSQL planned
 * it anew on every execution.
 */
export function writtenLimit(rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`not a row count: ${rows}`);
  // drizzle's .limit() types a number or a placeholder; SQL (a checked integer, written as it is) goes into
  // the statement the same way a placeholder does
  return sql.raw(String(rows)) as unknown as Placeholder;
}
