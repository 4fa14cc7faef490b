import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();

/** Names by statement text; a text past the limit runs unnamed, so no connection keeps unbounded plans. */
const names = new Map<string, string>();
const MAX_NAMED = 200;

function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `px_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement as a named prepared statement: each connection parses and plans its text once and
 * then only binds new values, where an unnamed statement is parsed and planned on every call. Meant for
 * the hot statements whose text never changes with the number of values (lists go in as one array,
 * `arrayParam` and `unnestRows`); the name is the text's hash, so a text that does vary is prepared
 * once per variant and is never run under another's name. Answers like `execute`.
 */
export function executePrepared(db: Db | Tx, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}

/**
 * Query builders prepared once per shape: `prepared(name, build)` builds the query the first time a name
 * is asked for (`build` ends in drizzle's `.prepare(name)`) and keeps it, so neither its SQL nor its row
 * mapping is built again and each connection plans it once. A query whose shape depends on its input
 * (whose view, which filter) takes one name per shape, its values as placeholders.
 */
export function preparedByShape() {
  const kept = new Map<string, unknown>();
  return <T>(name: string, build: (name: string) => T): T => {
    if (!kept.has(name)) kept.set(name, build(name));
    return kept.get(name) as T;
  };
}
