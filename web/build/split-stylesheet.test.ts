import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { splitCss, splitStylesheet } from './split-stylesheet';

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

describe('the build with its stylesheet in pieces', () => {
  type Hook = (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;

  /** Runs the plugin over a bundle: index.html linking `index-1a2b.css`, and `chunks` (file name → code). */
  function build(chunks: Record<string, string>) {
    const plugin = splitStylesheet({ maxBytes: 40 });
    const bundle: Rollup.OutputBundle = {
      'index.html': {
        type: 'asset',
        fileName: 'index.html',
        source: '<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">',
      },
      'assets/index-1a2b.css': {
        type: 'asset',
        fileName: 'assets/index-1a2b.css',
        names: ['index.css'],
        source: css,
      },
    } as unknown as Rollup.OutputBundle;
    for (const [fileName, code] of Object.entries(chunks)) {
      bundle[fileName] = { type: 'chunk', fileName, code } as Rollup.OutputChunk;
    }
    let emitted = 0;
    const context = { emitFile: () => `piece-${emitted++}`, getFileName: (id: string) => `assets/${id}.css` };
    (plugin.buildStart as () => void).call(context);
    (plugin.generateBundle as { handler: Hook }).handler.call(context, {}, bundle);
    (plugin.writeBundle as Hook).call(context, {}, bundle);
    return bundle;
  }

  it('links the pieces instead of the whole', () => {
    const bundle = build({ 'assets/app.js': 'export const a = 1;' });
    const html = (bundle['index.html'] as Rollup.OutputAsset).source as string;
    expect(html).toContain('href="/assets/piece-0.css"');
    expect(html).not.toContain('index-1a2b.css');
  });

  it('is refused when a chunk would load the whole stylesheet, which is not written', () => {
    expect(() =>
      build({ 'assets/dashboard.js': 'const deps = ["assets/app.js","assets/index-1a2b.css"];' }),
    ).toThrow('assets/dashboard.js loads assets/index-1a2b.css, which was written in pieces');
  });
});
