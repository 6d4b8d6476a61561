/**
 * The store a test runs on: an in-memory Deno KV, or, when `TEST_STORE_URL` names a PostgreSQL
 * database (`.ci/run` starts one), a schema of its own in that database, dropped at `close()`.
 * The same tests thus run against both adapters of the store port.
 */
import postgres from "postgres";
import { denoKvStore } from "../lib/store/deno_kv.ts";
import { openPostgresStore } from "../lib/store/postgres.ts";
import type { Snapshots, Store } from "../lib/store/port.ts";

/** The PostgreSQL database the tests run on, when one is configured. */
export const TEST_STORE_URL = Deno.env.get("TEST_STORE_URL") ?? null;

/** Opens a fresh, empty store for one test. */
export async function openTestStore(): Promise<Store & Snapshots> {
  if (!TEST_STORE_URL) return denoKvStore(await Deno.openKv(":memory:"));
  const schema = `test_${crypto.randomUUID().replaceAll("-", "")}`;
  return await openPostgresStore(TEST_STORE_URL, {
    schema,
    dropSchemaOnClose: true,
    maxLifetimeSeconds: null,
  });
}

/**
 * The store settings of a server process a test starts on `kvPath`: none on Deno KV (the
 * process opens `KV_PATH`); on PostgreSQL, `STORE_URL` of a database of its own, named after
 * `kvPath` (created when missing), so a restarted process finds its predecessor's data.
 */
export async function serverStoreEnv(kvPath: string): Promise<Record<string, string>> {
  if (!TEST_STORE_URL) return {};
  const bytes = new TextEncoder().encode(kvPath);
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const name = `test_${
    [...hash.slice(0, 10)].map((b) => b.toString(16).padStart(2, "0")).join("")
  }`;
  return { STORE_URL: await databaseOn(TEST_STORE_URL, name) };
}

/**
 * The URL of database `name` on the PostgreSQL server of `url`, created when missing; with
 * `fresh`, dropped and created again (a benchmark's empty store).
 */
export async function databaseOn(
  url: string,
  name: string,
  options: { fresh?: boolean } = {},
): Promise<string> {
  const admin = postgres(url, { max: 1, onnotice: () => {}, max_lifetime: null });
  try {
    if (options.fresh) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`create database "${name}"`).catch(() => {});
  } finally {
    await admin.end({ timeout: 5 });
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.href;
}

/**
 * `store` with every commit made through it waiting for `before()` first (tests that make two
 * writers race, or a commit slow).
 */
export function delayingCommits(store: Store, before: () => Promise<unknown>): Store {
  return {
    get: store.get.bind(store),
    getMany: store.getMany.bind(store),
    list: store.list.bind(store),
    set: store.set.bind(store),
    delete: store.delete.bind(store),
    watch: store.watch.bind(store),
    close: store.close.bind(store),
    atomic: () => {
      const op = store.atomic();
      const commit = op.commit.bind(op);
      op.commit = async () => (await before(), await commit());
      return op;
    },
  };
}
