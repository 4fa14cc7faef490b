import type { Plugin, Rollup } from 'vite';
import { chunksOf, staticClosure } from './first-load';

// the app's stylesheets as index.html links them
const APP_STYLESHEETS = /<link rel="stylesheet"[^>]*\shref="\/assets\/[^"]+\.css"[^>]*>/g;

// the preloads of the app's start, which index.html asks for at once
const APP_START_PRELOADS = /\s*<link rel="modulepreload"[^>]*\sdata-app-start[^>]*>/g;

/**
 * The dashboard's home as the server sends it to a creator with their answers (`dashboard.html`, decisions
 * 0138, 0172): index.html for a first screen the server draws in its root element, in the typeface it keeps
 * preloaded. Everything else waits in a template until that screen is on the phone's screen
 * (`data-after-first-screen`, released by main.tsx), so that nothing shares the phone's bandwidth with the
 * HTML and the typeface: the app's stylesheets (preloaded then, and held for the app to apply, as on a
 * creator page, app/held-stylesheets.ts), the chunks of the app's start, and a `modulepreload` for every
 * chunk `pages` (the modules of its layout and its page, loaded when first opened) import statically, so
 * the browser fetches them with the app's start instead of once the router has asked for the page, a round
 * trip later on a phone.
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
  const later: string[] = [];
  const html = indexHtml
    .replace(APP_STYLESHEETS, (link) => {
      later.push(link.replace('rel="stylesheet"', 'rel="preload" as="style"'));
      return `<template data-app-styles>${link}</template>`;
    })
    .replace(APP_START_PRELOADS, (link) => {
      later.push(link.trim());
      return '';
    });
  const pageChunks = [...staticClosure(chunks, roots)]
    .filter((name) => !html.includes(`"/${name}"`) && !later.some((link) => link.includes(`"/${name}"`)))
    .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`);
  later.push(...pageChunks);
  return html.replace(
    /<\/head>/i,
    () => `  <template data-after-first-screen>${later.join('')}</template>\n  </head>`,
  );
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
