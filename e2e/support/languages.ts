import type { Locator, Page } from 'playwright-core';
import { en as serverEnglish } from '../../server/src/locales/en.ts';
import { fil as serverFilipino } from '../../server/src/locales/fil.ts';
import { en } from '../../web/src/locales/en/index.ts';
import { fil } from '../../web/src/locales/fil/index.ts';
import { englishTextFinder, filipinoWordsOf, wordsOf } from '../../web/src/locales/words.ts';

export { en, fil, serverFilipino };

/** Every word of the app's and the server's Filipino texts: a word shown that is in none of them is English. */
const filipinoWords = filipinoWordsOf(fil, serverFilipino);
/** A text shown as the English of the app's or the server's catalogue, where its Filipino is written otherwise. */
const isEnglishText = englishTextFinder([
  [en, fil],
  [serverEnglish, serverFilipino],
]);

/**
 * What no catalogue translates: the product's name, the languages named in themselves, the peso's code,
 * the social networks the footer links to, and a time's AM or PM.
 */
const alwaysAsTheyAre = [
  'PIXEL',
  'EN',
  'FIL',
  'English',
  'Filipino',
  'PHP',
  'Facebook',
  'Instagram',
  'TikTok',
  'X',
  'YouTube',
  'AM',
  'PM',
];

/** A name's avatar initials, as Mantine draws them: the first letters of two words, or of a single word. */
const initialsOf = (name: string) => {
  const words = name.split(' ');
  return words.length === 1
    ? name.slice(0, 2)
    : words
        .map((word) => word[0])
        .join('')
        .slice(0, 2);
};

/**
 * What a reader sees and a screen reader says of `root`: its visible text, and the names, placeholders,
 * titles and alternative texts of its elements.
 */
export async function shownTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [aria-hidden="true"], option')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const named of Array.from(
      element.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (named.closest('[aria-hidden="true"]') || !named.checkVisibility()) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = named.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The texts of `root` that have a word no Filipino text of PIXEL has, or that are an English text of its
 * catalogues ("Welcome back", "Thank you!"): English left on a screen shown in Filipino. `names` are the
 * screen's own data (people's and pages' names, what they wrote).
 */
export async function englishLeft(root: Locator, names: readonly string[] = []): Promise<string[]> {
  const own = new Set(
    [...alwaysAsTheyAre, ...names, ...names.map(initialsOf)].flatMap((name) => wordsOf(name)),
  );
  return (await shownTexts(root)).filter((text) => {
    const words = wordsOf(text);
    if (words.some((word) => !filipinoWords.has(word) && !own.has(word))) return true;
    return !words.every((word) => own.has(word)) && isEnglishText(text);
  });
}

/** Picks `language` in the header's switch (EN / FIL), and waits until the page is drawn in it. */
export async function switchLanguage(page: Page, language: 'en' | 'fil') {
  // the switch is named in the language the page is in
  const name = new RegExp(`^(Language|${fil.common.language})$`);
  await page.getByRole('banner').getByRole('combobox', { name }).selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}
