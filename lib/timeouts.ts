/**
 * Timeouts of one fixed length, sharing one timer. Every request arms two of them (the body's
 * read timeout, the sync window) and nearly always cancels them within milliseconds; a timer
 * each costs more than the rest of a cheap request's bookkeeping. Deadlines of one length come
 * in the order they were set, so a FIFO queue with one timer for its head serves them all.
 */

interface Pending {
  at: number;
  fire: () => void;
  cancelled: boolean;
}

/** A queue of timeouts of `ms` milliseconds. */
class FixedTimeouts {
  #queue: Pending[] = [];
  #head = 0;
  #live = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly ms: number) {}

  /** Calls `fire` after `ms` unless the returned cancel is called first. */
  after(fire: () => void): () => void {
    const pending: Pending = { at: Date.now() + this.ms, fire, cancelled: false };
    this.#queue.push(pending);
    this.#live++;
    if (this.#timer === undefined) this.#arm();
    return () => {
      if (pending.cancelled) return;
      pending.cancelled = true;
      // Nothing left to wait for: drop the timer, so an idle process holds none.
      if (--this.#live === 0) this.#reset();
    };
  }

  #arm(): void {
    while (this.#head < this.#queue.length && this.#queue[this.#head].cancelled) this.#head++;
    const next = this.#queue[this.#head];
    if (!next) return this.#reset();
    this.#timer = setTimeout(() => this.#expire(), Math.max(0, next.at - Date.now()));
  }

  #expire(): void {
    this.#timer = undefined;
    const now = Date.now();
    while (this.#head < this.#queue.length && this.#queue[this.#head].at <= now) {
      const due = this.#queue[this.#head++];
      if (due.cancelled) continue;
      due.cancelled = true;
      this.#live--;
      due.fire();
    }
    if (this.#head > 1024) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
    this.#arm();
  }

  #reset(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#queue = [];
    this.#head = 0;
  }
}

const queues = new Map<number, FixedTimeouts>();

/**
 * Calls `fire` after `ms` milliseconds unless the returned function cancels it first; timeouts
 * of the same length share one timer.
 */
export function timeout(ms: number, fire: () => void): () => void {
  let queue = queues.get(ms);
  if (!queue) queues.set(ms, queue = new FixedTimeouts(ms));
  return queue.after(fire);
}
