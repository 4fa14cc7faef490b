import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** One rule that failed, and where: short enough to read in a test's failure message. */
export type AxeViolation = {
  id: string;
  impact: Axe.ImpactValue | null | undefined;
  help: string;
  nodes: { target: string; summary: string }[];
};

const blocking: readonly Axe.ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe-core on the whole page and returns the violations whose impact is serious or critical.
 * Transitions are let finish first: a modal caught half faded in fails contrast only for that moment.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
    // evaluated, not added as a <script>: the app's Content-Security-Policy blocks inline scripts
    await page.evaluate(await axeSource);
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // a spinner or a skeleton's pulse never ends
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(() => {
    if (!window.axe) throw new Error('axe-core did not load');
    return window.axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact && blocking.includes(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
}
