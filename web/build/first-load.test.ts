import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  assertEntriesStandAlone,
  filipinoCatalogueModules,
  firstLoadModuleIds,
  formLibraryModules,
  visitorDownloads,
} from './first-load';

const chunk = (
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facadeModuleId?: string } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    isEntry: links.isEntry ?? false,
    facadeModuleId: links.facadeModuleId ?? null,
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

describe('visitorDownloads and formLibraryModules', () => {
  const bundle = (pageImports: string[]) =>
    [
      chunk('main.js', ['/src/main.tsx'], { isEntry: true, dynamicImports: ['start.js'] }),
      chunk('start.js', ['/src/app/start.tsx'], {
        imports: ['libs.js'],
        dynamicImports: ['photo-post-page.js', 'sign-up-page.js'],
      }),
      chunk('libs.js', ['/work/node_modules/@mantine/core/esm/index.mjs']),
      chunk('photo-post-page.js', ['/src/features/content/components/photo-post-page.tsx'], {
        imports: pageImports,
        facadeModuleId: '/src/features/content/components/photo-post-page.tsx',
      }),
      chunk('content.js', ['/contract/src/content.ts'], { imports: ['schemas.js'] }),
      chunk('content-rules.js', ['/contract/src/content-rules.ts']),
      chunk('schemas.js', ['/work/node_modules/zod/v4/core/schemas.js']),
      chunk('sign-up-page.js', ['/src/features/auth/components/sign-up-page.tsx'], {
        imports: ['schemas.js'],
        facadeModuleId: '/src/features/auth/components/sign-up-page.tsx',
      }),
    ] as unknown as Rollup.RollupOutput['output'];
  const pages = /photo-post-page\.tsx$/;

  it('finds zod on a page that imports a module making schemas, and not on one that imports only its rules', () => {
    const withSchemas = visitorDownloads(bundle(['libs.js', 'content.js']), pages);
    expect([...withSchemas.keys()]).toEqual(['the first load', 'photo-post-page.js']);
    expect(formLibraryModules(withSchemas.get('photo-post-page.js')!)).toEqual([
      '/work/node_modules/zod/v4/core/schemas.js',
    ]);
    // the sign-up form's zod is not the first load's
    expect(formLibraryModules(withSchemas.get('the first load')!)).toEqual([]);

    const lean = visitorDownloads(bundle(['libs.js', 'content-rules.js']), pages);
    expect(formLibraryModules(lean.get('photo-post-page.js')!)).toEqual([]);
  });

  it("knows a form library by its package's path, on any system, and not a module of the app's own so named", () => {
    expect(
      formLibraryModules([
        'C:\\app\\node_modules\\react-hook-form\\dist\\index.esm.mjs',
        '/work/node_modules/@hookform/resolvers/zod/dist/zod.mjs',
        '/src/lib/zod-messages.ts',
        '/work/node_modules/zod-to-nothing/index.js',
      ]),
    ).toHaveLength(2);
  });
});

describe('filipinoCatalogueModules', () => {
  it("knows the app's Filipino texts and the contract's Filipino messages, on any system, and nothing English", () => {
    expect(
      filipinoCatalogueModules([
        '/work/web/src/locales/fil/common.ts',
        'C:\\work\\web\\src\\locales\\fil\\home.ts',
        '/work/contract/src/locales/fil.ts',
        '/work/contract/src/locales/en.ts',
        '/work/web/src/locales/en/common.ts',
        '/work/web/src/features/home/lib/filter.ts',
      ]),
    ).toEqual([
      '/work/web/src/locales/fil/common.ts',
      'C:\\work\\web\\src\\locales\\fil\\home.ts',
      '/work/contract/src/locales/fil.ts',
    ]);
  });
});
