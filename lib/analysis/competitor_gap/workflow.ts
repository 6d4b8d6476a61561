/**
 * The agent's view of a competitor gap result: decision, confidence, summary, recommended
 * actions, evidence, limitations and next calls, and the markdown summary.
 */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { calibrate } from "../../agent/confidence.ts";
import { CONFIDENCE as C, SCORING } from "./thresholds.ts";
import type { Counters } from "./facts.ts";
import { requestKeyword } from "./next_calls.ts";
import type { Focus, GapOpportunity, NextEndpoints, Summary } from "./result.ts";
import { about, agree, formatNumber, listOf, plural, pluralWord } from "../../toolkit/prose.ts";

/** What the workflow is written from. */
export interface WorkflowFacts {
  summary: Summary;
  opportunities: GapOpportunity[];
  nextEndpoints: NextEndpoints[];
  focus: Focus;
  counters: Counters;
  /** Gap topics that passed the focus filter, before max_opportunities. */
  reportableCount: number;
  maxOpportunities: number;
}

/** build_gap_pages (3+ high), close_priority_gaps, or no_material_gaps (none above low). */
function decide(f: WorkflowFacts): string {
  const o = f.opportunities;
  if (o.length === 0 || o[0].priority === "low") return "no_material_gaps";
  const high = o.filter((x) => x.priority === "high").length;
  return high >= 3 ? "build_gap_pages" : "close_priority_gaps";
}

/** The agent workflow of the result. */
export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const decision = decide(f);
  return agentWorkflow({
    decision,
    confidence: calibrated(f).confidence,
    summary: summaryOf(f, decision),
    recommended_actions: actionsOf(f, decision),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** The top five opportunities as actions, then what to measure or supply next. */
function actionsOf(f: WorkflowFacts, decision: string): RecommendedAction[] {
  const total = f.summary.competitors;
  const actions: RecommendedAction[] = [];
  for (const o of f.opportunities.slice(0, 5)) {
    const facts = [`${o.competitors_covering} of ${total} competitors cover it`];
    if (o.traffic !== null) facts.push(`their pages get ${about(o.traffic)} visits/month`);
    if (o.volume !== null) facts.push(`top volume ${formatNumber(o.volume)}`);
    if (o.best_rank !== null) facts.push(`best competitor rank #${o.best_rank}`);
    actions.push({
      action: o.recommended_action,
      priority: o.priority,
      reason: `Score ${o.priority_score}: ${facts.join(", ")}`,
      target: o.gap_type === "missing" || !o.own_coverage.angle_match
        ? o.topic
        : o.own_coverage.url ?? o.topic,
    });
  }
  if (f.opportunities.length > 0 && f.opportunities.some((o) => o.volume === null)) {
    actions.push({
      action: "Measure search volume for the gap topics before scheduling them",
      priority: "medium",
      reason: `${
        f.opportunities.filter((o) => o.volume === null).length
      } reported opportunities have no volume in the supplied data`,
    });
  }
  if (f.summary.own_pages === 0) {
    actions.push({
      action: "Re-run with own_pages to exclude topics you already cover",
      priority: "medium",
      reason: "No own pages were supplied, so every competitor topic counts as a gap",
    });
  }
  if (decision === "no_material_gaps") {
    actions.push({
      action: "Keep the current content plan; re-check competitors next quarter",
      priority: "low",
      reason: f.opportunities.length === 0
        ? `No competitor topic is missing from your pages (${f.summary.covered_topics} of ${f.summary.topics} covered)`
        : `The best remaining gap scores ${
          f.opportunities[0].priority_score
        } (below ${SCORING.bands.medium})`,
    });
  }
  return actions;
}

/** The summary counts, then the top three opportunities' score, coverage and traffic. */
function evidenceOf(f: WorkflowFacts): Evidence[] {
  const evidence: Evidence[] = [
    { claim: "Competitors analysed", value: f.summary.competitors, source: "competitors" },
    {
      claim: "Unique competitor pages analysed",
      value: f.summary.competitor_pages,
      source: "competitors[].pages",
    },
    { claim: "Topics found across competitor pages", value: f.summary.topics, source: "summary" },
    {
      claim: "Topics your own pages already cover",
      value: f.summary.covered_topics,
      source: "own_pages",
    },
    {
      claim: "Gap topics (missing, partial or underperforming)",
      value: f.summary.gap_topics,
      source: "summary",
    },
  ];
  for (const o of f.opportunities.slice(0, 3)) {
    evidence.push({
      claim: `"${o.topic}": priority score`,
      value: o.priority_score,
      source: `opportunities[${o.rank - 1}].priority_score`,
    }, {
      claim: `"${o.topic}": competitors covering it`,
      value: o.competitors_covering,
      source: `opportunities[${o.rank - 1}].competitors_covering`,
    });
    if (o.traffic !== null) {
      evidence.push({
        claim: `"${o.topic}": competitor traffic (sum, monthly)`,
        value: o.traffic,
        source: `competitors[].pages[].traffic`,
      });
    }
  }
  if (f.counters.duplicates > 0) {
    evidence.push({
      claim: "Duplicate page listings merged",
      value: f.counters.duplicates,
      source: "competitors[].pages[].url",
    });
  }
  return evidence;
}

/** Volume of the gap topics when unknown, then the first page call of the top three. */
function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const nextCalls: NextCall[] = [];
  const heads = [
    ...new Set(
      f.opportunities.map((o) => requestKeyword(o.topic)).filter((k): k is string => k !== null),
    ),
  ].slice(0, 100);
  if (heads.length > 0 && f.opportunities.some((o) => o.volume === null)) {
    nextCalls.push({
      endpoint: "/keyword-metrics/overview",
      reason: "Measure search volume and difficulty of the gap topics to confirm the ranking",
      body: { keywords: heads },
    });
  }
  for (const n of f.nextEndpoints.slice(0, 3)) {
    const call = n.calls.find((c) => c.endpoint !== "/keyword-metrics/overview");
    if (call) nextCalls.push(call);
  }
  return nextCalls;
}

/** One paragraph: what competitors cover, what is left, what to do first. */
function summaryOf(f: WorkflowFacts, decision: string): string {
  const s = f.summary;
  const head = `${plural(s.competitors, "competitor")} ${agree(s.competitors, "covers", "cover")} ${
    plural(s.topics, "topic")
  } across ${plural(s.competitor_pages, "page")}; you cover ${s.covered_topics}, leaving ${
    plural(s.gap_topics, "gap")
  }`;
  const focus = f.focus && !f.focus.applied
    ? ` The focus ${pluralWord(f.focus.unmatched.length, "topic")} ${
      listOf(f.focus.unmatched.map((t) => `"${t}"`))
    } matched no competitor page, so no gap is reported.`
    : "";
  const top = f.opportunities[0];
  const what = decision === "build_gap_pages"
    ? `Build a batch of gap pages: ${s.high_priority} are high priority, led by "${top.topic}" (score ${top.priority_score}).`
    : decision === "close_priority_gaps"
    ? `Close the priority gaps first, starting with "${top.topic}" (score ${top.priority_score}).`
    : "No material gap: nothing scores medium or higher.";
  const caveat = calibrated(f).caveat;
  return `${head}.${focus} ${what}${caveat ? ` ${caveat}` : ""}`;
}

/**
 * The evidence behind each reported gap: demand, rank and ease data are direct evidence, two or
 * more competitors covering the topic is good evidence, a single competitor's title is thin.
 */
function gapStrengths(f: WorkflowFacts): number[] {
  const G = C.gap;
  return f.opportunities.map((o) => {
    const data = [o.score_components.demand, o.score_components.rank, o.score_components.ease]
      .filter((v) => v !== null).length;
    const competitors = Math.min(1, o.competitors_covering / G.competitorsFull);
    return Math.min(
      1,
      G.base + G.data * Math.min(data, G.dataFull) / G.dataFull + G.competitors * competitors +
        G.perDataSignal * data,
    );
  });
}

function calibrated(f: WorkflowFacts) {
  return calibrate(
    confidenceOf(f),
    gapStrengths(f),
    "Most gaps rest on one competitor's page titles, without demand or rank data",
  );
}

/**
 * `CONFIDENCE.floor`-`CONFIDENCE.ceiling`: higher with keywords, metrics, more competitors and
 * own pages supplied.
 */
function confidenceOf(f: WorkflowFacts): number {
  const pages = Math.max(1, f.summary.competitor_pages);
  let c = C.base;
  c += C.pagesWithTerms * (f.counters.withTerms / pages);
  c += C.pagesWithMetrics * (f.counters.withMetrics / pages);
  c += f.summary.competitors >= C.manyCompetitors
    ? C.manyCompetitorsBonus
    : f.summary.competitors === C.twoCompetitors
    ? C.twoCompetitorsBonus
    : 0;
  c += f.summary.own_pages > 0 ? C.ownPages : -C.noOwnPages;
  if (f.summary.competitor_pages < C.fewPages) c -= C.fewPagesPenalty;
  return Math.max(C.floor, Math.min(C.ceiling, c));
}

/** What the result cannot see, and what was merged, left out or capped. */
function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Topics come from titles, keywords and ranking queries only; page bodies are not read, so own coverage inside long pages can be missed.",
  ];
  if (f.summary.own_pages === 0) {
    out.push("No own_pages were supplied: every competitor topic is reported as missing.");
  }
  if (f.counters.withMetrics === 0) {
    out.push(
      "No traffic or volume was supplied: demand drops out of the score, which then rests on competitor coverage, rank, links and stage.",
    );
  }
  if (f.summary.competitors === 1) {
    out.push("Only one competitor: coverage cannot show which topics the market agrees on.");
  }
  if (f.counters.duplicates > 0) {
    out.push(
      `${plural(f.counters.duplicates, "duplicate page listing")} (same host and path) ${
        agree(f.counters.duplicates, "was", "were")
      } merged, keeping the best metrics.`,
    );
  }
  if (f.counters.mergedCompetitors > 0) {
    out.push(
      `${plural(f.counters.mergedCompetitors, "repeated competitor domain")} ${
        agree(f.counters.mergedCompetitors, "was", "were")
      } merged.`,
    );
  }
  if (f.counters.excluded > 0) {
    out.push(
      `${plural(f.counters.excluded, "page")} ${
        agree(f.counters.excluded, "was", "were")
      } left out: utility, legal and company pages (homepage, login, pricing, careers, privacy, terms, imprint, contact, team) and pages naming no topic after brand and filler words are removed.`,
    );
  }
  if (f.counters.ownerCompetitors.length > 0) {
    out.push(
      `${listOf(f.counters.ownerCompetitors)} ${
        agree(
          f.counters.ownerCompetitors.length,
          "matches the target, so its",
          "match the target, so their",
        )
      } pages were read as your own pages.`,
    );
  }
  if (f.counters.unknownStages > 0) {
    out.push(
      `${plural(f.counters.unknownStages, "buyer_stage value")} ${
        agree(
          f.counters.unknownStages,
          "was not recognised and was",
          "were not recognised and were",
        )
      } inferred from intent instead.`,
    );
  }
  if (f.focus && f.focus.unmatched.length > 0) {
    out.push(
      `No gap topic matched these focus topics: ${f.focus.unmatched.join(", ")}${
        f.focus.applied ? "" : " (so nothing is reported)"
      }.`,
    );
  }
  if (f.reportableCount > f.maxOpportunities) {
    out.push(
      `${f.reportableCount} gap topics qualified; only the top ${f.maxOpportunities} are reported (max_opportunities).`,
    );
  }
  return out;
}

/** The markdown summary: headline, key figures, top actions and the first limitations. */
export function markdownOf(
  f: Pick<WorkflowFacts, "summary" | "opportunities">,
  workflow: AgentWorkflow,
): string {
  const { summary } = f;
  const figures: [string, string | number][] = [
    ["Competitors analysed", summary.competitors],
    ["Competitor pages (unique)", summary.competitor_pages],
    ["Topics found", summary.topics],
    ["Topics you already cover", summary.covered_topics],
    ["Gap topics", summary.gap_topics],
    ["Opportunities reported", `${summary.opportunities} (${summary.high_priority} high priority)`],
  ];
  for (const o of f.opportunities.slice(0, 3)) {
    figures.push([
      `#${o.rank} ${o.topic}`,
      `score ${o.priority_score}, ${o.competitors_covering}/${summary.competitors} competitors, ${o.gap_type}`,
    ]);
  }
  return markdownSummary({
    title: "Competitor gap matrix",
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
}
