import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';

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
  /** The young generation's size in bytes (V8's new space); a test gives its own. */
  youngGeneration?: () => number;
  /** Told what the collections gave back, once the young generation has shrunk (or the process gave up). */
  settled?: (outcome: {
    heapBeforeMb: number;
    heapAfterMb: number;
    youngBeforeMb: number;
    youngAfterMb: number;
    collections: number;
    /** The collections' pauses together. */
    tookMs: number;
  }) => void;
}

const MB = 1_048_576;

// a young generation at most this large has been given back: V8 shrinks it to a megabyte or two
const SHRUNK_YOUNG_BYTES = 4 * MB;

// a young generation V8 keeps grown through this many collections is left to it
const MOST_COLLECTIONS = 5;

const newSpaceBytes = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
const mb = (bytes: number) => Math.round(bytes / MB);

/**
 * Start-up leaves the heap larger than what it keeps: the modules' first run, the migrations, the first
 * requests grow V8's young generation and its old pages, and an idle process gives them back only when V8's
 * own collections come round, which a quiet process does not prompt. Once the process has started and its
 * event loop has been quiet for a spell, one full collection of the kind V8 runs before it would fail for
 * want of memory (compacting, young generation shrunk, free pages returned) settles it: 15–20 MB of an
 * idle production process (decision 0077). V8 shrinks the young generation in that collection only when the
 * allocation it last measured was slow, which the start-up's burst may still outweigh: while it has not
 * shrunk, the collection is repeated at the next quiet reading (one more, usually; five at most). A process
 * busy from its start is left to V8. Answers a function that stops waiting.
 */
export function settleHeapWhenQuiet(options: SettleOptions) {
  const {
    gc,
    everyMs = 5_000,
    quietBelow = 0.02,
    giveUpAfterMs = 120_000,
    utilization = (since) => performance.eventLoopUtilization(since),
    youngGeneration = newSpaceBytes,
    settled,
  } = options;
  if (!gc) return () => undefined;
  let mark = utilization();
  let waited = 0;
  let collections = 0;
  let pausedMs = 0;
  let first: { heap: number; young: number } | undefined;
  const timer = setInterval(() => {
    const now = utilization();
    const busy = utilization(mark).utilization;
    mark = now;
    waited += everyMs;
    if (busy < quietBelow) {
      first ??= { heap: process.memoryUsage().heapUsed, young: youngGeneration() };
      const started = performance.now();
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      pausedMs += performance.now() - started;
      collections += 1;
    }
    const shrunk = collections > 0 && youngGeneration() <= SHRUNK_YOUNG_BYTES;
    if (!shrunk && waited < giveUpAfterMs && collections < MOST_COLLECTIONS) return;
    clearInterval(timer);
    if (!first) return;
    settled?.({
      heapBeforeMb: mb(first.heap),
      heapAfterMb: mb(process.memoryUsage().heapUsed),
      youngBeforeMb: mb(first.young),
      youngAfterMb: mb(youngGeneration()),
      collections,
      tookMs: Math.round(pausedMs),
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
