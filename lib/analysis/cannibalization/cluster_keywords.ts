/** The words a cluster is about: its main keyword and the keywords its conflicts share. */
import { byText } from "../../toolkit/text.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";

/** The heaviest contested query of the cluster, else its most shared keyword, else the kept page's. */
export function mainKeywordOf(results: readonly PairResult[], pref: Page): string {
  const weights = new Map<string, { text: string; weight: number; count: number }>();
  for (const r of results) {
    for (const q of r.sharedQueries) {
      if (!q.contested) continue;
      const e = weights.get(q.phrase.key) ?? { text: q.query, weight: 0, count: 0 };
      e.weight += q.weight;
      e.count++;
      weights.set(q.phrase.key, e);
    }
  }
  const top =
    [...weights.values()].sort((x, y) =>
      y.weight - x.weight || y.count - x.count || byText(x.text, y.text)
    )[0];
  const text = top?.text ?? topSharedKeywords(results)[0] ?? pref.primary?.text ?? pref.title;
  return text.slice(0, 200).trim() || pref.title.slice(0, 200);
}

/** Keywords and contested queries shared by most of the cluster's conflicts (10 at most). */
export function topSharedKeywords(results: readonly PairResult[]): string[] {
  const counts = new Map<string, number>();
  for (const r of results) {
    for (const k of r.sharedKeywords) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const q of r.sharedQueries) {
      if (q.contested) counts.set(q.query, (counts.get(q.query) ?? 0) + 1);
    }
  }
  return [...counts].sort((x, y) => y[1] - x[1] || byText(x[0], y[0])).slice(0, 10).map(([k]) => k);
}
