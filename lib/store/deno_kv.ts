/**
 * The Deno KV adapter: `Deno.Kv` as it is, with its writes passing a `WriteGate` so that a
 * snapshot (a backup) reads one moment of the store while the service keeps running. Reads,
 * lists and watches go straight to Deno KV.
 */
import type { AtomicOp, ListIterator, SnapshotEntry, Snapshots, Store } from "./port.ts";
import { WriteGate } from "./write_gate.ts";

/** Entries a snapshot hands over at a time. */
const SNAPSHOT_BATCH = 500;

/** Wraps an open `Deno.Kv`; `close()` runs `onClose` (a guard's release), then closes it. */
export function denoKvStore(kv: Deno.Kv, onClose?: () => void): Store & Snapshots {
  return new DenoKvStore(kv, onClose);
}

class DenoKvStore implements Store, Snapshots {
  #kv: Deno.Kv;
  #gate = new WriteGate();
  #onClose?: () => void;

  constructor(kv: Deno.Kv, onClose?: () => void) {
    this.#kv = kv;
    this.#onClose = onClose;
  }

  get<T = unknown>(key: Deno.KvKey, options?: { consistency?: Deno.KvConsistencyLevel }) {
    return this.#kv.get<T>(key, options);
  }

  getMany<T extends readonly unknown[]>(
    keys: readonly [...{ [K in keyof T]: Deno.KvKey }],
    options?: { consistency?: Deno.KvConsistencyLevel },
  ) {
    return this.#kv.getMany<T>(keys, options);
  }

  list<T = unknown>(selector: Deno.KvListSelector, options?: Deno.KvListOptions): ListIterator<T> {
    return this.#kv.list<T>(selector, options);
  }

  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }) {
    return this.#gate.pass(() => this.#kv.set(key, value, options));
  }

  delete(key: Deno.KvKey) {
    return this.#gate.pass(() => this.#kv.delete(key));
  }

  atomic(): AtomicOp {
    return new GatedAtomic(this.#kv.atomic(), this.#gate);
  }

  watch<T extends readonly unknown[]>(keys: readonly [...{ [K in keyof T]: Deno.KvKey }]) {
    return this.#kv.watch<T>(keys);
  }

  close(): void {
    this.#onClose?.();
    this.#kv.close();
  }

  async snapshot(each: (batch: SnapshotEntry[]) => Promise<void>): Promise<void> {
    await this.#gate.exclusive(async () => {
      let batch: SnapshotEntry[] = [];
      for await (const entry of this.#kv.list({ prefix: [] }, { batchSize: SNAPSHOT_BATCH })) {
        batch.push({ key: entry.key, value: entry.value });
        if (batch.length === SNAPSHOT_BATCH) {
          await each(batch);
          batch = [];
        }
      }
      if (batch.length) await each(batch);
    });
  }
}

/** A Deno KV atomic operation whose commit passes the gate. */
class GatedAtomic implements AtomicOp {
  #op: Deno.AtomicOperation;
  #gate: WriteGate;

  constructor(op: Deno.AtomicOperation, gate: WriteGate) {
    this.#op = op;
    this.#gate = gate;
  }

  check(...checks: Deno.AtomicCheck[]): AtomicOp {
    this.#op.check(...checks);
    return this;
  }

  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): AtomicOp {
    this.#op.set(key, value, options);
    return this;
  }

  delete(key: Deno.KvKey): AtomicOp {
    this.#op.delete(key);
    return this;
  }

  sum(key: Deno.KvKey, n: bigint): AtomicOp {
    this.#op.sum(key, n);
    return this;
  }

  commit() {
    return this.#gate.pass(() => this.#op.commit());
  }
}
