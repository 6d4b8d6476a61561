/** The snapshots, sorted and normalised once: what every step reads. */
import { parseCheckedAt } from "./dates.ts";
import type { SerpSnapshotInput } from "./input.ts";
import { round } from "./numbers.ts";
import type { SerpVolatilityResult } from "./result.ts";
import { DAY_MS } from "./thresholds.ts";
import { normaliseDomain, normaliseUrl } from "./urls.ts";

export interface Entry {
  key: string;
  url: string;
  domain: string;
  position: number;
  title: string | null;
}

export interface Prepared {
  checked_at: string;
  ms: number;
  ranked: Entry[];
  byKey: Map<string, Entry>;
  features: string[] | null;
  duplicates: number;
  unparsed: number;
}

export function prepareSnapshots(snapshots: readonly SerpSnapshotInput[]): Prepared[] {
  const prepared = snapshots.map((s, index) => ({ s, index, ms: parseCheckedAt(s.checked_at) }))
    // Unparseable dates cannot pass the schema; should one arrive, it keeps its input place.
    .map((x) => ({ ...x, ms: x.ms ?? Number.NaN }))
    .sort((a, b) => {
      if (Number.isNaN(a.ms) || Number.isNaN(b.ms)) return a.index - b.index;
      return a.ms - b.ms || a.index - b.index;
    });
  return prepared.map(({ s, ms }) => prepareSnapshot(s, ms));
}

/** One snapshot's results by position, URLs normalised, duplicates merged into the best. */
function prepareSnapshot(s: SerpSnapshotInput, ms: number): Prepared {
  const ordered = s.results.map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.position - b.r.position || a.i - b.i);
  const byKey = new Map<string, Entry>();
  const ranked: Entry[] = [];
  let duplicates = 0;
  let unparsed = 0;
  for (const { r } of ordered) {
    const norm = normaliseUrl(r.url);
    if (!norm.parsed) unparsed += 1;
    if (byKey.has(norm.key)) {
      duplicates += 1;
      continue;
    }
    const domain = norm.parsed || !r.domain ? norm.domain : normaliseDomain(r.domain);
    const title = r.title?.trim() ? r.title.trim() : null;
    const entry = { key: norm.key, url: r.url.trim(), domain, position: r.position, title };
    byKey.set(norm.key, entry);
    ranked.push(entry);
  }
  const features = s.serp_features
    ? [...new Set(s.serp_features.map((f) => f.trim().toLowerCase()).filter((f) => f))].sort()
    : null;
  return { checked_at: s.checked_at, ms, ranked, byKey, features, duplicates, unparsed };
}

/** The deepest position a snapshot lists (its results are sorted by position). */
export function deepest(snapshot: Prepared): number {
  return snapshot.ranked[snapshot.ranked.length - 1]?.position ?? 0;
}

/** The first and last `checked_at`, and the days between them. */
export function periodOf(snapshots: readonly Prepared[]): SerpVolatilityResult["period"] {
  const first = snapshots[0];
  const last = snapshots[snapshots.length - 1];
  return {
    from: first?.checked_at ?? "",
    to: last?.checked_at ?? "",
    days: first && last ? round((last.ms - first.ms) / DAY_MS, 2) : 0,
  };
}

/** Some consecutive snapshots share the same `checked_at`. */
export function hasSameTimes(snapshots: readonly Prepared[]): boolean {
  return snapshots.some((s, i) => i > 0 && s.ms === snapshots[i - 1].ms);
}
