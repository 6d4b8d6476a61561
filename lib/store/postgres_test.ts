/**
 * The store conformance suite on PostgreSQL, and what only PostgreSQL has: the schema made once
 * by concurrent openers, the expiry sweep, watches woken by NOTIFY and by the poll alone, and
 * commits from other OS processes. Runs when TEST_POSTGRES_URL names a database
 * (`TEST_POSTGRES_URL=$(bash tools/postgres.sh) deno test -A lib/store/`); without it the tests
 * are listed as ignored, with the reason in their name.
 */
import assert from "node:assert/strict";
import postgres from "postgres";
import { encodeKey } from "./key_codec.ts";
import { openPostgresStore, type PostgresStore, type PostgresStoreOptions } from "./postgres.ts";
import { storeConformance } from "./store_conformance.ts";

const URL_ENV = "TEST_POSTGRES_URL";
const url = Deno.env.get(URL_ENV) ?? "";
const RUN = crypto.randomUUID().slice(0, 8);
/**
 * No connection lifetime timer: postgres.js can leave one behind when a connection opens while
 * the store closes, which the test sanitizers report as a leak.
 */
const NO_LIFETIME = { maxLifetimeSeconds: null };

/** A test on a store opened with its options, under a key prefix of its own. */
type PgTest = (store: PostgresStore, p: Deno.KvKey) => Promise<void>;

if (url) {
  storeConformance("postgres", () => openPostgresStore(url, NO_LIFETIME), {
    closedMessage: /Database is closed/,
    expiryWithinMs: 1000,
  });
  Deno.test("[postgres] concurrent opens on a new database create the schema once", freshSchema);
  for (const [name, fn, options] of pgTests()) {
    Deno.test(`[postgres] ${name}`, () => withStore(name, fn, options));
  }
} else {
  Deno.test({
    name: `[store postgres] conformance suite (ignored: ${URL_ENV} is not set)`,
    ignore: true,
    fn: () => {},
  });
}

/** Runs `fn` on a store opened with `options`, deleting what it wrote under `p` afterwards. */
async function withStore(name: string, fn: PgTest, options: PostgresStoreOptions) {
  const store = await openPostgresStore(url, { ...NO_LIFETIME, ...options });
  const p = ["postgres-test", RUN, name];
  try {
    await fn(store, p);
  } finally {
    const op = store.atomic();
    for await (const e of store.list({ prefix: p })) op.delete(e.key);
    await op.commit();
    await store.close();
  }
}

/** A raw client for what the store does not show (and cannot be asked to do). */
function rawSql(at = url) {
  return postgres(at, { onnotice: () => {} });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The next value of `reader`, or a failure after `ms`. */
async function readWithin<T>(reader: ReadableStreamDefaultReader<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no emission within ${ms} ms`)), ms);
  });
  try {
    return (await Promise.race([reader.read(), timeout])).value!;
  } finally {
    clearTimeout(timer);
  }
}

async function freshSchema(): Promise<void> {
  const admin = rawSql();
  const db = `rankscope_test_${RUN}`;
  await admin.unsafe(`create database ${db}`);
  try {
    const fresh = new URL(url);
    fresh.pathname = `/${db}`;
    const stores = await Promise.all(
      [1, 2, 3].map(() => openPostgresStore(fresh.href, NO_LIFETIME)),
    );
    await stores[0].set(["x"], 1);
    assert.equal((await stores[2].get(["x"])).value, 1);
    await Promise.all(stores.map((s) => s.close()));
    await (await openPostgresStore(fresh.href, NO_LIFETIME)).close();
    const sql = rawSql(fresh.href);
    const rows = await sql`select version from kv_schema order by version`;
    await sql.end();
    assert.deepStrictEqual(rows.map((r) => r.version), [1]);
  } finally {
    await admin.unsafe(`drop database if exists ${db} with (force)`);
    await admin.end();
  }
}

async function sweep(store: PostgresStore, p: Deno.KvKey): Promise<void> {
  await store.set([...p, "gone"], 1, { expireIn: 1 });
  await store.set([...p, "kept"], 2, { expireIn: 3_600_000 });
  await delay(20);
  assert.ok(await store.sweep() >= 1);
  const sql = rawSql();
  try {
    const [gone, kept] = [encodeKey([...p, "gone"]), encodeKey([...p, "kept"])];
    const rows = await sql`select count(*)::int as n from kv where key = ${gone} or key = ${kept}`;
    assert.equal(rows[0].n, 1);
  } finally {
    await sql.end();
  }
}

async function notified(store: PostgresStore, p: Deno.KvKey): Promise<void> {
  const other = await openPostgresStore(url, NO_LIFETIME);
  const reader = store.watch<[number]>([[...p, "k"]]).getReader();
  try {
    await readWithin(reader, 5000);
    await delay(100); // LISTEN is in place
    const started = Date.now();
    await other.set([...p, "k"], 1);
    const [entry] = await readWithin(reader, 5000);
    assert.equal(entry.value, 1);
    assert.ok(Date.now() - started < 1000, "woken by the poll, not by NOTIFY");
  } finally {
    await reader.cancel();
    await other.close();
  }
}

async function polled(store: PostgresStore, p: Deno.KvKey): Promise<void> {
  const key = [...p, "k"];
  await store.set(key, 1);
  const reader = store.watch<[number]>([key]).getReader();
  const sql = rawSql();
  try {
    await readWithin(reader, 5000);
    // A write behind the store's back: a new versionstamp, and no NOTIFY.
    await sql`update kv set versionstamp = nextval('kv_versionstamp') where key = ${
      encodeKey(key)
    }`;
    const [entry] = await readWithin(reader, 3000);
    assert.equal(entry.value, 1);
  } finally {
    await reader.cancel();
    await sql.end();
  }
}

async function processes(store: PostgresStore, p: Deno.KvKey): Promise<void> {
  const key = [...p, "counter"];
  await Promise.all([
    incrementInProcess(key, 40),
    incrementInProcess(key, 40),
    (async () => {
      for (let i = 0; i < 40; i++) await increment(store, key);
    })(),
  ]);
  assert.equal((await store.get(key)).value, 120);
}

function pgTests(): [string, PgTest, PostgresStoreOptions][] {
  return [
    ["the sweep deletes expired rows", sweep, {}],
    ["a watch wakes on another store's commit through NOTIFY, not the poll", notified, {
      pollIntervalMs: 60_000,
    }],
    ["a watch sees a change no notification told of, at the next poll", polled, {
      pollIntervalMs: 200,
    }],
    ["checked increments from two other OS processes and this one add up", processes, {}],
  ];
}

async function increment(store: PostgresStore, key: Deno.KvKey): Promise<void> {
  for (;;) {
    const entry = await store.get<number>(key);
    const result = await store.atomic().check(entry).set(key, (entry.value ?? 0) + 1).commit();
    if (result.ok) return;
  }
}

/** Runs `n` checked increments of `key` in a child `deno` process. */
async function incrementInProcess(key: Deno.KvKey, n: number): Promise<void> {
  const module = new URL("./postgres.ts", import.meta.url).href;
  const code = `
    import { openPostgresStore } from ${JSON.stringify(module)};
    const store = await openPostgresStore(${JSON.stringify(url)});
    const key = ${JSON.stringify(key)};
    for (let i = 0; i < ${n}; i++) {
      for (;;) {
        const entry = await store.get(key);
        const r = await store.atomic().check(entry).set(key, (entry.value ?? 0) + 1).commit();
        if (r.ok) break;
      }
    }
    await store.close();`;
  const config = new URL("../../deno.json", import.meta.url).pathname;
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--config", config, code],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
}
