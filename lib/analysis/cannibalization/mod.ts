/**
 * Keyword cannibalization: pages of one site that compete for the same queries. Finds
 * conflicting pairs (shared primary/target keywords, shared ranking queries weighted by
 * impressions or clicks, near-duplicate titles, canonical and indexability conflicts), groups
 * them into clusters, picks the URL to keep in each cluster and a remediation for every other
 * page, as an SEO would by hand. Pure: data and `now` come in as arguments.
 */
import { byText } from "../../toolkit/text.ts";
import { decideClusters, listConflicts, orderConflicts } from "./assemble.ts";
import { candidatePairs } from "./candidates.ts";
import { edgesOf, groupClusters } from "./clusters.ts";
import type { CannibalizationInput, CannibalizationOptions } from "./input.ts";
import { METHOD } from "./method.ts";
import { evaluatePair, type PairResult } from "./pair.ts";
import { pageSignal } from "./page_signal.ts";
import type { CannibalizationResult } from "./result.ts";
import { restrictToFocus } from "./scope.ts";
import { readSite, type Site } from "./site.ts";
import type { Page } from "./pages.ts";
import { MAX_PAGE_SIGNALS_LISTED, MAX_REMEDIATION_LISTED } from "./thresholds.ts";
import { buildWorkflow, type Facts, markdownOf } from "./workflow.ts";

export type {
  CannibalizationInput,
  CannibalizationOptions,
  CannibalizationPageInput,
  RankingQueryInput,
  Sensitivity,
} from "./input.ts";
import { countByLevel } from "../../agent/workflow.ts";
export * from "./result.ts";
export type { CannibalizationThresholds } from "./thresholds.ts";

/**
 * Finds pages of one site that compete for the same queries and says, per cluster of
 * conflicting pages, which URL to keep and what to do with each of the others.
 */
export function analyzeCannibalization(
  input: CannibalizationInput,
  _options: CannibalizationOptions,
): CannibalizationResult {
  // Read the site once: merged pages, title sets, navigational queries, canonical graph.
  const site = readSite(input);
  const { pages } = site;
  // Judge the candidate pairs; focus keywords restrict the report to conflicts about them.
  const { results, focus, dropped } = restrictToFocus(
    findConflicts(site),
    input.focus_keywords ?? [],
    site,
  );
  // Group conflicts into clusters; per cluster, the URL to keep and every other page's fix.
  const built = groupClusters(results, pages);
  const { ordered, conflictId } = orderConflicts(results, pages);
  const decisions = decideClusters(built, pages, edgesOf(results), conflictId);
  const conflicts = listConflicts(ordered, pages, conflictId, decisions.clusterOf);
  const listedPages = pagesToList(pages, decisions.clusterOf);
  const remediation = decisions.remediation.slice(0, MAX_REMEDIATION_LISTED);
  // Summarise, then write the agent workflow and the markdown summary from the same facts.
  const summary = summaryOf(input, site, results, decisions, {
    conflicts: conflicts.length,
    pages: listedPages.length,
    remediation: remediation.length,
  });
  const facts: Facts = {
    input,
    sensitivity: site.sensitivity,
    t: site.t,
    pages,
    siteHost: site.siteHost,
    summary,
    ...decisions,
    conflicts,
    ordered,
    focus,
    dropped,
    duplicateRows: site.duplicateRows,
    ignored: [...site.ignored.values()].sort(byText),
    boilerplate: [...site.boilerplate.values()].sort(byText),
  };
  const workflow = buildWorkflow(facts);
  return {
    summary,
    sensitivity: site.sensitivity,
    thresholds: { ...site.t },
    focus: {
      mode: focus.length > 0 ? "restrict" : "none",
      keywords: focus,
      conflicts_dropped: dropped,
    },
    page_signals: listedPages.map((p) =>
      pageSignal(p, site.canonicalStatus.get(p.id), decisions.clusterOf.get(p.id))
    ),
    conflicts,
    clusters: decisions.clusters,
    preferred_urls: decisions.preferred,
    remediation,
    method: structuredClone(METHOD) as typeof METHOD,
    agent_workflow: workflow,
    markdown_summary: markdownOf(facts, workflow),
  };
}

/** Candidate pairs (through inverted indexes) judged one by one, in pair order. */
function findConflicts(site: Site): PairResult[] {
  const n = site.pages.length;
  const results: PairResult[] = [];
  for (const key of [...candidatePairs(site.ctx)].sort((x, y) => x - y)) {
    const r = evaluatePair(site.ctx, Math.floor(key / n), key % n);
    if (r) results.push(r);
  }
  return results;
}

/**
 * The pages whose signals are listed: every page up to the cap, pages in conflict chosen
 * first when there are more; listed in input order.
 */
function pagesToList(pages: readonly Page[], clusterOf: ReadonlyMap<number, string>): Page[] {
  if (pages.length <= MAX_PAGE_SIGNALS_LISTED) return [...pages];
  const inConflict = pages.filter((p) => clusterOf.has(p.id));
  const others = pages.filter((p) => !clusterOf.has(p.id));
  const chosen = new Set(
    [...inConflict, ...others].slice(0, MAX_PAGE_SIGNALS_LISTED).map((p) => p.id),
  );
  return pages.filter((p) => chosen.has(p.id));
}

function summaryOf(
  input: CannibalizationInput,
  site: Site,
  results: readonly PairResult[],
  d: { clusters: unknown[]; clusterOf: Map<number, string>; remediation: unknown[] },
  listed: { conflicts: number; pages: number; remediation: number },
): CannibalizationResult["summary"] {
  const counts = countByLevel(results.map((r) => r.severity));
  return {
    pages_received: input.pages.length,
    pages_analysed: site.pages.length,
    duplicate_rows_merged: site.duplicateRows,
    competing_pages: site.competing.length,
    conflicts_total: results.length,
    conflicts_listed: listed.conflicts,
    ...counts,
    clusters: d.clusters.length,
    pages_in_conflict: d.clusterOf.size,
    page_signals_listed: listed.pages,
    remediation_total: d.remediation.length,
    remediation_listed: listed.remediation,
    ignored_queries: [...site.ignored.values()].sort(byText).slice(0, 20),
  };
}
