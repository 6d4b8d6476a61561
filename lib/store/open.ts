/**
 * Opening the KV store, and refusing a store this process must not use: a local KV file already
 * open in another process (an OS lock on a sidecar file), the runtime's default local store held
 * by another process (a heartbeat lease in the store), or a store that does not answer a checked
 * commit. docs/deploy.md explains each.
 */
import { type Config, ConfigError, DEFAULT_KV, kvKind, named } from "../config.ts";
import type { Snapshots, Store } from "./port.ts";
import { denoKvStore } from "./deno_kv.ts";
import { keys } from "./keys.ts";

/** Options of `openStore`. */
export interface OpenStoreOptions {
  /**
   * On Deno Deploy (DENO_DEPLOYMENT_ID set) instances share the app's store by design, so the
   * default store is not leased. Default: whether DENO_DEPLOYMENT_ID is set.
   */
  onDeploy?: boolean;
  /** Timings of the default store's lease (tests shorten them). */
  lease?: LeaseTimings;
}

/**
 * Opens the KV store `path` (a file, `:memory:`, a KV Connect URL, or `default` for
 * `Deno.openKv()` without a path). Throws `ConfigError`, naming KV_PATH and its value, when
 * another process holds the store or the store does not answer a checked commit. `close()` on the
 * returned store also releases what guards it.
 */
export async function openStore(
  path: string,
  options: OpenStoreOptions = {},
): Promise<Store & Snapshots> {
  const kind = kvKind(path);
  let release: () => Promise<void> | void = () => {};
  if (kind === "file") {
    const dir = path.replace(/[\\/][^\\/]*$/, "");
    if (dir && dir !== path) await Deno.mkdir(dir, { recursive: true });
    // Taken before the store is opened: a refused process never touches it.
    release = await lockFile(path);
  }
  let kv: Deno.Kv;
  try {
    kv = kind === "default" ? await Deno.openKv() : await Deno.openKv(path);
  } catch (err) {
    release();
    throw err;
  }
  try {
    await assertCommits(kv, path);
    if (kind === "default" && !(options.onDeploy ?? onDeployFromEnv())) {
      // Off Deploy the default store is a sqlite file of Deno's own (keyed on the script), whose
      // path we cannot lock: a lease in the store guards it instead.
      release = await claimLease(kv, { ...options.lease, path });
    }
  } catch (err) {
    await release();
    kv.close();
    throw err;
  }
  let released: Promise<void> | undefined;
  const releaseOnce = () => released ??= Promise.resolve(release()).catch(() => {});
  const store = denoKvStore(kv, () => void releaseOnce());
  releases.set(store, async () => {
    await releaseOnce();
    store.close();
  });
  return store;
}

const releases = new WeakMap<Store, () => Promise<void>>();

/**
 * Closes a store from `openStore` after releasing its guard (the default store's lease is
 * deleted, so the next start need not wait for it to go stale); `kv.close()` releases too, but
 * cannot wait for the store to take the deletion.
 */
export async function closeStore(kv: Store): Promise<void> {
  const close = releases.get(kv);
  if (close) await close();
  else await kv.close();
}

/**
 * Opens the configured store: the PostgreSQL database of `STORE_URL` (shared by any number of
 * processes), else the Deno KV store of `KV_PATH` (`openStore`). Refusals are `ConfigError`s
 * naming the variable.
 */
export async function openConfiguredStore(
  config: Pick<Config, "kvPath" | "storeUrl" | "onDeploy">,
): Promise<Store> {
  if (config.storeUrl === null) {
    return await openStore(config.kvPath, { onDeploy: config.onDeploy });
  }
  try {
    // Loaded only for a PostgreSQL store: the default start never loads the client.
    const { openPostgresStore } = await import("./postgres.ts");
    return await openPostgresStore(config.storeUrl);
  } catch (err) {
    const said = err instanceof Error ? err.message : String(err);
    throw new ConfigError(
      `Refusing to start:\n  ${named("STORE_URL", config.storeUrl)}: the PostgreSQL store ` +
        `could not be opened (${said}).`,
    );
  }
}

function onDeployFromEnv(): boolean {
  try {
    return Boolean(Deno.env.get("DENO_DEPLOYMENT_ID"));
  } catch {
    return false; // no env permission: not told we are on Deploy
  }
}

/** What a lock file or lease says about the process holding the store. */
interface Holder {
  pid: number;
  started_at: string;
}

const holder = (): Holder => ({ pid: Deno.pid, started_at: new Date().toISOString() });

/**
 * Takes an exclusive OS lock (flock on Linux and macOS, LockFileEx on Windows) on `<path>.lock`
 * for as long as this process keeps the store. The kernel drops the lock when the process ends,
 * however it ends (kill -9 included), so a crash never blocks a restart.
 */
async function lockFile(path: string): Promise<() => void> {
  const lockPath = `${path}.lock`;
  const file = await Deno.open(lockPath, { read: true, write: true, create: true });
  let locked = false;
  try {
    locked = await file.tryLock(true);
  } catch (err) {
    file.close();
    throw err;
  }
  if (!locked) {
    const said = await Deno.readTextFile(lockPath).catch(() => "");
    file.close();
    const other = parseHolder(said);
    throw new ConfigError(
      `Refusing to start:\n  ${named("KV_PATH", path)}: another process` +
        (other ? ` (pid ${other.pid}, since ${other.started_at})` : "") +
        " has this KV file open. Two processes on one sqlite KV file do not share watches " +
        "(event streams and job waits stall): stop the other one first (while it runs, admin " +
        "actions work over /admin/v1), give this one another KV_PATH, or point every process " +
        "at one PostgreSQL store (STORE_URL).",
    );
  }
  const text = new TextEncoder().encode(JSON.stringify(holder()) + "\n");
  await file.truncate(0);
  await file.write(text);
  return () => {
    try {
      file.unlockSync();
      file.close();
    } catch { /* already released */ }
  };
}

function parseHolder(text: string): Holder | null {
  try {
    const v = JSON.parse(text);
    return typeof v?.pid === "number" && typeof v?.started_at === "string" ? v : null;
  } catch {
    return null;
  }
}

/**
 * Refuses a store that cannot carry the service: every invariant (debits, leases, idempotency,
 * the queue as data) rests on checked commits with sums. The probe is a checked commit whose
 * check always fails (a made-up versionstamp of a key that does not exist), so a working store
 * answers `ok: false` and writes nothing; a store that cannot answer it is refused at start.
 */
async function assertCommits(kv: Deno.Kv, path: string): Promise<void> {
  const probe = keys.meta(`commit_probe_${crypto.randomUUID()}`);
  let said: string;
  try {
    const res = await kv.atomic().check({ key: probe, versionstamp: PROBE_STAMP })
      .sum(probe, 1n).commit();
    if (!res.ok) return;
    said = "a check that must fail passed";
  } catch (err) {
    said = err instanceof Error ? err.message : String(err);
  }
  throw new ConfigError(
    `Refusing to start:\n  ${named("KV_PATH", path)}: this KV store did not answer a checked ` +
      `commit (Deno said: "${said}"). Keys, credits, jobs and webhook deliveries rest on checked ` +
      "commits (docs/deploy.md).",
  );
}

const PROBE_STAMP = "00000000000000000001";

/** Heartbeat and staleness of the default store's lease. */
export interface LeaseTimings {
  /** How often the holder rewrites its lease (default 1 s). */
  heartbeatMs?: number;
  /** A lease not rewritten for this long belongs to a dead process (default 5 s). */
  staleMs?: number;
  /** Called when another process took the lease over (default: log and exit 1). */
  onLost?: () => void;
}

interface Lease extends Holder {
  token: string;
  heartbeat_at: number;
}

/**
 * Claims the store for this process with a lease key rewritten every `heartbeatMs`, written with
 * an atomic check. A lease older than `staleMs` is a dead process's (kill -9 leaves one behind)
 * and is taken over; a fresh one is watched until it either moves (its holder is alive: refused)
 * or goes stale (taken over), so a restart after a crash waits at most `staleMs`. Returns the
 * release, which stops the heartbeat and deletes the lease.
 */
export async function claimLease(
  kv: Deno.Kv,
  options: LeaseTimings & { path: string },
): Promise<() => Promise<void>> {
  const heartbeatMs = options.heartbeatMs ?? 1_000;
  const staleMs = options.staleMs ?? 5_000;
  const key = keys.meta("process_lease");
  const mine: Lease = { ...holder(), token: crypto.randomUUID(), heartbeat_at: Date.now() };
  let seen: number | null = null;
  let versionstamp: string;
  for (;;) {
    const entry = await kv.get<Lease>(key);
    const other = entry.value;
    if (!other || Date.now() - other.heartbeat_at > staleMs) {
      mine.heartbeat_at = Date.now();
      const res = await kv.atomic().check(entry).set(key, mine).commit();
      if (res.ok) {
        versionstamp = res.versionstamp;
        break;
      }
      continue; // another process claimed it between our read and our write: look again
    }
    if (seen !== null && other.heartbeat_at !== seen) {
      throw new ConfigError(
        `Refusing to start:\n  ${named("KV_PATH", options.path)}: another process (pid ` +
          `${other.pid}, since ${other.started_at}) is using this store; off Deno Deploy the ` +
          "default store is a local sqlite file, and two processes on one do not share watches: " +
          "stop the other one first, or give this one a KV_PATH of its own.",
      );
    }
    seen = other.heartbeat_at;
    await new Promise((r) => setTimeout(r, Math.min(heartbeatMs, staleMs) / 2));
  }
  let released = false;
  let inflight = Promise.resolve();
  const beat = async () => {
    if (released) return;
    mine.heartbeat_at = Date.now();
    const res = await kv.atomic().check({ key, versionstamp }).set(key, mine).commit()
      .catch(() => null); // a closed store (shutdown): nothing to keep alive
    if (res === null) return;
    if (res.ok) versionstamp = res.versionstamp;
    else if (!released) {
      released = true;
      clearInterval(timer);
      (options.onLost ?? leaseLost)();
    }
  };
  // One heartbeat at a time, so the release below deletes the lease as last written.
  const timer = setInterval(() => inflight = inflight.then(beat), heartbeatMs);
  Deno.unrefTimer(timer);
  return async () => {
    if (released) return;
    released = true;
    clearInterval(timer);
    await inflight;
    // Best effort: a lease left behind only delays the next start by staleMs.
    await kv.atomic().check({ key, versionstamp }).delete(key).commit().catch(() => {});
  };
}

function leaseLost(): void {
  console.error(
    `Another process took over the KV store (KV_PATH=${DEFAULT_KV}) after this one missed its ` +
      "heartbeats: stopping, so two processes never share one local store.",
  );
  Deno.exit(1);
}
