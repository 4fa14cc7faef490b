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
  /** The growth of the resident set since the last settling that makes a quiet process settle again. */
  grownBytes?: number;
  /** The event loop's busy time so far (`performance.eventLoopUtilization`); a test gives its own. */
  utilization?: (since?: EventLoopUtilization) => EventLoopUtilization;
  /** The young generation's size in bytes (V8's new space); a test gives its own. */
  youngGeneration?: () => number;
  /** The process's resident set in bytes; a test gives its own. */
  resident?: () => number;
  /** Told what the collections gave back, once the young generation has shrunk (or they gave up). */
  settled?: (outcome: {
    /** The first settling is the start-up's; the later ones follow load. */
    after: 'start-up' | 'load';
    heapBeforeMb: number;
    heapAfterMb: number;
    youngBeforeMb: number;
    youngAfterMb: number;
    residentBeforeMb: number;
    residentAfterMb: number;
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
 * Start-up and load leave the heap larger than what it keeps: the modules' first run, the migrations and
 * the requests grow V8's young generation to its most (`--max-semi-space-size`) and its old pages, and an
 * idle process gives them back only when V8's own collections come round, which a quiet process does not
 * prompt (even when V8 shrinks the young generation by itself, the process stays as large). So, on a quiet
 * reading of the event loop after start, and again whenever the resident set has grown by `grownBytes`
 * since the last settling, one full collection of the kind V8 runs before it would fail for want of memory
 * (compacting, young generation shrunk, free pages returned to the system) settles it: 15–20 MB after
 * start-up, 40 MB after a minute of load (decisions 0077, 0132). V8 shrinks the young generation in that
 * collection only when the allocation it last measured was slow, which a burst may still outweigh: while
 * it has not shrunk, the collection is repeated at the next quiet reading (one more, usually; five at
 * most). A busy process is left to V8: it has no quiet reading. Answers a function that stops watching.
 */
export function settleHeapWhenQuiet(options: SettleOptions) {
  const {
    gc,
    everyMs = 5_000,
    quietBelow = 0.02,
    grownBytes = 16 * MB,
    utilization = (since) => performance.eventLoopUtilization(since),
    youngGeneration = newSpaceBytes,
    resident = () => process.memoryUsage.rss(),
    settled,
  } = options;
  if (!gc) return () => undefined;
  let mark = utilization();
  // the resident set after the last settling: none yet, so the first quiet reading settles the start-up
  let settledAt: number | undefined;
  let spell:
    { heap: number; young: number; resident: number; collections: number; pausedMs: number } | undefined;
  const timer = setInterval(() => {
    const now = utilization();
    const busy = utilization(mark).utilization;
    mark = now;
    if (busy >= quietBelow) return;
    if (!spell) {
      if (settledAt !== undefined && resident() - settledAt < grownBytes) return;
      spell = {
        heap: process.memoryUsage().heapUsed,
        young: youngGeneration(),
        resident: resident(),
        collections: 0,
        pausedMs: 0,
      };
    }
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    spell.pausedMs += performance.now() - started;
    spell.collections += 1;
    if (youngGeneration() > SHRUNK_YOUNG_BYTES && spell.collections < MOST_COLLECTIONS) return;
    const after = settledAt === undefined ? 'start-up' : 'load';
    settledAt = resident();
    settled?.({
      after,
      heapBeforeMb: mb(spell.heap),
      heapAfterMb: mb(process.memoryUsage().heapUsed),
      youngBeforeMb: mb(spell.young),
      youngAfterMb: mb(youngGeneration()),
      residentBeforeMb: mb(spell.resident),
      residentAfterMb: mb(settledAt),
      collections: spell.collections,
      tookMs: Math.round(spell.pausedMs),
    });
    spell = undefined;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
