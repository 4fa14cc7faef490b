import type { ChildProcess } from 'node:child_process';

/** Stops a child: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
