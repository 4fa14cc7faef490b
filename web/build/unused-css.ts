import fs from 'node:fs';
import postcss from 'postcss';
import type { Plugin, Rollup } from 'vite';

/**
 * Mantine ships the CSS of every component in one stylesheet, a quarter of a megabyte a phone parses before
 * the app draws, while the app uses a third of the components. Each component styles itself through hashed
 * classes (`m_77c9d27d`) its code names as strings, so a rule naming a class that no script of the build
 * contains cannot match anything. `npm run build` learns those classes from its first, in-memory pass
 * (see first-load.ts), every chunk's code included, pages loaded later too, and the second pass leaves the
 * other rules out of the stylesheet before it is named by its hash. A plain `vite build` keeps them all.
 */
export const USED_CLASSES_ENV = 'PIXEL_USED_CSS_CLASSES';

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const DARK_SCHEME = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/** The Mantine classes the scripts of a build name. */
export function usedClasses(output: Rollup.RollupOutput['output']): string[] {
  const used = new Set<string>();
  for (const item of output) {
    if (item.type === 'chunk') for (const name of item.code.match(MANTINE_CLASS) ?? []) used.add(name);
  }
  return [...used].sort();
}

/**
 * `css` without the rules that cannot match: those naming a Mantine class not in `used`, and (when the app is
 * drawn in the light scheme only) those for the dark scheme.
 */
export function dropUnusedRules(css: string, used: ReadonlySet<string>, { dark }: { dark: boolean }): string {
  const matchable = (selector: string) =>
    (dark || !DARK_SCHEME.test(selector)) &&
    (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // inside @keyframes, selectors are steps (from, 50%), not elements
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter(matchable);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // a media or layer block whose rules all went, innermost first
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => void atRules.push(atRule));
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** The plugin of the second pass: Mantine's stylesheets without what the build never uses. */
export function dropUnusedCss({ colorSchemes }: { colorSchemes: readonly ('light' | 'dark')[] }): Plugin {
  const file = process.env[USED_CLASSES_ENV];
  const used = file ? new Set(JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : null;
  return {
    name: 'pixel:drop-unused-css',
    apply: 'build',
    transform(code, id) {
      if (!used || !/[\\/]node_modules[\\/]@mantine[\\/].*\.css$/.test(id)) return null;
      return { code: dropUnusedRules(code, used, { dark: colorSchemes.includes('dark') }), map: null };
    },
  };
}
