/**
 * The response cache of provider calls, in KV. An answer is kept under provider + call +
 * a digest of the normalised request for the TTL of its data kind, gzipped and split into
 * chunks under a header written last, so a reader never sees half an answer. Concurrent
 * identical calls in this process share one upstream call (single flight). A KV failure of
 * the cache never fails the call: the answer is then served uncached.
 */
import { sha256Hex, sortableId } from "../ids.ts";
import type { DataKind } from "./provider.ts";
import { concatBytes } from "../bytes.ts";
import { getAll } from "../store/get_all.ts";

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
  /** When the data was fetched from upstream (ms since the epoch). */
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
   * The cached answer of `key`, or `upstream()`'s (stored for the kind's TTL). `noCache`
   * skips the read (the fresh answer is still stored for the next caller).
   */
  fetch<T>(key: CallKey, upstream: () => Promise<T>, noCache: boolean): Promise<Fetched<T>>;
}

/** The header of a cached answer; its chunks sit under `[...key, id, i]`. */
interface Header {
  id: string;
  fetched_at: number;
  expires_at: number;
  chunks: number;
}

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

/** The KV key of a call's cached answer. */
export function cacheKey(key: CallKey): Deno.KvKey {
  return ["provider_cache", key.provider, key.call, sha256Hex(canonicalJson(key.request))];
}

async function gzip(bytes: Uint8Array, format: "compress" | "decompress"): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(
    format === "compress" ? new CompressionStream("gzip") : new DecompressionStream("gzip"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads a live cached answer, or null (absent, expired, or a chunk already gone). */
async function read<T>(kv: Deno.Kv, key: Deno.KvKey, now: number) {
  const header = (await kv.get<Header>(key)).value;
  if (!header || header.expires_at <= now) return null;
  const chunkKeys = Array.from({ length: header.chunks }, (_, i) => [...key, header.id, i]);
  const parts: Uint8Array[] = [];
  for (const entry of await getAll<Uint8Array>(kv, chunkKeys)) {
    if (!entry.value) return null;
    parts.push(entry.value);
  }
  const json = new TextDecoder().decode(await gzip(concatBytes(parts), "decompress"));
  return { answer: JSON.parse(json) as T, fetched_at: header.fetched_at };
}

/** Stores an answer: the chunks first, then the header that publishes them. */
async function write(kv: Deno.Kv, key: Deno.KvKey, answer: unknown, at: number, ttlMs: number) {
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
  const header: Header = { id, fetched_at: at, expires_at: at + ttlMs, chunks: chunks.length };
  await kv.set(key, header, { expireIn: ttlMs });
}

/** The cache over `kv`; `now` is the clock of expiry and `data_age_seconds`. */
export function createProviderCache(
  kv: Deno.Kv,
  settings: CacheSettings,
  now: () => number = Date.now,
): ProviderCache {
  type Flight = Promise<{ answer: unknown; fetched_at: number; from: "cache" | "upstream" }>;
  const inFlight = new Map<string, Flight>();

  /** The stored answer (unless `noCache`), else upstream's, stored for the kind's TTL. */
  async function resolve<T>(
    key: CallKey,
    kvKey: Deno.KvKey,
    upstream: () => Promise<T>,
    noCache: boolean,
  ) {
    if (settings.enabled && !noCache) {
      const hit = await read<T>(kv, kvKey, now()).catch(() => null);
      if (hit) return { ...hit, from: "cache" as const };
    }
    const answer = await upstream();
    const at = now();
    const ttlMs = settings.ttlSeconds[key.kind] * 1000;
    if (settings.enabled && ttlMs > 0) {
      await write(kv, kvKey, answer, at, ttlMs).catch((err) =>
        console.error(`provider cache: could not store ${key.call}:`, err)
      );
    }
    return { answer, fetched_at: at, from: "upstream" as const };
  }

  return {
    settings,
    async fetch<T>(key: CallKey, upstream: () => Promise<T>, noCache: boolean) {
      const kvKey = cacheKey(key);
      // One flight per key covers the read and the upstream call, so a caller arriving while
      // another reads or fetches waits for it instead of calling upstream too. A no-cache
      // caller only joins flights that skip the cache as well.
      const id = `${kvKey.join("\u0000")}\u0000${noCache ? "fresh" : "any"}`;
      const shared = inFlight.get(id);
      if (shared) {
        const { answer, fetched_at, from } = await shared;
        return { answer: answer as T, fetched_at, source: from === "cache" ? from : "shared" };
      }
      const flight: Flight = resolve(key, kvKey, upstream, noCache);
      inFlight.set(id, flight);
      try {
        const { answer, fetched_at, from } = await flight;
        return { answer: answer as T, fetched_at, source: from };
      } finally {
        inFlight.delete(id);
      }
    },
  };
}
