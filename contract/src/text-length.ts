// Plain values, no schemas: the browser's first load may use these (decision 0036).

// made on first use: a page that counts nothing does not load the segmenter's data
let graphemes: Intl.Segmenter | null | undefined;
const segmenter = () =>
  (graphemes ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null);

// letters and signs below the combining marks, no CR (CR LF is one character): one code unit, one character
// eslint-disable-next-line no-control-regex -- every character below U+0300 but CR, control ones included
const simpleText = /^[\u0000-\u000c\u000e-\u02ff]*$/;

/**
 * How many characters a person sees in `text` (grapheme clusters: an emoji with its skin tone or a family
 * of four is one, as is ñ typed as n and a combining tilde), the count every length limit and counter uses
 * on both tiers. JavaScript's `length` counts UTF-16 code units: nine emoji would read as 18.
 */
export function characterCount(text: string): number {
  if (simpleText.test(text)) return text.length;
  const segments = segmenter();
  if (!segments) return Array.from(text).length;
  let count = 0;
  for (const _ of segments.segment(text)) count++;
  return count;
}

/**
 * The most code units a text limited to `max` characters may take: a character is rarely over 16 (a flag
 * with its tag sequence is 14), and a text of stacked combining marks must not pass as one character.
 */
export const codeUnitCap = (max: number) => max * 16;
