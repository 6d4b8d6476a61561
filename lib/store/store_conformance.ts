/**
 * The conformance suite of the store port (`port.ts`): what "Deno KV's meaning" is, as tests that
 * any adapter must pass. `deno_kv_conformance_test.ts` runs it on Deno KV itself (so the suite
 * states Deno KV's real behaviour, not our guess of it) and `postgres_test.ts` on PostgreSQL.
 * Each test writes under a key prefix of its own for this run, deletes it afterwards, and closes
 * every store it opens.
 */
import assert from "node:assert/strict";
import type { Store } from "./port.ts";

/** Options of `storeConformance`. */
export interface ConformanceOptions {
  /**
   * Opens two stores on one database, as two processes would (default: `open` twice). Deno KV's
   * `:memory:` has no second handle: its runner passes one store twice.
   */
  openPair?: () => Promise<[Store, Store]>;
  /**
   * How long past `expireIn` an entry may still be read; null: not checked (Deno KV sweeps about
   * once a minute, so waiting for it would add a minute to every run).
   */
  expiryWithinMs?: number | null;
  /** What the error of a call on a closed store says (default: any error will do). */
  closedMessage?: RegExp;
}

/** A store's `close()`, awaited when it returns a promise (PostgreSQL's ends its connections). */
async function closeStore(store: Store): Promise<void> {
  try {
    await (store.close() as unknown);
  } catch { /* closed already (Deno KV throws on a second close) */ }
}

const RUN = crypto.randomUUID().slice(0, 8);

/** Runs `fn` on a fresh store with a key prefix of its own; cleans up and closes after. */
async function withStore(
  open: () => Promise<Store>,
  test: string,
  fn: (store: Store, p: Deno.KvKey) => Promise<void>,
): Promise<void> {
  const store = await open();
  const p = ["conformance", RUN, test];
  try {
    await fn(store, p);
  } finally {
    await removeAll(store, p).catch(() => {}); // a test may have closed the store
    await closeStore(store);
  }
}

/** Deletes every entry at or under `prefix`. */
async function removeAll(store: Store, prefix: Deno.KvKey): Promise<void> {
  await store.delete(prefix);
  const keys: Deno.KvKey[] = [];
  for await (const e of store.list({ prefix })) keys.push(e.key);
  for (let i = 0; i < keys.length; i += 100) {
    const op = store.atomic();
    for (const key of keys.slice(i, i + 100)) op.delete(key);
    await op.commit();
  }
}

/** The keys a list returns. */
async function keysOf(
  store: Store,
  selector: Deno.KvListSelector,
  options?: Deno.KvListOptions,
): Promise<Deno.KvKey[]> {
  const keys: Deno.KvKey[] = [];
  for await (const e of store.list(selector, options)) keys.push(e.key);
  return keys;
}

/** `promise`, or a rejection naming `what` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Every part type and edge value, in Deno KV's order (each is appended to a test prefix). */
export function orderedParts(): Deno.KvKey[] {
  const u8 = (...b: number[]) => new Uint8Array(b);
  return [
    [u8()],
    [u8(0)],
    [u8(0, 0)],
    [u8(0, 1)],
    [u8(1)],
    [u8(0xff)],
    [""],
    ["\0"],
    ["a"],
    ["a", u8()],
    ["a", "b"],
    ["a", -1n],
    ["a", 1],
    ["a", true],
    ["a\0"],
    ["ab"],
    ["z"],
    ["é"], // UTF-8 bytes, not UTF-16 code units: after "z", before U+FFFF and astral
    ["\uffff"],
    ["😀"],
    [-(2n ** 70n)],
    [-(2n ** 64n)],
    [-(2n ** 64n) + 1n],
    [-256n],
    [-255n],
    [-1n],
    [0n],
    [1n],
    [255n],
    [256n],
    [2n ** 64n - 1n],
    [2n ** 64n],
    [2n ** 70n],
    [-Infinity],
    [-1e300],
    [-1],
    [-Number.MIN_VALUE],
    [-0],
    [0],
    [Number.MIN_VALUE],
    [1],
    [1.5],
    [2 ** 53],
    [Infinity],
    [NaN],
    [false],
    [true],
  ];
}

/** A fixed shuffle (so a failure replays). */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A test on one store, under a key prefix of its own. */
type StoreTest = (store: Store, p: Deno.KvKey, options: ConformanceOptions) => Promise<void>;
/** A test on two stores on one database, under a key prefix of its own. */
type PairTest = (stores: [Store, Store], p: Deno.KvKey) => Promise<void>;

/**
 * Registers the conformance tests of the store `open` returns, named `[store ${name}] …`. Each
 * test opens its own store (or pair, `options.openPair`) and closes it.
 */
export function storeConformance(
  name: string,
  open: () => Promise<Store>,
  options: ConformanceOptions = {},
): void {
  for (const [title, fn] of STORE_TESTS) {
    Deno.test(`[store ${name}] ${title}`, () =>
      withStore(open, title, (s, p) => fn(s, p, options)));
  }
  Deno.test(`[store ${name}] close: every call rejects afterwards and watches end`, async () => {
    await closeSemantics(await open(), options.closedMessage);
  });
  const openPair = options.openPair ?? (async () => [await open(), await open()]);
  for (const [title, fn] of PAIR_TESTS) {
    Deno.test(`[store ${name}] ${title}`, () => withPair(openPair, title, fn));
  }
}

/** Runs `fn` on a fresh pair of stores; cleans up and closes both after. */
async function withPair(
  openPair: () => Promise<[Store, Store]>,
  test: string,
  fn: PairTest,
): Promise<void> {
  const stores = await openPair();
  const p = ["conformance", RUN, test];
  try {
    await fn(stores, p);
  } finally {
    await removeAll(stores[0], p).catch(() => {});
    for (const store of new Set(stores)) await closeStore(store);
  }
}

async function keyOrder(store: Store, p: Deno.KvKey): Promise<void> {
  const expected = orderedParts().map((parts) => [...p, ...parts]);
  for (const key of shuffled(expected)) await store.set(key, key.length);
  assert.deepStrictEqual(await keysOf(store, { prefix: p }), expected);
  const reversed = await keysOf(store, { prefix: p }, { reverse: true });
  assert.deepStrictEqual(reversed, expected.toReversed());
  for (const key of [expected[37], expected[38], expected[44]]) { // -0, 0, NaN keep their key
    assert.deepStrictEqual((await store.get(key)).key, key);
  }
  const wanted = [expected[0], expected[10], [...p, "absent"]];
  const many = await store.getMany(wanted);
  assert.deepStrictEqual(many.map((e) => e.key), wanted);
  assert.deepStrictEqual(many.map((e) => e.value), [p.length + 1, p.length + 2, null]);
}

async function selectors(store: Store, base: Deno.KvKey): Promise<void> {
  const p = [...base, "q"];
  await store.set(p, "the prefix itself");
  for (let i = 0; i < 10; i++) await store.set([...p, i], i);
  await store.set([...base, "p"], "a sibling before the prefix");
  await store.set([...base, "q~"], "a sibling after the prefix");
  const list = (selector: Deno.KvListSelector, options?: Deno.KvListOptions) =>
    keysOf(store, selector, options).then((keys) => keys.map((k) => k.at(-1)));
  const eq = (actual: unknown, expected: unknown) => assert.deepStrictEqual(actual, expected);
  eq(await list({ prefix: p }), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  eq(await list({ prefix: p, start: [...p, 7] }), [7, 8, 9]);
  eq(await list({ prefix: p, end: [...p, 3] }), [0, 1, 2]);
  eq(await list({ start: [...p, 3], end: [...p, 6] }), [3, 4, 5]);
  eq(await keysOf(store, { start: p, end: [...p, 1] }), [p, [...p, 0]]);
  eq(await list({ start: [...p, 3], end: [...p, 3] }), []);
  eq(await list({ prefix: p }, { limit: 3 }), [0, 1, 2]);
  eq(await list({ prefix: p }, { limit: 3, reverse: true }), [9, 8, 7]);
  eq(await list({ prefix: p, end: [...p, 3] }, { reverse: true }), [2, 1, 0]);
  eq(await list({ prefix: p }, { batchSize: 3 }), await list({ prefix: p }));
  eq(await list({ prefix: [...p, "nothing"] }), []);
  eq(await list({ prefix: base }), ["p", "q", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "q~"]);
}

async function badSelectors(store: Store, p: Deno.KvKey): Promise<void> {
  await store.set([...p, 1], 1);
  const bad = [
    { prefix: p, start: ["elsewhere"] },
    { prefix: p, start: p },
    { prefix: p, end: ["zzz"] },
    { start: [...p, 2], end: [...p, 1] },
    { start: [...p, 1] },
    { prefix: p, start: [...p, 1], end: [...p, 2] },
  ] as Deno.KvListSelector[];
  for (const selector of bad) await assert.rejects(keysOf(store, selector), TypeError);
  const limit = /Limit must be a positive integer/;
  assert.throws(() => store.list({ prefix: p }, { limit: 0 }), limit);
  assert.throws(() => store.list({ prefix: p }, { batchSize: 1.5 }), /batchSize must be/);
  await assert.rejects(keysOf(store, { prefix: p }, { batchSize: 1001 }), TypeError);
  await assert.rejects(keysOf(store, { prefix: p }, { cursor: "not a cursor!" }), TypeError);
  const tooMany = Array.from({ length: 11 }, (_, i) => [...p, i]);
  await assert.rejects(store.getMany(tooMany), TypeError);
}

/** The values of `prefix`, page by page of `limit` 3, each page resuming at the last cursor. */
async function pages(store: Store, prefix: Deno.KvKey, reverse: boolean): Promise<number[][]> {
  const out: number[][] = [];
  let cursor: string | undefined;
  do {
    const it = store.list<number>({ prefix }, { reverse, limit: 3, cursor });
    const page: number[] = [];
    for await (const e of it) page.push(e.value);
    if (page.length) out.push(page);
    cursor = page.length === 3 ? it.cursor : undefined;
    if (page.length < 3) assert.equal(it.cursor, ""); // the list ran out: nothing to resume
  } while (cursor);
  return out;
}

async function cursors(store: Store, p: Deno.KvKey): Promise<void> {
  for (let i = 0; i < 10; i++) await store.set([...p, i], i);
  const last = (keys: Deno.KvKey[]) => keys.map((k) => k.at(-1));
  assert.deepStrictEqual(await pages(store, p, false), [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
  assert.deepStrictEqual(await pages(store, p, true), [[9, 8, 7], [6, 5, 4], [3, 2, 1], [0]]);
  const it = store.list<number>({ prefix: p }, { batchSize: 2 });
  assert.throws(() => it.cursor, /before first iteration/);
  for await (const e of it) if (e.value === 4) break;
  const after = await keysOf(store, { prefix: p }, { cursor: it.cursor });
  assert.deepStrictEqual(last(after), [5, 6, 7, 8, 9]);
  const before = await keysOf(store, { prefix: p }, { cursor: it.cursor, reverse: true });
  assert.deepStrictEqual(last(before), [3, 2, 1, 0]);
  const range = { start: [...p, 2], end: [...p, 8] };
  const first = store.list(range, { limit: 2 });
  for await (const _ of first) { /* two entries */ }
  assert.deepStrictEqual(last(await keysOf(store, range, { cursor: first.cursor })), [4, 5, 6, 7]);
  const none = store.list({ prefix: [...p, "none"] });
  for await (const _ of none) { /* none */ }
  assert.equal(none.cursor, "");
}

async function lazyList(store: Store, p: Deno.KvKey): Promise<void> {
  const it = store.list({ prefix: p });
  await store.set([...p, "late"], 1);
  const keys: Deno.KvKey[] = [];
  for await (const e of it) keys.push(e.key);
  assert.deepStrictEqual(keys, [[...p, "late"]]);
}

class Point {
  constructor(public x: number, public y: number) {}
}

/** Values and what reading them back gives (structured clone: class instances become plain). */
function roundTrips(): [string, unknown, unknown][] {
  const nested = {
    a: [1, "two", { three: 3n }],
    m: new Map<unknown, unknown>([["k", new Set([1])]]),
  };
  const cycle: { self?: unknown } = {};
  cycle.self = cycle;
  const holes = [1, undefined];
  holes[3] = 3;
  const same = (label: string, value: unknown): [string, unknown, unknown] => [label, value, value];
  return [
    same("string", "héllo 😀"),
    same("empty string", ""),
    same("number", 3.25),
    same("negative zero", -0),
    same("NaN", NaN),
    same("Infinity", -Infinity),
    same("bigint", -(2n ** 100n)),
    same("true", true),
    same("false", false),
    same("null", null),
    same("undefined", undefined),
    same("Date", new Date("2024-02-29T12:34:56.789Z")),
    same("Uint8Array", new Uint8Array([0, 1, 254, 255])),
    same("empty Uint8Array", new Uint8Array()),
    same("Int16Array", new Int16Array([-1, 2])),
    same("Map", new Map<unknown, unknown>([[1, "a"], ["b", { c: 2 }]])),
    same("Set", new Set([1, "x", 2n])),
    same("RegExp", /a+b/gi),
    same("array with a hole and undefined", holes),
    same("nested", nested),
    same("empty object", {}),
    same("KvU64", new Deno.KvU64(2n ** 64n - 1n)),
    ["class instance", new Point(1, 2), { x: 1, y: 2 }],
    ["object with a Uint8Array", { b: new Uint8Array([1]) }, { b: new Uint8Array([1]) }],
    ["object with a KvU64", { n: new Deno.KvU64(3n) }, { n: { value: 3n } }],
    same("Error", new RangeError("boom")),
    same("boxed primitives", [Object(1), Object("s"), Object(true)]),
    same("cycle", cycle),
  ];
}

async function values(store: Store, p: Deno.KvKey): Promise<void> {
  const cases = roundTrips();
  for (const [label, value] of cases) await store.set([...p, label], value);
  for (const [label, , expected] of cases) {
    assert.deepStrictEqual((await store.get([...p, label])).value, expected, label);
  }
  for await (const e of store.list({ prefix: p })) {
    const [, , expected] = cases.find(([label]) => label === e.key.at(-1))!;
    assert.deepStrictEqual(e.value, expected, `listed ${String(e.key.at(-1))}`);
  }
  const [u64] = await store.getMany<[Deno.KvU64]>([[...p, "KvU64"]]);
  assert.ok(u64.value instanceof Deno.KvU64);
  const bytes = (await store.get([...p, "Uint8Array"])).value;
  assert.equal(Object.getPrototypeOf(bytes), Uint8Array.prototype);
}

async function refusedValues(store: Store, p: Deno.KvKey): Promise<void> {
  await assert.rejects(store.set([...p, "f"], () => 1), TypeError);
  assert.throws(() => store.atomic().set([...p, "f"], Symbol("s")), TypeError);
  await assert.rejects(store.set([...p, "big"], new Uint8Array(65537)), TypeError);
  await store.set([...p, "max"], new Uint8Array(65536));
  await assert.rejects(store.set([], 1), TypeError);
  await assert.rejects(store.set([...p, "x".repeat(2100)], 1), TypeError);
  await assert.rejects(store.get([...p, {} as unknown as string]), TypeError);
  assert.throws(() => store.atomic().set([...p, "e"], 1, { expireIn: -1 }), TypeError);
  assert.equal((await store.get([...p, "f"])).versionstamp, null);
}

const VERSIONSTAMP = /^[0-9a-f]{20}$/;

async function versionstamps(store: Store, p: Deno.KvKey): Promise<void> {
  const absent = await store.get([...p, "a"]);
  assert.deepStrictEqual(absent, { key: [...p, "a"], value: null, versionstamp: null });
  const first = await store.set([...p, "a"], 1);
  assert.equal(first.ok, true);
  assert.match(first.versionstamp, VERSIONSTAMP);
  const second = await store.set([...p, "a"], 1);
  assert.ok(second.versionstamp > first.versionstamp);
  const both = await store.atomic().set([...p, "b"], 2).set([...p, "c"], 3).commit();
  assert.ok(both.ok && both.versionstamp > second.versionstamp);
  const [a, b, c] = await store.getMany([[...p, "a"], [...p, "b"], [...p, "c"]]);
  assert.equal(a.versionstamp, second.versionstamp);
  assert.equal(b.versionstamp, both.versionstamp);
  assert.equal(c.versionstamp, both.versionstamp);
  await store.delete([...p, "a"]);
  assert.deepStrictEqual(await store.get([...p, "a"]), absent);
}

async function checks(store: Store, p: Deno.KvKey): Promise<void> {
  const k = [...p, "k"];
  const { versionstamp } = await store.set(k, "v1");
  const stale = await store.atomic().check({ key: k, versionstamp: "0".repeat(20) })
    .set(k, "no").set([...p, "other"], "no").commit();
  assert.deepStrictEqual(stale, { ok: false });
  assert.equal((await store.get([...p, "other"])).versionstamp, null);
  const taken = await store.atomic().check({ key: k, versionstamp: null }).set(k, "no").commit();
  assert.deepStrictEqual(taken, { ok: false });
  const fresh = await store.atomic().check({ key: [...p, "new"], versionstamp: null })
    .check({ key: k, versionstamp }).set(k, "v2").commit();
  assert.ok(fresh.ok && VERSIONSTAMP.test(fresh.versionstamp));
  assert.equal((await store.get(k)).value, "v2");
  await store.delete(k);
  assert.ok((await store.atomic().check({ key: k, versionstamp: null }).commit()).ok);
  const empty = await store.atomic().commit();
  assert.ok(empty.ok && VERSIONSTAMP.test(empty.versionstamp));
}

async function mutationOrder(store: Store, p: Deno.KvKey): Promise<void> {
  await store.atomic().set([...p, "a"], 1).set([...p, "a"], 2).delete([...p, "a"]).commit();
  assert.equal((await store.get([...p, "a"])).versionstamp, null);
  await store.atomic().delete([...p, "b"]).set([...p, "b"], 2).commit();
  assert.equal((await store.get([...p, "b"])).value, 2);
  await store.atomic().set([...p, "c"], new Deno.KvU64(5n)).sum([...p, "c"], 2n).commit();
  assert.deepStrictEqual((await store.get([...p, "c"])).value, new Deno.KvU64(7n));
}

async function sums(store: Store, p: Deno.KvKey): Promise<void> {
  const k = [...p, "n"];
  await store.atomic().sum(k, 5n).commit();
  await store.atomic().sum(k, 2n).sum(k, 3n).commit();
  assert.deepStrictEqual((await store.get(k)).value, new Deno.KvU64(10n));
  await store.atomic().sum(k, 2n ** 64n - 1n).commit();
  assert.deepStrictEqual((await store.get(k)).value, new Deno.KvU64(9n));
  assert.throws(() => store.atomic().sum(k, -1n), RangeError);
  assert.throws(() => store.atomic().sum(k, 2n ** 64n), RangeError);
  await store.set([...p, "s"], 1);
  // The other write comes after the sum: Deno KV's SQLite backend keeps writes made before a
  // failing sum (the PostgreSQL adapter keeps none).
  const failing = store.atomic().sum([...p, "s"], 1n).set([...p, "side"], 1).commit();
  await assert.rejects(failing, TypeError);
  assert.equal((await store.get([...p, "side"])).versionstamp, null);
  assert.equal((await store.get([...p, "s"])).value, 1);
}

async function expiry(store: Store, p: Deno.KvKey, options: ConformanceOptions): Promise<void> {
  const withinMs = options.expiryWithinMs === undefined ? 3000 : options.expiryWithinMs;
  await store.set([...p, "short"], 1, { expireIn: 200 });
  await store.atomic().set([...p, "atomic"], 2, { expireIn: 200 }).commit();
  await store.set([...p, "long"], 3, { expireIn: 3_600_000 });
  await store.set([...p, "reset"], 4, { expireIn: 200 });
  await store.set([...p, "reset"], 5); // a plain set drops the expiry
  assert.equal((await store.get([...p, "short"])).value, 1);
  if (withinMs === null) return;
  const deadline = Date.now() + 200 + withinMs;
  while ((await store.get([...p, "short"])).versionstamp !== null) {
    assert.ok(Date.now() < deadline, `still there ${withinMs} ms after it expired`);
    await delay(50);
  }
  await delay(50);
  const left = (await keysOf(store, { prefix: p })).map((k) => k.at(-1));
  assert.deepStrictEqual(left, ["long", "reset"]);
}

async function watchChanges(store: Store, p: Deno.KvKey): Promise<void> {
  const [a, b] = [[...p, "a"], [...p, "b"]];
  await store.set(a, "a0");
  const reader = store.watch<[string, string]>([a, b]).getReader();
  const next = async () => (await within(reader.read(), 5000, "watch")).value!;
  try {
    const first = await next();
    assert.deepStrictEqual(first.map((e) => e.value), ["a0", null]);
    assert.equal(first[1].versionstamp, null);
    await store.set([...p, "unwatched"], 1);
    await store.set(b, "b1");
    assert.deepStrictEqual((await next()).map((e) => e.value), ["a0", "b1"]);
    await store.delete(a);
    const third = await next();
    assert.deepStrictEqual(third.map((e) => e.value), [null, "b1"]);
    assert.equal(third[0].versionstamp, null);
  } finally {
    await reader.cancel();
  }
}

async function watchEmissions(store: Store, p: Deno.KvKey): Promise<void> {
  const k = [...p, "k"];
  const reader = store.watch<[number]>([k]).getReader();
  let last = (await within(reader.read(), 5000, "watch")).value![0].versionstamp;
  for (let i = 1; i <= 3; i++) {
    await store.set([...p, "noise"], i);
    const { versionstamp } = await store.set(k, i);
    let entry;
    do {
      entry = (await within(reader.read(), 5000, "watch")).value![0];
      assert.notEqual(entry.versionstamp, last);
      last = entry.versionstamp;
    } while (entry.versionstamp !== versionstamp);
    assert.equal(entry.value, i);
  }
  await reader.cancel();
  assert.throws(() => store.watch(Array.from({ length: 11 }, (_, i) => [...p, i])), TypeError);
}

/** After `close()` every call fails (with `message`, when given) and open watches end. */
async function closeSemantics(store: Store, message?: RegExp): Promise<void> {
  const p = ["conformance", RUN, "close"];
  const reader = store.watch([[...p, "w"]]).getReader();
  await within(reader.read(), 5000, "watch");
  const pending = reader.read();
  await closeStore(store);
  assert.equal((await within(pending, 5000, "watch after close")).done, true);
  const expected = message ?? /./;
  await assert.rejects(store.get([...p, "k"]), expected);
  await assert.rejects(store.getMany([[...p, "k"]]), expected);
  await assert.rejects(store.set([...p, "k"], 1), expected);
  await assert.rejects(store.delete([...p, "k"]), expected);
  await assert.rejects(store.atomic().set([...p, "k"], 1).commit(), expected);
  await assert.rejects(keysOf(store, { prefix: p }), expected);
  assert.throws(() => store.watch([[...p, "k"]]), expected);
  if (message) await assert.rejects(store.get([...p, "k"]), TypeError);
  await closeStore(store); // a second close is harmless
}

const STORE_TESTS: [string, StoreTest][] = [
  ["orders keys by part type, then value; a key before the longer keys it prefixes", keyOrder],
  ["lists prefix, start, end and range selectors with Deno KV's bounds", selectors],
  ["refuses bad selectors and list options as Deno KV does", badSelectors],
  ["cursors resume after the last entry read, forwards and in reverse", cursors],
  ["a list sees writes made after it was created and before it was read", lazyList],
  ["values round-trip as structured clones", values],
  ["refuses values Deno KV refuses", refusedValues],
  ["versionstamps: 20 hex digits, increasing, one per commit, null when absent", versionstamps],
  ["checks: a commit is all or nothing", checks],
  ["mutations of one commit apply in order", mutationOrder],
  ["sums add to a KvU64 (absent: 0), wrap at 2^64, and fail on other values", sums],
  ["expireIn: an entry is there until it expires, gone soon after", expiry],
  ["watch: the entries at once, again on each change, deletion included", watchChanges],
  ["watch: each emission differs from the one before; cancel releases it", watchEmissions],
];

/** Read, check, write `value + 1` until the commit succeeds; returns the attempts it took. */
async function increment(store: Store, key: Deno.KvKey): Promise<number> {
  for (let attempt = 1;; attempt++) {
    const entry = await store.get<number>(key);
    const result = await store.atomic().check(entry).set(key, (entry.value ?? 0) + 1).commit();
    if (result.ok) return attempt;
    await delay(Math.random() * Math.min(attempt, 20)); // back off, as a client under contention
  }
}

async function counter(stores: [Store, Store], p: Deno.KvKey): Promise<void> {
  const k = [...p, "counter"];
  await Promise.all(Array.from({ length: 200 }, (_, i) => increment(stores[i % 2], k)));
  assert.equal((await stores[0].get(k)).value, 200);
  assert.equal((await stores[1].get(k)).value, 200);
}

async function createOnce(stores: [Store, Store], p: Deno.KvKey): Promise<void> {
  const k = [...p, "once"];
  const create = (store: Store, i: number) =>
    store.atomic().check({ key: k, versionstamp: null }).set(k, i).commit();
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(stores[i % 2], i)));
  const winners = results.flatMap((r, i) => r.ok ? [i] : []);
  assert.equal(winners.length, 1);
  assert.equal((await stores[1].get(k)).value, winners[0]);
}

async function concurrentSums(stores: [Store, Store], p: Deno.KvKey): Promise<void> {
  const k = [...p, "sum"];
  const add = (store: Store) => store.atomic().sum(k, 1n).commit();
  await Promise.all(Array.from({ length: 100 }, (_, i) => add(stores[i % 2])));
  assert.deepStrictEqual((await stores[0].get(k)).value, new Deno.KvU64(100n));
}

/** Moves 7 from `from` to `to`, checked on both, until it commits. */
async function transfer(store: Store, from: Deno.KvKey, to: Deno.KvKey): Promise<void> {
  for (let attempt = 1;; attempt++) {
    const [f, t] = await store.getMany<[number, number]>([from, to]);
    const r = await store.atomic().check(f, t).set(from, f.value! - 7).set(to, t.value! + 7)
      .commit();
    if (r.ok) return;
    await delay(Math.random() * Math.min(attempt, 20));
  }
}

async function transfers(stores: [Store, Store], p: Deno.KvKey): Promise<void> {
  const [a, b] = [[...p, "a"], [...p, "b"]];
  await stores[0].atomic().set(a, 500).set(b, 500).commit();
  await Promise.all(Array.from({ length: 60 }, (_, i) => {
    const [from, to] = i % 3 ? [a, b] : [b, a]; // 40 one way, 20 the other
    return transfer(stores[i % 2], from, to);
  }));
  const [fa, fb] = await stores[1].getMany<[number, number]>([a, b]);
  assert.equal(fa.value! + fb.value!, 1000);
  assert.equal(fa.value, 500 - 7 * 40 + 7 * 20);
}

const PAIR_TESTS: [string, PairTest][] = [
  ["200 concurrent read-check-increment loops on two stores end at exactly 200", counter],
  ["20 concurrent create-if-absent commits on one key have exactly one winner", createOnce],
  ["concurrent sums from two stores add up", concurrentSums],
  ["checked transfers in both directions between two keys keep the total", transfers],
];
