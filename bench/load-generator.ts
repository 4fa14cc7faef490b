/**
 * bench:api's load generator, run as a process of its own (`node bench/load-generator.ts '<options>'`), so
 * its work shares neither an event loop nor a CPU count with the bench that starts the servers: a warm-up,
 * then the measured autocannon run against one address. It prints `measuring` when the warm-up is over (the
 * bench reads the servers' CPU time there) and, at the end, the result as one line of JSON, with the CPU
 * this process used per second of the run.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  /** A mix: each connection sends these in turn, at `url`'s host (each with its own headers). */
  requests?: { path: string; headers: Record<string, string> }[];
  connections: number;
  /** 0: none. */
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Cores this process kept busy during the measured run. */
  generatorCores: number;
}

const options = JSON.parse(process.argv[2]!) as LoadOptions;
const run = (duration: number) =>
  autocannon({
    url: options.url,
    headers: options.headers,
    ...(options.requests && { requests: options.requests.map((r) => ({ method: 'GET' as const, ...r })) }),
    connections: options.connections,
    duration,
  });

if (options.warmupSeconds > 0) await run(options.warmupSeconds);
process.stdout.write('measuring\n');
const cpu = process.cpuUsage();
const started = performance.now();
const result = await run(options.seconds);
const used = process.cpuUsage(cpu);
const seconds = (performance.now() - started) / 1000;
const answer: LoadResult = {
  rps: result.requests.total / seconds,
  requests: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  generatorCores: (used.user + used.system) / 1e6 / seconds,
};
process.stdout.write(`${JSON.stringify(answer)}\n`);
