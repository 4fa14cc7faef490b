import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** V8's collector as `--expose-gc` gives it, with the options Node.js passes on. */
export type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface SettleOptions {
  /** The collector: `globalThis.gc`, there only when the process runs with `--expose-gc` (`npm start`). */
  gc: CollectGarbage | undefined;
  /** How often the event loop's busy share is read. */
  everyMs?: number;
  /** The busy share under which the process counts as quiet. */
  quietBelow?: number;
  /** After this long without a quiet spell the process is busy enough that V8 settles it on its own. */
  giveUpAfterMs?: number;
  /** The event loop's busy time so far (`performance.eventLoopUtilization`); a test gives its own. */
  utilization?: (since?: EventLoopUtilization) => EventLoopUtilization;
  /** Told what the collection gave back. */
  settled?: (outcome: { heapBeforeMb: number; heapAfterMb: number; tookMs: number }) => void;
}

/**
 * Start-up leaves the heap larger than what it keeps: the modules' first run, the migrations, the first
 * requests grow V8's young generation and its old pages, and an idle process gives them back only when V8's
 * own collections come round, which a quiet process does not prompt. Once the process has started and its
 * event loop has been quiet for a spell, one full collection of the kind V8 runs before it would fail for
 * want of memory (compacting, young generation shrunk, free pages returned) settles it: 15–20 MB of an
 * idle production process (decision 0077). Done once; a process busy from its start is left to V8.
 * Answers a function that stops waiting.
 */
export function settleHeapWhenQuiet(options: SettleOptions) {
  const {
    gc,
    everyMs = 5_000,
    quietBelow = 0.02,
    giveUpAfterMs = 120_000,
    utilization = (since) => performance.eventLoopUtilization(since),
    settled,
  } = options;
  if (!gc) return () => undefined;
  let mark = utilization();
  let waited = 0;
  const timer = setInterval(() => {
    const now = utilization();
    const busy = utilization(mark).utilization;
    mark = now;
    waited += everyMs;
    if (busy < quietBelow) {
      clearInterval(timer);
      const before = process.memoryUsage().heapUsed;
      const started = performance.now();
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      settled?.({
        heapBeforeMb: Math.round(before / 1_048_576),
        heapAfterMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
        tookMs: Math.round(performance.now() - started),
      });
    } else if (waited >= giveUpAfterMs) clearInterval(timer);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
