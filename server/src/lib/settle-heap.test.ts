import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleHeapWhenQuiet } from './settle-heap.ts';

/** An event loop whose busy share over each 5 s reading is the next of `shares`, then the last one. */
function loop(shares: number[]) {
  let active = 0;
  let idle = 0;
  let reading = 0;
  return (since?: EventLoopUtilization): EventLoopUtilization => {
    if (!since) return { active, idle, utilization: 0 };
    // a reading with `since` closes one interval: what the loop did in it
    const share = shares[Math.min(reading++, shares.length - 1)]!;
    active += share * 5_000;
    idle += (1 - share) * 5_000;
    return { active: share * 5_000, idle: (1 - share) * 5_000, utilization: share };
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const MB = 1_048_576;

/** V8's young generation, 32 MB until the `shrinksAt`-th collection (of `gc`) shrinks it to 1 MB. */
function youngGeneration(gc: { mock: { calls: unknown[] } }, shrinksAt: number) {
  return () => (gc.mock.calls.length >= shrinksAt ? 1 * MB : 32 * MB);
}

describe('settling the heap once the process is quiet after start or load', () => {
  it('collects once, at the first quiet reading, and tells what it gave back', async () => {
    const gc = vi.fn();
    const settled = vi.fn();
    settleHeapWhenQuiet({
      gc,
      utilization: loop([0.4, 0.3, 0.01]),
      youngGeneration: youngGeneration(gc, 1),
      settled,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({
        heapBeforeMb: expect.any(Number),
        youngBeforeMb: 32,
        youngAfterMb: 1,
        collections: 1,
        tookMs: expect.any(Number),
      }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('collects again at the next quiet reading while V8 has kept the young generation grown', async () => {
    const gc = vi.fn();
    const settled = vi.fn();
    settleHeapWhenQuiet({
      gc,
      utilization: loop([0.01, 0.3, 0.01]),
      youngGeneration: youngGeneration(gc, 2),
      settled,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    // a busy reading in between: no collection then
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ youngBeforeMb: 32, youngAfterMb: 1, collections: 2 }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('leaves a young generation V8 keeps grown after five collections', async () => {
    const gc = vi.fn();
    const settled = vi.fn();
    settleHeapWhenQuiet({ gc, utilization: loop([0.01]), youngGeneration: () => 32 * MB, settled });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(gc).toHaveBeenCalledTimes(5);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ youngAfterMb: 32, collections: 5 }));
  });

  it('leaves a busy process to V8', async () => {
    const gc = vi.fn();
    settleHeapWhenQuiet({ gc, utilization: loop([0.5]) });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(gc).not.toHaveBeenCalled();
  });

  it('settles again once quiet after load has grown the process, and not before', async () => {
    let young = 32 * MB;
    let resident = 110 * MB;
    const gc = vi.fn(() => {
      young = 1 * MB;
    });
    const settled = vi.fn();
    settleHeapWhenQuiet({
      gc,
      // quiet after start, a minute of load, then quiet
      utilization: loop([0.01, ...Array<number>(12).fill(0.6), 0.01]),
      youngGeneration: () => young,
      resident: () => resident,
      settled,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toHaveBeenLastCalledWith(expect.objectContaining({ after: 'start-up', collections: 1 }));
    // grown, but by less than 16 MB: left alone
    resident = 120 * MB;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(1);
    [young, resident] = [32 * MB, 175 * MB];
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenLastCalledWith(
      expect.objectContaining({ after: 'load', residentBeforeMb: 175, collections: 1 }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the collector (a process started without --expose-gc)', async () => {
    const utilization = vi.fn(loop([0]));
    settleHeapWhenQuiet({ gc: undefined, utilization });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(utilization).not.toHaveBeenCalled();
  });

  it('stops waiting when told', async () => {
    const gc = vi.fn();
    const stop = settleHeapWhenQuiet({ gc, utilization: loop([0.5, 0.01]) });
    await vi.advanceTimersByTimeAsync(5_000);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).not.toHaveBeenCalled();
  });
});
