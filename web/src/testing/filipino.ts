import { act } from '@testing-library/react';
import { showLanguage } from '@/lib/i18n';
import { fil } from '@/locales/fil';
import { entries, filipinoWordsOf, wordsOf } from '@/locales/words';

export { entries, wordsOf };

/*
 * What a test of a screen in Filipino uses (decision 0110): the screen is drawn in Filipino, and no word of
 * it is outside the Filipino catalogue, other than names.
 */

const filipinoWords = filipinoWordsOf(fil);

/**
 * Names and the data of the screens below (what a person wrote or is called, an avatar's initials, the AM
 * or PM of a time): not PIXEL's text.
 */
const commonNames = new Set(
  [
    'PIXEL',
    'http',
    'localhost',
    'MS',
    'AN',
    'JD',
    'AM',
    'PM',
    'Gumuguhit',
    'ako',
    'Maynila',
    'Salamat',
    'Maria',
    'Sketches',
    'Ana',
    'Ben',
    'Juan',
    'dela',
    'Cruz',
    'BDO',
    'Unibank',
    'maria',
    'juan',
    'PHP',
    'EN',
    'FIL',
    'English',
    'Filipino',
    'Facebook',
    'Instagram',
    'TikTok',
    'X',
    'YouTube',
  ].map((name) => name.toLowerCase()),
);

/** What a reader sees and hears of `root`: its text nodes and the labels of its controls. */
function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [aria-hidden="true"], option')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * The texts of `root` with a word no Filipino text of the catalogues has, other than names: the common
 * ones below and a test's own `names` (what its people wrote or are called).
 */
export function englishLeft(root: Element, names: readonly string[] = []) {
  const own = new Set(names.flatMap((name) => wordsOf(name)));
  return shownTexts(root).filter((text) =>
    wordsOf(text).some((word) => !filipinoWords.has(word) && !commonNames.has(word) && !own.has(word)),
  );
}

/** Shows the app in Filipino, as a reader who chose it. */
export async function inFilipino() {
  await act(() => showLanguage('fil'));
}
