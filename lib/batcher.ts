/**
 * Keyed group commit: requests for the same key that arrive while a batch is being written
 * wait and are written together in the next batch. This keeps one hot KV record (a balance,
 * a rate-limit window) from collapsing under optimistic retries; the KV `check()` inside
 * `process` still guarantees correctness across processes.
 */

/** Writes one batch for `key`; returns one outcome per item, in order. */
export type BatchProcessor<T, R> = (key: string, items: T[]) => Promise<R[]>;

interface Pending<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (reason: unknown) => void;
}

/** Options of `keyedBatcher`. */
export interface BatcherOptions {
  /** Largest batch written in one go (bounded by KV's mutations per commit). */
  maxBatch?: number;
}

/** Returns `submit(key, item)`, resolved with the item's outcome once its batch is written. */
export function keyedBatcher<T, R>(
  process: BatchProcessor<T, R>,
  options: BatcherOptions = {},
): (key: string, item: T) => Promise<R> {
  const maxBatch = options.maxBatch ?? 100;
  const queues = new Map<string, Pending<T, R>[]>();

  async function drain(key: string, queue: Pending<T, R>[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await process(key, batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i]));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    queues.delete(key);
  }

  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh: Pending<T, R>[] = [{ item, resolve, reject }];
      queues.set(key, fresh);
      drain(key, fresh);
    });
}
