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

/** A catalogue text as the words a reader sees, each `{{part}}` as `null` (any words, or none). */
const phraseOf = (text: string): (string | null)[] =>
  (text.replace(/<\/?\w+>|\[[^\]]*\]/g, ' ').match(/\{\{\w+\}\}|\p{L}[\p{L}'’-]*/gu) ?? []).map((word) =>
    word.startsWith('{{') ? null : word.toLowerCase(),
  );

/** Whether `words` are the phrase `pattern`, a part standing for any words (none included). */
function isPhrase(pattern: readonly (string | null)[], words: readonly string[]): boolean {
  const from = (p: number, w: number): boolean => {
    if (p === pattern.length) return w === words.length;
    const token = pattern[p];
    if (token !== null) return words[w] === token && from(p + 1, w + 1);
    for (let next = w; next <= words.length; next++) if (from(p + 1, next)) return true;
    return false;
  };
  return from(0, 0);
}

/**
 * The English texts a screen in Filipino must not show: each English text of `pairs` whose Filipino
 * differs, unless a Filipino text is written the same (“Snap” is one text's Filipino and another's
 * English). A text with `{{parts}}` and two words or more is found whatever the parts hold. Returns
 * whether a shown text is one.
 */
export function englishTextFinder(pairs: readonly (readonly [english: object, filipino: object])[]) {
  const key = (words: readonly (string | null)[]) => words.map((word) => word ?? '{{}}').join(' ');
  const filipinoPhrases = new Set(
    pairs.flatMap(([, filipino]) => entries(filipino).map(([, text]) => key(phraseOf(text)))),
  );
  const exact = new Set<string>();
  const patterns: (string | null)[][] = [];
  for (const [english, filipino] of pairs) {
    const written = new Map(entries(filipino));
    for (const [name, text] of entries(english)) {
      const phrase = phraseOf(text);
      const words = phrase.filter((word) => word !== null).length;
      if (words === 0 || filipinoPhrases.has(key(phrase))) continue;
      if (key(phrase) === key(phraseOf(written.get(name) ?? ''))) continue;
      // a part takes any words: with one word around it ('{{raised}} of {{target}}') it would find Filipino
      if (!phrase.includes(null)) exact.add(key(phrase));
      else if (words >= 2) patterns.push(phrase);
    }
  }
  return (text: string) => {
    const words = wordsOf(text);
    if (words.length === 0) return false;
    if (exact.has(words.join(' '))) return true;
    const shown = new Set(words);
    return patterns.some(
      (pattern) => pattern.every((word) => word === null || shown.has(word)) && isPhrase(pattern, words),
    );
  };
}
