/** Who took the page's place across the drop, and whether the whole SERP moved with it. */
import { normaliseUrl } from "../serp_volatility/urls.ts";
import type { Observation } from "./series.ts";

/** Competitors listed at most. */
const MAX_COMPETITORS = 5;
/** Below this share of the top 10 kept across the drop, the whole SERP moved (an update). */
export const SERP_SHIFT_KEPT_SHARE = 0.6;

/** A URL that moved above the page across the drop. */
export interface CompetitorGain {
  url: string;
  domain: string;
  /** Its position before the drop; null when it was not listed. */
  position_before: number | null;
  position_after: number;
}

/** The page's observations just before the drop and now. */
export interface DropSpan {
  before: Observation;
  after: Observation;
}

/** Best position of each normalised URL in a snapshot, with its first-seen spelling. */
function positionsOf(o: Observation) {
  const out = new Map<string, { url: string; domain: string; position: number }>();
  for (const r of o.results) {
    const n = normaliseUrl(r.url);
    const seen = out.get(n.key);
    if (!seen || r.position < seen.position) {
      out.set(n.key, { url: r.url, domain: n.domain, position: r.position });
    }
  }
  return out;
}

/**
 * URLs that rose above the page across the drop: listed above it now, and new in the results or
 * better placed than just before the drop. A URL that held its place while the page fell past it
 * did not gain anything (it was there before); the page's own URL and, with `ownerDomain`, the
 * owner's other pages are left out.
 */
export function competitorsGained(
  span: DropSpan,
  page: { key: string; ownerDomain: string | null },
): CompetitorGain[] {
  const before = positionsOf(span.before);
  const pageBefore = span.before.position ?? Infinity;
  const pageAfter = span.after.position ?? Infinity;
  const gains: CompetitorGain[] = [];
  for (const [key, now] of positionsOf(span.after)) {
    if (key === page.key || now.domain === page.ownerDomain) continue;
    const was = before.get(key)?.position ?? null;
    if (now.position >= pageAfter || (was !== null && (was <= pageBefore || was <= now.position))) {
      continue;
    }
    gains.push({
      url: now.url,
      domain: now.domain,
      position_before: was,
      position_after: now.position,
    });
  }
  return gains.sort((a, b) => a.position_after - b.position_after).slice(0, MAX_COMPETITORS);
}

/** How much of the top 10 before the drop is still in the top 10 after it. */
export interface SerpShift {
  top10_kept_share: number;
  whole_serp_moved: boolean;
}

/** The share 0-1 of the top 10 URLs kept across the drop; null when the earlier has none. */
export function serpShiftOf(span: DropSpan): SerpShift | null {
  const top = (o: Observation) =>
    new Set([...positionsOf(o)].filter(([, v]) => v.position <= 10).map(([k]) => k));
  const before = top(span.before);
  if (before.size === 0) return null;
  const after = top(span.after);
  const kept = [...before].filter((k) => after.has(k)).length / before.size;
  const share = Math.round(kept * 100) / 100;
  return { top10_kept_share: share, whole_serp_moved: share < SERP_SHIFT_KEPT_SHARE };
}
