/**
 * The store port: the store operations the service uses, and nothing else. Every module reads
 * and writes through `Store`; two adapters implement it: Deno KV (`Deno.Kv` satisfies it as
 * it is: a local file, `:memory:`, or KV Connect) and PostgreSQL (`postgres.ts`). Keys, values,
 * versionstamps and commit results keep Deno KV's meaning and types, so code written against
 * one adapter runs on the other. Queue messages are records too (`queue.ts`): no adapter needs
 * a queue of its own.
 */

/** A checked, all-or-nothing commit of writes (`Deno.AtomicOperation` without its queue). */
export interface AtomicOp {
  /** Fails the commit unless each key's versionstamp is as given (null: the key is absent). */
  check(...checks: Deno.AtomicCheck[]): AtomicOp;
  /** Writes `value` at `key`, gone after `expireIn` ms when given. */
  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): AtomicOp;
  delete(key: Deno.KvKey): AtomicOp;
  /** Adds `n` to the 64-bit unsigned sum at `key` (a `Deno.KvU64`, absent: 0), wrapping. */
  sum(key: Deno.KvKey, n: bigint): AtomicOp;
  commit(): Promise<Deno.KvCommitResult | Deno.KvCommitError>;
}

/** An iterator over listed entries whose `cursor` resumes after the last one read. */
export interface ListIterator<T> extends AsyncIterableIterator<Deno.KvEntry<T>> {
  readonly cursor: string;
}

/** Point and multi reads, prefix and range lists with cursors, checked commits, watches, expiry. */
export interface Store {
  get<T = unknown>(
    key: Deno.KvKey,
    options?: { consistency?: Deno.KvConsistencyLevel },
  ): Promise<Deno.KvEntryMaybe<T>>;
  getMany<T extends readonly unknown[]>(
    keys: readonly [...{ [K in keyof T]: Deno.KvKey }],
    options?: { consistency?: Deno.KvConsistencyLevel },
  ): Promise<{ [K in keyof T]: Deno.KvEntryMaybe<T[K]> }>;
  list<T = unknown>(selector: Deno.KvListSelector, options?: Deno.KvListOptions): ListIterator<T>;
  set(
    key: Deno.KvKey,
    value: unknown,
    options?: { expireIn?: number },
  ): Promise<Deno.KvCommitResult>;
  delete(key: Deno.KvKey): Promise<void>;
  atomic(): AtomicOp;
  /** The entries of `keys` now, then again whenever one of them changes. */
  watch<T extends readonly unknown[]>(
    keys: readonly [...{ [K in keyof T]: Deno.KvKey }],
  ): ReadableStream<{ [K in keyof T]: Deno.KvEntryMaybe<T[K]> }>;
  close(): void;
}

/**
 * One entry read by a snapshot. `expiresAt`: when it expires (ms since the epoch), null when it
 * never does, undefined when the store cannot tell (Deno KV does not say).
 */
export interface SnapshotEntry {
  key: Deno.KvKey;
  value: unknown;
  expiresAt?: number | null;
}

/** A store that can read all of itself as of one moment (backups). */
export interface Snapshots {
  /**
   * Reads every entry as of one moment, in key order, a batch at a time; each batch is handed to
   * `each` (and awaited) before the next is read.
   */
  snapshot(each: (batch: SnapshotEntry[]) => Promise<void>): Promise<void>;
}

/** Whether `store` can take a snapshot. */
export function canSnapshot(store: Store): store is Store & Snapshots {
  return typeof (store as Partial<Snapshots>).snapshot === "function";
}
