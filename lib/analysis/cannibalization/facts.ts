/** What every stage reads, computed once: the analysis context and the query weights. */
import type { CanonicalIssue } from "./canonical.ts";
import type { Basis, Page, QueryStat } from "./pages.ts";
import type { CannibalizationThresholds } from "./thresholds.ts";

export function pairKey(a: number, b: number, n: number): number {
  return a < b ? a * n + b : b * n + a;
}

export function basisOf(a: Page, b: Page): Basis {
  if (a.allImpressions && b.allImpressions) return "impressions";
  if (a.allClicks && b.allClicks) return "clicks";
  return "count";
}

export function queryWeight(q: QueryStat, basis: Basis): number {
  return basis === "impressions" ? q.impressions ?? 0 : basis === "clicks" ? q.clicks ?? 0 : 1;
}

function pageWeight(p: Page, basis: Basis, ignored: ReadonlySet<string>): number {
  let w = 0;
  for (const [key, q] of p.queries) if (!ignored.has(key)) w += queryWeight(q, basis);
  return w;
}

export interface Context {
  pages: Page[];
  t: CannibalizationThresholds;
  titleSets: Set<string>[];
  ignoredQueries: Set<string>;
  /** Total query weight of each page per basis (NaN until computed). */
  pageWeights: Record<Basis, Float64Array>;
  canonical: Map<number, CanonicalIssue[]>;
  primaryMatches: Map<number, { from: number; to: number; score: number }>;
}

export function weightOf(ctx: Context, p: Page, basis: Basis): number {
  const cache = ctx.pageWeights[basis];
  let w = cache[p.id];
  if (Number.isNaN(w)) {
    w = pageWeight(p, basis, ctx.ignoredQueries);
    cache[p.id] = w;
  }
  return w;
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
