import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { firstLoadModuleIds } from './first-load';

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

    expect(firstLoadModuleIds(bundle).sort()).toEqual(
      ['/node_modules/react/index.js', '/src/app/start.tsx', '\0rolldown/runtime.js'].sort(),
    );
  });
});
