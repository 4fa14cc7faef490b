/*
 * The words of a catalogue, for the checks that a screen shown in Filipino has no English left (decision
 * 0110): the web's screen tests and the browser journey read them from here.
 */

/** Every key of a catalogue, as `a.b.c`, with its text. */
export function entries(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );
}

/** The words of a text, lower-cased and kept whole with their hyphens ("I-withdraw", "Mag-support"). */
export const wordsOf = (text: string) =>
  (text.replace(/\{\{\w+\}\}|<\/?\w+>|\[[^\]]*\]/g, ' ').match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((word) =>
    word.toLowerCase(),
  );

/** Every word of the catalogues given, with dayjs's Tagalog months and relative times. */
export function filipinoWordsOf(...catalogues: object[]): Set<string> {
  const words = new Set(
    catalogues.flatMap((catalogue) => entries(catalogue).flatMap(([, text]) => wordsOf(text))),
  );
  for (const word of ['ene', 'peb', 'mar', 'abr', 'may', 'hun', 'hul', 'ago', 'set', 'okt', 'nob', 'dis'])
    words.add(word);
  for (const word of ['na', 'ang', 'nakalipas', 'ilang', 'segundo', 'isang', 'minuto', 'oras', 'araw'])
    words.add(word);
  return words;
}
