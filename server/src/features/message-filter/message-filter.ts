// the digits and signs people put in place of letters to slip past a filter ('!' is left as punctuation)
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * A text as a list of plain lowercase words: accents dropped (ñ and é read as n and e), common leetspeak read
 * as letters, and everything that is not a letter a break between words.
 */
export function normalise(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LEET[c]!);
  return plain.split(/[^\p{L}]+/u).filter(Boolean);
}

/** Whether `words` hold `phrase` as whole words, in order and side by side. */
function holds(words: string[], phrase: string[]) {
  if (!phrase.length) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

/** A matcher over a list of phrases; it says whether any of the texts has one of them. */
export function createMatcher(phrases: readonly string[]) {
  const lists = phrases.map(normalise).filter((words) => words.length > 0);
  return (texts: (string | null | undefined)[]) =>
    texts.some((text) => {
      if (!text) return false;
      const words = normalise(text);
      return lists.some((phrase) => holds(words, phrase));
    });
}
