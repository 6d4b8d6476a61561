/**
 * The response cache of provider calls, in KV. An answer is kept under provider + call +
 * a digest of the normalised request for the TTL of its data kind, gzipped and split into
 * chunks under a header written last, so a reader never sees half an answer. Concurrent
 * identical calls in this process share one upstream call (single flight). A KV failure of
 * the cache never fails the call: the answer is then served uncached.
 *
 * The cache is shared by every workspace (a target looked up twice is paid once), but what a
 * workspace sees of it is its own (`forWorkspace`): an answer it has not received before is
 * served as a call of its own, `upstream`, fetched now, priced at what the call cost, and no
 * sooner than that call took, whoever filled the entry and when. A per-workspace marker (the
 * entry's id and when this workspace first received it) makes later reads `cache` hits whose
 * age counts from that first receipt. Result pages, which carry their own fetch time, are not
 * shared at all (`PER_WORKSPACE_KINDS`). So no answer, price, age or timing says that another
 * workspace looked the target up, or when.
 *
 * A call may have a family (`FAMILIES`): requests whose answers can serve each other share one
 * entry. The organic SERP is one (`cache_serp.ts`): every request of a keyword, market and device
 * is asked upstream as one canonical request, and the stored answer serves every request it
 * covers, cut to what was asked. An entry records the request it answered (`asked`), so a
 * request it does not cover (deeper) goes upstream and its answer replaces the entry.
 */
import { sha256Hex, sortableId } from "../ids.ts";
import type { DataKind, ProviderCall } from "./provider.ts";
import type { SerpAnswer, SerpRequest } from "./serp_types.ts";
import { canonicalSerpRequest, cutSerpAnswer, serpFamily, serpServes } from "./cache_serp.ts";
import { concatBytes } from "../bytes.ts";
import { getAll } from "../store/get_all.ts";
import type { Store } from "../store/port.ts";

/** Cache settings (`PROVIDER_CACHE`, `CACHE_TTL_*_SECONDS`). */
export interface CacheSettings {
  enabled: boolean;
  ttlSeconds: Record<DataKind, number>;
}

/** Where an answer came from: KV, another caller's upstream call in flight, or upstream. */
export type AnswerSource = "cache" | "shared" | "upstream";

/** A provider answer and its provenance. */
export interface Fetched<T> {
  answer: T;
  source: AnswerSource;
  /**
   * When the data was fetched from upstream (ms since the epoch); in a workspace's view, when
   * that workspace first received it (`forWorkspace`).
   */
  fetched_at: number;
}

/** What identifies one provider call. */
export interface CallKey {
  provider: string;
  /** The provider method, e.g. `backlinksSummary`. */
  call: string;
  kind: DataKind;
  request: unknown;
}

/** The cache of one server. */
export interface ProviderCache {
  readonly settings: CacheSettings;
  /**
   * The cached answer of `key`, or `upstream`'s (stored for the kind's TTL). `upstream` is called
   * with the request to ask: `key.request`, or the canonical request of the call's family (see
   * the module comment), so it must send the request it is given. `noCache` skips the read (the
   * fresh answer is still stored for the next caller).
   */
  fetch<T>(key: CallKey, upstream: Upstream<T>, noCache: boolean): Promise<Fetched<T>>;
}

/** The provider call behind a cache read, given the request to send. */
export type Upstream<T> = (request: unknown) => Promise<T>;

/** The server's cache, and the view of it one workspace gets. */
export interface SharedProviderCache extends ProviderCache {
  /**
   * The cache as `workspaceId` sees it: the same entries (and upstream calls in flight), with
   * sources and fetch times of its own (see the module comment).
   */
  forWorkspace(workspaceId: string): ProviderCache;
}

/** The header of a cached answer; its chunks sit under `[...key, id, i]`. */
interface Header {
  id: string;
  fetched_at: number;
  expires_at: number;
  chunks: number;
  /** How long the upstream call took (ms); absent on entries of an older version. */
  upstream_ms?: number;
  /** The request asked upstream, on entries of a call with a family. */
  asked?: unknown;
}

/** What a workspace knows of an entry: its id, and when the workspace first received it. */
interface Seen {
  id: string;
  at: number;
}

/** The longest a first receipt is held back to take as long as the upstream call did. */
export const MAX_REPLAY_MS = 10_000;

const CHUNK_BYTES = 60_000;
const CHUNKS_PER_COMMIT = 10;

/** JSON with object keys sorted and undefined fields left out: equal requests, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${fields.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Calls whose requests share answers: what they are stored under (`key`), what is asked upstream
 * (`ask`), whether an answer to one request serves another (`serves`) and the answer cut to the
 * request (`cut`).
 */
export interface Family {
  key(request: unknown): unknown;
  ask(request: unknown): unknown;
  serves(asked: unknown, request: unknown): boolean;
  cut(answer: unknown, request: unknown): unknown;
}

/** The families of calls (`cache_serp.ts`: one SERP call per keyword, market and device). */
export const FAMILIES: Readonly<Partial<Record<ProviderCall, Family>>> = {
  serpOrganic: {
    key: (r) => serpFamily(r as SerpRequest),
    ask: (r) => canonicalSerpRequest(r as SerpRequest),
    serves: (asked, r) => serpServes(asked as SerpRequest, r as SerpRequest),
    cut: (answer, r) => cutSerpAnswer(answer as SerpAnswer, r as SerpRequest),
  },
};

/** The family of a call, if it has one. */
function familyOf(key: CallKey): Family | undefined {
  return Object.hasOwn(FAMILIES, key.call) ? FAMILIES[key.call as ProviderCall] : undefined;
}

/** The KV key of a call's cached answer (a call with a family: the family's). */
export function cacheKey(key: CallKey): Deno.KvKey {
  const request = familyOf(key)?.key(key.request) ?? key.request;
  return ["provider_cache", key.provider, key.call, sha256Hex(canonicalJson(request))];
}

/**
 * Data kinds whose answers carry the time they were fetched (a SERP's `datetime`, shown as its
 * `fetched_at` and its snapshot time in SERP history): shared, they would say when another
 * workspace looked, so each workspace has entries of its own (a result page costs little).
 */
export const PER_WORKSPACE_KINDS: ReadonlySet<DataKind> = new Set<DataKind>(["serp"]);

/** The KV key of a call's cached answer as `viewer` reads it (see `PER_WORKSPACE_KINDS`). */
export function entryKey(key: CallKey, viewer: string | undefined): Deno.KvKey {
  const shared = cacheKey(key);
  if (viewer === undefined || !PER_WORKSPACE_KINDS.has(key.kind)) return shared;
  return ["provider_cache_ws", viewer, ...shared.slice(1)];
}

/** The KV key of what `workspaceId` has seen of the entry under `stored`. */
export function seenKey(workspaceId: string, stored: Deno.KvKey): Deno.KvKey {
  return ["provider_cache_seen", workspaceId, ...stored.slice(1)];
}

async function gzip(bytes: Uint8Array, format: "compress" | "decompress"): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(
    format === "compress" ? new CompressionStream("gzip") : new DecompressionStream("gzip"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads a live cached answer, or null (absent, expired, or a chunk already gone). */
async function read<T>(kv: Store, key: Deno.KvKey, now: number) {
  const header = (await kv.get<Header>(key)).value;
  if (!header || header.expires_at <= now) return null;
  const chunkKeys = Array.from({ length: header.chunks }, (_, i) => [...key, header.id, i]);
  const parts: Uint8Array[] = [];
  for (const entry of await getAll<Uint8Array>(kv, chunkKeys)) {
    if (!entry.value) return null;
    parts.push(entry.value);
  }
  const json = new TextDecoder().decode(await gzip(concatBytes(parts), "decompress"));
  return { answer: JSON.parse(json) as T, entry: header };
}

/** Stores an answer: the chunks first, then the header that publishes them (returned). */
async function write(
  kv: Store,
  key: Deno.KvKey,
  answer: unknown,
  stored: Omit<Header, "id" | "chunks">,
): Promise<Header> {
  const at = stored.fetched_at;
  const ttlMs = stored.expires_at - at;
  const bytes = await gzip(new TextEncoder().encode(JSON.stringify(answer)), "compress");
  const id = sortableId("c", at);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK_BYTES) {
    chunks.push(bytes.subarray(i, i + CHUNK_BYTES));
  }
  // Chunks outlive their header a little, so a reader holding the header finds them.
  const expireIn = ttlMs + 60_000;
  for (let i = 0; i < chunks.length; i += CHUNKS_PER_COMMIT) {
    const op = kv.atomic();
    chunks.slice(i, i + CHUNKS_PER_COMMIT).forEach((c, j) =>
      op.set([...key, id, i + j], c, { expireIn })
    );
    await op.commit();
  }
  const header: Header = { ...stored, id, chunks: chunks.length };
  await kv.set(key, header, { expireIn: ttlMs });
  return header;
}

/** One resolution of a call: the answer, where it came from and the entry that holds it. */
interface Resolved {
  answer: unknown;
  fetched_at: number;
  from: "cache" | "upstream";
  /** The stored entry (null: not stored, the cache off or its write failed). */
  entry: Header | null;
  /** The request its answer answers (`key.request`, or its family's canonical request). */
  asked: unknown;
  /** The workspace whose call resolved it (undefined: the server's own view). */
  by?: string;
}

/** Whether an answer to `asked` serves `request` (always, for a call without a family). */
function covers(family: Family | undefined, asked: unknown, request: unknown): boolean {
  return !family || (asked !== undefined && family.serves(asked, request));
}

/** A resolution as the server sees it (no workspace): the sources of old. */
function asServerSees(got: Resolved, joined: boolean): Fetched<unknown> {
  const source = got.from === "cache" ? "cache" : joined ? "shared" : "upstream";
  return { answer: got.answer, fetched_at: got.fetched_at, source };
}

/** How long to hold a first receipt back: what the call took upstream, less what passed. */
export function replayDelay(entry: Header | null, startedAt: number, now: number): number {
  return Math.max(0, Math.min(MAX_REPLAY_MS, (entry?.upstream_ms ?? 0) - (now - startedAt)));
}

/** Waits `ms` (timers that do not hold the process open). */
function sleep(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => Deno.unrefTimer(setTimeout(resolve, ms)));
}

/** Options of `createProviderCache` (tests replace the clock and the wait). */
export interface CacheClock {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The cache over `kv`; `now` is the clock of expiry and `data_age_seconds`. */
export function createProviderCache(
  kv: Store,
  settings: CacheSettings,
  clock: (() => number) | CacheClock = Date.now,
): SharedProviderCache {
  const now = typeof clock === "function" ? clock : clock.now ?? Date.now;
  const wait = (typeof clock === "function" ? undefined : clock.sleep) ?? sleep;
  const inFlight = new Map<string, Promise<Resolved>>();

  /** The stored answer (unless `noCache`) if it covers the request, else upstream's, stored. */
  async function resolve(
    key: CallKey,
    kvKey: Deno.KvKey,
    upstream: Upstream<unknown>,
    noCache: boolean,
    by: string | undefined,
  ): Promise<Resolved> {
    const family = familyOf(key);
    if (settings.enabled && !noCache) {
      const hit = await read(kv, kvKey, now()).catch(() => null);
      if (hit && covers(family, hit.entry.asked, key.request)) {
        return {
          answer: hit.answer,
          fetched_at: hit.entry.fetched_at,
          from: "cache",
          entry: hit.entry,
          asked: hit.entry.asked,
          by,
        };
      }
    }
    const ttlMs = settings.ttlSeconds[key.kind] * 1000;
    const storing = settings.enabled && ttlMs > 0;
    // The canonical request only when its answer is kept to serve the others.
    const asked = family && storing ? family.ask(key.request) : key.request;
    const started = now();
    const answer = await upstream(asked);
    const at = now();
    let entry: Header | null = null;
    if (storing) {
      const stored = {
        fetched_at: at,
        expires_at: at + ttlMs,
        upstream_ms: at - started,
        ...(family ? { asked } : {}),
      };
      entry = await write(kv, kvKey, answer, stored).catch((err) => {
        console.error(`provider cache: could not store ${key.call}:`, err);
        return null;
      });
    }
    return { answer, fetched_at: at, from: "upstream", entry, asked, by };
  }

  /** The resolution of `key`: a flight in progress joined, or one of its own. */
  async function resolveOnce(
    key: CallKey,
    kvKey: Deno.KvKey,
    upstream: Upstream<unknown>,
    noCache: boolean,
    by: string | undefined,
  ): Promise<{ got: Resolved; joined: boolean }> {
    // One flight per key covers the read and the upstream call, so a caller arriving while
    // another reads or fetches waits for it instead of calling upstream too. A no-cache
    // caller only joins flights that skip the cache as well; in a family, only flights that
    // ask the same canonical request.
    const family = familyOf(key);
    const asks = family ? `\u0000${canonicalJson(family.ask(key.request))}` : "";
    const id = `${kvKey.join("\u0000")}${asks}\u0000${noCache ? "fresh" : "any"}`;
    const shared = inFlight.get(id);
    if (shared) {
      const got = await shared;
      if (covers(family, got.asked, key.request)) return { got, joined: true };
    }
    const flight = resolve(key, kvKey, upstream, noCache, by);
    if (!shared) inFlight.set(id, flight);
    try {
      return { got: await flight, joined: false };
    } finally {
      if (!shared) inFlight.delete(id);
    }
  }

  /**
   * Records that `viewer` received `entry` at `at`, for as long as the entry lives (best effort:
   * a lost marker only makes the next read a first receipt again).
   */
  async function mark(viewer: string, kvKey: Deno.KvKey, entry: Header | null, at: number) {
    if (!entry) return;
    const expireIn = Math.max(1_000, entry.expires_at - now());
    const seen: Seen = { id: entry.id, at };
    await kv.set(seenKey(viewer, kvKey), seen, { expireIn }).catch(() => {});
  }

  /** A resolution as `viewer` sees it (see the module comment). */
  async function asSeenBy(
    viewer: string,
    kvKey: Deno.KvKey,
    resolved: { got: Resolved; joined: boolean },
    startedAt: number,
  ): Promise<Fetched<unknown>> {
    const { got, joined } = resolved;
    if (got.from === "upstream" && got.by === viewer) {
      // Its own workspace's call: the first caller marks it; one that joined shares it.
      if (!joined) await mark(viewer, kvKey, got.entry, got.fetched_at);
      return asServerSees(got, joined);
    }
    const seen = got.entry
      ? (await kv.get<Seen>(seenKey(viewer, kvKey)).catch(() => null))?.value
      : null;
    if (seen && seen.id === got.entry?.id) {
      return {
        answer: got.answer,
        fetched_at: seen.at,
        source: got.from === "cache" ? "cache" : "shared",
      };
    }
    // First receipt: a call of its own, as long as one took (unless it waited for one).
    if (got.from === "cache") await wait(replayDelay(got.entry, startedAt, now()));
    const at = now();
    await mark(viewer, kvKey, got.entry, at);
    return { answer: got.answer, fetched_at: at, source: "upstream" };
  }

  /** `fetch` for `viewer`, or for the server itself (undefined). */
  async function fetchAs<T>(
    viewer: string | undefined,
    key: CallKey,
    upstream: Upstream<T>,
    noCache: boolean,
  ): Promise<Fetched<T>> {
    const kvKey = entryKey(key, viewer);
    const startedAt = now();
    const resolved = await resolveOnce(key, kvKey, upstream, noCache, viewer);
    const fetched = viewer === undefined
      ? asServerSees(resolved.got, resolved.joined)
      : await asSeenBy(viewer, kvKey, resolved, startedAt);
    // A family's answer is cut to what this caller asked (a deeper SERP to its depth).
    const family = familyOf(key);
    const answer = family ? family.cut(fetched.answer, key.request) : fetched.answer;
    return { ...fetched, answer } as Fetched<T>;
  }

  return {
    settings,
    fetch: (key, upstream, noCache) => fetchAs(undefined, key, upstream, noCache),
    forWorkspace: (workspaceId) => ({
      settings,
      fetch: (key, upstream, noCache) => fetchAs(workspaceId, key, upstream, noCache),
    }),
  };
}
