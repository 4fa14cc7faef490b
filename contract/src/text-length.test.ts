import { describe, expect, it } from 'vitest';
import { giftRequest } from './gifts.ts';
import { goalRequest } from './goals.ts';
import { characterCount } from './text-length.ts';
import { inEnglish } from './testing.ts';

describe('characterCount', () => {
  it('counts what a person sees: an emoji, a skin tone, a family, a flag and a composed ñ are one each', () => {
    expect(characterCount('Salamat!')).toBe(8);
    expect(characterCount('🎉'.repeat(9))).toBe(9);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(characterCount('🇵🇭')).toBe(1);
    expect(characterCount('Paran\u0303aque')).toBe(9);
    expect(characterCount('a\r\nb')).toBe(3);
  });
});

describe('a gift’s name and message', () => {
  const parse = (fields: Record<string, string>) => giftRequest.safeParse({ amount: '100', ...fields });

  it('take as many emoji as characters allowed, and refuse one more, with the message in characters', () => {
    expect(parse({ supporter_name: '🎉'.repeat(16) }).success).toBe(true);
    const tooLong = parse({ supporter_name: '🎉'.repeat(17) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => inEnglish(issue.message))).toEqual([
      'The name must not be greater than 16 characters.',
    ]);
    expect(parse({ supporter_message: '👨‍👩‍👧‍👦'.repeat(120) }).success).toBe(true);
  });

  it('refuse a text of stacked combining marks, however few characters it shows', () => {
    const stacked = parse({ supporter_name: `a${'\u0301'.repeat(300)}` });
    expect(stacked.success).toBe(false);
    expect(stacked.error?.issues.map((issue) => inEnglish(issue.message))).toEqual([
      'The name must not be greater than 16 characters.',
    ]);
  });
});

describe('a text people write', () => {
  it('is kept composed: ñ typed as n and a combining tilde becomes ñ', () => {
    const gift = giftRequest.parse({ amount: '100', supporter_message: ' Salamat, Paran\u0303aque! ' });
    expect(gift.supporter_message).toBe('Salamat, Parañaque!');
    expect(gift.supporter_message).toHaveLength(19);
    const goal = goalRequest.parse({ title: 'Lens for #Paran\u0303aque', target_amount: '500' });
    expect(goal.title).toBe('Lens for #Parañaque');
  });
});
