import fs from 'node:fs';
import type { Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * What the first page of every visit runs: the entry chunk and the chunks it imports statically. Split by
 * the bundler's default rules they arrive as two dozen small files, and on a phone each costs a round
 * trip; `npm run build` first builds in memory to learn which modules those are (after tree-shaking), then
 * builds again with them grouped into one chunk. A plain `vite build` simply keeps the default split.
 */
export const FIRST_LOAD_ENV = 'PIXEL_FIRST_LOAD_MODULES';

/** The module ids of the first load, from an in-memory build's output. */
export function firstLoadModuleIds(bundle: Rollup.OutputBundle | Rollup.RollupOutput['output']): string[] {
  const chunks = new Map(
    (Array.isArray(bundle) ? bundle : Object.values(bundle))
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const stack = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(chunks.get(name)?.imports ?? []));
  }
  return [...seen].flatMap((name) => chunks.get(name)?.moduleIds ?? []);
}

/** The first load's modules named by the build script, if it ran; otherwise none. */
export function readFirstLoadModules(): ReadonlySet<string> {
  const file = process.env[FIRST_LOAD_ENV];
  return new Set(file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : []);
}
