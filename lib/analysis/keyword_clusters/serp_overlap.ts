/**
 * SERP-overlap similarity: keywords Google answers with the same pages belong on one page. With
 * each keyword's top organic URLs (one SERP per keyword), a pair's similarity is the share of
 * the top 10 they have in common. Pairs where a keyword has no SERP keep their lexical
 * similarity, mapped onto the SERP scale so that each lexical threshold lands on the matching
 * SERP threshold (a monotone piecewise-linear map): no decision of the lexical layer changes.
 * The `apart/` rules hold whatever the overlap: a page never mixes languages or intents.
 */
import { alike } from "./apart/mod.ts";
import type { Item } from "./facts.ts";
import { type ClusterThresholds, SERP_DEPTH } from "./thresholds.ts";

/** A keyword's top organic URLs, normalised (null: no SERP for it). */
export type SerpUrls = ReadonlyMap<string, readonly string[] | null>;

/** "https://www.Site.com/a/?x=1#y" → "site.com/a": one page, however the URL is written. */
export function pageKey(url: string): string | null {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase().replace(/^www\./, "");
    return `${host}${u.pathname.replace(/\/+$/, "")}`;
  } catch {
    return null;
  }
}

/** A keyword's top URLs as a set (null: no SERP, or no organic result). */
export function topSet(serps: SerpUrls, keyword: string): ReadonlySet<string> | null {
  const urls = serps.get(keyword);
  return urls && urls.length > 0 ? new Set(urls.slice(0, SERP_DEPTH)) : null;
}

/** The share of the top results two keywords have in common (0..1). */
export function serpShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const url of a) if (b.has(url)) shared++;
  return shared / SERP_DEPTH;
}

/** The blended similarity matrix and which keywords had a SERP. */
export function serpSimilarity(
  items: readonly Item[],
  lexical: Float64Array,
  serps: SerpUrls,
  scales: { lexical: ClusterThresholds; serp: ClusterThresholds },
): { sim: Float64Array; withSerp: boolean[] } {
  const n = items.length;
  const sets = items.map((item) => topSet(serps, item.keyword));
  const toSerpScale = scaleOf(scales.lexical, scales.serp);
  const sim = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    sim[i * n + i] = 1;
    for (let j = i + 1; j < n; j++) {
      const a = sets[i], b = sets[j];
      let s: number;
      if (a && b) {
        s = alike(items[i], items[j]) ? serpShare(a, b) : 0;
      } else {
        s = toSerpScale(lexical[i * n + j]);
      }
      sim[i * n + j] = s;
      sim[j * n + i] = s;
    }
  }
  return { sim, withSerp: sets.map((s) => s !== null) };
}

/** The monotone piecewise-linear map sending each lexical threshold to the SERP one. */
function scaleOf(from: ClusterThresholds, to: ClusterThresholds): (x: number) => number {
  const levels = ["pillar", "cluster", "subtopic"] as const;
  const points = [[0, 0], ...levels.map((k) => [from[k], to[k]]), [1, 1]]
    .sort((p, q) => p[0] - q[0]);
  return (x) => {
    for (let k = 1; k < points.length; k++) {
      const [x0, y0] = points[k - 1], [x1, y1] = points[k];
      if (x <= x1) return x1 === x0 ? y1 : y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
    }
    return 1;
  };
}
