import type { Plugin, Rollup } from 'vite';
import { chunksOf, staticClosure } from './first-load';

// the app's stylesheets as index.html links them
const APP_STYLESHEETS = /<link rel="stylesheet"[^>]*\shref="\/assets\/[^"]+\.css"[^>]*>/g;

/**
 * The dashboard's home as the server sends it to a creator with their answers (`dashboard.html`, decision
 * 0138): index.html with a `modulepreload` for every chunk `pages` (the modules of its layout and its page,
 * loaded when first opened) import statically beyond those index.html names, so the browser fetches them
 * with the app's start instead of once the router has asked for the page, a round trip later on a phone;
 * and the app's stylesheets held in a template, as on a creator page, so the frame the server draws in it
 * paints without waiting for them (the app applies them as it draws, app/held-stylesheets.ts), but
 * preloaded, so they are asked for first rather than behind the scripts (a phone's browser opens six
 * connections to a site, and the first screen waits for its styles as much as for its code). Its typeface
 * stays preloaded: the first screen is drawn in it.
 */
export function dashboardPageHtml(
  indexHtml: string,
  bundle: Rollup.OutputBundle | Rollup.RollupOutput['output'],
  pages: RegExp[],
) {
  const chunks = chunksOf(bundle);
  const roots = pages.map((page) => {
    const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => page.test(id)));
    if (!chunk) throw new Error(`no chunk of the build is the page ${String(page)}`);
    return chunk.fileName;
  });
  const links = [...staticClosure(chunks, roots)]
    .filter((name) => !indexHtml.includes(`"/${name}"`))
    .map((name) => `  <link rel="modulepreload" crossorigin href="/${name}">\n`);
  return indexHtml
    .replace(
      APP_STYLESHEETS,
      (link) =>
        `${link.replace('rel="stylesheet"', 'rel="preload" as="style"')}<template data-app-styles>${link}</template>`,
    )
    .replace(/<\/head>/i, () => `${links.join('')}  </head>`);
}

/** Writes dashboard.html beside index.html, from the index.html the other plugins have finished. */
export function dashboardPage({ pages }: { pages: RegExp[] }): Plugin {
  return {
    name: 'pixel:dashboard-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') return;
        this.emitFile({
          type: 'asset',
          fileName: 'dashboard.html',
          source: dashboardPageHtml(index.source, bundle, pages),
        });
      },
    },
  };
}
