import i18next from 'i18next';
import type { Language } from '@pixel/contract';
import type { en, FeatureTexts } from '@/locales/en';
import { shell } from '@/locales/en/shell';
import type { Catalogue } from '@/locales/types';
import { localStore } from './storage';

/** The cookie and storage key that keep a signed-out visitor's choice; the server reads the cookie too. */
export const LANGUAGE_COOKIE = 'pixel_lang';

export const i18n = i18next.createInstance();
// English is in the app's own code and ready at once: the first paint of an English reader waits for nothing
void i18n.init({
  resources: { en: { translation: shell } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // React escapes what it renders
  interpolation: { escapeValue: false },
  returnNull: false,
});

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fil';

/** The language being shown or on its way: a feature's texts loaded meanwhile come in it. */
let wanted: Language = 'en';
/** Each feature's Filipino, as a chunk of its own fetched on demand (see addTexts). */
const filipinoTexts = new Map<FeatureTexts, () => Promise<object>>();
/** Catalogue chunks on their way. */
const loading = new Set<Promise<unknown>>();
let filipinoShell: Promise<void> | undefined;

function track(promise: Promise<unknown>) {
  loading.add(promise);
  const done = () => loading.delete(promise);
  promise.then(done, done);
}

async function loadFilipino(name: FeatureTexts) {
  if (i18n.getResource('fil', 'translation', name)) return;
  const texts = await filipinoTexts.get(name)?.();
  if (texts) i18n.addResourceBundle('fil', 'translation', { [name]: texts }, true, true);
}

/**
 * A feature's texts, registered by its code as it loads (`features/<feature>/texts.ts`): the English at
 * once, the Filipino fetched now for a Filipino reader, or when one switches. The creator page a visitor
 * opens downloads no other feature's words.
 */
export function addTexts<N extends FeatureTexts>(
  name: N,
  english: (typeof en)[N],
  filipino: () => Promise<Catalogue[N]>,
) {
  if (filipinoTexts.has(name)) return;
  filipinoTexts.set(name, filipino);
  i18n.addResourceBundle('en', 'translation', { [name]: english }, true, true);
  if (wanted === 'fil') track(loadFilipino(name));
}

/**
 * Resolves once the texts of the code loaded so far are in the reader's language: a page or modal waits
 * for it after its code (lib/load-when-online), so a Filipino reader never sees it in English first. A
 * catalogue that cannot load (offline) leaves English showing, never an error.
 */
export async function textsReady(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/** Filipino's shell (and dayjs's Tagalog months) and the features loaded so far, fetched only by a Filipino reader. */
async function loadCatalogue(language: Language) {
  if (language === 'en') return;
  filipinoShell ??= import('@/locales/fil/shell').then(
    ({ shell: texts }) => void i18n.addResourceBundle('fil', 'translation', texts, true, true),
    (error: unknown) => {
      filipinoShell = undefined;
      throw error;
    },
  );
  await Promise.all([filipinoShell, ...[...filipinoTexts.keys()].map(loadFilipino)]);
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
  wanted = language;
  const catalogue = loadCatalogue(language);
  track(catalogue);
  await catalogue;
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
  for (const [key, text] of Object.entries(shell.messages) as [keyof typeof shell.messages, string][]) {
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
  if (english === shell.errors.unexpected) return i18n.t('errors.unexpected');
  return english;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A feature's own form messages in the reader's language: `texts` is its `formMessages` group, each text the
 * English of a message the contract's schemas write (decision 0110), `{{max}}` standing for a limit taken
 * from the message shown; `prefix` is the group's key (`memberships.formMessages`). A message not among
 * them goes to `localMessage`, the messages every form shares.
 */
export function featureFormMessages(prefix: string, texts: Record<string, string>) {
  const patterns = Object.entries(texts).map(([key, text]) => ({
    key,
    pattern: new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map(escapeRegex)
        .join('(.+?)')}$`,
    ),
  }));
  const translate = i18n.t.bind(i18n) as unknown as (key: string, values: Record<string, string>) => string;
  return (english: string | undefined): string | undefined => {
    if (english === undefined || currentLanguage() === 'en') return english;
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(english);
      if (match) return translate(`${prefix}.${key}`, { max: match[1] ?? '' });
    }
    return localMessage(english);
  };
}
