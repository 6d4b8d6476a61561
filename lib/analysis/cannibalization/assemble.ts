/** The result's lists: conflicts in score order, clusters with their kept URL and remediation. */
import { byText } from "../../toolkit/text.ts";
import type { Built } from "./clusters.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";
import { preferredOf } from "./preferred.ts";
import { mainKeywordOf, topSharedKeywords } from "./cluster_keywords.ts";
import { remediate } from "./remediation/mod.ts";
import type { Cluster, Conflict, PreferredUrl, Remediation } from "./result.ts";
import { MAX_CONFLICTS_LISTED } from "./thresholds.ts";

/** The written-out clusters, kept URLs and remediation steps. */
export interface Decisions {
  clusters: Cluster[];
  preferred: PreferredUrl[];
  remediation: Remediation[];
  /** Cluster id of every page in conflict. */
  clusterOf: Map<number, string>;
}

/** Conflicts in score order (ids c1, c2, ... follow it). */
export function orderConflicts(results: readonly PairResult[], pages: readonly Page[]) {
  const ordered = [...results].sort((x, y) =>
    y.score - x.score || byText(pages[x.a].u.key, pages[y.a].u.key) ||
    byText(pages[x.b].u.key, pages[y.b].u.key)
  );
  const conflictId = new Map<PairResult, string>();
  ordered.forEach((r, i) => conflictId.set(r, `c${i + 1}`));
  return { ordered, conflictId };
}

/** Per cluster: the URL to keep, every other page's remediation and the cluster's record. */
export function decideClusters(
  built: readonly Built[],
  pages: Page[],
  edges: Map<number, PairResult[]>,
  conflictId: Map<PairResult, string>,
): Decisions {
  const clusterOf = new Map<number, string>();
  built.forEach((c, i) => {
    for (const id of c.pageIds) clusterOf.set(id, `cl${i + 1}`);
  });
  const clusters: Cluster[] = [];
  const preferred: PreferredUrl[] = [];
  const remediation: Remediation[] = [];
  built.forEach((c, i) => {
    const id = `cl${i + 1}`;
    const pref = preferredOf(c.ranked, pages, c.owner);
    preferred.push({ cluster_id: id, ...pref });
    const steps = remediate(c.ranked, { pages, edges, conflictId, clusterId: id });
    remediation.push(...steps);
    clusters.push(clusterRecord(id, c, pages, pref.url, steps));
  });
  return { clusters, preferred, remediation, clusterOf };
}

function clusterRecord(
  id: string,
  c: Built,
  pages: readonly Page[],
  preferredUrl: string,
  steps: readonly Remediation[],
): Cluster {
  const actions = new Set(steps.map((s) => s.action));
  const canonicalOnly = c.results.every((r) => r.hasCanonical);
  return {
    id,
    pages: c.ranked.map((p) => pages[p].url),
    size: c.ranked.length,
    main_keyword: mainKeywordOf(c.results, pages[c.ranked[0]]),
    shared_keywords: topSharedKeywords(c.results),
    severity: c.severity,
    max_score: c.maxScore,
    conflict_count: c.results.length,
    total_clicks: c.clicks,
    total_impressions: c.impressions,
    preferred_url: preferredUrl,
    recommendation: canonicalOnly
      ? "fix_canonicals"
      : actions.has("merge") || actions.has("redirect_301")
      ? "consolidate"
      : actions.has("canonicalise")
      ? "fix_canonicals"
      : actions.has("differentiate")
      ? "differentiate"
      : "deindex",
  };
}

/** The listed conflicts (the strongest MAX_CONFLICTS_LISTED), as the result shows them. */
export function listConflicts(
  ordered: readonly PairResult[],
  pages: readonly Page[],
  conflictId: ReadonlyMap<PairResult, string>,
  clusterOf: ReadonlyMap<number, string>,
): Conflict[] {
  return ordered.slice(0, MAX_CONFLICTS_LISTED).map((r) => ({
    id: conflictId.get(r)!,
    cluster_id: clusterOf.get(r.a)!,
    page_a: pages[r.a].url,
    page_b: pages[r.b].url,
    score: r.score,
    severity: r.severity,
    reasons: r.reasons,
    shared_keywords: r.sharedKeywords,
    shared_queries: r.sharedQueries.slice(0, 10).map(({ weight: _w, phrase: _p, ...q }) => q),
    weight_basis: r.basis,
    query_overlap: r.queryOverlap,
    target_overlap: r.targetOverlap,
    title_similarity: r.titleSimilarity,
    intent_differs: r.intentDiffers,
  }));
}
