// The production build of the server: its TypeScript and the contract's compiled into ES modules,
// dist/main.js and its chunks, which `npm start` runs with plain Node.js (decision 0077). Packages stay outside the
// bundle and load from node_modules, as they do in development.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@pixel/contract');

// chunks of an earlier build would linger beside the new ones
rmSync(path.join(import.meta.dirname, 'dist'), { recursive: true, force: true });

await build({
  absWorkingDir: import.meta.dirname,
  // the speech engine's worker thread is a module of its own, beside main.js, where the speech engine
  // looks for it (`features/speech/speech.engine.ts`, decision 0145)
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/features/speech/speech.worker.ts', out: 'speech.worker' },
  ],
  outdir: 'dist',
  // what loads only when used (the embedded database, S3, the demo seed) is a chunk of its own
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  external: [...external, ...external.map((name) => `${name}/*`)],
  // beside the bundle, for reading a stack trace back to the TypeScript (`node --enable-source-maps`)
  sourcemap: true,
  legalComments: 'none',
  // a process holds the source of every module it loaded: without comments and whitespace, a megabyte less
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
