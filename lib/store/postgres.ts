/**
 * The PostgreSQL adapter of the store port (`port.ts`): Deno KV's meaning on a PostgreSQL
 * database that many processes share. Keys are kept in a `bytea` primary key in an
 * order-preserving encoding (`key_codec.ts`), so lists are range scans; values are structured
 * clones (V8 serialization), raw bytes, or 64-bit sums. Each commit is one transaction that first
 * takes an advisory lock on every key it checks or writes (sorted, so two commits never wait on
 * each other in a circle), then reads and checks, then writes under one versionstamp from a
 * sequence, and notifies watchers on one channel. Expired entries are hidden from reads at once
 * and swept in batches. The schema is created and migrated on open, tracked in `kv_schema`.
 */
import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import postgres from "postgres";
import type { AtomicOp, ListIterator, SnapshotEntry, Snapshots, Store } from "./port.ts";
import {
  concatBytes,
  decodeKey,
  encodeCursor,
  type KeyRange,
  readKey,
  resumeRange,
  selectorRange,
  writeKey,
} from "./key_codec.ts";

type Sql = postgres.Sql;
type Tx = postgres.TransactionSql;

/** Options of `openPostgresStore`. */
export interface PostgresStoreOptions {
  /** Connections in the pool (besides the one a watch listens on). Default 10. */
  max?: number;
  /** How often watches re-read their keys when no notification came, in ms. Default 1000. */
  pollIntervalMs?: number;
  /** How often expired entries are deleted, in ms. Default 60 000. */
  sweepIntervalMs?: number;
  /**
   * A schema of the database to keep the store in (created when missing); default: the
   * connection's own `search_path` (normally `public`). Tests give each store one of its own.
   */
  schema?: string;
  /** Drop `schema` and everything in it at `close()` (a test's throwaway store). */
  dropSchemaOnClose?: boolean;
  /**
   * Seconds after which a connection is replaced; null: never. Default: the client's (30 to 60
   * minutes). A connection being opened while the store closes can leave that timer behind,
   * which test sanitizers report, so tests set null.
   */
  maxLifetimeSeconds?: number | null;
}

/** A schema name used unquoted-safe: lower-case letters, digits and underscores. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The PostgreSQL store; its `close()` also resolves once the connections are ended. */
export interface PostgresStore extends Store, Snapshots {
  close(): Promise<void>;
  /** Deletes expired entries now, in batches; resolves to how many it deleted. */
  sweep(): Promise<number>;
}

/** The channel every commit notifies, with the short hashes of the keys it wrote. */
const CHANNEL = "kv_changes";
/** A payload past this many keys says "anything may have changed" (`*`). */
const MAX_NOTIFY_KEYS = 500;
const SWEEP_BATCH = 1000;
const SNAPSHOT_BATCH = 500;
const KIND_V8 = 1;
const KIND_BYTES = 2;
const KIND_U64 = 3;
const MAX_VALUE_BYTES = 65536;
const MAX_CHECKS = 100;
const MAX_MUTATIONS = 1000;
const MAX_TOTAL_MUTATION_BYTES = 819200;
const MAX_TOTAL_KEY_BYTES = 81920;
const MAX_MANY = 10;
const MAX_BATCH = 1000;
const U64_MASK = (1n << 64n) - 1n;
/** Serialization failures and deadlocks: the transaction did nothing and is tried again. */
const RETRYABLE = new Set(["40001", "40P01"]);
const MAX_ATTEMPTS = 30;

/** Each entry is a list of statements that moves the schema up one version. */
const MIGRATIONS: string[][] = [[
  `create sequence kv_versionstamp`,
  `create table kv (
     key bytea primary key,
     value bytea not null,
     kind smallint not null,
     versionstamp bigint not null,
     expires_at bigint)`,
  `create index kv_expires_at on kv (expires_at) where expires_at is not null`,
  // The database's clock in ms, one reading per statement: every process agrees on expiry.
  `create function kv_now_ms() returns bigint language sql stable parallel safe
     as $$ select (extract(epoch from statement_timestamp()) * 1000)::bigint $$`,
]];

/** The error every call gives after `close()` (the service matches its message). */
function closedError(): TypeError {
  return new TypeError("Database is closed");
}

/**
 * Opens the store at the PostgreSQL `url` (`postgres://user@host:port/db`), creating or
 * migrating its schema first.
 */
export async function openPostgresStore(
  url: string,
  options: PostgresStoreOptions = {},
): Promise<PostgresStore> {
  const schema = options.schema ?? null;
  if (schema !== null && !SCHEMA_NAME.test(schema)) {
    throw new TypeError(`schema must match ${SCHEMA_NAME}: ${JSON.stringify(schema)}`);
  }
  const sql = postgres(url, {
    max: options.max ?? 10,
    ...(options.maxLifetimeSeconds === undefined
      ? {}
      : { max_lifetime: options.maxLifetimeSeconds }),
    onnotice: () => {},
    fetch_types: false,
    connection: {
      application_name: "rankscope-store",
      ...(schema === null ? {} : { search_path: schema }),
    },
  });
  try {
    if (schema !== null) await sql.unsafe(`create schema if not exists "${schema}"`);
    await migrate(sql);
  } catch (err) {
    await sql.end({ timeout: 1 });
    throw err;
  }
  return new PgStore(sql, options);
}

/** Brings the schema to the newest version, one process at a time. */
async function migrate(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${String(lockIdOf("kv_schema"))}::bigint)`;
    await tx`create table if not exists kv_schema (
      version integer primary key, applied_at timestamptz not null default now())`;
    const [{ version }] = await tx<{ version: number }[]>`
      select coalesce(max(version), 0)::int as version from kv_schema`;
    if (version > MIGRATIONS.length) {
      throw new Error(`kv schema version ${version} is newer than this code's`);
    }
    for (let v = version; v < MIGRATIONS.length; v++) {
      for (const statement of MIGRATIONS[v]) await tx.unsafe(statement);
      await tx`insert into kv_schema (version) values (${v + 1})`;
    }
  });
}

/** A row of `kv` as read. */
interface Row {
  key: Uint8Array;
  value: Uint8Array;
  kind: number;
  versionstamp: string;
}

/** A value as stored: its kind and bytes. */
interface Encoded {
  kind: number;
  bytes: Uint8Array;
}

/** Serializes a value as Deno KV does: raw bytes, a 64-bit sum, or a V8 structured clone. */
function encodeValue(value: unknown): Encoded {
  if (value instanceof Deno.KvU64) return { kind: KIND_U64, bytes: u64Bytes(value.value) };
  if (value instanceof Uint8Array) return { kind: KIND_BYTES, bytes: new Uint8Array(value) };
  try {
    return { kind: KIND_V8, bytes: serialize(value) };
  } catch (err) {
    throw new TypeError(err instanceof Error ? err.message : String(err));
  }
}

function decodeValue(kind: number, bytes: Uint8Array): unknown {
  if (kind === KIND_BYTES) return new Uint8Array(bytes);
  if (kind === KIND_U64) return new Deno.KvU64(u64Of(bytes));
  return deserialize(bytes);
}

function u64Bytes(n: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, n);
  return bytes;
}

function u64Of(bytes: Uint8Array): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0);
}

/** The 20-hex-digit versionstamp of sequence value `n` (as text from PostgreSQL). */
function versionstampOf(n: string | bigint): string {
  return BigInt(n).toString(16).padStart(16, "0") + "0000";
}

function entryOf<T>(row: Row): Deno.KvEntry<T> {
  return {
    key: decodeKey(row.key),
    value: decodeValue(row.kind, row.value) as T,
    versionstamp: row.versionstamp,
  };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

function hexOf(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += HEX[b];
  return out;
}

/** A PostgreSQL array literal of bytea values (passed as text: no type lookups needed). */
function byteaArray(values: Uint8Array[]): string {
  return "{" + values.map((v) => `"\\\\x${hexOf(v)}"`).join(",") + "}";
}

/** A PostgreSQL array literal of integers or nulls. */
function intArray(values: (number | bigint | null)[]): string {
  return "{" + values.map((v) => v === null ? "NULL" : String(v)).join(",") + "}";
}

/** The advisory lock id of a key (or a name): the first 8 bytes of its SHA-256, signed. */
function lockIdOf(key: Uint8Array | string): bigint {
  const digest = createHash("sha256").update(key).digest();
  return digest.readBigInt64BE(0);
}

/** The short hash of a key in notifications: its lock id's low 32 bits, in hex. */
function tagOf(lockId: bigint): string {
  return (lockId & 0xffffffffn).toString(16);
}

/** Reads the live rows of `keys` (expired ones are absent). */
async function readRows(sql: Sql | Tx, keys: Uint8Array[]): Promise<Map<string, Row>> {
  const rows = await sql<Row[]>`
    select key, value, kind, versionstamp::text as versionstamp from kv
    where key = any(${byteaArray(keys)}::bytea[])
      and (expires_at is null or expires_at > kv_now_ms())`;
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    byKey.set(hexOf(row.key), { ...row, versionstamp: versionstampOf(row.versionstamp) });
  }
  return byKey;
}

/** Reads up to `limit` live rows of `range`, in key order or `reverse`. */
async function readRange(sql: Sql, range: KeyRange, limit: number, reverse: boolean) {
  const rows = await sql<Row[]>`
    select key, value, kind, versionstamp::text as versionstamp from kv
    where key >= ${range.start} and key < ${range.end}
      and (expires_at is null or expires_at > kv_now_ms())
    order by key ${reverse ? sql`desc` : sql`asc`} limit ${limit}`;
  return rows.map((row) => ({ ...row, versionstamp: versionstampOf(row.versionstamp) }));
}

/** Validates a list's `limit` or `batchSize` as Deno KV does. */
function positiveInteger(name: string, n: number | undefined): number | undefined {
  if (n !== undefined && !(Number.isInteger(n) && n > 0)) {
    throw new Error(`${name} must be a positive integer: received ${n}`);
  }
  return n;
}

/** Lists entries in batches; `cursor` resumes after the last entry returned. */
class PgListIterator<T> implements ListIterator<T> {
  #read: (range: KeyRange, limit: number, reverse: boolean) => Promise<Row[]>;
  #selector: Deno.KvListSelector;
  #options: Deno.KvListOptions;
  #limit?: number;
  #batchSize: number;
  #range?: KeyRange;
  #rest?: KeyRange;
  #buffer: Row[] = [];
  #lastBatch = false;
  #done = false;
  #count = 0;
  #cursor: string | null = null;

  constructor(
    read: (range: KeyRange, limit: number, reverse: boolean) => Promise<Row[]>,
    selector: Deno.KvListSelector,
    options: Deno.KvListOptions,
  ) {
    this.#read = read;
    this.#selector = selector;
    this.#options = options;
    this.#limit = positiveInteger("Limit", options.limit);
    const batchSize = positiveInteger("batchSize", options.batchSize);
    this.#batchSize = batchSize ?? Math.min(this.#limit ?? 100, 500);
  }

  get cursor(): string {
    if (this.#cursor === null) throw new Error("Cannot get cursor before first iteration");
    return this.#cursor;
  }

  async next(): Promise<IteratorResult<Deno.KvEntry<T>, undefined>> {
    if (this.#done || (this.#limit !== undefined && this.#count >= this.#limit)) {
      return { done: true, value: undefined };
    }
    if (!this.#buffer.length && !this.#lastBatch) await this.#fill();
    const row = this.#buffer.shift();
    if (!row) {
      this.#done = true;
      this.#cursor = "";
      return { done: true, value: undefined };
    }
    this.#cursor = encodeCursor(this.#range!, row.key);
    this.#count++;
    return { done: false, value: entryOf<T>(row) };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async #fill(): Promise<void> {
    const reverse = this.#options.reverse ?? false;
    if (!this.#range) {
      this.#range = selectorRange(this.#selector);
      const cursor = this.#options.cursor;
      this.#rest = cursor ? resumeRange(this.#range, cursor, reverse) : this.#range;
    }
    if (this.#batchSize > MAX_BATCH) throw new TypeError(`Too many entries (max ${MAX_BATCH})`);
    const want = Math.min(this.#batchSize, (this.#limit ?? Infinity) - this.#count);
    const rows = await this.#read(this.#rest!, want, reverse);
    this.#buffer = rows;
    this.#lastBatch = rows.length < want;
    const last = rows.at(-1);
    if (last) {
      this.#rest = reverse
        ? { ...this.#rest!, end: last.key }
        : { ...this.#rest!, start: concatBytes(last.key, 0x00) };
    }
  }
}

/** One mutation of a commit, its key encoded. */
type Mutation =
  & { key: Uint8Array }
  & (
    | { type: "set"; value: Encoded; expireIn?: number }
    | { type: "delete" }
    | { type: "sum"; n: bigint }
  );

/** The final state a commit leaves at a key: a value, or null (deleted). */
type Write = { key: Uint8Array; value: Encoded; expireIn?: number } | { key: Uint8Array };

/** What a commit does, validated and encoded before its transaction. */
interface Plan {
  checks: { key: Uint8Array; versionstamp: string | null }[];
  mutations: Mutation[];
  /** The sorted, distinct advisory lock ids of every checked and written key. */
  locks: bigint[];
  /** The keys whose current rows the commit needs: the checked and the summed ones. */
  reads: Uint8Array[];
  /** The NOTIFY payload: the written keys' short hashes, `*` for many, "" for none. */
  payload: string;
}

/** A checked, all-or-nothing commit; `commit` hands the plan to the store. */
class PgAtomic implements AtomicOp {
  #run: (plan: Plan) => Promise<Deno.KvCommitResult | Deno.KvCommitError>;
  #checks: Deno.AtomicCheck[] = [];
  #ops: ({ key: Deno.KvKey } & DistributiveOmit<Mutation, "key">)[] = [];

  constructor(run: (plan: Plan) => Promise<Deno.KvCommitResult | Deno.KvCommitError>) {
    this.#run = run;
  }

  check(...checks: Deno.AtomicCheck[]): this {
    this.#checks.push(...checks);
    return this;
  }

  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): this {
    const expireIn = options?.expireIn;
    if (expireIn !== undefined && !(Number.isInteger(expireIn) && expireIn >= 0)) {
      throw new TypeError(`expireIn must be a non-negative integer: received ${expireIn}`);
    }
    this.#ops.push({ key, type: "set", value: encodeValue(value), expireIn });
    return this;
  }

  delete(key: Deno.KvKey): this {
    this.#ops.push({ key, type: "delete" });
    return this;
  }

  sum(key: Deno.KvKey, n: bigint): this {
    this.#ops.push({ key, type: "sum", n: new Deno.KvU64(n).value });
    return this;
  }

  async commit(): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
    return await this.#run(planOf(this.#checks, this.#ops));
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Validates and encodes a commit, with Deno KV's limits and errors. */
function planOf(
  checks: Deno.AtomicCheck[],
  ops: ({ key: Deno.KvKey } & DistributiveOmit<Mutation, "key">)[],
): Plan {
  if (checks.length > MAX_CHECKS) throw new TypeError(`Too many checks (max ${MAX_CHECKS})`);
  if (ops.length > MAX_MUTATIONS) {
    throw new TypeError(`Too many mutations (max ${MAX_MUTATIONS})`);
  }
  const planChecks = checks.map((c) => {
    if (c.versionstamp !== null && !/^[0-9a-f]{20}$/.test(c.versionstamp)) {
      throw new TypeError("Invalid check");
    }
    return { key: readKey(c.key), versionstamp: c.versionstamp };
  });
  const mutations = ops.map((op) => ({ ...op, key: writeKey(op.key) }) as Mutation);
  assertSizes(planChecks, mutations);
  const written = distinctKeys(mutations.map((m) => m.key));
  const reads = distinctKeys([
    ...planChecks.map((c) => c.key),
    ...mutations.filter((m) => m.type === "sum").map((m) => m.key),
  ]);
  const locks = [...new Set([...planChecks.map((c) => c.key), ...written].map(lockIdOf))];
  locks.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  const tags = [...new Set(written.map((k) => tagOf(lockIdOf(k))))];
  const payload = tags.length > MAX_NOTIFY_KEYS ? "*" : tags.join(",");
  return { checks: planChecks, mutations, locks, reads, payload };
}

function assertSizes(checks: { key: Uint8Array }[], mutations: Mutation[]): void {
  let keyBytes = 0;
  let mutationBytes = 0;
  for (const c of checks) keyBytes += c.key.length;
  for (const m of mutations) {
    keyBytes += m.key.length;
    mutationBytes += m.key.length;
    if (m.type === "set") {
      if (m.value.bytes.length > MAX_VALUE_BYTES) {
        throw new TypeError(`Value too large (max ${MAX_VALUE_BYTES} bytes)`);
      }
      mutationBytes += m.value.bytes.length;
    }
  }
  if (keyBytes > MAX_TOTAL_KEY_BYTES) {
    throw new TypeError(`Total key size too large (max ${MAX_TOTAL_KEY_BYTES} bytes)`);
  }
  if (mutationBytes > MAX_TOTAL_MUTATION_BYTES) {
    throw new TypeError(`Total mutation size too large (max ${MAX_TOTAL_MUTATION_BYTES} bytes)`);
  }
}

function distinctKeys(keys: Uint8Array[]): Uint8Array[] {
  const byHex = new Map<string, Uint8Array>();
  for (const key of keys) byHex.set(hexOf(key), key);
  return [...byHex.values()];
}

/** The body of a commit's transaction: lock, read, check, write. */
async function commitIn(tx: Tx, plan: Plan): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  if (plan.locks.length) {
    await tx`select pg_advisory_xact_lock(id)
      from unnest(${intArray(plan.locks)}::bigint[]) as t(id)`;
  }
  const current = plan.reads.length ? await readRows(tx, plan.reads) : new Map<string, Row>();
  for (const check of plan.checks) {
    const versionstamp = current.get(hexOf(check.key))?.versionstamp ?? null;
    if (versionstamp !== check.versionstamp) return { ok: false };
  }
  const writes = applyMutations(plan.mutations, current);
  const versionstamp = await writeRows(tx, writes, plan.payload);
  return { ok: true, versionstamp };
}

/** Applies the mutations in order to the current rows: the state each written key ends in. */
function applyMutations(mutations: Mutation[], current: Map<string, Row>): Write[] {
  const state = new Map<string, Write>();
  for (const m of mutations) {
    const hex = hexOf(m.key);
    if (m.type === "set") state.set(hex, { key: m.key, value: m.value, expireIn: m.expireIn });
    else if (m.type === "delete") state.set(hex, { key: m.key });
    else {
      const sum = (sumOperand(state.get(hex), current.get(hex)) + m.n) & U64_MASK;
      state.set(hex, { key: m.key, value: { kind: KIND_U64, bytes: u64Bytes(sum) } });
    }
  }
  return [...state.values()];
}

/** The 64-bit value a sum adds to: this commit's own write, else the stored row; absent: 0. */
function sumOperand(written: Write | undefined, row: Row | undefined): bigint {
  const value = written
    ? ("value" in written ? written.value : undefined)
    : row && { kind: row.kind, bytes: row.value };
  if (!value) return 0n;
  if (value.kind !== KIND_U64) {
    throw new TypeError("Failed to perform 'sum' mutation on a non-U64 value in the database");
  }
  return u64Of(value.bytes);
}

/** Writes the commit's final states under a new versionstamp, notifying watchers. */
async function writeRows(tx: Tx, writes: Write[], payload: string): Promise<string> {
  const sets = writes.filter((w) => "value" in w);
  const deletes = writes.filter((w) => !("value" in w)).map((w) => w.key);
  const [row] = await tx<{ versionstamp: string }[]>`
    with v as (select nextval('kv_versionstamp') as vs),
    d as (delete from kv where key = any(${byteaArray(deletes)}::bytea[])),
    u as (
      insert into kv (key, value, kind, versionstamp, expires_at)
      select k, val, kd, (select vs from v), kv_now_ms() + e
      from unnest(${byteaArray(sets.map((w) => w.key))}::bytea[],
                  ${byteaArray(sets.map((w) => w.value.bytes))}::bytea[],
                  ${intArray(sets.map((w) => w.value.kind))}::smallint[],
                  ${intArray(sets.map((w) => w.expireIn ?? null))}::bigint[]) as t(k, val, kd, e)
      on conflict (key) do update set value = excluded.value, kind = excluded.kind,
        versionstamp = excluded.versionstamp, expires_at = excluded.expires_at),
    n as (select pg_notify(${CHANNEL}, ${payload}::text) where ${payload}::text <> '')
    select vs::text as versionstamp, (select count(*) from n) as notified from v`;
  return versionstampOf(row.versionstamp);
}

/** One watch: re-reads its keys when notified or every poll interval; emits on a change. */
class Watcher {
  readonly tags: Set<string>;
  #read: () => Promise<Deno.KvEntryMaybe<unknown>[]>;
  #pollMs: number;
  #controller?: ReadableStreamDefaultController<Deno.KvEntryMaybe<unknown>[]>;
  #last: string | null = null;
  #dirty = false;
  #stopped = false;
  #wake: (() => void) | null = null;

  constructor(keys: Uint8Array[], read: () => Promise<Deno.KvEntryMaybe<unknown>[]>, ms: number) {
    this.tags = new Set(keys.map((k) => tagOf(lockIdOf(k))));
    this.#read = read;
    this.#pollMs = ms;
  }

  start(controller: ReadableStreamDefaultController<Deno.KvEntryMaybe<unknown>[]>): void {
    this.#controller = controller;
  }

  /** One of the keys may have changed: re-read now. */
  notify(): void {
    this.#dirty = true;
    this.#wake?.();
  }

  /** Stops re-reading (the stream was cancelled, or ends with `close`). */
  stop(close: boolean): void {
    this.#stopped = true;
    this.#wake?.();
    if (close) {
      try {
        this.#controller?.close();
      } catch { /* already closed or cancelled */ }
    }
  }

  /** Emits the entries once they differ from the last emission (at once, the first time). */
  async pull(): Promise<void> {
    while (!this.#stopped) {
      if (this.#last !== null && !this.#dirty) await this.#sleep();
      if (this.#stopped) return;
      this.#dirty = false;
      let entries: Deno.KvEntryMaybe<unknown>[];
      try {
        entries = await this.#read();
      } catch (err) {
        if (this.#stopped) return;
        if (this.#last === null) throw err;
        continue; // a passing failure: read again at the next poll
      }
      const stamp = entries.map((e) => e.versionstamp ?? "-").join(",");
      if (this.#stopped || stamp === this.#last) continue;
      this.#last = stamp;
      this.#controller!.enqueue(entries);
      return;
    }
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.#pollMs);
      this.#wake = done;
    });
  }
}

/** The store: a connection pool, the watches, the expiry sweep. */
class PgStore implements PostgresStore {
  #sql: Sql;
  #pollMs: number;
  #closed = false;
  #closing?: Promise<void>;
  #watchers = new Set<Watcher>();
  #listening: { unlisten(): Promise<void> } | null = null;
  #listenChain: Promise<void> = Promise.resolve();
  #sweepTimer: number;
  #sweeping = false;
  /** The schema `close()` drops (a throwaway test store), else null. */
  #dropSchema: string | null;

  constructor(sql: Sql, options: PostgresStoreOptions) {
    this.#sql = sql;
    this.#dropSchema = options.dropSchemaOnClose && options.schema ? options.schema : null;
    this.#pollMs = options.pollIntervalMs ?? 1000;
    // Deno's timer id (the Node types seen here call it a Timeout).
    this.#sweepTimer = setInterval(() => {
      this.sweep().catch(() => {}); // tried again at the next interval
    }, options.sweepIntervalMs ?? 60_000) as unknown as number;
    Deno.unrefTimer(this.#sweepTimer);
  }

  async get<T = unknown>(key: Deno.KvKey): Promise<Deno.KvEntryMaybe<T>> {
    const [entry] = await this.#getMany<T>([key]);
    return entry;
  }

  async getMany<T extends readonly unknown[]>(
    keys: readonly [...{ [K in keyof T]: Deno.KvKey }],
  ): Promise<{ [K in keyof T]: Deno.KvEntryMaybe<T[K]> }> {
    if (keys.length > MAX_MANY) throw new TypeError(`Too many ranges (max ${MAX_MANY})`);
    return await this.#getMany(keys) as { [K in keyof T]: Deno.KvEntryMaybe<T[K]> };
  }

  list<T = unknown>(
    selector: Deno.KvListSelector,
    options: Deno.KvListOptions = {},
  ): ListIterator<T> {
    const read = (range: KeyRange, limit: number, reverse: boolean) =>
      this.#use((sql) => readRange(sql, range, limit, reverse));
    return new PgListIterator<T>(read, selector, options);
  }

  async set(
    key: Deno.KvKey,
    value: unknown,
    options?: { expireIn?: number },
  ): Promise<Deno.KvCommitResult> {
    return await this.atomic().set(key, value, options).commit() as Deno.KvCommitResult;
  }

  async delete(key: Deno.KvKey): Promise<void> {
    await this.atomic().delete(key).commit();
  }

  atomic(): AtomicOp {
    return new PgAtomic((plan) => this.#commit(plan));
  }

  watch<T extends readonly unknown[]>(
    keys: readonly [...{ [K in keyof T]: Deno.KvKey }],
  ): ReadableStream<{ [K in keyof T]: Deno.KvEntryMaybe<T[K]> }> {
    if (this.#closed) throw closedError();
    if (keys.length > MAX_MANY) throw new TypeError(`Too many keys (max ${MAX_MANY})`);
    const encoded = keys.map(readKey);
    const watcher = new Watcher(encoded, () => this.#getMany(keys), this.#pollMs);
    return new ReadableStream<Deno.KvEntryMaybe<unknown>[]>({
      start: (controller) => {
        watcher.start(controller);
        this.#watchers.add(watcher);
        this.#syncListen();
      },
      pull: () => watcher.pull(),
      cancel: () => {
        watcher.stop(false);
        this.#watchers.delete(watcher);
        this.#syncListen();
      },
    }) as ReadableStream<{ [K in keyof T]: Deno.KvEntryMaybe<T[K]> }>;
  }

  close(): Promise<void> {
    if (this.#closing) return this.#closing;
    this.#closed = true;
    clearInterval(this.#sweepTimer);
    for (const watcher of this.#watchers) watcher.stop(true);
    this.#watchers.clear();
    const drop = this.#dropSchema;
    this.#closing = this.#listenChain
      .then(() => drop ? this.#sql.unsafe(`drop schema if exists "${drop}" cascade`) : null)
      .catch(() => {})
      .then(() => this.#sql.end({ timeout: 5 })).catch(() => {});
    return this.#closing;
  }

  /** Reads every live entry in one read-only transaction that sees one moment (repeatable read). */
  async snapshot(each: (batch: SnapshotEntry[]) => Promise<void>): Promise<void> {
    await this.#use((sql) =>
      sql.begin("isolation level repeatable read read only", async (tx) => {
        const rows = tx<(Row & { expires_at: string | null })[]>`
          select key, value, kind, expires_at::text as expires_at from kv
          where expires_at is null or expires_at > kv_now_ms() order by key`
          .cursor(SNAPSHOT_BATCH);
        for await (const batch of rows) {
          await each(batch.map((row) => ({
            key: decodeKey(row.key),
            value: decodeValue(row.kind, row.value),
            expiresAt: row.expires_at === null ? null : Number(row.expires_at),
          })));
        }
      })
    );
  }

  async sweep(): Promise<number> {
    if (this.#sweeping) return 0;
    this.#sweeping = true;
    try {
      let deleted = 0;
      for (let batch = 0; batch < 1000; batch++) {
        const result = await this.#use((sql) =>
          sql`delete from kv where expires_at <= kv_now_ms() and key in (
            select key from kv where expires_at <= kv_now_ms()
            order by expires_at limit ${SWEEP_BATCH} for update skip locked)`
        );
        deleted += result.count;
        if (result.count < SWEEP_BATCH) break;
      }
      return deleted;
    } finally {
      this.#sweeping = false;
    }
  }

  /** Runs `fn` on the pool, refusing once closed, and naming a call cut short by `close`. */
  async #use<R>(fn: (sql: Sql) => Promise<R>): Promise<R> {
    if (this.#closed) throw closedError();
    try {
      return await fn(this.#sql);
    } catch (err) {
      throw this.#closed ? closedError() : err;
    }
  }

  async #getMany<T>(keys: readonly Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
    if (this.#closed) throw closedError();
    const encoded = keys.map(readKey);
    const rows = encoded.length ? await this.#use((sql) => readRows(sql, encoded)) : new Map();
    return keys.map((key, i) => {
      const row = rows.get(hexOf(encoded[i]));
      return row ? entryOf<T>(row) : { key, value: null, versionstamp: null };
    });
  }

  /** Runs a commit's transaction, again after a serialization failure or a deadlock. */
  async #commit(plan: Plan): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
    for (let attempt = 1;; attempt++) {
      try {
        return await this.#use((sql) => sql.begin((tx) => commitIn(tx, plan)));
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  /** Listens on the channel while any watch is open (in order: starts and stops never race). */
  #syncListen(): void {
    this.#listenChain = this.#listenChain.then(async () => {
      const want = this.#watchers.size > 0 && !this.#closed;
      if (want && !this.#listening) {
        this.#listening = await this.#sql.listen(
          CHANNEL,
          (payload) => this.#onNotify(payload),
          () => this.#onNotify("*"), // (re)connected: a notification may have been missed
        );
      } else if (!want && this.#listening) {
        const listening = this.#listening;
        this.#listening = null;
        await listening.unlisten();
      }
    }).catch(() => {}); // the poll still sees every change
  }

  #onNotify(payload: string): void {
    const tags = payload === "*" ? null : payload.split(",");
    for (const watcher of this.#watchers) {
      if (!tags || tags.some((tag) => watcher.tags.has(tag))) watcher.notify();
    }
  }
}
