import type { Plugin } from 'vite';

/**
 * Adds to index.html a preload of each of the typeface's `files` every page's text needs (matched against
 * the build's file names): the browser fetches them with the stylesheet instead of once the first text is
 * laid out, so the first screen is drawn in them rather than in the fallback font, which would then be
 * swapped and move the page (font-display: swap). A creator page holds them back with the stylesheet
 * (server/src/features/share/first-paint.ts).
 */
export function preloadFonts({ files }: { files: RegExp[] }): Plugin {
  return {
    name: 'pixel:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const names = Object.keys(context.bundle);
        const tags = files.map((file) => {
          const font = names.find((name) => file.test(name));
          if (!font) throw new Error(`the build has no font file matching ${String(file)}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font}` },
            injectTo: 'head' as const,
          };
        });
        return { html, tags };
      },
    },
  };
}
