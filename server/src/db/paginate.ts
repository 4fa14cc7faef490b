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
