import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** One selected column of a prepared select as drizzle keeps it: where it goes in the row, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared query (node-postgres and PGlite alike) that map its rows. */
interface PreparedRows {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** The decoder drizzle's `mapResultRow` takes for a selected field. */
function decoderOf(field: unknown): Decoder {
  // an SQL's decoder is internal to drizzle (`mapWith` sets it)
  const decoderOfSql = (sqlOf: SQL) => (sqlOf as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

const isIdentity = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * A prepared select's rows mapped by a function written once for its columns, as drizzle's `mapResultRow`
 * maps them (nested objects by each column's path, each value through its column's decoder, a left-joined
 * table's object null when its first column is): drizzle walks every column's path and asks what each
 * field is on every row, which for the page visit's 52 columns cost more than reading the row. Returns the
 * same prepared query, for the hot statements (`page-visit.ts`).
 */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as PreparedRows;
  if (!query.fields || query.customResultMapper) return prepared;
  const map = compileRowMapper(query.fields, query.joinsNotNullableMap);
  query.customResultMapper = (rows) => rows.map(map);
  return prepared;
}

interface Node {
  keys: Map<string, Node | number>;
}

export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const root: Node = { keys: new Map() };
  for (const [index, { path }] of fields.entries()) {
    let node = root;
    for (const [at, chunk] of path.entries()) {
      if (at === path.length - 1) {
        node.keys.set(chunk, index);
        break;
      }
      let next = node.keys.get(chunk);
      if (typeof next !== 'object') {
        next = { keys: new Map() };
        node.keys.set(chunk, next);
      }
      node = next;
    }
  }
  const valueOf = (index: number) =>
    isIdentity(decoders[index]!)
      ? `row[${index}]`
      : `(row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}]))`;
  const literal = (node: Node): string =>
    `{ ${[...node.keys]
      .map(
        ([key, child]) =>
          `${JSON.stringify(key)}: ${typeof child === 'number' ? valueOf(child) : literal(child)}`,
      )
      .join(', ')} }`;

  // a left-joined table's object is null when its first column is (and its columns are all that table's)
  const nullified: string[] = [];
  if (joinsNotNullableMap) {
    const firsts = new Map<string, { key: string; table: string } | false>();
    for (const { path, field } of fields) {
      if (!is(field, Column) || path.length !== 2) continue;
      const [object, key] = path as [string, string];
      const table = getTableName(field.table);
      const first = firsts.get(object);
      if (first === undefined) firsts.set(object, { key, table });
      else if (first && first.table !== table) firsts.set(object, false);
    }
    for (const [object, first] of firsts) {
      if (!first || joinsNotNullableMap[first.table]) continue;
      const at = `r[${JSON.stringify(object)}]`;
      nullified.push(`if (${at}[${JSON.stringify(first.key)}] === null) ${at} = null;`);
    }
  }
  // the keys are the select's own names, written as JSON strings
  const map = new Function(
    'row',
    'decoders',
    `const r = ${literal(root)};\n${nullified.join('\n')}\nreturn r;`,
  ) as (row: unknown[], all: Decoder[]) => unknown;
  return (row: unknown[]) => map(row, decoders);
}
