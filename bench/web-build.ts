/** The built web app the benches serve: web/dist, built first when it is missing or stale. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { newestChange } from '../tools/build-if-changed.ts';

/**
 * `npm run build` when web/dist is missing or older than the web app's or the contract's sources. `track`
 * is handed the build while it runs, so an interrupted bench can stop it, and answers how to let it go.
 */
export async function buildWebIfStale(options: {
  root: string;
  label: string;
  track?: (build: ChildProcess) => () => void;
}) {
  const { root } = options;
  const built = (await fs.stat(path.join(root, 'web', 'dist', 'index.html')).catch(() => null))?.mtimeMs ?? 0;
  const sources = await Promise.all(
    ['web', 'contract', 'package-lock.json'].map((p) => newestChange(path.join(root, p))),
  );
  if (built > Math.max(...sources)) return;
  console.error(`${options.label}: building the web app (npm run build)`);
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const untrack = options.track?.(build);
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  untrack?.();
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output}`);
}
