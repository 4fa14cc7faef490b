/**
 * Groups work that arrives at the same time into batches: while batches run, new items wait and go
 * together in the next. Nothing waits when the batcher is idle, so a lone item goes at once; under load
 * many items share one database transaction (and one commit).
 */
export function createBatcher<In, Out>(options: {
  maxSize: number;
  /** How many batches may run at once. */
  concurrency: number;
  /**
   * While a batch runs, another starts beside it only once this many items wait; fewer wait for a running
   * batch to finish. An idle batcher still starts a lone item at once.
   */
  minSizeBeside?: number;
  /** Returns one outcome per item, in order; a throw fails the whole batch. */
  run: (items: In[]) => Promise<PromiseSettledResult<Out>[]>;
}) {
  let queue: { item: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;

  async function runBatch() {
    const batch = queue.slice(0, options.maxSize);
    queue = queue.slice(batch.length);
    running++;
    try {
      const results = await options.run(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => {
        const result = results[i]!;
        if (result.status === 'fulfilled') entry.resolve(result.value);
        else entry.reject(result.reason);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      running--;
      startBatches();
    }
  }

  function startBatches() {
    const beside = options.minSizeBeside ?? 1;
    while (queue.length && running < options.concurrency && (running === 0 || queue.length >= beside)) {
      void runBatch();
    }
  }

  return {
    submit(item: In) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (scheduled) return;
        scheduled = true;
        // let requests that arrived in the same turn of the event loop join the same batch
        setImmediate(() => {
          scheduled = false;
          startBatches();
        });
      });
    },
  };
}
