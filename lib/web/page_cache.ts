/**
 * The shared cache of fetched competitor pages (issue 25, item 5): a ranking page fetched for
 * one SERP-driven content operation serves the others and every workspace, like a provider
 * answer, for as long as the SERP that listed it is cached (`CACHE_TTL_SERP_SECONDS`). Only
 * fetches marked `sharedPage(...)` use it: a page under review is always fetched afresh.
 *
 * The cache is a shared HTTP cache in RFC 9111's sense, in memory, bounded in bytes (least
 * recently used first out). It honours what the response says (`keepFor`): `no-store`,
 * `no-cache` and `private` are not kept, `s-maxage` / `max-age` (less `Age`) and `Expires` cut
 * the time, `Vary: *` is never reused, and only statuses HTTP calls heuristically cacheable
 * are kept (RFC 9110 §15.1: a 503 or a 429 is not a page). Concurrent fetches of one URL make
 * one request. Correctness never rests on it: a miss is a fetch.
 *
 * As with provider answers (`lib/providers/cache.ts`), nothing tells one workspace that another
 * fetched a page: a workspace's first receipt of a cached page takes as long as its fetch did
 * (up to `MAX_REPLAY_MS`); its later reads, and pages it fetched itself, are immediate.
 */
import type { WebFetcher, WebGetOptions } from "./fetcher.ts";
import type { SafeResponse } from "./safe_fetch.ts";

/** How the page cache is sized and how long it keeps a page. */
export interface PageCacheSettings {
  /** The longest a page is kept: the SERP's TTL. 0 turns the cache off. */
  ttlSeconds: number;
  /** Bytes of pages held at most. */
  maxBytes: number;
  /** The clock of expiry (ms since the epoch). */
  now?: () => number;
  /** The wait of a first receipt (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

/** The longest a first receipt is held back (the provider cache's bound). */
export const MAX_REPLAY_MS = 10_000;

/**
 * The default byte cap: the top 10 pages of a keyword weigh 1-3 MiB, so 64 MiB holds the pages
 * of some twenty keywords worked up within the hour, a small share of a 512 MiB instance.
 */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** The cache of one server. */
export interface PageCache {
  /**
   * The cached response for `url` (asked with `accept`), or `fetch()`'s, kept if cacheable.
   * `refresh` skips the cached copy (a fetch in flight is fresh, and is joined).
   */
  get(
    url: string,
    accept: string,
    fetch: () => Promise<SafeResponse>,
    options?: PageGetOptions,
  ): Promise<SafeResponse>;
}

/** How one caller reads the page cache. */
export interface PageGetOptions {
  /**
   * The caller's signal: a caller whose fetch another started, and whose own run is alive,
   * fetches again if the other's was aborted.
   */
  signal?: AbortSignal;
  /** Skip the cached copy; the fresh response replaces it. */
  refresh?: boolean;
  /** The workspace reading (its first receipt of a page another fetched is held back). */
  viewer?: string;
}

/** Options of a fetch that may be answered by the shared page cache (a competitor page). */
export interface SharedGetOptions extends WebGetOptions {
  /** `"refresh"`: fetched afresh, the response kept for the next caller. */
  sharedPage: true | "refresh";
  /** The workspace fetching (see the module comment). */
  viewer?: string;
}

/** `options` marked for the shared page cache, read by the workspace `viewer`. */
export function sharedPage(options: WebGetOptions = {}, viewer?: string): SharedGetOptions {
  return { ...options, sharedPage: true, viewer };
}

function sharedMark(options: WebGetOptions | undefined): SharedGetOptions["sharedPage"] | null {
  const mark = (options as Partial<SharedGetOptions> | undefined)?.sharedPage;
  return mark === true || mark === "refresh" ? mark : null;
}

/** `web` with the fetches marked `sharedPage` answered through `cache`. */
export function withPageCache(web: WebFetcher, cache: PageCache): WebFetcher {
  return {
    get(url, field, options) {
      const mark = sharedMark(options);
      if (mark === null) return web.get(url, field, options);
      const accept = options?.accept ?? "*/*";
      return cache.get(url, accept, () => web.get(url, field, options), {
        signal: options?.signal,
        refresh: mark === "refresh",
        viewer: (options as SharedGetOptions).viewer,
      });
    },
  };
}

/**
 * `web` whose shared-page fetches skip the cached copies: the run of a request sent with
 * `Cache-Control: no-cache`, as its provider calls skip cached answers. The fresh pages replace
 * the cached ones.
 */
export function refreshingPages(web: WebFetcher): WebFetcher {
  return {
    get(url, field, options) {
      if (!sharedMark(options)) return web.get(url, field, options);
      const refresh: SharedGetOptions = { ...options, sharedPage: "refresh" };
      return web.get(url, field, refresh);
    },
  };
}

/** A stored response. */
interface Stored {
  url: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  redirects: string[];
  redirect_statuses: number[];
  /** How long the fetch took (ms). */
  fetchMs: number;
  /** The workspaces that received it. */
  seenBy: Set<string>;
}

/** The page cache over settings (see the module comment). */
export function createPageCache(settings: PageCacheSettings): PageCache {
  const now = settings.now ?? Date.now;
  const wait = settings.sleep ?? sleep;
  const ttlMs = settings.ttlSeconds * 1000;
  const lru = new ByteLru<Stored>(settings.maxBytes, now);
  const flights = new Map<string, Flight>();

  async function fetchOwn(key: string, fetch: () => Promise<SafeResponse>, by: PageGetOptions) {
    const started = performance.now();
    const flight: Flight = { done: fetch(), signal: by.signal, viewers: new Set() };
    if (by.viewer !== undefined) flight.viewers.add(by.viewer);
    flights.set(key, flight);
    try {
      const res = await flight.done;
      const keep = ttlMs > 0 ? keepFor(res, ttlMs, now()) : 0;
      const fetchMs = performance.now() - started;
      if (keep > 0) lru.set(key, storedOf(res, fetchMs, flight.viewers), sizeOf(res), keep);
      return res;
    } finally {
      flights.delete(key);
    }
  }

  /** A cached page as `viewer` receives it: held back on its first receipt. */
  async function received(hit: Stored, viewer: string | undefined): Promise<SafeResponse> {
    if (viewer !== undefined && !hit.seenBy.has(viewer)) {
      hit.seenBy.add(viewer);
      await wait(Math.min(MAX_REPLAY_MS, hit.fetchMs));
    }
    return responseOf(hit);
  }

  return {
    async get(url, accept, fetch, by = {}) {
      if (ttlMs <= 0) return fetch();
      const key = `${accept}\n${cacheUrl(url)}`;
      const hit = by.refresh ? undefined : lru.get(key);
      if (hit) return await received(hit, by.viewer);
      const flight = flights.get(key);
      if (flight) {
        // A fetch in flight is as fresh as one of its own, and as long to wait for.
        if (by.viewer !== undefined) flight.viewers.add(by.viewer);
        try {
          return copyOf(await flight.done);
        } catch (err) {
          // Its owner gave up (a cancelled run): this caller still wants the page.
          if (!flight.signal?.aborted || by.signal?.aborted) throw err;
        }
      }
      return await fetchOwn(key, fetch, by);
    },
  };
}

/** A fetch in progress: its response, its owner's signal, the workspaces waiting for it. */
interface Flight {
  done: Promise<SafeResponse>;
  signal?: AbortSignal;
  viewers: Set<string>;
}

/** Waits `ms` (a timer that does not hold the process open). */
function sleep(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => Deno.unrefTimer(setTimeout(resolve, ms)));
}

/** The URL as a cache key: normalised by the URL parser, without its fragment (never sent). */
function cacheUrl(url: string): string {
  try {
    const u = new URL(url);
    u.hash = "";
    return u.href;
  } catch {
    return url;
  }
}

function storedOf(res: SafeResponse, fetchMs: number, seenBy: Set<string>): Stored {
  return {
    url: res.url,
    status: res.status,
    headers: [...res.headers],
    body: res.body,
    redirects: [...res.redirects],
    redirect_statuses: [...(res.redirect_statuses ?? [])],
    fetchMs,
    seenBy,
  };
}

/** A response of its own for each reader (headers are mutable; the body is only read). */
function responseOf(s: Stored): SafeResponse {
  return {
    url: s.url,
    status: s.status,
    headers: new Headers(s.headers),
    body: s.body,
    redirects: [...s.redirects],
    redirect_statuses: [...s.redirect_statuses],
  };
}

function copyOf(res: SafeResponse): SafeResponse {
  return { ...res, headers: new Headers(res.headers), redirects: [...res.redirects] };
}

/** What a response holds in memory, roughly: its body, headers and URLs. */
function sizeOf(res: SafeResponse): number {
  let bytes = res.body.byteLength + res.url.length * 2 + 256;
  for (const [k, v] of res.headers) bytes += (k.length + v.length) * 2;
  for (const r of res.redirects) bytes += r.length * 2;
  return bytes;
}

/** Statuses cacheable by default (RFC 9110 §15.1), less 206 (no range is ever asked). */
const CACHEABLE_STATUS = new Set([200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]);

/**
 * How long a shared cache may keep `res` (ms, at most `ttlMs`; 0: not at all), per RFC 9111:
 * `no-store` (§5.2.2.5), `no-cache` (§5.2.2.4: reuse needs revalidation, which this cache does
 * not do) and `private` (§5.2.2.7) forbid it; `s-maxage` (§5.2.2.10) before `max-age`
 * (§5.2.2.1), less the `Age` already spent (§5.1), or else `Expires` (§5.3, an invalid date is
 * already expired), cut the time; `Vary: *` never matches a later request (§4.1).
 */
export function keepFor(res: SafeResponse, ttlMs: number, now: number): number {
  if (!CACHEABLE_STATUS.has(res.status)) return 0;
  if ((res.headers.get("vary") ?? "").split(",").some((v) => v.trim() === "*")) return 0;
  const cc = directives(res.headers.get("cache-control"));
  if (cc.has("no-store") || cc.has("no-cache") || cc.has("private")) return 0;
  const maxAge = seconds(cc.get("s-maxage")) ?? seconds(cc.get("max-age"));
  if (maxAge !== null) {
    const age = seconds(res.headers.get("age") ?? undefined) ?? 0;
    return Math.max(0, Math.min(ttlMs, (maxAge - age) * 1000));
  }
  const expires = res.headers.get("expires");
  if (expires !== null) {
    const at = Date.parse(expires);
    return Number.isNaN(at) ? 0 : Math.max(0, Math.min(ttlMs, at - now));
  }
  return ttlMs;
}

/** `Cache-Control` directives, lower-cased, with their values (quotes removed). */
function directives(header: string | null): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...value] = part.split("=");
    const key = name.trim().toLowerCase();
    if (key) out.set(key, value.length ? value.join("=").trim().replace(/^"|"$/g, "") : undefined);
  }
  return out;
}

/** A delta-seconds value (RFC 9111 §1.2.2), or null. */
function seconds(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * A least-recently-used map bounded in bytes, each entry with its own lifetime. An entry over a
 * quarter of the cap is not kept (one page must not flush the others).
 */
export class ByteLru<V> {
  #entries = new Map<string, { value: V; bytes: number; expiresAt: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number, private readonly now: () => number = Date.now) {}

  /** Bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The live value of `key` (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `ttlMs` (default: until pushed out), evicting the least recently used. */
  set(key: string, value: V, bytes: number, ttlMs = Infinity): void {
    this.delete(key);
    if (bytes > this.maxBytes / 4 || ttlMs <= 0) return;
    this.#entries.set(key, { value, bytes, expiresAt: this.now() + ttlMs });
    this.#bytes += bytes;
    for (const [k, e] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= e.bytes;
    }
  }

  /** Drops `key`. */
  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
