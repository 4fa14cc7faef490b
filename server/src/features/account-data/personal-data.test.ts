import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { personalDataParts } from '../../personal-data.ts';
import { freshDatabase } from '../../test/test-app.ts';

/**
 * The names of columns that hold a person's id without a foreign key to `users`: the audit trail's, the
 * staff member's of a refund or a note, a fan-out's place in a follower list. Any new column named so is
 * counted too.
 */
const personColumn =
  /(^|_)user_id$|_by$|^(creator|supporter|buyer|payer|payee|staff|subject|actor|recipient|asker|owner|member)_id$/;

/** Every table of the app (the public schema) with a column holding a user's id, and those columns. */
async function tablesHoldingPeople(database: Database) {
  const keys = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select cl.relname as table_name, a.attname as column_name
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join lateral unnest(con.conkey) as k(attnum) on true
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
      where con.contype = 'f' and con.confrelid = 'public.users'::regclass and n.nspname = 'public'`),
  );
  const named = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('uuid', 'text', 'character varying')`),
  ).filter((row) => personColumn.test(row.column_name));
  // the account itself
  const holding = new Map<string, Set<string>>([['users', new Set(['id'])]]);
  for (const row of [...keys, ...named]) {
    holding.set(row.table_name, (holding.get(row.table_name) ?? new Set()).add(row.column_name));
  }
  return holding;
}

const names = (tables: PgTable[] | undefined) => (tables ?? []).map((table) => getTableName(table));

/** Each table the parts answer for, and who says so. */
function declared() {
  const by = {
    exported: new Map<string, string[]>(),
    notExported: new Map<string, string[]>(),
    erased: new Map<string, string[]>(),
    kept: new Map<string, string[]>(),
  };
  const add = (map: Map<string, string[]>, table: string, who: string) =>
    map.set(table, [...(map.get(table) ?? []), who]);
  for (const part of personalDataParts) {
    for (const table of names(part.export?.tables)) add(by.exported, table, part.name);
    for (const table of names(part.erase?.tables)) add(by.erased, table, part.name);
    for (const [table, why] of part.notExported ?? [])
      add(by.notExported, getTableName(table), `${part.name}: ${why}`);
    for (const [table, why] of part.kept ?? []) add(by.kept, getTableName(table), `${part.name}: ${why}`);
  }
  return by;
}

describe("every table that holds a person's id is in the copy of their data and in their erasure", () => {
  let database: Database;
  let holding: Map<string, Set<string>>;
  beforeAll(async () => {
    database = await freshDatabase();
    holding = await tablesHoldingPeople(database);
  });
  afterAll(() => database?.close());

  it('finds the tables by their keys to users and by their columns named for a person', () => {
    // a key to users, and a column without one (the audit trail keeps ids of rows it outlives)
    expect(holding.get('gifts')).toEqual(new Set(['creator_user_id', 'supporter_user_id']));
    expect(holding.get('staff_audit')).toEqual(new Set(['staff_user_id', 'subject_user_id']));
    expect(holding.get('identity_verifications')).toEqual(new Set(['user_id', 'reviewed_by']));
    expect(holding.has('photos')).toBe(false);
  });

  it('has each such table read by an export part, or says why the copy leaves it out', () => {
    const { exported, notExported } = declared();
    const missing = [...holding]
      .filter(([table]) => !exported.has(table) && !notExported.has(table))
      .map(([table, columns]) => `${table} (${[...columns].join(', ')})`);
    expect(missing, 'tables holding a person that no export part reads nor leaves out').toEqual([]);
  });

  it('has each such table erased by a part, or says why its rows stay', () => {
    const { erased, kept } = declared();
    const missing = [...holding]
      .filter(([table]) => !erased.has(table) && !kept.has(table))
      .map(([table, columns]) => `${table} (${[...columns].join(', ')})`);
    expect(missing, 'tables holding a person that no erasure empties nor keeps').toEqual([]);
  });

  it('says each reason, and never both that a table is exported and left out, or erased and kept', () => {
    const { exported, notExported, erased, kept } = declared();
    for (const reasons of [...notExported.values(), ...kept.values()]) {
      for (const reason of reasons) expect(reason).toMatch(/: \S.{10,}/);
    }
    expect([...notExported.keys()].filter((table) => exported.has(table))).toEqual([]);
    expect([...kept.keys()].filter((table) => erased.has(table))).toEqual([]);
  });

  it('names only tables the database has, and each part once', async () => {
    const tables = new Set(
      rowsOf<{ table_name: string }>(
        await database.db.execute(sql`
          select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`),
      ).map((row) => row.table_name),
    );
    const { exported, notExported, erased, kept } = declared();
    const named = [exported, notExported, erased, kept].flatMap((map) => [...map.keys()]);
    expect(named.filter((table) => !tables.has(table))).toEqual([]);
    const parts = personalDataParts.map((part) => part.name);
    expect(parts).toEqual([...new Set(parts)]);
  });
});
