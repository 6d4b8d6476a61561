/**
 * Slots: a counting semaphore with shares. At most `total` are taken at once, and at most
 * `perHolder` by one holder (a caller, a client address, a host); a take may name several holders
 * and then counts against each. The one mechanism behind every "so many at once" of the service:
 * request bodies being read (routes/middleware/body.ts), large fetched bodies (lib/web/body.ts) and
 * client metadata documents being fetched (lib/oauth/clients.ts). Holds counts and waiters, never
 * what the slots guard; a holder's count is deleted at zero.
 */
import { timeout } from "./timeouts.ts";

/** A slot taken: `release` gives it back (calling it again does nothing). */
export type Release = () => void;

/** Why no slot was given: a holder's share, or the whole pool, is in use. */
export type Refusal = "share" | "pool";

/** Who a take counts against: one holder, several, or none (the pool only). */
export type Holders = string | readonly string[];

/** Bounds on the requests `acquire` lets wait (`wait` is unbounded: its caller bounds it). */
export interface WaiterLimits {
  perHolder: number;
  total: number;
}

/** A request waiting for a slot. */
interface Waiter {
  holders: readonly string[];
  grant: (release: Release) => void;
}

const asList = (holders: Holders): readonly string[] =>
  typeof holders === "string" ? [holders] : holders;

/** Slots of a pool; see the module comment. */
export class Slots {
  #inFlight = 0;
  readonly #held = new Map<string, number>();
  readonly #waiting = new Map<string, number>();
  readonly #waiters: Waiter[] = [];

  constructor(
    readonly total: number,
    readonly perHolder = Infinity,
    readonly waiterLimits: WaiterLimits = { perHolder: Infinity, total: Infinity },
  ) {}

  /** Slots taken now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Holders with a slot taken now. */
  get holders(): number {
    return this.#held.size;
  }

  /** Slots `holder` has taken now. */
  heldBy(holder: string): number {
    return this.#held.get(holder) ?? 0;
  }

  /** Takes a slot for `holders` now: its release, or why there is none. */
  take(holders: Holders = []): Release | Refusal {
    const list = asList(holders);
    if (list.some((h) => this.heldBy(h) >= this.perHolder)) return "share";
    if (this.#inFlight >= this.total) return "pool";
    for (const h of list) this.#held.set(h, this.heldBy(h) + 1);
    this.#inFlight++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight--;
      for (const h of list) {
        const left = this.heldBy(h) - 1;
        if (left === 0) this.#held.delete(h);
        else this.#held.set(h, left);
      }
      this.#wake();
    };
  }

  /**
   * Takes a slot, waiting first come first served until one frees; rejects with `signal.reason`
   * (and leaves the queue) when the signal aborts first.
   */
  async wait(signal?: AbortSignal, holders: Holders = []): Promise<Release> {
    signal?.throwIfAborted();
    const now = this.take(holders);
    if (typeof now === "function") return now;
    return await new Promise<Release>((resolve, reject) => {
      const onAbort = () => {
        this.#leave(waiter);
        reject(signal!.reason);
      };
      const waiter = this.#enqueue(holders, (release) => {
        signal?.removeEventListener("abort", onAbort);
        resolve(release);
      });
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /**
   * Takes a slot, waiting up to `waitMs` for one when a share or the pool is in use: beyond the
   * waiter limits, or past the wait, the refusal. A waiter holds only its request.
   */
  acquire(holders: Holders, waitMs: number): Promise<Release | Refusal> {
    const now = this.take(holders);
    if (typeof now === "function") return Promise.resolve(now);
    const list = asList(holders);
    const crowded = list.some((h) => (this.#waiting.get(h) ?? 0) >= this.waiterLimits.perHolder);
    if (crowded || this.#waiters.length >= this.waiterLimits.total) return Promise.resolve(now);
    return new Promise((resolve) => {
      const cancel = timeout(waitMs, () => {
        this.#leave(waiter);
        resolve(now);
      });
      const waiter = this.#enqueue(holders, (release) => {
        cancel();
        resolve(release);
      });
    });
  }

  #enqueue(holders: Holders, grant: (release: Release) => void): Waiter {
    const waiter: Waiter = { holders: asList(holders), grant };
    for (const h of waiter.holders) this.#waiting.set(h, (this.#waiting.get(h) ?? 0) + 1);
    this.#waiters.push(waiter);
    return waiter;
  }

  #leave(waiter: Waiter): void {
    const at = this.#waiters.indexOf(waiter);
    if (at < 0) return;
    this.#waiters.splice(at, 1);
    for (const h of waiter.holders) {
      const left = this.#waiting.get(h)! - 1;
      if (left === 0) this.#waiting.delete(h);
      else this.#waiting.set(h, left);
    }
  }

  /** Gives freed slots to the waiters that can take one, first come first served. */
  #wake(): void {
    for (const waiter of [...this.#waiters]) {
      if (this.#inFlight >= this.total) return;
      const release = this.take(waiter.holders);
      if (typeof release !== "function") continue;
      this.#leave(waiter);
      waiter.grant(release);
    }
  }
}
