/** The `/pages/intersection` agent_workflow and markdown_summary. */
import {
  agentWorkflow,
  type Evidence,
  LEVEL_RANK,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { marketLabel, type ResolvedMarket } from "../../geo/geo.ts";
import {
  confidenceOf,
  estimate,
  figure,
  missingShare,
  sandboxLimitation,
} from "../keyword_rows/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import type { PageKeyword, PagesIntersectionResult } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

type Core = Omit<PagesIntersectionResult, "agent_workflow" | "markdown_summary">;

/** The keywords to act on first: high then medium priority, by opportunity (at most 5). */
export function firstMoves(r: Core): PageKeyword[] {
  return r.keywords.filter((k) => k.priority !== "low")
    .sort((a, b) =>
      LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority] ||
      b.opportunity_score - a.opportunity_score ||
      a.keyword.localeCompare(b.keyword)
    )
    .slice(0, 5);
}

/** The decision block and the report. */
export function pagesWorkflow(
  r: Core,
  options: { market: ResolvedMarket; brand_certain: boolean },
) {
  const s = r.summary;
  const moves = firstMoves(r);
  const market = marketLabel(options.market);
  const first = r.pages[0];
  const decision = s.keywords === 0
    ? "no_keywords_found"
    : s.high_priority > 0
    ? "improve_first_page"
    : "first_page_holds";
  const summary = s.keywords === 0
    ? `No keywords found for ${
      plural(r.pages.length, "page")
    } (${r.intersection_mode}) in ${market}.`
    : `${plural(s.keywords, "keyword")} in ${market} (${r.intersection_mode} of ${
      plural(r.pages.length, "page")
    }): ${first} ranks for ${s.first_page_ranks}, best on ${s.first_page_best}, behind or absent on ${s.first_page_behind}; ${
      plural(s.high_priority, "high-priority keyword")
    }.`;
  const workflow = agentWorkflow({
    decision,
    // Roles read from domain names alone (no brand_terms) are guesses: confidence falls with
    // the share of keywords they decided.
    confidence: round(
      confidenceOf({
        rows: s.keywords,
        provider: r.data_source,
        missing_share: missingShare(r.keywords),
      }) -
        (options.brand_certain ? 0 : 0.2) *
          r.keywords.filter((k) => k.query_role !== null).length / Math.max(1, s.keywords),
      2,
    ),
    summary,
    recommended_actions: moves.map((k): RecommendedAction => ({
      action: !k.first_page_fits
        ? `Write a separate ${
          k.recommended_page_type.replace(/_/g, " ")
        } for "${k.keyword}" and link it to ${first}: a ${
          k.recommended_page_type === "guide" ? "guide" : "post"
        } answers it, not ${first}${k.best_page ? ` (${k.best_page} ranks #${k.best_rank})` : ""}`
        : k.first_page_rank === null
        ? `Cover "${k.keyword}" on ${first} (it does not rank; ${k.best_page} ranks #${k.best_rank})`
        : `Improve ${first} for "${k.keyword}" (#${k.first_page_rank}${
          k.best_page && k.best_page !== first ? `; ${k.best_page} ranks #${k.best_rank}` : ""
        })`,
      priority: k.priority,
      reason: `volume ${figure(k.search_volume)}, traffic gap ${
        estimate(k.traffic_gap)
      } clicks a month, opportunity ${k.opportunity_score} at #${k.reachable_position}`,
      target: k.keyword,
    })),
    evidence: evidenceOf(r, moves),
    limitations: [
      ...(r.data_source === "sandbox" ? sandboxLimitation("rankings and traffic") : []),
      `The request has no language field: the market's own language (${options.market.language}) was used.`,
      "Traffic figures are estimates from rankings and search volumes, not analytics.",
    ],
    next_calls: nextCallsOf(r, moves, options.market),
  });
  const markdown = markdownSummary({
    title: `Pages intersection (${market})`,
    headline: summary,
    figures: r.keywords.slice(0, 8).map((k): [string, string] => [
      k.keyword,
      `${k.ranks.map((p) => (p.rank === null ? "-" : `#${p.rank}`)).join(" / ")}; volume ${
        figure(k.search_volume)
      }; ${k.priority}`,
    ]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

function evidenceOf(r: Core, moves: PageKeyword[]): Evidence[] {
  const s = r.summary;
  const evidence: Evidence[] = [
    { claim: "Keywords compared", value: s.keywords, source: "keywords" },
    { claim: "Keywords the first page ranks for", value: s.first_page_ranks, source: "summary" },
    {
      claim: "Keywords where the first page is behind or absent",
      value: s.first_page_behind,
      source: "summary",
    },
  ];
  if (moves[0]) {
    evidence.push({
      claim: `Traffic gap on "${moves[0].keyword}"`,
      value: moves[0].traffic_gap,
      source: "keywords[].traffic_gap",
    });
  }
  return evidence;
}

function nextCallsOf(r: Core, moves: PageKeyword[], m: ResolvedMarket): NextCall[] {
  const calls: NextCall[] = [];
  const top = moves[0];
  if (top) {
    calls.push({
      endpoint: "/content/brief",
      reason: top.first_page_fits
        ? `Brief the content ${r.pages[0]} needs for "${top.keyword}"`
        : `Brief the ${top.recommended_page_type.replace(/_/g, " ")} "${top.keyword}" needs`,
      body: {
        keyword: top.keyword,
        location: m.location,
        language: m.language_code,
        page_type: top.recommended_page_type,
      },
    });
  }
  if (moves.length >= 2) {
    calls.push({
      endpoint: "/keyword-cluster/build",
      reason: "Group the priority keywords to see which belong on one page",
      body: { keywords: moves.map((k) => k.keyword) },
    });
  }
  return calls;
}
