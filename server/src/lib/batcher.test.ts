import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

describe('createBatcher', () => {
  it('runs a lone item at once and groups items that arrive while a batch runs', async () => {
    const batches: number[][] = [];
    const release: (() => void)[] = [];
    const batcher = createBatcher<number, number>({
      maxSize: 3,
      concurrency: 1,
      run: async (items) => {
        batches.push(items);
        await new Promise<void>((resolve) => release.push(resolve));
        return items.map((n) => ({ status: 'fulfilled' as const, value: n * 2 }));
      },
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = batcher.submit(1);
    await turn();
    expect(batches).toEqual([[1]]);
    // these arrive while the first batch runs: they wait for it, then go together, three at most
    const rest = [2, 3, 4, 5].map((n) => batcher.submit(n));
    await turn();
    expect(batches).toEqual([[1]]);
    release.shift()!();
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    release.shift()!();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8, 10]);
  });

  it('runs up to `concurrency` batches at once', async () => {
    let inFlight = 0;
    let most = 0;
    const batcher = createBatcher<number, number>({
      maxSize: 1,
      concurrency: 2,
      run: async (items) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return items.map((value) => ({ status: 'fulfilled' as const, value }));
      },
    });
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('starts a batch beside a running one only once `minSizeBeside` items wait', async () => {
    const batches: number[][] = [];
    const release: (() => void)[] = [];
    const batcher = createBatcher<number, number>({
      maxSize: 10,
      concurrency: 2,
      minSizeBeside: 3,
      run: async (items) => {
        batches.push(items);
        await new Promise<void>((resolve) => release.push(resolve));
        return items.map((value) => ({ status: 'fulfilled' as const, value }));
      },
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const results = [batcher.submit(1)];
    await turn();
    // an idle batcher starts a lone item at once
    expect(batches).toEqual([[1]]);
    results.push(batcher.submit(2), batcher.submit(3));
    await turn();
    // two waiting are too few to run beside the first
    expect(batches).toEqual([[1]]);
    results.push(batcher.submit(4));
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    results.push(batcher.submit(5));
    release.shift()!();
    await turn();
    // one batch still runs: the lone item waits for it
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    release.shift()!();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
  });

  it('rejects every item of a failed batch, or just the items that failed, and keeps going', async () => {
    const batcher = createBatcher<number, number>({
      maxSize: 10,
      concurrency: 2,
      run: async (items) => {
        if (items.includes(13)) throw new Error('unlucky');
        return items.map((n) =>
          n === 4
            ? { status: 'rejected' as const, reason: new Error('four') }
            : { status: 'fulfilled' as const, value: n },
        );
      },
    });
    await expect(batcher.submit(13)).rejects.toThrow('unlucky');
    expect(await batcher.submit(7)).toBe(7);
    const [four, five] = await Promise.allSettled([batcher.submit(4), batcher.submit(5)]);
    expect(four).toMatchObject({ status: 'rejected', reason: new Error('four') });
    expect(five).toEqual({ status: 'fulfilled', value: 5 });
  });
});
