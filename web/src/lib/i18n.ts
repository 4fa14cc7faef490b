import i18next from 'i18next';
import type { Language } from '@pixel/contract';
import { en } from '@/locales/en';
import type { Catalogue } from '@/locales/types';
import { localStore } from './storage';

/** The cookie and storage key that keep a signed-out visitor's choice; the server reads the cookie too. */
export const LANGUAGE_COOKIE = 'pixel_lang';

export const i18n = i18next.createInstance();
// English is in the app's own code and ready at once: the first paint of an English reader waits for nothing
void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // React escapes what it renders
  interpolation: { escapeValue: false },
  returnNull: false,
});

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fil';

/** Filipino's catalogue (and dayjs's Tagalog months) are their own chunk, fetched only by a Filipino reader. */
async function loadCatalogue(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { fil } = (await import('@/locales/fil')) as { fil: Catalogue };
  i18n.addResourceBundle('fil', 'translation', fil);
}

/** The page's language as the document says it: the server wrote `<html lang>` from the account, cookie or browser. */
function documentLanguage(): Language | null {
  const lang = document.documentElement.getAttribute('lang');
  return isLanguage(lang) ? lang : null;
}

/** A first visit's guess from the browser's languages: Filipino for fil or tl, English otherwise. */
export function guessLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fil' || primary === 'tl') return 'fil';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language to start in: the visitor's choice, what the server drew the page in, or the browser's guess. */
export function initialLanguage(): Language {
  const stored = localStore.get(LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  return documentLanguage() ?? guessLanguage();
}

/** Shows the app in `language`: its catalogue loaded, `<html lang>` set; not remembered (see rememberLanguage). */
export async function showLanguage(language: Language) {
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Keeps a choice in this browser: the app reads the storage, the server the cookie, for a year. */
export function rememberLanguage(language: Language) {
  localStore.set(LANGUAGE_COOKIE, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * A message the contract or the server wrote in English (`The amount field is required.`), in the reader's
 * language when a catalogue has it: the forms of converted screens show their zod messages through this.
 * The server already answers in the reader's language; its messages pass through unchanged.
 */
export function localMessage(english: string | undefined): string | undefined {
  if (english === undefined || currentLanguage() === 'en') return english;
  for (const [key, text] of Object.entries(en.messages) as [keyof typeof en.messages, string][]) {
    if (text === english) return i18n.t(`messages.${key}`);
    if (!text.includes('{{')) continue;
    const [before = '', after = ''] = text.split(/\{\{\w+\}\}/);
    if (
      english.startsWith(before) &&
      english.endsWith(after) &&
      english.length > before.length + after.length
    ) {
      return i18n.t(`messages.${key}`, {
        amount: english.slice(before.length, english.length - after.length),
      });
    }
  }
  if (english === en.errors.unexpected) return i18n.t('errors.unexpected');
  return english;
}
