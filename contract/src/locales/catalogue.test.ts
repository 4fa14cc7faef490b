import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fil } from './fil.ts';

const partsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** The contract's own source files, tests and catalogues aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const sources = sourceFiles(fileURLToPath(new URL('..', import.meta.url))).map((path) => ({
  path,
  text: readFileSync(path, 'utf8'),
}));

/** Every match of `pattern`'s first group in the sources, with the file it is in. */
const usesOf = (pattern: RegExp) =>
  sources.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ path, name: match[1]! })),
  );

describe("the contract's catalogues", () => {
  it('have a Filipino text for every English one and no other, with the same parts', () => {
    expect(Object.keys(fil.messages).sort()).toEqual(Object.keys(en.messages).sort());
    for (const [key, text] of Object.entries(en.messages)) {
      const filipino = fil.messages[key as keyof typeof fil.messages];
      expect(filipino.trim(), key).not.toBe('');
      expect(partsOf(filipino), key).toEqual(partsOf(text));
    }
  });

  it('leave no message in English by omission (field labels aside)', () => {
    const same = Object.entries(en.messages).filter(
      ([key, text]) => fil.messages[key as keyof typeof fil.messages] === text,
    );
    expect(same).toEqual([]);
  });

  it('have a Filipino label for every field label and no other', () => {
    expect(Object.keys(fil.fields).sort()).toEqual(Object.keys(en.fields).sort());
    for (const [label, filipino] of Object.entries(fil.fields)) expect(filipino.trim(), label).not.toBe('');
  });

  it('hold every key a schema says', () => {
    const uses = usesOf(/\bsays\(\s*'(\w+)'/g);
    expect(uses.length).toBeGreaterThan(100);
    const missing = uses.filter(({ name }) => !Object.hasOwn(en.messages, name));
    expect(missing).toEqual([]);
  });

  it('hold every label a schema names in its messages', () => {
    const uses = usesOf(/\bfield: '([^']+)'/g);
    expect(uses.length).toBeGreaterThan(50);
    const missing = uses.filter(({ name }) => !Object.hasOwn(en.fields, name));
    expect(missing).toEqual([]);
  });
});
