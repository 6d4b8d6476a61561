/** agent_workflow: decision, confidence, summary, actions, evidence and limitations. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { calibrate } from "../../agent/confidence.ts";
import { byText } from "../../toolkit/text.ts";
import type { CannibalizationInput, Sensitivity } from "./input.ts";
import { limitationsOf } from "./limitations.ts";
import { nextCallsOf } from "./next_calls.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";
import type {
  CannibalizationResult,
  Cluster,
  Conflict,
  PreferredUrl,
  Remediation,
  RemediationAction,
} from "./result.ts";
import { type CannibalizationThresholds, CONFIDENCE as C, PRIORITY } from "./thresholds.ts";
import { listOf, plural } from "../../toolkit/prose.ts";

export interface Facts {
  input: CannibalizationInput;
  sensitivity: Sensitivity;
  t: CannibalizationThresholds;
  pages: Page[];
  siteHost: string;
  summary: CannibalizationResult["summary"];
  clusters: Cluster[];
  preferred: PreferredUrl[];
  remediation: Remediation[];
  conflicts: Conflict[];
  ordered: PairResult[];
  focus: string[];
  dropped: number;
  duplicateRows: number;
  ignored: string[];
  boilerplate: string[];
  /** Cluster id of every page in conflict. */
  clusterOf: Map<number, string>;
}

function decisionOf(f: Facts): string {
  if (f.summary.conflicts_total === 0) return "no_cannibalization";
  let consolidate = 0;
  let fix = 0;
  let diff = 0;
  for (const c of f.clusters) {
    if (c.recommendation === "consolidate") consolidate++;
    else if (c.recommendation === "fix_canonicals") fix++;
    else if (c.recommendation === "differentiate") diff++;
    else consolidate++;
  }
  if (consolidate >= fix && consolidate >= diff) return "consolidate";
  if (fix >= diff) return "fix_canonicals";
  return "differentiate";
}

const ACTION_WORD: Record<RemediationAction, string> = {
  merge: "merge",
  redirect_301: "301-redirect",
  differentiate: "differentiate",
  canonicalise: "canonicalise",
  noindex: "noindex",
};

/** The agent workflow: decision, confidence, summary, actions, evidence, limitations, next calls. */
export function buildWorkflow(f: Facts): AgentWorkflow {
  const decision = decisionOf(f);
  return agentWorkflow({
    decision,
    confidence: calibrated(f).confidence,
    summary: summaryOf(f, decision),
    recommended_actions: actionsOf(f, decision).slice(0, 10),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** Per cluster (six at most): keep the preferred URL, what to do with the rest, required fixes. */
function actionsOf(f: Facts, decision: string): RecommendedAction[] {
  const actions: RecommendedAction[] = [];
  const prefByCluster = new Map(f.preferred.map((p) => [p.cluster_id, p]));
  for (const c of f.clusters.slice(0, 6)) {
    const steps = f.remediation.filter((r) => r.cluster_id === c.id);
    const byAction = new Map<RemediationAction, number>();
    for (const s of steps) byAction.set(s.action, (byAction.get(s.action) ?? 0) + 1);
    const parts = [...byAction].sort((x, y) => y[1] - x[1] || byText(x[0], y[0]))
      .map(([a, k]) => `${ACTION_WORD[a]} ${plural(k, "other page")}`);
    const pref = prefByCluster.get(c.id)!;
    actions.push({
      action: `Keep ${c.preferred_url} for "${c.main_keyword}" and ${listOf(parts)}`,
      priority: PRIORITY[c.severity],
      reason: `${c.size} pages conflict (max score ${c.max_score}); ${pref.reason}`,
      target: c.preferred_url,
    });
    for (const fix of pref.required_fixes) {
      actions.push({
        action: fix,
        priority: "high",
        reason: `Required before consolidating ${c.id}`,
        target: c.preferred_url,
      });
    }
  }
  if (f.ignored.length > 0) {
    actions.push({
      action: "Leave site-wide and brand queries alone",
      priority: "low",
      reason: `${f.ignored.length} navigational quer${
        f.ignored.length === 1 ? "y" : "ies"
      } (e.g. "${f.ignored[0]}") show many pages by design`,
    });
  }
  if (decision === "no_cannibalization") {
    actions.push({
      action:
        "No consolidation needed; re-run with ranking_queries (with impressions) from Search Console after the next content release",
      priority: "low",
      reason:
        `No pair of the ${f.summary.pages_analysed} pages passed the ${f.sensitivity} thresholds`,
    });
  }
  return actions;
}

/** The figures behind the decision: counts, the strongest conflict, the biggest clusters' clicks. */
function evidenceOf(f: Facts): Evidence[] {
  const prefByCluster = new Map(f.preferred.map((p) => [p.cluster_id, p]));
  const evidence: Evidence[] = [
    {
      claim: "Pages analysed (after merging duplicate URLs)",
      value: f.summary.pages_analysed,
      source: "pages",
    },
    { claim: "Conflicting page pairs", value: f.summary.conflicts_total, source: "conflicts" },
    { claim: "High-severity conflicts", value: f.summary.high, source: "conflicts[].severity" },
    { claim: "Clusters of competing pages", value: f.summary.clusters, source: "clusters" },
  ];
  const top = f.ordered[0];
  if (top) {
    evidence.push({
      claim: `Strongest conflict: ${f.pages[top.a].url} vs ${f.pages[top.b].url} (score 0-100)`,
      value: top.score,
      source: "conflicts[0].score",
    });
    if (top.queryOverlap !== null) {
      evidence.push({
        claim: `Share of demand on contested queries in the strongest conflict (${top.basis})`,
        value: top.queryOverlap,
        source: "conflicts[0].query_overlap",
      });
    }
  }
  for (const c of f.clusters.slice(0, 3)) {
    const pref = prefByCluster.get(c.id)!;
    if (c.total_clicks !== null) {
      evidence.push({
        claim: `${c.id} (${c.main_keyword}): clicks across its ${c.size} pages`,
        value: c.total_clicks,
        source: "pages[].clicks",
      });
    }
    if (pref.clicks !== null) {
      evidence.push({
        claim: `${c.id}: clicks of the preferred URL ${pref.url}`,
        value: pref.clicks,
        source: "pages[].clicks",
      });
    }
  }
  if (f.duplicateRows > 0) {
    evidence.push({
      claim: "Duplicate URL rows merged",
      value: f.duplicateRows,
      source: "pages[].url",
    });
  }
  return evidence;
}

function summaryOf(f: Facts, decision: string): string {
  const s = f.summary;
  if (decision === "no_cannibalization") {
    return `No cannibalization found among ${s.pages_analysed} pages at ${f.sensitivity} sensitivity.`;
  }
  const big = f.clusters[0];
  const what = decision === "consolidate"
    ? "Consolidate the overlapping pages into one URL per topic"
    : decision === "fix_canonicals"
    ? "Fix the canonical and indexability signals first"
    : "Differentiate the pages so each targets its own query";
  const caveat = calibrated(f).caveat;
  const text = `${plural(s.conflicts_total, "conflicting pair")} in ${
    plural(s.clusters, "cluster")
  } across ${s.pages_in_conflict} of ${
    plural(s.pages_analysed, "page")
  } (${s.high} high severity); the biggest is "${big.main_keyword}" (${
    plural(big.size, "page")
  }, keep ${big.preferred_url}). ${what}.`;
  return caveat ? `${text} ${caveat}` : text;
}

/** Each cluster's evidence: the strongest conflict in it (see evidence.ts). */
function clusterStrengths(f: Facts): number[] {
  const best = new Map<string, number>();
  for (const r of f.ordered) {
    const id = f.clusterOf.get(r.a)!;
    best.set(id, Math.max(best.get(id) ?? 0, r.evidence));
  }
  return f.clusters.map((c) => best.get(c.id) ?? 0);
}

/** Confidence: data completeness as the ceiling, scaled by the clusters' evidence. */
function calibrated(f: Facts) {
  return calibrate(
    confidenceOf(f),
    clusterStrengths(f),
    "Most conflicts rest on shared keywords or titles, not on queries both pages rank for; check the live results before merging anything",
  );
}

/** The ceiling from data completeness, `CONFIDENCE.floor` to `CONFIDENCE.ceiling`. */
function confidenceOf(f: Facts): number {
  const pages = f.pages;
  const share = (pred: (p: Page) => boolean) => pages.filter(pred).length / pages.length;
  let c = C.base;
  c += C.ranking_queries * share((p) => p.queries.size > 0 && (p.allImpressions || p.allClicks));
  c += C.page_traffic * share((p) => p.clicks !== null || p.impressions !== null);
  c += C.target_keywords * share((p) => p.primary !== null || p.targets.length > 0);
  c += C.page_type * share((p) => p.pageType !== null);
  if (f.duplicateRows > 0) c -= C.duplicate_rows;
  if (f.siteHost === "" && pages.some((p) => p.u.relative)) c -= C.relative_urls;
  return Math.max(C.floor, Math.min(C.ceiling, c));
}

/** The markdown summary: headline, key figures, the first clusters and actions. */
export function markdownOf(f: Facts, workflow: AgentWorkflow): string {
  const s = f.summary;
  return markdownSummary({
    title: "Keyword cannibalization",
    headline: workflow.summary,
    figures: [
      [
        "Pages analysed",
        `${s.pages_analysed}${
          f.duplicateRows > 0 ? ` (${f.duplicateRows} duplicate rows merged)` : ""
        }`,
      ],
      [
        "Conflicts (high / medium / low)",
        `${s.conflicts_total} (${s.high} / ${s.medium} / ${s.low})`,
      ],
      ["Clusters", f.clusters.length],
      [
        "Pages to consolidate",
        f.remediation.filter((r) => r.action === "merge" || r.action === "redirect_301").length,
      ],
      ["Pages to differentiate", f.remediation.filter((r) => r.action === "differentiate").length],
      ["Sensitivity", f.sensitivity],
      ...f.clusters.slice(0, 5).map((c): [string, string] => [
        `${c.id}: ${c.main_keyword}`,
        `keep ${c.preferred_url} (${c.size} pages, ${c.severity})`,
      ]),
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
}
