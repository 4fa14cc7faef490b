import { isShared } from './server.ts';

/** The server's development clock and its scheduled jobs (addresses that exist in development only). */
async function devCall(baseUrl: string, path: string, body?: Record<string, unknown>) {
  // the clock and the jobs are the whole server's: moved on a shared one, the files after this would see it
  if (body && isShared(baseUrl)) {
    throw new Error(`${path} changes the server for every file on it: useJourney({ ownServer: true })`);
  }
  const response = await fetch(`${baseUrl}${path}`, {
    ...(body && {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { now: string } }).data;
}

/** The server's time, which `moveClock` moves on. */
export async function serverNow(baseUrl: string): Promise<Date> {
  return new Date((await devCall(baseUrl, '/dev/clock')).now);
}

/** Moves the server's clock on by `seconds`: a hold, a deadline or a session's idle time, passed at once. */
export async function moveClock(baseUrl: string, seconds: number): Promise<void> {
  await devCall(baseUrl, '/dev/clock', { advance_seconds: seconds });
}

/** Puts the server's clock back to the real time. */
export async function resetClock(baseUrl: string): Promise<void> {
  await devCall(baseUrl, '/dev/clock', { reset: true });
}

/** Runs the scheduled jobs that are due at the server's time, now, and waits until they are done. */
export async function runJobs(baseUrl: string): Promise<void> {
  await devCall(baseUrl, '/dev/jobs/run', {});
}
