import fs from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * What the first page of every visit runs: the small entry (main.tsx), and `app/start` with every chunk it
 * imports statically, which the entry imports once the page's hero has painted (decision 0036). Split by the
 * bundler's default rules the latter arrive as two dozen small files, and on a phone each costs a round
 * trip; `npm run build` first builds in memory to learn which modules those are (after tree-shaking), then
 * builds again with them grouped into one chunk, which the HTML preloads (`preloadStart`). A plain
 * `vite build` simply keeps the default split.
 */
export const FIRST_LOAD_ENV = 'PIXEL_FIRST_LOAD_MODULES';

type Chunks = Map<string, OutputChunk>;

const chunksOf = (bundle: Rollup.OutputBundle | Rollup.RollupOutput['output']): Chunks =>
  new Map(
    (Array.isArray(bundle) ? bundle : Object.values(bundle))
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The chunk names `roots` import statically, directly or not, the roots included. */
function staticClosure(chunks: Chunks, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(chunks.get(name)?.imports ?? []));
  }
  return seen;
}

/**
 * The chunks the entries start: what each entry imports dynamically, with all they import statically, less
 * what the entries themselves import statically (such as the bundler's preload helper), which must stay
 * out of the grouped chunk or the entry would run it at once.
 */
function startChunks(chunks: Chunks): string[] {
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const entryOwn = staticClosure(
    chunks,
    entries.map((chunk) => chunk.fileName),
  );
  const started = staticClosure(
    chunks,
    entries.flatMap((chunk) => chunk.dynamicImports),
  );
  return [...started].filter((name) => !entryOwn.has(name));
}

/** The module ids `app/start` needs, from an in-memory build's output; not the entry's own modules. */
export function firstLoadModuleIds(bundle: Rollup.OutputBundle | Rollup.RollupOutput['output']): string[] {
  const chunks = chunksOf(bundle);
  return startChunks(chunks).flatMap((name) => chunks.get(name)?.moduleIds ?? []);
}

/**
 * Adds to index.html a `modulepreload` for every chunk `app/start` needs, so the browser downloads them
 * with the page while the entry decides when they run. They are marked `data-app-start`: a creator page
 * with a cover drops them (server/src/features/share/first-paint.ts), and its scripts are asked for once
 * the cover has painted, rather than sharing the phone's bandwidth with it.
 */
export function preloadStart(): Plugin {
  return {
    name: 'pixel:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const links = startChunks(chunksOf(context.bundle))
          .filter((name) => !html.includes(`"/${name}"`))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}`, 'data-app-start': true },
            injectTo: 'head' as const,
          }));
        return { html, tags: links };
      },
    },
  };
}

/** The first load's modules named by the build script, if it ran; otherwise none. */
export function readFirstLoadModules(): ReadonlySet<string> {
  const file = process.env[FIRST_LOAD_ENV];
  return new Set(file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : []);
}
