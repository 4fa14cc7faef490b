import type { en } from './locales/en.ts';

/**
 * What PIXEL says to a person, by key (decision 0142): a catalogue key and the values of its `{{parts}}`,
 * never English text. The server writes an error's `message` from it in the request's language and sends
 * the key beside it; the web app writes its forms' messages from it in the reader's language. Adding a
 * language means adding a catalogue.
 */
export interface Said {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The names of a catalogue text's parts: `'at least {{min}} of {{max}}'` gives `'min' | 'max'`. */
export type PartsOf<Text extends string> = Text extends `${string}{{${infer Part}}}${infer Rest}`
  ? Part | PartsOf<Rest>
  : never;

/** What a key of `texts` needs beside it: nothing for a text without parts, else a value for each part. */
export type ValuesOf<Texts extends Record<string, string>, Key extends keyof Texts> = [
  PartsOf<Texts[Key]>,
] extends [never]
  ? []
  : [values: Record<PartsOf<Texts[Key]>, string | number>];

/** A part named `field` is a field's label, itself written from the catalogue's labels. */
export const FIELD_PART = 'field';

export interface Catalogue {
  /** Every text by its key, `{{name}}` for each part. */
  readonly texts: Readonly<Record<string, string>>;
  /** Field labels by the label the schemas name them with (`page url`). */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * `said` written from `catalogue`, or undefined when it has no such text. A value for `field` is a label the
 * catalogue's `fields` write in its language; any other value goes in as it is.
 */
export function write(said: Said, catalogue: Catalogue): string | undefined {
  if (!Object.hasOwn(catalogue.texts, said.key)) return undefined;
  const values = said.values ?? {};
  return catalogue.texts[said.key]!.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = String(values[name]);
    return name === FIELD_PART && Object.hasOwn(catalogue.fields, value) ? catalogue.fields[value]! : value;
  });
}

// an invisible separator, then the key and values as JSON: a schema's message is a key, never a text
const MARK = '\u2063';

/**
 * What a zod schema says, as its issue's `message`: zod carries only a string, so the key and values travel
 * in one that `readSchemaMessage` reads back. Nothing shows it as it is: both tiers write it first.
 */
export function schemaMessage(key: string, values?: Record<string, string | number>): string {
  return MARK + JSON.stringify(values ? [key, values] : [key]);
}

/** The key and values in a schema's message, or undefined for a message no schema of ours wrote. */
export function readSchemaMessage(message: string | undefined): Said | undefined {
  if (!message?.startsWith(MARK)) return undefined;
  try {
    const [key, values] = JSON.parse(message.slice(MARK.length)) as [unknown, unknown];
    if (typeof key !== 'string') return undefined;
    return values && typeof values === 'object'
      ? { key, values: values as Said['values'] & object }
      : { key };
  } catch {
    return undefined;
  }
}

type SchemaTexts = (typeof en)['messages'];

/** What a schema says for `key` of the contract's catalogue (`contract/src/locales`), as its zod message. */
export const says = <Key extends keyof SchemaTexts>(key: Key, ...values: ValuesOf<SchemaTexts, Key>) =>
  schemaMessage(key, values[0]);

/** What the contract's catalogue says for `key`, as a `Said`: a message both tiers write from its key. */
export const saidOf = <Key extends keyof SchemaTexts>(
  key: Key,
  ...values: ValuesOf<SchemaTexts, Key>
): Said => (values[0] ? { key, values: values[0] } : { key });
