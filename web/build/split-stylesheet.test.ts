import { describe, expect, it } from 'vitest';
import { splitCss } from './split-stylesheet';

const css = [
  ':root{--mantine-scale:1;--mantine-color-body:#fff}',
  '@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2)}',
  '.m_11111111{color:red}',
  '@media (min-width:48em){.m_22222222{padding:0}.m_33333333{margin:0}}',
  '.m_44444444{color:blue}',
].join('');

describe('a stylesheet written in pieces', () => {
  it('is cut only between top-level rules, each piece at most the size asked for, in order', () => {
    const pieces = splitCss(css, 80);
    expect(pieces.join('')).toBe(css);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(80);
    // a media block stays whole, with every rule inside it
    expect(pieces.filter((piece) => piece.includes('@media'))).toEqual([
      expect.stringContaining('.m_22222222{padding:0}.m_33333333{margin:0}}'),
    ]);
  });

  it('keeps a rule longer than a piece whole, as a piece of its own', () => {
    const pieces = splitCss(css, 20);
    expect(pieces.join('')).toBe(css);
    expect(pieces).toContain('@media (min-width:48em){.m_22222222{padding:0}.m_33333333{margin:0}}');
  });

  it('is one piece when it fits', () => {
    expect(splitCss(css, 10_000)).toEqual([css]);
  });
});
