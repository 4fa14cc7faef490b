import { describe, expect, it } from 'vitest';
import { hasLink } from './links.ts';

describe('a link in a supporter’s words', () => {
  it.each([
    'watch https://example.org/x',
    'HTTP://EXAMPLE.ORG',
    'go to www.example.com now',
    'free load bit.ly/abc',
    'join t.me/juan',
    'visit scam.com',
    'discord.gg',
    'tindahan ko: shop.ph!',
    // full-width letters a filter might not read
    'ｂｉｔ.ｌｙ/ａｂｃ',
  ])('is found in %j', (text) => expect(hasLink(text)).toBe(true));

  it.each([
    'Salamat po!',
    'Galing!It was great',
    'Idol.Ingat lagi',
    'I gave 1.5k for 2.0 of the stream',
    'email me at home',
    '',
    null,
  ])('is not found in %j', (text) => expect(hasLink(text)).toBe(false));
});
