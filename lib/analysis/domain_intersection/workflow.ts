/** The `/domain/intersection` agent_workflow and markdown_summary. */
import {
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { marketLabel, type ResolvedMarket } from "../../geo/geo.ts";
import {
  confidenceOf,
  figure,
  missingShare,
  priorityOf,
  sandboxLimitation,
  sortByKey,
} from "../keyword_rows/mod.ts";
import type { DomainIntersectionResult, KeywordGap } from "./result.ts";
import { round } from "../../toolkit/numbers.ts";
import { agree, estimated, plural } from "../../toolkit/prose.ts";

type Core = Omit<DomainIntersectionResult, "agent_workflow" | "markdown_summary">;

const BAND = { high: 2, medium: 1, low: 0 };

/**
 * Confidence lost when every keyword's role rests on brands read from domain names alone
 * (no brand_terms): scaled by the share of keywords judged as the rival's.
 */
const BRAND_GUESS = 0.2;

/**
 * target2's best gaps (at most 5): where it does not win and the keyword is not target1's
 * navigation or brand demand; by priority band (opportunity), then business potential (a page
 * that sells before a guide of the same band), then opportunity.
 */
export function bestGaps(r: Core): KeywordGap[] {
  const open = r.keywords.filter((g) => g.opportunity_score !== null);
  return sortByKey(
    open,
    (g) =>
      BAND[priorityOf(g.opportunity_score ?? 0)] * 1000 + g.business_potential * 101 +
      (g.opportunity_score ?? 0),
  ).slice(0, 5);
}

/** The decision block and the report. */
export function intersectionWorkflow(
  r: Core,
  options: { market: ResolvedMarket; brand_certain: boolean },
) {
  const s = r.summary;
  const gaps = bestGaps(r);
  const market = marketLabel(options.market);
  const rivalNavigation = r.keywords.filter((g) => g.action === "not_a_target");
  const scope = r.intersections
    ? `shared by ${r.target1} and ${r.target2}`
    : `${r.target1} ranks for and ${r.target2} does not`;
  const decision = s.keywords === 0
    ? "no_keywords_found"
    : gaps.length > 0
    ? "close_keyword_gaps"
    : "defend_leads";
  const summary = s.keywords === 0
    ? `No keywords ${scope} in ${market}.`
    : `${
      plural(s.keywords, "keyword")
    } ${scope} in ${market}: ${r.target1} ranks better on ${s.target1_wins}, ${r.target2} on ${s.target2_wins}, ${s.ties} ties${
      s.target2_missing ? `; ${r.target2} is missing from ${s.target2_missing}` : ""
    }${
      rivalNavigation.length
        ? `; ${rivalNavigation.length} ${
          agree(rivalNavigation.length, "is", "are")
        } ${r.target1}'s own ${
          agree(rivalNavigation.length, "navigation or brand query", "navigation or brand queries")
        } (${rivalNavigation.slice(0, 3).map((g) => `"${g.keyword}"`).join(", ")}), not ${
          agree(rivalNavigation.length, "a page", "pages")
        } to create`
        : ""
    }.`;
  const workflow = agentWorkflow({
    decision,
    confidence: round(
      confidenceOf({
        rows: s.keywords,
        provider: r.data_source,
        missing_share: missingShare(r.keywords),
      }) - BRAND_GUESS * (options.brand_certain ? 0 : s.rival_queries / Math.max(1, s.keywords)),
      2,
    ),
    summary,
    recommended_actions: actionsOf(r, gaps),
    evidence: evidenceOf(r, gaps),
    limitations: [
      ...(r.data_source === "sandbox" ? sandboxLimitation("rankings and traffic") : []),
      "Traffic figures are estimates from rankings and search volumes, not analytics.",
      "The opportunity is target2's: swap target1 and target2 to see the other side.",
      ...(rivalNavigation.length
        ? [
          `Keywords naming ${r.target1}'s brand are read from its domain name; pass brand_terms for ${r.target2}'s own brand names.`,
        ]
        : []),
    ],
    next_calls: nextCallsOf(r, gaps, options.market),
  });
  const markdown = markdownSummary({
    title: `Keyword gap: ${r.target1} vs ${r.target2} (${market})`,
    headline: summary,
    figures: r.keywords.slice(0, 8).map((g): [string, string] => [
      g.keyword,
      `${r.target1} #${g.target1_rank}, ${r.target2} ${
        g.target2_rank === null ? "not ranking" : `#${g.target2_rank}`
      }; volume ${figure(g.search_volume)}${
        g.opportunity_score === null ? "" : `; opportunity ${g.opportunity_score}`
      }`,
    ]),
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

/** For a seasonal gap: when to have the page live, from its calendar. */
function seasonNote(g: KeywordGap): string {
  const c = g.trend.calendar;
  if (!c) return "";
  return c.in_season_now
    ? ` — in season now (${c.season.join("–")}, peak ${c.peak}): publish or update it at once`
    : `; seasonal (${
      c.season.join("–")
    }, peak ${c.peak}): have it live by ${c.publish_by}, before the rise, and judge it on its season, not the annual average`;
}

function actionsOf(r: Core, gaps: KeywordGap[]): RecommendedAction[] {
  return gaps.map((g) => ({
    action: `${
      g.query_role === "rival_comparison"
        ? `Create a fair comparison page of ${r.target1} and ${r.target2} (vs) for "${g.keyword}"`
        : g.action === "create_page"
        ? `Create a ${
          g.recommended_page_type.replace(/_/g, " ")
        } on ${r.target2} for "${g.keyword}"`
        : `Improve ${g.target2_url ?? r.target2} for "${g.keyword}" (now #${g.target2_rank})`
    }${seasonNote(g)}`,
    // A comparison with a rival wins readers who already consider the rival: medium at most.
    priority: g.query_role === "rival_comparison" && priorityOf(g.opportunity_score ?? 0) === "high"
      ? "medium"
      : priorityOf(g.opportunity_score ?? 0),
    reason: `${r.target1} ranks #${g.target1_rank} with ${
      g.target1_traffic === null ? "unknown clicks" : estimated(g.target1_traffic, "click")
    } a month; volume ${figure(g.search_volume)}, difficulty ${
      g.keyword_difficulty ?? "unknown"
    }; opportunity ${g.opportunity_score} at #${g.reachable_position}`,
    target: g.keyword,
  }));
}

function evidenceOf(r: Core, gaps: KeywordGap[]): Evidence[] {
  const s = r.summary;
  const evidence: Evidence[] = [
    { claim: "Keywords compared", value: s.keywords, source: "keywords" },
    {
      claim: `Keywords ${r.target1} ranks better for`,
      value: s.target1_wins,
      source: "keywords[].winner",
    },
    {
      claim: `Keywords ${r.target2} does not rank for`,
      value: s.target2_missing,
      source: "keywords[].target2_rank",
    },
    {
      claim: `${r.target1}'s clicks on these keywords`,
      value: s.target1_traffic,
      source: "keywords[].target1_traffic",
    },
    {
      claim: `${r.target2}'s clicks on these keywords`,
      value: s.target2_traffic,
      source: "keywords[].target2_traffic",
    },
  ];
  if (gaps[0]) {
    evidence.push({
      claim: `Best opportunity for ${r.target2}: "${gaps[0].keyword}"`,
      value: gaps[0].opportunity_score,
      source: "keywords[].opportunity_score",
    });
  }
  return evidence;
}

function nextCallsOf(r: Core, gaps: KeywordGap[], m: ResolvedMarket): NextCall[] {
  const locale = { location: m.location, language: m.language_code };
  const calls: NextCall[] = [];
  if (gaps[0]) {
    const top = gaps[0];
    calls.push({
      endpoint: "/content/brief",
      reason: `Brief the page ${r.target2} needs for its best gap keyword`,
      body: {
        keyword: top.keyword,
        target: r.target2,
        ...locale,
        page_type: top.recommended_page_type,
      },
    });
  }
  const pool = r.keywords.filter((g) => g.opportunity_score !== null).map((g) => g.keyword);
  if (pool.length >= 2) {
    calls.push({
      endpoint: "/keyword-cluster/build",
      reason: "Group the gap keywords into pages before writing",
      body: { keywords: pool.slice(0, 200) },
    });
  }
  if (r.intersections) {
    calls.push({
      endpoint: "/domain/intersection",
      reason: `The keywords ${r.target1} ranks for and ${r.target2} does not`,
      body: { target1: r.target1, target2: r.target2, intersections: false, ...locale, limit: 50 },
    });
  }
  return calls;
}
