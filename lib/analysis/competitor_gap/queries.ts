/** Ranking queries of a supplied page: their text and their order of importance. */
import type { RankingQueryInput } from "./input.ts";

/** The text of a ranking query, given as text or as an object with metrics. */
export function queryText(q: RankingQueryInput): string {
  return typeof q === "string" ? q : q.query;
}

/** Ranking queries ordered by clicks, impressions, volume, then position; input order on ties. */
export function orderedQueries(list: readonly RankingQueryInput[]): RankingQueryInput[] {
  type Metrics = Exclude<RankingQueryInput, string>;
  const none: Partial<Metrics> = {};
  return list.map((q, i) => ({ q, i })).sort((a, b) => {
    const x: Partial<Metrics> = typeof a.q === "string" ? none : a.q;
    const y: Partial<Metrics> = typeof b.q === "string" ? none : b.q;
    return (y.clicks ?? -1) - (x.clicks ?? -1) ||
      (y.impressions ?? -1) - (x.impressions ?? -1) ||
      (y.search_volume ?? -1) - (x.search_volume ?? -1) ||
      (x.position ?? x.avg_position ?? 1e9) - (y.position ?? y.avg_position ?? 1e9) ||
      a.i - b.i;
  }).map((e) => e.q);
}
