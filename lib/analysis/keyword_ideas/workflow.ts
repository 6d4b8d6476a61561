/** The ideas' `agent_workflow` and `markdown_summary`: which ideas to build pages for first. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import {
  confidenceOf,
  figure,
  type MeasuredKeyword,
  missingShare,
  sandboxLimitation,
} from "../keyword_rows/mod.ts";
import type { KeywordIdeasResult } from "./result.ts";
import { agree, plural } from "../../toolkit/prose.ts";

type Facts = Omit<KeywordIdeasResult, "agent_workflow" | "markdown_summary">;

/** Ideas named as first targets, and ideas sent on to the overview. */
const FIRST_TARGETS = 5;
const TO_OVERVIEW = 20;

const pageName = (k: MeasuredKeyword) => k.recommended_page_type.replace(/_/g, " ");

/** The ideas that are pages to make (not another brand's navigation, not a career search). */
const targets = (f: Facts) => f.ideas.filter((k) => k.fit.role === "target");

function actionsOf(f: Facts): RecommendedAction[] {
  const skipped = f.ideas.filter((k) => k.fit.role !== "target");
  const make = targets(f).slice(0, FIRST_TARGETS).map((k) => ({
    action: `Target "${k.keyword}" with a ${pageName(k)}`,
    priority: k.priority,
    reason: `${figure(k.search_volume)} searches/month, difficulty ${
      figure(k.keyword_difficulty)
    }, ${k.intent} intent (${k.buyer_stage}), opportunity ${k.opportunity_score}.`,
    target: k.keyword,
  }));
  const c = f.seed.metrics?.trend.calendar;
  const season = c
    ? [{
      action:
        `Refresh and link the pages for "${f.seed.keyword}" and its ideas by ${c.publish_by}, before the season (${
          c.season.join("–")
        }, peak ${c.peak}); the off-season months are the calendar, not a decline`,
      priority: (c.in_season_now || c.months_to_rise <= 2 ? "high" : "medium") as "high" | "medium",
      reason: "Seasonal demand: judge the ideas on their season, not on the annual average.",
      target: f.seed.keyword,
    }]
    : [];
  if (skipped.length === 0) return [...season, ...make];
  return [...season, ...make, {
    action: `Do not build pages for ${
      skipped.slice(0, 5).map((k) => `"${k.keyword}"`).join(", ")
    }: other brands' navigation or career searches, whatever their volume`,
    priority: "low" as const,
    reason: skipped[0].fit.reason ?? "not a page the site would make",
  }];
}

function evidenceOf(f: Facts): Evidence[] {
  const evidence: Evidence[] = [
    { claim: "Ideas returned", value: f.totals.returned, source: "totals.returned" },
    {
      claim: "Dropped below min_search_volume",
      value: f.totals.below_min_search_volume,
      source: "totals.below_min_search_volume",
    },
    {
      claim: "Monthly searches of the ideas",
      value: f.totals.total_search_volume,
      source: "totals.total_search_volume",
    },
    {
      claim: `Search volume of the seed "${f.seed.keyword}"`,
      value: f.seed.metrics?.search_volume ?? null,
      source: "seed.metrics.search_volume",
    },
  ];
  const best = targets(f)[0];
  if (best) {
    evidence.push({
      claim: `Opportunity of "${best.keyword}"`,
      value: best.opportunity_score,
      source: "ideas[].opportunity_score",
    });
  }
  return evidence;
}

function nextCallsOf(f: Facts): NextCall[] {
  if (f.ideas.length === 0) return [];
  const locale = { location: f.market.location, language: f.market.language_code };
  const calls: NextCall[] = [{
    endpoint: "/keyword-metrics/overview",
    reason: "Check the trend and priority of the top ideas side by side before committing.",
    body: { keywords: targets(f).slice(0, TO_OVERVIEW).map((k) => k.keyword), ...locale },
  }];
  calls.push({
    endpoint: "/keyword-cluster/build",
    reason: "Group the seed and its ideas into pages, so no two pages compete for one query.",
    body: {
      keywords: [f.seed.keyword, ...targets(f).map((k) => k.keyword)].map((keyword, i) => {
        const volume = i === 0 ? f.seed.metrics?.search_volume : targets(f)[i - 1].search_volume;
        return volume === null || volume === undefined
          ? { keyword }
          : { keyword, search_volume: volume };
      }),
    },
  });
  return calls;
}

function summaryOf(f: Facts): string {
  const where = `${f.market.location}, ${f.market.language}`;
  const seed = f.seed.metrics
    ? `"${f.seed.keyword}" (${figure(f.seed.metrics.search_volume)} searches/month)`
    : `"${f.seed.keyword}" (no figures for the seed itself)`;
  if (f.ideas.length === 0) return `No keyword ideas for ${seed} in ${where}.`;
  const stages = f.totals.by_buyer_stage;
  const best = targets(f)[0] ?? f.ideas[0];
  const skipped = f.ideas.length - targets(f).length;
  return `${
    plural(f.ideas.length, "idea")
  } for ${seed} in ${where}: ${stages.awareness} awareness, ${stages.consideration} consideration, ${stages.decision} decision stage. Best: "${best.keyword}" (${
    pageName(best)
  }, opportunity ${best.opportunity_score}).${
    skipped
      ? ` ${skipped} ${
        agree(
          skipped,
          "is another brand's navigation or career search, not a page",
          "are other brands' navigation or career searches, not pages",
        )
      } to make.`
      : ""
  }`;
}

/** The workflow block and the report. */
export function workflowOf(f: Facts): { agent_workflow: AgentWorkflow; markdown_summary: string } {
  const workflow = agentWorkflow({
    decision: f.ideas.length === 0
      ? "no_ideas"
      : f.totals.by_priority.high + f.totals.by_priority.medium > 0
      ? "target_top_ideas"
      : "low_opportunity_only",
    confidence: confidenceOf({
      provider: f.data_source,
      rows: f.ideas.length,
      missing_share: missingShare(f.ideas),
    }),
    summary: summaryOf(f),
    recommended_actions: actionsOf(f),
    evidence: evidenceOf(f),
    limitations: [
      ...(f.data_source === "sandbox" ? sandboxLimitation("keyword ideas") : []),
      "Ideas are scored as pages the site does not have yet; /domain/ranked-keywords shows where it already ranks.",
      ...(f.ideas.length === 0
        ? ["The provider returned no ideas: try a broader seed or a lower min_search_volume."]
        : []),
    ],
    next_calls: nextCallsOf(f),
  });
  const markdown = markdownSummary({
    title: `Keyword ideas: ${f.seed.keyword} (${f.market.location}, ${f.market.language})`,
    headline: workflow.summary,
    figures: [
      ["Ideas", f.totals.returned],
      ["Monthly searches (ideas)", figure(f.totals.total_search_volume)],
      ...f.by_intent.map((g): [string, string] => [
        `${g.intent} (${g.buyer_stage})`,
        `${plural(g.count, "idea")}, ${figure(g.search_volume)} searches/month`,
      ]),
      ["Data", f.data_source === "sandbox" ? "sandbox (synthetic)" : "DataForSEO"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
