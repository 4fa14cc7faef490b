import { describe, expect, it } from 'vitest';
import { createMatcher, normalise } from './message-filter.ts';

describe('normalise', () => {
  it('reads accents, case and leetspeak as plain letters, and breaks words at anything else', () => {
    expect(normalise('Ñaña-G@G0!! 1d0l 3 ')).toEqual(['nana', 'gago', 'idol', 'e']);
  });
});

describe('createMatcher', () => {
  const matches = createMatcher(['gago', 'putang ina', 'Spoiler Alert']);

  it('finds a phrase as whole words, whatever the case, accents or digits in place of letters', () => {
    expect(matches(['Ikaw ay GAGO'])).toBe(true);
    expect(matches(['g4g0 ka'])).toBe(true);
    expect(matches(['PUTANG-INA mo'])).toBe(true);
    expect(matches(['spöiler   al3rt!'])).toBe(true);
    expect(matches([null, 'ok', 'gago'])).toBe(true);
  });

  it('lets through words that only contain a phrase, or a phrase split apart', () => {
    expect(matches(['gagong lungsod', 'Magago'])).toBe(false);
    expect(matches(['putang bahay ina'])).toBe(false);
    expect(matches([null, ''])).toBe(false);
  });
});
