import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { assertEntriesStandAlone, firstLoadModuleIds } from './first-load';

const chunk = (
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    isEntry: links.isEntry ?? false,
  }) as unknown as Rollup.OutputChunk;

describe('firstLoadModuleIds', () => {
  it('names what the entry starts, not the entry itself, its helpers or the pages loaded later', () => {
    const bundle = [
      chunk('main.js', ['/src/main.tsx'], {
        isEntry: true,
        imports: ['helper.js'],
        dynamicImports: ['start.js'],
      }),
      chunk('helper.js', ['\0vite/preload-helper.js']),
      chunk('start.js', ['/src/app/start.tsx'], {
        imports: ['react.js', 'helper.js'],
        dynamicImports: ['dashboard.js'],
      }),
      chunk('react.js', ['/node_modules/react/index.js'], { imports: ['runtime.js'] }),
      chunk('runtime.js', ['\0rolldown/runtime.js']),
      chunk('dashboard.js', ['/src/features/dashboard/index.ts'], { imports: ['react.js'] }),
    ] as unknown as Rollup.RollupOutput['output'];

    const { start, entry } = firstLoadModuleIds(bundle);
    expect(start.sort()).toEqual(
      ['/node_modules/react/index.js', '/src/app/start.tsx', '\0rolldown/runtime.js'].sort(),
    );
    expect(entry.sort()).toEqual(['/src/main.tsx', '\0vite/preload-helper.js'].sort());
  });

  it("counts what the entry shares with the app as the entry's, and its stylesheets not at all", () => {
    const bundle = [
      chunk('index.js', ['/index.html'], { isEntry: true, imports: ['main.js'] }),
      chunk('main.js', ['/src/app/fonts.css', '/src/lib/next-task.ts', '/src/main.tsx'], {
        dynamicImports: ['start.js'],
      }),
      chunk('start.js', ['/src/app/start.tsx'], { imports: ['main.js'] }),
    ] as unknown as Rollup.RollupOutput['output'];

    const { start, entry } = firstLoadModuleIds(bundle);
    expect(start).toEqual(['/src/app/start.tsx']);
    expect(entry.sort()).toEqual(['/src/lib/next-task.ts', '/src/main.tsx']);
  });
});

describe('assertEntriesStandAlone', () => {
  it('refuses an entry that imports at once the app it means to start later', () => {
    const bundle = [
      chunk('main.js', ['/src/main.tsx'], { isEntry: true, imports: ['app.js'], dynamicImports: ['app.js'] }),
      chunk('app.js', ['/src/lib/next-task.ts', '/src/app/start.tsx'], { imports: ['react.js'] }),
      chunk('react.js', ['/node_modules/react/index.js']),
    ] as unknown as Rollup.RollupOutput['output'];

    expect(() => assertEntriesStandAlone(bundle)).toThrow('main.js imports app.js at once');
  });

  it('lets an entry share a chunk with the app, so long as the app itself waits', () => {
    const bundle = [
      chunk('main.js', ['/src/main.tsx'], {
        isEntry: true,
        imports: ['helper.js'],
        dynamicImports: ['app.js'],
      }),
      chunk('helper.js', ['\0vite/preload-helper.js', '/src/lib/next-task.ts']),
      chunk('app.js', ['/src/app/start.tsx'], { imports: ['helper.js', 'react.js'] }),
      chunk('react.js', ['/node_modules/react/index.js']),
    ] as unknown as Rollup.RollupOutput['output'];

    expect(() => assertEntriesStandAlone(bundle)).not.toThrow();
  });
});
