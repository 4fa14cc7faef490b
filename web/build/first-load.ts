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

export const chunksOf = (bundle: Rollup.OutputBundle | Rollup.RollupOutput['output']): Chunks =>
  new Map(
    (Array.isArray(bundle) ? bundle : Object.values(bundle))
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The chunk names `roots` import statically, directly or not, the roots included. */
export function staticClosure(chunks: Chunks, roots: string[]): Set<string> {
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

/** What the entries run at once: their chunks and every chunk those import statically. */
const entriesOwn = (chunks: Chunks) =>
  staticClosure(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );

/** The chunks `names` import dynamically. */
const dynamicImportsOf = (chunks: Chunks, names: Iterable<string>) =>
  [...names].flatMap((name) => chunks.get(name)?.dynamicImports ?? []);

/**
 * The chunks the entries start: what they import dynamically, with all that imports statically, less what
 * the entries run at once (such as the bundler's preload helper), which must stay out of the grouped chunk
 * or the entry would run it at once.
 */
function startChunks(chunks: Chunks): string[] {
  const entryOwn = entriesOwn(chunks);
  const started = staticClosure(chunks, dynamicImportsOf(chunks, entryOwn));
  return [...started].filter((name) => !entryOwn.has(name));
}

const isScript = (id: string) => !/\.(?:css|html)(?:\?|$)/.test(id);

/**
 * What an in-memory build's output says the first load is made of: `start`, the module ids `app/start`
 * needs, not the entry's own; `entry`, the scripts the entry runs at once (main.tsx, the bundler's preload
 * helper, and what main.tsx shares with the app, such as `lib/next-task`). Grouped with the app, a module
 * of `entry` would make the entry import the app's chunk, and so run the whole app before the page's hero
 * has painted; the build keeps them in a chunk of their own, beside main.tsx's (vite.config.ts).
 */
export function firstLoadModuleIds(bundle: Rollup.OutputBundle | Rollup.RollupOutput['output']) {
  const chunks = chunksOf(bundle);
  return {
    start: startChunks(chunks).flatMap((name) => chunks.get(name)?.moduleIds ?? []),
    entry: [...entriesOwn(chunks)].flatMap((name) => chunks.get(name)?.moduleIds ?? []).filter(isScript),
  };
}

// libraries only forms need
const FORMS_ONLY = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/;

/** The modules of a form library among `moduleIds`. */
export const formLibraryModules = (moduleIds: Iterable<string>) =>
  [...moduleIds].filter((id) => FORMS_ONLY.test(id));

/**
 * What a visitor downloads before any form opens: the first load of every page, and each page whose module
 * `pages` matches with all it imports statically, by name (the first load as 'the first load').
 */
export function visitorDownloads(bundle: Rollup.OutputBundle | Rollup.RollupOutput['output'], pages: RegExp) {
  const chunks = chunksOf(bundle);
  const { start, entry } = firstLoadModuleIds(bundle);
  const downloads = new Map<string, string[]>([['the first load', [...entry, ...start]]]);
  for (const chunk of chunks.values()) {
    if (!chunk.facadeModuleId || !pages.test(chunk.facadeModuleId)) continue;
    const closure = staticClosure(chunks, [chunk.fileName]);
    downloads.set(
      chunk.fileName,
      [...closure].flatMap((name) => chunks.get(name)?.moduleIds ?? []),
    );
  }
  return downloads;
}

/**
 * Fails the build when the first load, or a page a visitor opens from a shared link (`pages`, by its
 * module's path), would download a library only forms need (zod, react-hook-form). A module such a page
 * imports that makes a schema at its top level brings all of zod with it: 23 KB of brotli, and its start on
 * a phone's main thread. The contract keeps what pages print without a schema (centavos.ts,
 * content-rules.ts, moderation.ts) for this.
 */
export function withoutFormLibraries(options: { pages: RegExp }): Plugin {
  return {
    name: 'pixel:without-form-libraries',
    apply: 'build',
    generateBundle(_options, bundle) {
      const downloads = visitorDownloads(bundle, options.pages);
      if (downloads.size < 2) this.error(`no page of the build matches ${options.pages}`);
      for (const [what, moduleIds] of downloads) {
        const found = formLibraryModules(moduleIds);
        if (found.length > 0)
          this.error(
            `${what} holds ${found.length} module(s) of a form library, such as ${found[0]}: a module it ` +
              'imports makes a schema at its top level',
          );
      }
    },
  };
}

// the Filipino catalogue: the app's (src/locales/fil/) and the contract's messages (locales/fil.ts)
const FILIPINO_CATALOGUE = /[\\/]locales[\\/]fil(?:[\\/]|\.ts$)/;

/** The modules of the Filipino catalogue among `moduleIds`. */
export const filipinoCatalogueModules = (moduleIds: Iterable<string>) =>
  [...moduleIds].filter((id) => FILIPINO_CATALOGUE.test(id));

/**
 * Fails the build when the first load holds a module of the Filipino catalogue: a Filipino reader's is
 * fetched while the app starts (lib/i18n.ts), and the first download of everyone else carries none of it
 * (it was 6 KB of brotli once, through a module importing both languages' texts for a first screen).
 */
export function firstLoadInOneLanguage(): Plugin {
  return {
    name: 'pixel:first-load-in-one-language',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { start, entry } = firstLoadModuleIds(bundle);
      const found = filipinoCatalogueModules([...entry, ...start]);
      if (found.length > 0)
        this.error(
          `the first load holds ${found.length} module(s) of the Filipino catalogue, such as ${found[0]}`,
        );
    },
  };
}

/**
 * Throws when an entry imports at once a chunk it imports dynamically, later: the app's code would then be
 * downloaded, parsed and run before the entry itself runs, the page's hero still waiting.
 */
export function assertEntriesStandAlone(bundle: Rollup.OutputBundle | Rollup.RollupOutput['output']) {
  const chunks = chunksOf(bundle);
  for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
    const own = staticClosure(chunks, [entry.fileName]);
    const early = dynamicImportsOf(chunks, own).filter((name) => own.has(name));
    if (early.length > 0) {
      throw new Error(
        `${entry.fileName} imports ${early.join(', ')} at once, though it starts it only later: a module the ` +
          "entry shares with the app must stay out of the app's chunk (vite.config.ts)",
      );
    }
  }
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
        assertEntriesStandAlone(context.bundle);
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
export function readFirstLoadModules(): { start: ReadonlySet<string>; entry: ReadonlySet<string> } {
  const file = process.env[FIRST_LOAD_ENV];
  const named = file
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<typeof firstLoadModuleIds>)
    : { start: [], entry: [] };
  return { start: new Set(named.start), entry: new Set(named.entry) };
}
