import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Stops a child: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Every process on this machine and its `/proc/<pid>/stat` line, read once (one that ends meanwhile is left out). */
export function processStats() {
  const stats: { pid: number; stat: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push({ pid: Number(entry), stat: readFileSync(`/proc/${entry}/stat`, 'utf8') });
    } catch {
      // gone meanwhile
    }
  }
  return stats;
}
