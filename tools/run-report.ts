import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The repository's root: file names in the report read as `git ls-files` prints them. */
const repoRoot = path.resolve(import.meta.dirname, '..');

/** How many of a file's tests ended each way. */
export type FileRun = { file: string; seconds: number; passed: number; failed: number; skipped: number };

/** One line of `TEST_RUN_RECORD`: what one run of vitest ran, under the name CI gives its step. */
export type RunRecord = { step: string; files: FileRun[] };

const slowestShown = 10;

function fileRun(module: TestModule): FileRun {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const test of module.children.allTests()) {
    const state = test.result().state;
    if (state === 'passed') counts.passed++;
    else if (state === 'failed') counts.failed++;
    else counts.skipped++;
  }
  const d = module.diagnostic();
  // a file's own time: loading its environment and imports, its hooks and its tests
  const ms =
    d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
  return { file: path.relative(repoRoot, module.moduleId), seconds: ms / 1000, ...counts };
}

/**
 * Prints the ten slowest test files of a run with their seconds, and, when `TEST_RUN_RECORD` names a file,
 * appends what ran there as a line of JSON (`RunRecord`), which CI reads to check that every test file in
 * the tree ran in some step (`tools/check-test-runs.ts`).
 */
export default class RunReport implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules.map(fileRun);
    const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, slowestShown);
    if (slowest.length > 0) {
      const width = Math.max(...slowest.map((f) => f.file.length));
      const lines = slowest.map((f) => `  ${f.file.padEnd(width)}  ${f.seconds.toFixed(1).padStart(6)} s`);
      const total = files.reduce((sum, f) => sum + f.seconds, 0);
      process.stdout.write(
        `\nThe ${slowest.length} slowest of ${files.length} test files (${total.toFixed(0)} s in all, summed over workers):\n${lines.join('\n')}\n`,
      );
    }
    const record = process.env.TEST_RUN_RECORD;
    if (record) {
      const line: RunRecord = { step: process.env.TEST_RUN_STEP ?? 'vitest', files };
      appendFileSync(record, `${JSON.stringify(line)}\n`);
    }
  }
}
