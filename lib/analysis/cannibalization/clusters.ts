/** Clusters: connected components of the conflict graph, most severe and most visited first. */
import { byText } from "../../toolkit/text.ts";
import { push } from "./facts.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";
import { keepFirst, type Owner, rankPages } from "./preferred.ts";
import type { Severity } from "./result.ts";
import { SEVERITY_RANK } from "./thresholds.ts";

/** A cluster before it is written out: its pages (the one to keep first) and conflicts. */
export interface Built {
  pageIds: number[];
  ranked: number[];
  /** Why the first page was moved ahead of the best totals, when it was. */
  owner: Owner | null;
  results: PairResult[];
  severity: Severity;
  maxScore: number;
  clicks: number | null;
  impressions: number | null;
}

/** Groups the conflicts into clusters and ranks each cluster's pages. */
export function groupClusters(results: readonly PairResult[], pages: readonly Page[]): Built[] {
  const { members, memberResults } = components(results, pages);
  const built: Built[] = [];
  for (const [root, ids] of members) {
    const own = memberResults.get(root)!;
    const sum = (k: "clicks" | "impressions") =>
      ids.some((id) => pages[id][k] !== null)
        ? ids.reduce((s, id) => s + (pages[id][k] ?? 0), 0)
        : null;
    const { ranked, owner } = keepFirst(rankPages(ids, pages), own, pages);
    built.push({
      pageIds: ids,
      ranked,
      owner,
      results: own,
      severity: own.reduce<Severity>(
        (s, r) => SEVERITY_RANK[r.severity] > SEVERITY_RANK[s] ? r.severity : s,
        "low",
      ),
      maxScore: own.reduce((m, r) => Math.max(m, r.score), 0),
      clicks: sum("clicks"),
      impressions: sum("impressions"),
    });
  }
  return built.sort((x, y) =>
    SEVERITY_RANK[y.severity] - SEVERITY_RANK[x.severity] ||
    (y.clicks ?? 0) - (x.clicks ?? 0) ||
    (y.impressions ?? 0) - (x.impressions ?? 0) ||
    y.pageIds.length - x.pageIds.length ||
    byText(pages[x.ranked[0]].u.key, pages[y.ranked[0]].u.key)
  );
}

/** Union-find over the conflicts: each root's pages (first-seen order) and conflicts. */
function components(results: readonly PairResult[], pages: readonly Page[]) {
  const parent = pages.map((p) => p.id);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const r of results) {
    const [ra, rb] = [find(r.a), find(r.b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const members = new Map<number, number[]>();
  const memberResults = new Map<number, PairResult[]>();
  const placed = new Set<number>();
  for (const r of results) {
    for (const id of [r.a, r.b]) {
      if (placed.has(id)) continue;
      placed.add(id);
      push(members, find(id), id);
    }
    push(memberResults, find(r.a), r);
  }
  return { members, memberResults };
}

/** Every page's conflicts, to walk outward from the kept page. */
export function edgesOf(results: readonly PairResult[]): Map<number, PairResult[]> {
  const edges = new Map<number, PairResult[]>();
  for (const r of results) {
    push(edges, r.a, r);
    push(edges, r.b, r);
  }
  return edges;
}
