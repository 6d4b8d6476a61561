/**
 * A gate on a store's writes: any number of commits pass at once, and `exclusive` waits for the
 * commits in flight to end, holds new ones back while it runs, then lets them through. A backup
 * reads a Deno KV file under it, so what it reads is one moment of the store (on a KV file the
 * process is the only writer: `open.ts` refuses a second one).
 */
export class WriteGate {
  #inFlight = 0;
  /** Resolves when the exclusive section ends; null while commits may pass. */
  #closed: Promise<void> | null = null;
  #drained: (() => void) | null = null;

  /** Runs one write once the gate is open; the gate cannot close until it ends. */
  async pass<R>(write: () => Promise<R>): Promise<R> {
    while (this.#closed) await this.#closed;
    this.#inFlight++;
    try {
      return await write();
    } finally {
      this.#inFlight--;
      if (this.#inFlight === 0) this.#drained?.();
    }
  }

  /** Runs `section` with no write in flight and none starting until it ends. */
  async exclusive<R>(section: () => Promise<R>): Promise<R> {
    while (this.#closed) await this.#closed;
    let open!: () => void;
    this.#closed = new Promise<void>((resolve) => open = resolve);
    try {
      if (this.#inFlight > 0) {
        await new Promise<void>((resolve) => this.#drained = resolve);
        this.#drained = null;
      }
      return await section();
    } finally {
      this.#closed = null;
      open();
    }
  }
}
