import { act } from '@testing-library/react';
import { showLanguage } from '@/lib/i18n';
import { en } from '@/locales/en';
import { fil } from '@/locales/fil';
import { englishTextFinder, entries, filipinoWordsOf, wordsOf } from '@/locales/words';

export { entries, wordsOf };

/*
 * What a test of a screen in Filipino uses (decision 0110): the screen is drawn in Filipino, no word of it
 * is outside the Filipino catalogue, and no text of it is an English text of the catalogue whose Filipino
 * is written otherwise (“Welcome back”, “Settings”: words a Filipino text may hold, shown untranslated).
 * Names aside.
 */

const filipinoWords = filipinoWordsOf(fil);
const isEnglishText = englishTextFinder([[en, fil]]);

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
  const mixed = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [aria-hidden="true"], option')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
    // a text drawn with tags (`Trans`) is read whole too, where its parts are an element's children
    if (parent && parent !== root && parent.childElementCount > 0 && !mixed.has(parent)) {
      mixed.add(parent);
      const whole = parent.textContent?.trim();
      if (whole) texts.push(whole);
    }
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
 * The texts of `root` with a word no Filipino text of the catalogues has, or that are an English text of
 * the catalogue, other than names: the common ones above and a test's own `names` (what its people wrote
 * or are called).
 */
export function englishLeft(root: Element, names: readonly string[] = []) {
  const own = new Set(names.flatMap((name) => wordsOf(name)));
  const isName = (word: string) => commonNames.has(word) || own.has(word);
  return shownTexts(root).filter((text) => {
    const words = wordsOf(text);
    if (words.some((word) => !filipinoWords.has(word) && !isName(word))) return true;
    return !words.every(isName) && isEnglishText(text);
  });
}

/** Shows the app in Filipino, as a reader who chose it. */
export async function inFilipino() {
  await act(() => showLanguage('fil'));
}
