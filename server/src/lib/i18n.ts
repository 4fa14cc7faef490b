import { languages, standInNames, write, type Language, type Said } from '@pixel/contract';
import i18next, { type TFunction } from 'i18next';
import { en } from '../locales/en.ts';
import { fil } from '../locales/fil.ts';

/** The cookie that keeps a signed-out visitor's choice of language; the web app writes it too. */
export const LANGUAGE_COOKIE = 'pixel_lang';

export const catalogues = { en, fil } as const;

// one instance, its catalogues in memory: nothing to load, so it is ready when this module is
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, fil: { translation: fil } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // texts go into JSON, mails and SMS, never into HTML unescaped
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A `t` for one language: `t('mail.otpCode.subject')`. */
export const translator = (language: Language): TFunction => i18n.getFixedT(language);

const standInKeys = new Map(Object.entries(standInNames).map(([key, name]) => [name as string, key]));

/**
 * A supporter's name as stored, in `language` when it is one the server gives a supporter who shows none
 * ("Anonymous", "A supporter"); a person's own name as it is.
 */
export function shownName(name: string, language: Language): string {
  const key = standInKeys.get(name);
  return key ? translator(language)(`names.${key}`) : name;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The language a browser asks for first, of those PIXEL speaks: Filipino for `fil` or `tl` (Tagalog, which
 * most phones here still send), English for anything else.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of asked) {
    const primary = tag.split('-')[0];
    if (primary === 'fil' || primary === 'tl') return 'fil';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** What a request carries that says its language: the account's choice, then the visitor's, then the browser's. */
export interface LanguageHints {
  account?: Language | null | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export function chooseLanguage({ account, cookie, acceptLanguage }: LanguageHints): Language {
  if (account) return account;
  if (isLanguage(cookie)) return cookie;
  return languageFromHeader(acceptLanguage);
}

type Section = Record<string, string>;
interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English text with `{{name}}` parts as a pattern that finds those parts in a written text. */
function patternOf(key: string, english: string): Pattern {
  const names: string[] = [];
  const source = english
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, regex: new RegExp(`^${source}$`, 's'), names };
}

/** How a part found in a written text is put in `language`; a part no rule names stays as it was written. */
type PartRule = (value: string, language: Language) => string;

/**
 * Finds written English texts of one catalogue section: exact texts first, then those with parts. `parts`
 * puts a named part in the reader's language (`field` is always a field label); `only` leaves out the keys
 * that are parts only, never a whole text.
 */
function phrasebook(
  sectionName: 'transactions',
  options: { parts?: Record<string, PartRule>; only?: (key: string) => boolean } = {},
) {
  const section: Section = en[sectionName];
  const rules: Record<string, PartRule> = { field: fieldLabel, ...options.parts };
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, english] of Object.entries(section)) {
    if (options.only && !options.only(key)) continue;
    if (english.includes('{{')) patterns.push(patternOf(key, english));
    else exact.set(english, key);
  }
  // the most specific pattern first: 'The selected language is invalid.' before 'The selected {{field}} …'
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return (text: string, language: Language): string => {
    if (language === 'en') return text;
    const t = translator(language);
    const key = exact.get(text);
    if (key) return t(`${sectionName}.${key}`);
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: Record<string, string> = {};
      pattern.names.forEach((name, index) => {
        const value = match[index + 1]!;
        const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
        values[name] = rule ? rule(value, language) : value;
      });
      return t(`${sectionName}.${pattern.key}`, values);
    }
    // a text no catalogue holds yet stays as the service wrote it
    return text;
  };
}

function fieldLabel(english: string, language: Language) {
  const labels: Section = catalogues[language].fields;
  return Object.hasOwn(labels, english) ? labels[english]! : english;
}

/** The keys of `transactions` that are parts of a description only: a period, a kind of post. */
const transactionParts = new Set(['periodOne', 'periodMany', 'snap', 'snapSlide']);
const transactionPartPhrases = phrasebook('transactions', { only: (key) => transactionParts.has(key) });
const transactionPhrases: (text: string, language: Language) => string = phrasebook('transactions', {
  only: (key) => !transactionParts.has(key),
  parts: {
    period: transactionPartPhrases,
    what: transactionPartPhrases,
    name: shownName,
    buyer: shownName,
    // '… (refunded)' holds a whole description of its own
    description: (value, language) => transactionPhrases(value, language),
  },
});

/**
 * A ledger transaction's description, as it was posted in English ("Gift from Ben"), in `language`; the
 * stored English stays the record. A description no template matches goes out as it is.
 */
export const localiseTransaction = (description: string, language: Language) =>
  transactionPhrases(description, language);

/** A template's words between its `{{name}}` parts, and the names in their order. */
function wordsOf(template: string) {
  const pieces = template.split(/\{\{(\w+)\}\}/);
  return {
    words: pieces.filter((_, index) => index % 2 === 0),
    names: pieces.filter((_, index) => index % 2 === 1),
  };
}

/**
 * What a search of a reader's transactions also looks for in the descriptions as stored, which stay in
 * English (`localiseTransaction`): the English of the words the reader typed as they read them. Words
 * within a description's own wording ("mula kay") find the English words in their place ("Gift from"), and
 * its wording followed by a name or reference ("mula kay Ben") finds the English wording followed by it
 * ("Gift from Ben"). A reader in English, or words no wording holds, add nothing.
 */
export function transactionSearchAlso(search: string, language: Language): string[] {
  if (language === 'en') return [];
  const typed = search.toLowerCase();
  const also = new Set<string>();
  const written: Section = catalogues[language].transactions;
  for (const [key, englishTemplate] of Object.entries(en.transactions as Section)) {
    const english = wordsOf(englishTemplate);
    const read = wordsOf(written[key] ?? englishTemplate);
    // the wordings line up only when both put the same parts in the same order
    if (english.names.join() !== read.names.join()) continue;
    read.words.forEach((words, index) => {
      const lower = words.toLowerCase();
      const englishWords = english.words[index]!;
      if (!lower.trim()) return;
      if (lower.includes(typed)) {
        also.add(englishWords.trim());
        return;
      }
      // the end of these words, then what a part holds
      if (index === read.words.length - 1) return;
      for (let length = Math.min(lower.length, typed.length - 1); length >= 3; length--) {
        if (lower.endsWith(typed.slice(0, length))) {
          also.add(englishWords.trimStart() + search.slice(length));
          break;
        }
      }
    });
  }
  also.delete('');
  return [...also];
}

/**
 * What an error says (`say('giftNotFound')`, or a schema's message) written in `language`; in English when
 * that catalogue lacks the key, and as its key when no catalogue has it.
 */
export function writeSaid(said: Said, language: Language): string {
  const catalogue = catalogues[language];
  return (
    write(said, { texts: catalogue.errors, fields: catalogue.fields }) ??
    write(said, { texts: en.errors, fields: en.fields }) ??
    said.key
  );
}
