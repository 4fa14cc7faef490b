import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { dashboardPageHtml } from './dashboard-page';

const chunk = (fileName: string, links: { imports?: string[]; moduleIds?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds: links.moduleIds ?? [],
    imports: links.imports ?? [],
    dynamicImports: [],
    isEntry: false,
  }) as unknown as Rollup.OutputChunk;

const index = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js" data-app-start>
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-1.woff2">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('dashboard.html', () => {
  const bundle = [
    chunk('assets/app-1.js'),
    chunk('assets/dashboard-layout-1.js', {
      moduleIds: ['/src/app/layouts/dashboard-layout.tsx'],
      imports: ['assets/app-1.js', 'assets/Popover-1.js'],
    }),
    chunk('assets/dashboard-page-1.js', {
      moduleIds: [
        '/src/features/dashboard/components/dashboard-page.tsx',
        '/src/features/dashboard/texts.ts',
      ],
      imports: ['assets/app-1.js', 'assets/Tooltip-1.js'],
    }),
    chunk('assets/Popover-1.js', { imports: ['assets/floating-1.js'] }),
    chunk('assets/Tooltip-1.js', { imports: ['assets/floating-1.js'] }),
    chunk('assets/floating-1.js'),
    chunk('assets/more-cards-1.js', { imports: ['assets/Table-1.js'] }),
  ] as unknown as Rollup.RollupOutput['output'];
  const html = dashboardPageHtml(index, bundle, [/dashboard-layout\.tsx$/, /dashboard-page\.tsx$/]);
  const held = /<template data-after-first-screen>(.*?)<\/template>/.exec(html)?.[1] ?? '';
  const preloaded = [...held.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);

  it("holds the first screen's code, once each, with the app's start, and nothing it loads later", () => {
    expect(preloaded.sort()).toEqual(
      [
        'assets/Popover-1.js',
        'assets/Tooltip-1.js',
        'assets/app-1.js',
        'assets/dashboard-layout-1.js',
        'assets/dashboard-page-1.js',
        'assets/floating-1.js',
      ].sort(),
    );
    // none of it asked for before the first screen is on the screen
    expect(html.replace(held, '')).not.toContain('modulepreload');
  });

  it('holds the stylesheets back too, asked for first once released, and keeps its typeface preloaded', () => {
    expect(held).toMatch(/^<link rel="preload" as="style" crossorigin href="\/assets\/index-1\.css">/);
    expect(html).toContain(
      '<template data-app-styles><link rel="stylesheet" crossorigin href="/assets/index-1.css"></template>',
    );
    expect(html).not.toMatch(/^\s*<link rel="stylesheet"/m);
    // the entry itself comes at once, to release the rest
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toMatch(/<link rel="preload" as="font"[^>]*inter-latin-1\.woff2">\n/);
    expect(held).not.toContain('woff2');
  });

  it('names a page the build does not have', () => {
    expect(() => dashboardPageHtml(index, bundle, [/settings-page\.tsx$/])).toThrow(/settings-page/);
  });
});
