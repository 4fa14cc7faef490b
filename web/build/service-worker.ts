import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { compressFile } from './precompress.ts';

/**
 * The service worker (decision 0113): `src/service-worker/sw.ts` bundled into one classic script, `sw.js` at
 * the build's root (its scope is then the whole site), with Workbox's list of the files it precaches written
 * in. Runs after the app's build, whose files that list names.
 */

/**
 * What the worker precaches: the app's shell, the files index.html names (the entry, the first load's chunks,
 * the stylesheets and the typeface's preloaded files), so a page the worker has seen starts without the
 * network; the offline page, the manifest, the favicon and the icons a notification shows. The rest of the
 * app's code is kept as it is first used: precaching all of it would download every screen, staff screens
 * included, to every visitor's phone, on mobile data.
 */
export function precachedFiles(indexHtml: string) {
  const shell = [...indexHtml.matchAll(/\s(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
  if (shell.length === 0) throw new Error('index.html names none of the built files');
  return [
    ...new Set(shell),
    'offline.html',
    'manifest.webmanifest',
    'favicon-32.png',
    'icons/icon-192.png',
    'icons/badge-96.png',
  ];
}

export async function buildServiceWorker({ root }: { root: string }) {
  const outDir = path.join(root, 'dist');
  const bundled = fs.mkdtempSync(path.join(os.tmpdir(), 'pixel-sw-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      // Workbox's modules log in development only
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: bundled,
        emptyOutDir: false,
        sourcemap: false,
        // a classic script: every browser that has service workers runs it, module workers are newer
        lib: {
          entry: path.join(root, 'src/service-worker/sw.ts'),
          formats: ['iife'],
          name: 'pixelServiceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const swDest = path.join(outDir, 'sw.js');
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(bundled, 'sw.js'),
      swDest,
      globDirectory: outDir,
      globPatterns: precachedFiles(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')),
      // their names change with their bytes: no revision needed, and the browser's HTTP cache may answer
      dontCacheBustURLsMatching: /^assets\//,
    });
    if (warnings.length > 0) throw new Error(`the service worker's precache: ${warnings.join('; ')}`);
    await compressFile(swDest);
    return { count, size };
  } finally {
    fs.rmSync(bundled, { recursive: true, force: true });
  }
}
