import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.ts';
import { fil } from '../locales/fil.ts';
import { languageFromHeader, localiseMessage } from './i18n.ts';

/** Every key of a catalogue, as `a.b.c`, with its text. */
function entries(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );
}

describe('the server catalogues', () => {
  it('have the same keys in English and Filipino, each with a text and the same {{parts}}', () => {
    const english = new Map(entries(en));
    const filipino = new Map(entries(fil));
    expect([...filipino.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of filipino) {
      expect(text.trim(), key).not.toBe('');
      const parts = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(parts(text), key).toEqual(parts(english.get(key)!));
    }
  });

  it('leaves no message in English by omission (field labels and names excepted)', () => {
    const same = entries(en.errors).filter(
      ([key, text]) => fil.errors[key as keyof typeof fil.errors] === text,
    );
    expect(same).toEqual([]);
  });
});

describe('languageFromHeader', () => {
  it('guesses Filipino from fil or tl, by preference, and English otherwise', () => {
    expect(languageFromHeader('fil-PH')).toBe('fil');
    expect(languageFromHeader('tl-PH,en;q=0.5')).toBe('fil');
    expect(languageFromHeader('en-PH,fil;q=0.9')).toBe('en');
    expect(languageFromHeader('ja,fil;q=0.3')).toBe('fil');
    expect(languageFromHeader('es')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});

describe('localiseMessage', () => {
  it('finds a written English message, with its parts, in the Filipino catalogue', () => {
    expect(localiseMessage('Too many requests. Please try again in 42 seconds.', 'fil')).toBe(
      'Masyadong madalas ang subok. Pakisubukan ulit pagkalipas ng 42 segundo.',
    );
    expect(localiseMessage('The account name field is required.', 'fil')).toBe(
      'Kailangan ang pangalan sa account.',
    );
    expect(localiseMessage('The selected language is invalid.', 'fil')).toBe(
      'Hindi valid ang napiling wika.',
    );
    expect(localiseMessage('Insufficient balance', 'en')).toBe('Insufficient balance');
  });
});
