import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileRun, RunRecord } from './run-report.ts';

/**
 * CI's last word on its test steps: reads what each vitest run recorded (`TEST_RUN_RECORD`, one JSON line a
 * run, see run-report.ts), prints how many tests each step ran and the slowest server test files and
 * journeys, and fails, naming them, when a test file in the tree ran in no step (none of its tests passed
 * anywhere). Usage: node --import tsx tools/check-test-runs.ts <record file>
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const recordFile = process.argv[2];
if (!recordFile) {
  console.error('usage: check-test-runs <record file>');
  process.exit(2);
}

const runs = readFileSync(recordFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as RunRecord);

const count = (files: FileRun[], key: 'passed' | 'failed' | 'skipped') =>
  files.reduce((sum, file) => sum + file[key], 0);

console.log('Tests a step:');
for (const run of runs) {
  const ran = run.files.filter((file) => file.passed > 0).length;
  console.log(
    `  ${run.step}: ${count(run.files, 'passed')} passed, ${count(run.files, 'failed')} failed, ` +
      `${count(run.files, 'skipped')} skipped, in ${ran} of ${run.files.length} files`,
  );
}

function slowest(title: string, match: (file: string) => boolean) {
  const files = runs
    .flatMap((run) => run.files.map((file) => ({ ...file, step: run.step })))
    .filter((file) => match(file.file))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (files.length === 0) return;
  const width = Math.max(...files.map((file) => file.file.length));
  console.log(`\nThe ten slowest ${title}:`);
  for (const file of files)
    console.log(`  ${file.file.padEnd(width)}  ${file.seconds.toFixed(1).padStart(6)} s  (${file.step})`);
}
slowest('journeys', (file) => file.startsWith('e2e/'));
slowest('server test files', (file) => file.startsWith('server/'));

const inTree = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '');
const ran = new Set(
  runs.flatMap((run) => run.files.filter((file) => file.passed > 0).map((file) => file.file)),
);
const missed = inTree.filter((file) => !ran.has(file));
if (missed.length > 0) {
  console.error(
    `\n${missed.length} test file(s) in the tree ran in no step:\n${missed.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nEvery one of the ${inTree.length} test files in the tree ran in some step.`);
