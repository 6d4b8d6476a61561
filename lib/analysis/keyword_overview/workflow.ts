/** The overview's `agent_workflow` and `markdown_summary`: what to target first, and how. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import {
  byOpportunity,
  confidenceOf,
  figure,
  lacksFigures,
  sandboxLimitation,
} from "../keyword_rows/mod.ts";
import type { KeywordOverviewResult, OverviewKeyword } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

type Facts = Omit<KeywordOverviewResult, "agent_workflow" | "markdown_summary">;

/** How many keywords the workflow names as the first targets. */
const FIRST_TARGETS = 5;

/** The keywords to target first: best opportunity, whatever order the list was asked in. */
function firstTargets(f: Facts): OverviewKeyword[] {
  return [...f.keywords].sort(byOpportunity).slice(0, FIRST_TARGETS);
}

function trendNote(k: OverviewKeyword): string {
  const t = k.trend;
  if (t.direction === "rising" || t.direction === "falling") {
    return `, demand ${t.direction} (${t.change_pct! > 0 ? "+" : ""}${t.change_pct}%)`;
  }
  return t.direction === "seasonal" ? `, seasonal (peak ${t.peak_month})` : "";
}

function targetAction(k: OverviewKeyword): RecommendedAction {
  return {
    action: `Target "${k.keyword}" with a ${k.recommended_page_type.replace(/_/g, " ")}`,
    priority: k.priority,
    reason: `${figure(k.search_volume)} searches/month, difficulty ${
      figure(k.keyword_difficulty)
    }, ${k.buyer_stage} stage, opportunity ${k.opportunity_score}${trendNote(k)}.`,
    target: k.keyword,
  };
}

/** A seasonal keyword's calendar as an action: ready before the rise, judged on its season. */
function seasonAction(k: OverviewKeyword): RecommendedAction | null {
  const c = k.trend.calendar;
  if (!c) return null;
  return {
    action:
      `Have the page for "${k.keyword}" live and refreshed by ${c.publish_by}, before its season (${
        c.season.join("–")
      }, peak ${c.peak})${
        c.in_season_now
          ? "; the season is on now"
          : `; the rise is ${plural(c.months_to_rise, "month")} away`
      }`,
    priority: c.in_season_now || c.months_to_rise <= 2 ? "high" : "medium",
    reason:
      `Seasonal demand (peak ${k.trend.peak_ratio}× the typical month): judge it on its season, not on the annual average of ${
        figure(k.search_volume)
      } searches/month.`,
    target: k.keyword,
  };
}

function actionsOf(f: Facts, top: OverviewKeyword[]): RecommendedAction[] {
  const seasonal = f.keywords.map(seasonAction).filter((a): a is RecommendedAction => a !== null);
  const actions = [...seasonal.slice(0, 3), ...top.map(targetAction)];
  if (f.no_data.length > 0) {
    actions.push({
      action: "Rephrase or drop the keywords without data",
      priority: "low",
      reason: `The provider has no figures for ${
        plural(f.no_data.length, "keyword")
      } in ${f.market.location}: ${f.no_data.slice(0, 5).join(", ")}.`,
    });
  }
  return actions;
}

function evidenceOf(f: Facts, top: OverviewKeyword[]): Evidence[] {
  const t = f.totals;
  const evidence: Evidence[] = [
    { claim: "Keywords measured", value: t.measured, source: "totals.measured" },
    { claim: "Keywords without data", value: t.no_data, source: "totals.no_data" },
    {
      claim: "Dropped below min_search_volume",
      value: t.below_min_search_volume,
      source: "totals.below_min_search_volume",
    },
    {
      claim: "Monthly searches of the returned keywords",
      value: t.total_search_volume,
      source: "totals.total_search_volume",
    },
  ];
  if (top[0]) {
    evidence.push(
      {
        claim: `Opportunity of "${top[0].keyword}"`,
        value: top[0].opportunity_score,
        source: "keywords[].opportunity_score",
      },
      {
        claim: `Search volume of "${top[0].keyword}"`,
        value: top[0].search_volume,
        source: "keywords[].search_volume",
      },
    );
  }
  return evidence;
}

function limitationsOf(f: Facts): string[] {
  const unknownDifficulty = f.keywords.filter((k) => k.keyword_difficulty === null).length;
  return [
    ...(f.data_source === "sandbox" ? sandboxLimitation("keyword figures") : []),
    "Opportunity assumes the site does not rank yet (reachable position from difficulty alone); /domain/ranked-keywords scores keywords the site already ranks for.",
    ...(unknownDifficulty > 0
      ? [`Difficulty unknown for ${plural(unknownDifficulty, "keyword")}: scored as 50.`]
      : []),
    ...(f.no_data.length > 0
      ? [`No figures for ${plural(f.no_data.length, "keyword")}: listed in no_data, not estimated.`]
      : []),
  ];
}

function nextCallsOf(f: Facts, top: OverviewKeyword[]): NextCall[] {
  const calls: NextCall[] = [];
  if (top[0]) {
    calls.push({
      endpoint: "/keyword-ideas/suggest",
      reason: `Find more keywords around the best opportunity, "${top[0].keyword}".`,
      body: {
        keyword: top[0].keyword,
        location: f.market.location,
        language: f.market.language_code,
        limit: 25,
      },
    });
  }
  if (f.keywords.length >= 2) {
    calls.push({
      endpoint: "/keyword-cluster/build",
      reason: "Group the measured keywords into pages, so no two pages compete for one query.",
      body: {
        keywords: f.keywords.map((k) => ({
          keyword: k.keyword,
          ...(k.search_volume !== null ? { search_volume: k.search_volume } : {}),
        })),
      },
    });
  }
  return calls;
}

function decisionOf(f: Facts): string {
  if (f.keywords.length === 0) return f.totals.measured === 0 ? "no_data" : "none_above_minimum";
  return f.totals.by_priority.high + f.totals.by_priority.medium > 0
    ? "target_top_opportunities"
    : "low_opportunity_only";
}

function summaryOf(f: Facts, top: OverviewKeyword[]): string {
  const where = `${f.market.location}, ${f.market.language}`;
  const head = `${f.totals.measured} of ${
    plural(f.totals.requested, "keyword")
  } measured (${where})`;
  if (!top[0]) {
    return `${head}; none to target${
      f.totals.below_min_search_volume ? " above the minimum search volume" : ""
    }.`;
  }
  return `${head}: ${f.totals.by_priority.high} high, ${f.totals.by_priority.medium} medium priority. Target "${
    top[0].keyword
  }" first (${top[0].recommended_page_type.replace(/_/g, " ")}, opportunity ${
    top[0].opportunity_score
  }).`;
}

/** The workflow block and the report. */
export function workflowOf(
  f: Facts,
  minVolume: number,
): { agent_workflow: AgentWorkflow; markdown_summary: string } {
  const top = firstTargets(f);
  const missing = f.keywords.filter(lacksFigures).length;
  const workflow = agentWorkflow({
    decision: decisionOf(f),
    confidence: confidenceOf({
      provider: f.data_source,
      rows: f.totals.measured,
      missing_share: (missing + f.totals.no_data) / Math.max(1, f.totals.requested),
    }),
    summary: summaryOf(f, top),
    recommended_actions: actionsOf(f, top),
    evidence: evidenceOf(f, top),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f, top),
  });
  const markdown = markdownSummary({
    title: `Keyword overview: ${f.market.location} (${f.market.language})`,
    headline: workflow.summary,
    figures: [
      ["Keywords measured", `${f.totals.measured} of ${f.totals.requested}`],
      ["Without data", f.totals.no_data],
      [`Below ${minVolume} searches/month`, f.totals.below_min_search_volume],
      ["Monthly searches (returned)", figure(f.totals.total_search_volume)],
      ...top.map((k): [string, string] => [
        k.keyword,
        `${figure(k.search_volume)}/mo · KD ${
          figure(k.keyword_difficulty)
        } · opportunity ${k.opportunity_score} · ${k.buyer_stage}`,
      ]),
      ["Data", f.data_source === "sandbox" ? "sandbox (synthetic)" : "DataForSEO"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
