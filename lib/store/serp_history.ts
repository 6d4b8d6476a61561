/**
 * SERP history: every SERP the service fetches for a workspace, kept as a dated snapshot in
 * exactly the shape `/serp/volatility` takes as one of its `snapshots` (`checked_at`, ranked
 * organic `results`, `serp_features`), so `GET /serp/history` can be piped into it.
 *
 * A series is one workspace, keyword (trimmed, lower-cased, spaces collapsed), market
 * (`location_code`, `language_code`) and device. Within a series a snapshot is keyed by its
 * fetch time (`checked_at`, ms), so one fetch is stored once: a cached answer served again
 * carries the same fetch time and adds nothing.
 *
 * The bound: at most {@linkcode SERP_HISTORY_MAX_SNAPSHOTS} (60, the most `/serp/volatility`
 * compares) snapshots per series, the oldest dropped first, and each snapshot expires
 * {@linkcode SERP_HISTORY_TTL_DAYS} (400) days after it was stored. A snapshot stays within
 * one KV value (64 KiB): titles are dropped, then the deepest results, when it would not.
 */
import { sha256Hex } from "../ids.ts";
import type { Serp, SerpRequest } from "../providers/serp_types.ts";
import { keys } from "./keys.ts";
import type { Store } from "./port.ts";

/** Snapshots kept per series (keyword, market, device): the most `/serp/volatility` takes. */
export const SERP_HISTORY_MAX_SNAPSHOTS = 60;
/** Days a snapshot is kept after it was stored. */
export const SERP_HISTORY_TTL_DAYS = 400;

const TTL_MS = SERP_HISTORY_TTL_DAYS * 86_400_000;
/** What a stored snapshot may take in KV (the value limit is 64 KiB). */
const MAX_VALUE_BYTES = 60_000;
/** `/serp/volatility`'s bounds on one snapshot. */
const MAX_RESULTS = 100;
const MAX_FEATURES = 30;

/** One ranked organic result, as `/serp/volatility` takes it. */
export interface SerpSnapshotResult {
  /** The organic rank (`rank_group`), 1 = top. */
  position: number;
  url: string;
  title?: string;
  domain?: string;
}

/** One stored SERP: when it was fetched, for which search, and what it showed. */
export interface SerpSnapshot {
  /** When the provider fetched the SERP (ISO 8601, UTC). */
  checked_at: string;
  /** The keyword as searched. */
  keyword: string;
  location_code: number;
  language_code: string;
  device: "desktop" | "mobile";
  /** The organic results in rank order (at most 100). */
  results: SerpSnapshotResult[];
  /** Every other feature type on the page (`item_types` without `organic`). */
  serp_features: string[];
}

/** Which snapshots to read: one keyword in one location; any language or device unless given. */
export interface SerpHistoryQuery {
  keyword: string;
  location_code: number;
  language_code?: string;
  device?: "desktop" | "mobile";
  /** The newest `limit` snapshots are returned (oldest first). */
  limit: number;
}

/** The keyword as series compare it: trimmed, lower-cased, inner spaces collapsed. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The key part of a keyword: a digest of its normal form, so any length fits a KV key. */
function keywordKey(keyword: string): string {
  return sha256Hex(normaliseKeyword(keyword));
}

/**
 * A provider fetch time as ms since the epoch: ISO 8601, or DataForSEO's
 * `2019-11-15 12:57:46 +00:00`; null when it reads as neither.
 */
export function fetchTimeOf(datetime: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i
    .exec(datetime.trim());
  const text = m
    ? `${m[1]}T${m[2]}${
      !m[3] || m[3].toUpperCase() === "Z"
        ? "Z"
        : m[3].includes(":")
        ? m[3]
        : `${m[3].slice(0, 3)}:${m[3].slice(3)}`
    }`
    : datetime;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** `text` trimmed and cut to `max` characters; undefined when empty. */
function clip(text: string | null, max: number): string | undefined {
  const t = text?.trim().slice(0, max).trim();
  return t ? t : undefined;
}

/** A rough upper bound of a value's size in KV (V8 stores a string one or two bytes a char). */
function sizeOf(value: unknown): number {
  const json = JSON.stringify(value);
  return /[\u0100-\uffff]/.test(json) ? json.length * 2 : json.length;
}

/** Cuts a snapshot until it fits one KV value: titles first, then the deepest results. */
function fitted(snapshot: SerpSnapshot): SerpSnapshot {
  if (sizeOf(snapshot) <= MAX_VALUE_BYTES) return snapshot;
  const results = snapshot.results.map(({ title: _, ...rest }) => rest);
  const out = { ...snapshot, results };
  while (results.length > 1 && sizeOf(out) > MAX_VALUE_BYTES) results.pop();
  return out;
}

/**
 * The snapshot of one fetched SERP: its organic results (position = `rank_group`, the first
 * 100) and its other features. Null when it has no organic result or no readable fetch time
 * (`/serp/volatility` needs both).
 */
export function serpSnapshotOf(req: SerpRequest, serp: Serp): SerpSnapshot | null {
  const at = fetchTimeOf(serp.datetime);
  if (at === null) return null;
  const results: SerpSnapshotResult[] = [];
  for (const item of serp.items) {
    if (item.type !== "organic" || results.length >= MAX_RESULTS) continue;
    const position = item.rank_group;
    const url = item.url?.trim();
    if (!url || url.length > 2048) continue;
    if (!Number.isInteger(position) || position < 1 || position > MAX_RESULTS) continue;
    const title = clip(item.title, 500);
    const domain = clip(item.domain, 300);
    results.push({ position, url, ...(title ? { title } : {}), ...(domain ? { domain } : {}) });
  }
  if (results.length === 0) return null;
  const features = new Set<string>();
  for (const type of serp.item_types) {
    const t = type.trim();
    if (t && t !== "organic" && t.length <= 100 && features.size < MAX_FEATURES) features.add(t);
  }
  return fitted({
    checked_at: new Date(at).toISOString(),
    keyword: req.keyword.trim(),
    location_code: req.location_code,
    language_code: req.language_code,
    device: req.device,
    results,
    serp_features: [...features],
  });
}

/** The index entry of a snapshot. */
interface IndexEntry {
  expires_at: number;
}

/** The parts of a series and fetch time read back from an index key. */
function indexParts(key: Deno.KvKey) {
  const [, , , , language_code, device, at] = key;
  return { language_code: String(language_code), device: String(device), at: Number(at) };
}

/**
 * Stores `snapshot` in its series unless that fetch time is already there, then drops what is
 * beyond the bound (the oldest past 60, and any expired). True when it was stored.
 */
export async function recordSerpSnapshot(
  kv: Store,
  workspaceId: string,
  snapshot: SerpSnapshot,
  now = Date.now(),
): Promise<boolean> {
  const at = Date.parse(snapshot.checked_at);
  if (!Number.isFinite(at) || snapshot.results.length === 0) return false;
  const series = [
    workspaceId,
    keywordKey(snapshot.keyword),
    snapshot.location_code,
    snapshot.language_code,
    snapshot.device,
  ] as const;
  const indexKey = keys.serpSnapshotIndex(...series, at);
  const entry: IndexEntry = { expires_at: now + TTL_MS };
  const stored = await kv.atomic()
    .check({ key: indexKey, versionstamp: null })
    .set(keys.serpSnapshot(...series, at), fitted(snapshot), { expireIn: TTL_MS })
    .set(indexKey, entry, { expireIn: TTL_MS })
    .commit();
  if (!stored.ok) return false;
  await trimSeries(kv, series, now);
  return true;
}

/** Deletes the expired snapshots of a series and the oldest beyond the bound. */
async function trimSeries(
  kv: Store,
  series: readonly [string, string, number, string, string],
  now: number,
) {
  const live: Deno.KvKey[] = [];
  const drop: Deno.KvKey[] = [];
  for await (const e of kv.list<IndexEntry>({ prefix: keys.serpSnapshotSeries(...series) })) {
    (e.value.expires_at > now ? live : drop).push(e.key);
  }
  // The index lists by fetch time, oldest first.
  drop.push(...live.slice(0, Math.max(0, live.length - SERP_HISTORY_MAX_SNAPSHOTS)));
  for (let i = 0; i < drop.length; i += 100) {
    const op = kv.atomic();
    for (const key of drop.slice(i, i + 100)) {
      op.delete(key).delete(keys.serpSnapshot(...series, indexParts(key).at));
    }
    await op.commit();
  }
}

/**
 * The newest `limit` snapshots of a keyword in a location (of the language and device when
 * given, else of any), oldest first.
 */
export async function readSerpHistory(
  kv: Store,
  workspaceId: string,
  query: SerpHistoryQuery,
  now = Date.now(),
): Promise<SerpSnapshot[]> {
  const keyword = keywordKey(query.keyword);
  const prefix = query.language_code !== undefined && query.device !== undefined
    ? keys.serpSnapshotSeries(
      workspaceId,
      keyword,
      query.location_code,
      query.language_code,
      query.device,
    )
    : keys.serpSnapshotsOfKeyword(workspaceId, keyword, query.location_code);
  const found: ReturnType<typeof indexParts>[] = [];
  for await (const e of kv.list<IndexEntry>({ prefix })) {
    const parts = indexParts(e.key);
    if (e.value.expires_at <= now) continue;
    if (query.language_code !== undefined && parts.language_code !== query.language_code) continue;
    if (query.device !== undefined && parts.device !== query.device) continue;
    found.push(parts);
  }
  found.sort((a, b) =>
    a.at - b.at || a.language_code.localeCompare(b.language_code) ||
    a.device.localeCompare(b.device)
  );
  const wanted = found.slice(Math.max(0, found.length - Math.max(0, query.limit)));
  const snapshotKeys = wanted.map((p) =>
    keys.serpSnapshot(workspaceId, keyword, query.location_code, p.language_code, p.device, p.at)
  );
  const out: SerpSnapshot[] = [];
  for (let i = 0; i < snapshotKeys.length; i += 10) {
    for (const e of await kv.getMany<SerpSnapshot[]>(snapshotKeys.slice(i, i + 10))) {
      if (e.value) out.push(e.value);
    }
  }
  return out;
}
