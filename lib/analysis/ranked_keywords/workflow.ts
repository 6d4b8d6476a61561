/** The ranked keywords' `agent_workflow` and `markdown_summary`: which rankings to work on first. */
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
  estimate,
  figure,
  missingShare,
  sandboxLimitation,
} from "../keyword_rows/mod.ts";
import type { OpportunityType } from "./judge.ts";
import type { RankedKeyword, RankedKeywordsResult } from "./result.ts";
import { capitalised, plural } from "../../toolkit/prose.ts";
import { hostOf } from "../../toolkit/urls.ts";

type Facts = Omit<RankedKeywordsResult, "agent_workflow" | "markdown_summary">;

const FIRST_ACTIONS = 5;

/** What to do about a ranking, by its opportunity type. */
const ACTION: Record<OpportunityType, (k: RankedKeyword) => string> = {
  reclaim: (k) => `Win back "${k.keyword}" (was ${k.movement.previous_rank ?? k.rank})`,
  protect: (k) => `Protect the top-3 ranking for "${k.keyword}"`,
  push_to_top3: (k) => `Strengthen the page for "${k.keyword}" (rank ${k.rank}) into the top 3`,
  push_to_page1: (k) => `Refresh the page for "${k.keyword}" (rank ${k.rank}) onto page 1`,
  long_shot: (k) => `Plan a dedicated page for "${k.keyword}" (rank ${k.rank})`,
  set_aside: (k) => `Leave "${k.keyword}" aside: ${k.relevance.kind.replace("_", " ")}`,
};

/** On-topic rankings before those whose relevance is unclear. */
const RELEVANCE_ORDER: Record<string, number> = { on_topic: 0, brand: 0, unclear: 1 };

/** The rankings to act on first: best opportunity, holding positions aside. */
function actionable(f: Facts): RankedKeyword[] {
  return [...f.keywords].filter((k) =>
    k.opportunity_type !== "protect" && k.opportunity_type !== "set_aside"
  ).sort((a, b) =>
    (RELEVANCE_ORDER[a.relevance.kind] ?? 2) - (RELEVANCE_ORDER[b.relevance.kind] ?? 2) ||
    byOpportunity(a, b)
  );
}

/** The top-3 ranking that earns most, to protect. */
function bestHeld(f: Facts): RankedKeyword | undefined {
  return [...f.keywords].filter((k) => k.opportunity_type === "protect")
    .sort((a, b) => b.estimated_traffic - a.estimated_traffic)[0];
}

function actionOf(k: RankedKeyword): RecommendedAction {
  return {
    action: ACTION[k.opportunity_type](k),
    priority: k.priority,
    reason: `${figure(k.search_volume)} searches/month, difficulty ${
      figure(k.keyword_difficulty)
    }, ${k.movement.status}, opportunity ${k.opportunity_score} at reachable position ${k.reachable_position}.`,
    target: k.url ?? k.keyword,
  };
}

function actionsOf(f: Facts): RecommendedAction[] {
  const actions = actionable(f).slice(0, FIRST_ACTIONS).map(actionOf);
  const held = bestHeld(f);
  if (held) {
    actions.push({
      ...actionOf(held),
      priority: held.movement.status === "down" ? "high" : "medium",
      reason: `${
        capitalised(estimate(held.estimated_traffic))
      } clicks/month from rank ${held.rank}, ${held.movement.status}.`,
    });
  }
  return actions;
}

function evidenceOf(f: Facts): Evidence[] {
  const t = f.totals;
  return [
    { claim: "Keywords returned", value: t.returned, source: "totals.returned" },
    {
      claim: "Keywords the provider has in all",
      value: t.provider_total,
      source: "totals.provider_total",
    },
    {
      claim: "Estimated monthly traffic",
      value: t.estimated_traffic,
      source: "totals.estimated_traffic",
    },
    {
      claim: "Rankings in the top 3",
      value: t.by_rank_band.top3,
      source: "totals.by_rank_band.top3",
    },
    {
      claim: "Rankings on page 2 (11-20)",
      value: t.by_rank_band.pos_11_20,
      source: "totals.by_rank_band.pos_11_20",
    },
    { claim: "Rankings moved down", value: t.by_movement.down, source: "totals.by_movement.down" },
    {
      claim: "Share of the clicks from the brand's own name",
      value: t.brand_split.brand_traffic_share,
      source: "totals.brand_split.brand_traffic_share",
    },
    {
      claim: "Rankings set aside as not the business",
      value: t.brand_split.set_aside_keywords,
      source: "totals.brand_split.set_aside_keywords",
    },
  ];
}

/** A page URL a fetching operation takes (absolute http(s)). */
function fetchable(url: string | null): url is string {
  return url !== null && url.length <= 2048 && /^https?:\/\//i.test(url) && URL.canParse(url);
}

/** The host of a target given as a domain or URL. */
export function targetHostOf(target: string): string {
  const withScheme = /^https?:\/\//i.test(target) ? target : `https://${target}`;
  return hostOf(withScheme, { keepWww: true }) ?? target;
}

function nextCallsOf(f: Facts): NextCall[] {
  const locale = { location: f.market.location, language: f.market.language_code };
  const calls: NextCall[] = [];
  const refresh = actionable(f).find((k) =>
    (k.opportunity_type === "push_to_page1" || k.opportunity_type === "push_to_top3") &&
    fetchable(k.url)
  );
  if (refresh) {
    calls.push({
      endpoint: "/content/refresh-brief",
      reason: `Brief a refresh of ${refresh.url} for "${refresh.keyword}" (rank ${refresh.rank}).`,
      body: {
        url: refresh.url!,
        keyword: refresh.keyword,
        current_rank: refresh.rank,
        refresh_goal: "expand_topic_depth",
        ...locale,
      },
    });
  }
  const host = targetHostOf(f.target);
  if (/^[^/:]+\.[^/:]+$/.test(host)) {
    calls.push({
      endpoint: "/domain/relevant-pages",
      reason: "See which pages earn the traffic and which need a refresh or recovery.",
      body: { target: host, ...locale },
    });
  }
  return calls;
}

function decisionOf(f: Facts): string {
  if (f.keywords.length === 0) return "no_rankings";
  return actionable(f)[0]?.opportunity_type ?? "protect";
}

/** The brand split and what was set aside, in a sentence. */
function brandSentence(f: Facts): string {
  const b = f.totals.brand_split;
  const kinds = new Map<string, number>();
  for (const k of f.keywords.filter((k) => k.opportunity_type === "set_aside")) {
    kinds.set(k.relevance.kind, (kinds.get(k.relevance.kind) ?? 0) + 1);
  }
  const aside = [...kinds].map(([kind, n]) => `${n} ${kind.replace("_", " ")}`).join(", ");
  const share = Math.round(b.brand_traffic_share * 100);
  return [
    b.brand_keywords > 0
      ? ` ${share}% of those clicks (${
        estimate(b.brand_traffic)
      }) come from searches for the brand's own name (${
        plural(b.brand_keywords, "brand keyword")
      }), ${estimate(b.non_brand_traffic)} from everything else${
        share > 50 ? ": most of the visibility is the brand's own name" : ""
      }.`
      : " None of these rankings is the brand's own name.",
    aside
      ? ` Set aside as not the business: ${aside} (${estimate(b.set_aside_traffic)} clicks/month).`
      : "",
  ].join("");
}

function summaryOf(f: Facts): string {
  const where = `${f.market.location}, ${f.market.language}`;
  const t = f.totals;
  if (f.keywords.length === 0) {
    return `No rankings of ${f.target} in ${where} match the request (${t.received} received).`;
  }
  const first = actionable(f)[0];
  const next = first
    ? ` First: ${ACTION[first.opportunity_type](first)}.`
    : " All returned rankings are top 3: protect them.";
  return `${f.target} ranks for ${
    plural(t.returned, "keyword")
  } in ${where} (${t.by_rank_band.top3} top 3, ${t.by_rank_band.pos_4_10} at 4-10, ${t.by_rank_band.pos_11_20} on page 2), ${
    estimate(t.estimated_traffic)
  } clicks/month.${brandSentence(f)}${next}`;
}

function limitationsOf(f: Facts): string[] {
  return [
    ...(f.data_source === "sandbox" ? sandboxLimitation("rankings") : []),
    ...(f.site_topics.established || f.keywords.length === 0 ? [] : [
      `Too few selling rankings (${f.site_topics.selling_rankings}) to read what the site sells: relevance is left unclear and no ranking is called off-topic; a longer list, or brand_terms, makes it surer.`,
    ]),
    `One page of rankings (${f.totals.returned} of ${f.totals.provider_total}); totals cover the returned rows only.`,
    "Traffic is the provider's estimate from position and volume, not measured clicks.",
  ];
}

/** The workflow block and the report. */
export function workflowOf(f: Facts): { agent_workflow: AgentWorkflow; markdown_summary: string } {
  const workflow = agentWorkflow({
    decision: decisionOf(f),
    // Less sure when the site's topics could not be read: relevance is then left unclear.
    confidence: Math.round(
      100 * Math.max(
        0.1,
        confidenceOf({
          provider: f.data_source,
          rows: f.keywords.length,
          missing_share: missingShare(f.keywords),
        }) - (f.site_topics.established ? 0 : 0.1),
      ),
    ) / 100,
    summary: summaryOf(f),
    recommended_actions: actionsOf(f),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
  const t = f.totals;
  const markdown = markdownSummary({
    title: `Ranked keywords: ${f.target} (${f.market.location}, ${f.market.language})`,
    headline: workflow.summary,
    figures: [
      ["Keywords", `${t.returned} of ${t.provider_total}`],
      ["Estimated traffic", `${estimate(t.estimated_traffic)} clicks/month`],
      [
        "Top 3 / 4-10 / 11-20 / 21-100",
        `${t.by_rank_band.top3} / ${t.by_rank_band.pos_4_10} / ${t.by_rank_band.pos_11_20} / ${t.by_rank_band.pos_21_100}`,
      ],
      [
        "New / up / down / lost",
        `${t.by_movement.new} / ${t.by_movement.up} / ${t.by_movement.down} / ${t.by_movement.lost}`,
      ],
      ["Data", f.data_source === "sandbox" ? "sandbox (synthetic)" : "DataForSEO"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
