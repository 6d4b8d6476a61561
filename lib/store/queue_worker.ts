/**
 * The worker side of the queue as data (`queue.ts`): claims due messages with checked commits,
 * runs their handler with the claim renewed, and deletes, re-times or dead-letters each one.
 * It runs until the store closes or `signal` aborts.
 */
import { keys } from "./keys.ts";
import type { Store } from "./port.ts";
import type { DeadLetter, QueueRecord } from "./queue.ts";

/** How a worker claims, retries and waits. */
export interface WorkerOptions {
  /** Messages handled at once by this process (default 64). */
  concurrency?: number;
  /** How long a claim hides a message from other workers without renewal (default 10 s). */
  visibilityMs?: number;
  /** The longest wait between looks at the queue when no tick arrives (default 1 s). */
  pollMs?: number;
  /** Attempts before a message is dead-lettered (default 5). */
  maxAttempts?: number;
  /** Wait before attempt `attempt + 1` after attempt `attempt` failed (default 1 s doubling). */
  backoffMs?: (attempt: number) => number;
  signal?: AbortSignal;
}

const DEFAULTS = {
  concurrency: 64,
  visibilityMs: 10_000,
  pollMs: 1_000,
  maxAttempts: 5,
  backoffMs: (attempt: number) => 1_000 * 2 ** (attempt - 1),
};

/** A message this worker holds: its record, and the key and versionstamp of its claim. */
interface Claim {
  key: Deno.KvKey;
  versionstamp: string;
  record: QueueRecord;
}

/** Whether an error means the store was closed under us (the worker then stops). */
export function isClosed(err: unknown): boolean {
  return err instanceof Deno.errors.BadResource ||
    (err instanceof TypeError && /Database is closed/.test(err.message));
}

/** Handles queued messages with `handler` until the store closes or `signal` aborts. */
export async function work(
  store: Store,
  handler: (message: unknown) => Promise<void>,
  options: WorkerOptions = {},
): Promise<void> {
  const o = { ...DEFAULTS, ...options };
  const inflight = new Set<Promise<void>>();
  const waker = new Waker(store);
  try {
    while (!o.signal?.aborted && !waker.closed) {
      const free = o.concurrency - inflight.size;
      const claimed = free > 0 ? await claimDue(store, free, o.visibilityMs) : [];
      for (const claim of claimed) {
        const run = handle(store, claim, handler, o).finally(() => {
          inflight.delete(run);
          waker.wake();
        });
        inflight.add(run);
      }
      if (free > 0 && claimed.length === free) continue;
      await waker.wait(Math.min(o.pollMs, await untilNextDue(store)), o.signal);
    }
  } catch (err) {
    if (!isClosed(err)) throw err;
  } finally {
    waker.stop();
    await Promise.allSettled(inflight);
  }
}

/** Claims up to `limit` due messages; another worker's claim of the same one makes it skip. */
async function claimDue(store: Store, limit: number, visibilityMs: number): Promise<Claim[]> {
  const now = Date.now();
  const claims: Claim[] = [];
  const due = store.list<QueueRecord>(
    { prefix: keys.queuedAll(), end: keys.queuedBefore(now + 1) },
    {
      limit,
    },
  );
  for await (const entry of due) {
    const record = { ...entry.value, attempts: entry.value.attempts + 1 };
    const key = keys.queued(now + visibilityMs, record.id);
    const res = await store.atomic().check(entry).delete(entry.key).set(key, record).commit();
    if (res.ok) claims.push({ key, versionstamp: res.versionstamp, record });
  }
  return claims;
}

/** Ms until the earliest queued message is due (0 when one is due now). */
async function untilNextDue(store: Store): Promise<number> {
  for await (const e of store.list({ prefix: keys.queuedAll() }, { limit: 1 })) {
    return Math.max(0, (e.key[1] as number) - Date.now());
  }
  return Infinity;
}

/** Runs one claimed message, renewing the claim meanwhile, then settles it. */
async function handle(
  store: Store,
  claim: Claim,
  handler: (message: unknown) => Promise<void>,
  o: typeof DEFAULTS,
): Promise<void> {
  // One renewal at a time; the settle below waits for the last one, so it checks the claim as
  // last renewed (else a renewal committing late would make the settle's check fail, and the
  // handled message would come back when its claim lapsed).
  let renewing: Promise<void> = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = renewing.then(() => renew(store, claim, o.visibilityMs))
      .catch(() => {/* the claim lapses; another takes it */});
  }, Math.max(50, Math.floor(o.visibilityMs / 3)));
  let error: unknown = null;
  try {
    await handler(claim.record.message);
  } catch (err) {
    error = err;
  } finally {
    clearInterval(renewal);
    await renewing;
  }
  try {
    await settle(store, claim, error, o);
  } catch (err) {
    if (!isClosed(err)) console.error("Could not settle a queue message:", err);
  }
}

/** Moves the claim to now + `visibilityMs`; a claim lost to another worker stays lost. */
async function renew(store: Store, claim: Claim, visibilityMs: number): Promise<void> {
  const key = keys.queued(Date.now() + visibilityMs, claim.record.id);
  const res = await store.atomic().check(claim).delete(claim.key).set(key, claim.record).commit();
  if (res.ok) Object.assign(claim, { key, versionstamp: res.versionstamp });
}

/** Deletes a handled message, re-times a failed one, or dead-letters it after the last attempt. */
async function settle(
  store: Store,
  claim: Claim,
  error: unknown,
  o: typeof DEFAULTS,
): Promise<void> {
  const op = store.atomic().check(claim).delete(claim.key);
  if (error !== null) {
    if (isClosed(error)) return; // shutdown: the claim lapses and another process takes it
    const record: QueueRecord = { ...claim.record, error: describe(error) };
    if (record.attempts >= o.maxAttempts) {
      const dead: DeadLetter = { ...record, failed_at: new Date().toISOString() };
      op.set(keys.queueDead(record.id), dead);
      for (const key of record.keysIfUndelivered) op.set(key, record.message);
    } else {
      op.set(keys.queued(Date.now() + o.backoffMs(record.attempts), record.id), record);
      op.sum(keys.queueTick(), 1n);
    }
  }
  await op.commit();
}

function describe(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

/**
 * Wakes the worker when the tick key changes (any process enqueued), when one of its own
 * messages settles, or when the wait runs out; notices the store closing (the watch ends).
 */
class Waker {
  closed = false;
  #resolve: (() => void) | null = null;
  /** A wake that came while nobody waited: the next wait returns at once. */
  #pending = false;
  #reader: ReadableStreamDefaultReader<unknown>;

  constructor(store: Store) {
    this.#reader = store.watch([keys.queueTick()]).getReader();
    this.#read().catch(() => this.#end());
  }

  async #read(): Promise<void> {
    for (let first = true;; first = false) {
      const { done } = await this.#reader.read();
      if (done) return this.#end();
      if (!first) this.wake();
    }
  }

  #end() {
    this.closed = true;
    this.wake();
  }

  wake() {
    if (!this.#resolve) this.#pending = true;
    this.#resolve?.();
    this.#resolve = null;
  }

  /** Resolves on a wake, after `ms`, or when `signal` aborts. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || signal?.aborted || this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener("abort", done);
      this.#resolve = done;
    });
  }

  stop() {
    this.#reader.cancel().catch(() => {});
    this.wake();
  }
}

/**
 * Resolves once no queued message is due within `horizonMs` (nothing a worker of this process
 * would take soon), or after `budgetMs`: what a platform's scheduled wake-up (Deno Deploy's
 * `Deno.cron`) awaits so the instance stays up while this process's worker runs due work. Returns
 * how long it kept the instance.
 */
export async function untilQuiet(
  store: Store,
  options: { horizonMs: number; budgetMs: number; pollMs?: number },
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < options.budgetMs) {
    if (await untilNextDue(store) > options.horizonMs) break;
    await new Promise((r) => setTimeout(r, options.pollMs ?? 1_000));
  }
  return Date.now() - started;
}
