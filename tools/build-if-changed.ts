/**
 * `npm start`'s build: the web app and the server, each built only when it never was or something it is
 * made from changed since (its sources, the contract's, the locked packages), and quietly: one line each,
 * the build's own output only when it fails. A restart after a change to the server alone builds the server
 * alone; one with nothing changed builds nothing.
 *
 *   node tools/build-if-changed.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The newest change under `from` (a file or a folder, built output and packages left out), 0 when absent. */
export async function newestChange(from: string): Promise<number> {
  const stat = await fs.stat(from).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of await fs.readdir(from)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, await newestChange(path.join(from, entry)));
  }
  return newest;
}

/** A workspace's build: what it is made from, and the file a finished build leaves in its output. */
const parts = [
  { workspace: 'web', label: 'the web app', sources: ['web', 'contract', 'package-lock.json'] },
  {
    workspace: 'server',
    label: 'the server',
    sources: ['server/src', 'server/build.mjs', 'server/package.json', 'contract', 'package-lock.json'],
  },
].map((part) => ({ ...part, stamp: path.join(root, part.workspace, 'dist', '.built') }));

/** Whether the workspace's last finished build is older than one of its sources (or there is none). */
async function isStale(part: (typeof parts)[number]) {
  const built = (await fs.stat(part.stamp).catch(() => null))?.mtimeMs ?? 0;
  const sources = await Promise.all(part.sources.map((source) => newestChange(path.join(root, source))));
  return built <= Math.max(...sources);
}

async function build(part: (typeof parts)[number]) {
  const started = performance.now();
  process.stdout.write(`Building ${part.label}…`);
  const child = spawn('npm', ['run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    process.stdout.write(' failed:\n');
    process.stderr.write(output);
    process.exit(code ?? 1);
  }
  // the build empties its output first, so a stamp there was left by this build, after it finished
  await fs.writeFile(part.stamp, new Date().toISOString());
  process.stdout.write(` done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

if (import.meta.filename === process.argv[1]) {
  for (const part of parts) if (await isStale(part)) await build(part);
}
