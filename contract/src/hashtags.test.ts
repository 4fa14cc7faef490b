import { describe, expect, it } from 'vitest';
import { extractHashtags } from './hashtag-text.ts';
import { hashtagTagField } from './hashtags.ts';
import { inEnglish } from './testing.ts';

describe('extractHashtags', () => {
  it.each([
    ['Sunset at #Boracay and #boracay again', ['boracay']],
    ['#first word, then (#second) and #third_one.', ['first', 'second', 'third_one']],
    ['#Mañana y #ÑOÑO', ['mañana', 'ñoño']],
    ['#2024 is a number but #2024_trip is a tag', ['2024_trip']],
    ['see https://pixel.ph/page#top and it&#39;s fine', []],
    ['email#notatag but #tag', ['tag']],
    ['', []],
  ])('finds the tags of %j', (text, tags) => {
    expect(extractHashtags(text)).toEqual(tags);
  });

  it('keeps a letter typed with a combining mark (ñ as n and U+0303) whole, stored composed', () => {
    const decomposed = 'Kain tayo sa #Paran\u0303aque!';
    expect(extractHashtags(decomposed)).toEqual(['parañaque']);
    expect(extractHashtags('#Parañaque')).toEqual(['parañaque']);
    // a mark right after a letter is part of the word: no tag starts inside it
    expect(extractHashtags('cafe\u0301#menu')).toEqual([]);
  });

  it('skips tags over 50 characters', () => {
    expect(extractHashtags(`#${'a'.repeat(51)} #${'b'.repeat(50)}`)).toEqual(['b'.repeat(50)]);
  });
});

describe('hashtagTagField', () => {
  it('takes a tag typed with a combining mark, as the composed tag', () => {
    expect(hashtagTagField.parse('#Paran\u0303aque')).toBe('parañaque');
  });

  it('normalises a tag, with or without #', () => {
    expect(hashtagTagField.parse('#Boracay')).toBe('boracay');
    expect(hashtagTagField.parse('ÑOÑO')).toBe('ñoño');
  });

  it.each([
    ['', 'The tag field is required.'],
    ['#', 'The tag field is required.'],
    ['a-b', 'The tag may only contain letters, numbers and underscores.'],
    ['123', 'The tag must not be only numbers.'],
    ['x'.repeat(51), 'The tag must not be greater than 50 characters.'],
  ])('refuses %j', (input, message) => {
    expect(inEnglish(hashtagTagField.safeParse(input).error?.issues[0]?.message)).toBe(message);
  });
});
