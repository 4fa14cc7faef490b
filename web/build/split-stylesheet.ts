import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * `css` cut between its top-level rules into pieces of at most `maxBytes` (a rule longer than that is a piece
 * of its own), in order: linked one after the other, the pieces cascade as the whole did.
 */
export function splitCss(css: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const node of postcss.parse(css).nodes) {
    const text = node.toString();
    if (piece && Buffer.byteLength(piece) + Buffer.byteLength(text) > maxBytes) {
      pieces.push(piece);
      piece = '';
    }
    piece += text;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?)\shref="\/([^"]+\.css)"([^>]*)>/g;

/**
 * The stylesheet index.html links (Mantine's and the app's own, 160 KB) written as a few files instead of
 * one. A browser parses a stylesheet on the main thread in one task, once it has arrived: on a phone four
 * times slower than this machine the whole sheet was one task of 60 to 150 ms, the longest of a creator
 * page's start after React's. In pieces of `maxBytes` each is parsed in a task of its own.
 */
export function splitStylesheet({ maxBytes }: { maxBytes: number }): Plugin {
  const split: string[] = [];
  return {
    name: 'pixel:split-stylesheet',
    apply: 'build',
    buildStart() {
      split.length = 0;
    },
    generateBundle: {
      // after the HTML has been written with its links
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return;
        html.source = html.source.replace(
          STYLESHEET_LINK,
          (link, before: string, fileName: string, after: string) => {
            const sheet = bundle[fileName];
            if (sheet?.type !== 'asset' || typeof sheet.source !== 'string') return link;
            const pieces = splitCss(sheet.source, maxBytes);
            if (pieces.length < 2) return link;
            delete bundle[fileName];
            split.push(fileName);
            const name = path.basename(sheet.names[0] ?? fileName);
            return pieces
              .map((source) => {
                const piece = this.getFileName(this.emitFile({ type: 'asset', name, source }));
                return `<link rel="stylesheet"${before} href="/${piece}"${after}>`;
              })
              .join('\n    ');
          },
        );
      },
    },
    // a chunk whose code names one of the whole stylesheets, to load it with a chunk it imports, would fail
    // to load that chunk, the file being gone; the bundler writes those names in its last step
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const named = split.filter((fileName) => chunk.code.includes(`"${fileName}"`));
        if (named.length > 0) {
          throw new Error(`${chunk.fileName} loads ${named.join(', ')}, which was written in pieces`);
        }
      }
    },
  };
}
