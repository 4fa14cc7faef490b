import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { pageVisitQuery } from './page-visit.ts';
import { compileRowMapper } from './row-mapper.ts';
import * as schema from './schema/index.ts';
import { creatorCounts, gifts, users } from './schema/index.ts';

// a database that is never connected: the statements are only built
const db = drizzle.mock({ schema }) as unknown as Db;

type Fields = Parameters<typeof compileRowMapper>[0];

// drizzle's own row mapping, exported by its build but not by its types
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: Fields, row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown;
};

interface Prepared {
  fields: Fields;
  joinsNotNullableMap: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

// a value each column's decoder reads as PostgreSQL's driver would give it: a timestamp, a number, JSON
const samples = ['2026-11-28 10:00:00.123456+00', '42', '{"a":[1,2]}', 'text', true, 7];

/** Rows of every mix of values and nulls, the same for every run. */
function rowsFor(width: number) {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: 300 }, (_, n) =>
    Array.from({ length: width }, (_, i) => {
      // every fourth row all nulls but one column, every fifth no nulls at all
      if (n % 4 === 0) return i === n % width ? samples[i % samples.length] : null;
      if (n % 5 === 0) return samples[next() % samples.length];
      return next() % 3 === 0 ? null : samples[next() % samples.length];
    }),
  );
}

describe('rows mapped by a function written for the columns', () => {
  it("maps a page visit's rows as drizzle does: nested objects, decoders, left-joined tables null", () => {
    const prepared = pageVisitQuery(db, 'row_mapper_visit', (viewer) => ({
      lastGiftAt:
        sql<Date>`(select max(${gifts.settledAt}) from ${gifts} where ${gifts.supporterUserId} = ${viewer})`.mapWith(
          gifts.settledAt,
        ),
      total: sql<number>`1`.mapWith(Number),
    })) as unknown as Prepared;
    expect(prepared.customResultMapper).toBeTypeOf('function');
    const rows = rowsFor(prepared.fields.length);
    const expected = rows.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
    expect(prepared.customResultMapper!(rows)).toEqual(expected);
    // the left-joined counts were null on some rows and objects on others
    const counts = expected.map((row) => (row as { creatorCounts: unknown }).creatorCounts);
    expect(counts).toContain(null);
    expect(counts.some((value) => value !== null)).toBe(true);
  });

  it('keeps an inner-joined table an object, and a table mixed into another object as drizzle does', () => {
    const prepared = db
      .select({
        creator: users,
        counts: creatorCounts,
        mixed: { id: users.id, shown: creatorCounts.giftsShown },
        name: users.pageName,
      })
      .from(users)
      .innerJoin(creatorCounts, eq(creatorCounts.userId, users.id))
      .prepare('row_mapper_inner') as unknown as Prepared;
    const map = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
    const rows = rowsFor(prepared.fields.length);
    expect(rows.map(map)).toEqual(
      rows.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap)),
    );
  });
});
