import { type Messages, setupI18n } from '@lingui/core';
import { FIELD_PART, type Language, readSchemaMessage, type Said } from '@pixel/contract';
import type { en, FeatureTexts } from '@/locales/en';
import { shell } from '@/locales/en/shell';
import type { Catalogue } from '@/locales/types';
import { localStore } from './storage';

/** The cookie and storage key that keep a signed-out visitor's choice; the server reads the cookie too. */
export const LANGUAGE_COOKIE = 'pixel_lang';

/** A catalogue's texts, nested by feature and screen: `{ gifts: { supportMe: { title: '…' } } }`. */
type Tree = { readonly [key: string]: string | Tree };

/** Every key of the English catalogue, dotted: `'gifts.supportMe.title'`. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Keys<typeof en>;
export type TextValues = Record<string, string | number>;
/** `t('gifts.supportMe.sendTo', { name })`: the text of a key in the reader's language, its parts filled in. */
export type TFunction = (key: TextKey, values?: TextValues) => string;

/**
 * A catalogue text (`Send a gift to {{name}}`) as Lingui's compiled message: its text and `[name]` parts. The
 * catalogues keep i18next's `{{name}}`, which the server's i18next reads too; compiled here, the page carries
 * no message parser.
 */
function compiled(text: string): Messages[string] {
  return text.split(/\{\{(\w+)\}\}/).map((part, index) => (index % 2 === 1 ? [part] : part));
}

function flatten(tree: Tree, prefix = '', into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix + key;
    if (typeof value === 'string') into[id] = compiled(value);
    else flatten(value, `${id}.`, into);
  }
  return into;
}

// Lingui (decision 0110): English is in the app's own code and ready at once, so the first paint of an
// English reader waits for nothing; Filipino starts as English's copy, each catalogue laid over it as it
// arrives, so a text not loaded yet reads in English rather than as its key
const lingui = setupI18n();
const english = flatten(shell);
lingui.load('en', english);
lingui.activate('en');
/** The texts that are in Filipino (the rest of Filipino's messages are English's, until theirs arrive). */
const inFilipino = new Set<string>();

// the screens are drawn again when the texts they show change: another language shown, or Filipino arriving
// for texts that showed in English meanwhile. A feature's English, which comes with its code, changes no
// text on a screen (nothing shows a feature's words before its code has come), so a part loaded later (a
// dashboard card, a modal) does not draw every screen again (decision 0138)
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function addEnglish(texts: Messages) {
  Object.assign(english, texts);
  lingui.load('en', texts);
  if (inFilipino.size === 0) return;
  lingui.load('fil', Object.fromEntries(Object.entries(texts).filter(([id]) => !inFilipino.has(id))));
}

function addFilipino(texts: Messages) {
  if (inFilipino.size === 0) lingui.load('fil', { ...english });
  for (const id of Object.keys(texts)) inFilipino.add(id);
  lingui.load('fil', texts);
  if (lingui.locale === 'fil') changed();
}

const translate = (key: string, values?: TextValues) => lingui._(key, values);

/** The app's texts: `i18n.t(key, values)` outside React (a toast, a confirm modal), and the language shown. */
export const i18n = {
  t: translate as TFunction,
  get language(): Language {
    return lingui.locale === 'fil' ? 'fil' : 'en';
  },
  /** Shows `language` with the texts loaded so far (tests; the app calls `showLanguage`). */
  changeLanguage(language: Language) {
    if (language === 'fil' && inFilipino.size === 0) lingui.load('fil', { ...english });
    if (lingui.locale === language) return;
    lingui.activate(language);
    changed();
  },
  /** Calls `listener` on a language change or a Filipino catalogue's arrival; returns its removal. */
  onChange: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

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

/** Features whose Filipino is in. */
const filipinoLoaded = new Set<FeatureTexts>();

async function loadFilipino(name: FeatureTexts) {
  if (filipinoLoaded.has(name)) return;
  const texts = await filipinoTexts.get(name)?.();
  if (!texts || filipinoLoaded.has(name)) return;
  filipinoLoaded.add(name);
  addFilipino(flatten(texts as Tree, `${name}.`));
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
  addEnglish(flatten(english as Tree, `${name}.`));
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
    ({ shell: texts }) => addFilipino(flatten(texts)),
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
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Keeps a choice in this browser: the app reads the storage, the server the cookie, for a year. */
export function rememberLanguage(language: Language) {
  localStore.set(LANGUAGE_COOKIE, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export const currentLanguage = (): Language => i18n.language;

/**
 * A message a form's schema wrote (the contract's `says`, decision 0142) in the reader's language, from its
 * key: the contract's catalogue (`forms`, which comes with the first form's code; the shell's `schema` holds
 * what Support Me and a gift's reply can say, for the creator page's first load). Any other message, such as
 * the server's (already in the reader's language), shows as it is.
 */
export function localMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  // the app's own words for an answer that was not the API's (a proxy's page, no network)
  if (message === shell.errors.unexpected) return i18n.t('errors.unexpected');
  const said = readSchemaMessage(message);
  return said ? writeSaid(said) : message;
}

const known = (id: string) => Object.hasOwn(english, id);

/** What the contract's catalogue says for a key, in the reader's language (the forms' catalogue loaded). */
export function writeSaid({ key, values = {} }: Said): string {
  const id = [`forms.messages.${key}`, `schema.messages.${key}`].find(known);
  if (!id) return i18n.t('errors.unexpected');
  const label = (name: string) => [`forms.fields.${name}`, `schema.fields.${name}`].find(known) ?? undefined;
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const labelId = name === FIELD_PART ? label(String(value)) : undefined;
      return [name, labelId ? translate(labelId) : value];
    }),
  );
  return translate(id, written);
}
