/**
 * Domain intersection: the keywords two domains rank for (or only the first), read as a gap
 * analysis for target2: who wins each keyword, by how many positions and clicks, and what
 * target2 can gain there (the shared opportunity score at its reachable position).
 */
import type {
  DomainIntersectionRequest,
  DomainIntersectionRow,
} from "../../providers/labs_types.ts";
import type { RowsAnswer } from "../../providers/provider.ts";
import type { ResolvedMarket } from "../../geo/geo.ts";
import { OPPORTUNITY_FORMULA } from "../keyword_judgement/mod.ts";
import { keywordRow, sortByKey } from "../keyword_rows/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import type { DomainIntersectionResult, KeywordGap } from "./result.ts";
import { intersectionWorkflow } from "./workflow.ts";
import { brandProfile, type BrandTerm } from "../business/brand.ts";
import { rivalBrands, rivalQueryRole } from "./rival_queries.ts";
import { pageFormatOf } from "./page_format.ts";
import { trendOf } from "../keyword_rows/trend.ts";
import { businessPotential, POTENTIAL_RULE } from "./business_potential.ts";

export { DomainIntersectionResultSchema } from "./result.ts";
export type { DomainIntersectionResult } from "./result.ts";

/** The rank a domain that does not rank counts as in `rank_gap`. */
export const NOT_RANKED = 101;

/** Compares the two targets keyword by keyword. */
export function analyzeDomainIntersection(
  req: DomainIntersectionRequest,
  answer: RowsAnswer<DomainIntersectionRow>,
  options: { market: ResolvedMarket; brand_terms?: readonly string[] },
): DomainIntersectionResult {
  // target2 is the owner (its brand from the request or its domain), target1 the rival.
  const brands: Brands = {
    own: brandProfile({ target: req.target2, brand_terms: options.brand_terms }).terms,
    rivals: rivalBrands([req.target1]),
  };
  // Each keyword's metrics, judgement, gaps and target2's opportunity.
  const rows = answer.rows.filter((r) =>
    (r.keyword.search_volume ?? 0) >= req.min_search_volume &&
    (req.intersections ? r.second !== null : r.second === null)
  );
  const keywords = sortGaps(rows.map((r) => gapOf(r, brands)), req.sort_by).slice(0, req.limit);
  const result = {
    target1: req.target1,
    target2: req.target2,
    intersections: req.intersections,
    market: { location: options.market.location, language: options.market.language },
    data_source: answer.provider,
    total_count: answer.total_count,
    summary: summaryOf(keywords),
    keywords,
    method: {
      opportunity: `${OPPORTUNITY_FORMULA} Scored for target2 where it ranks worse or not at all.`,
      reachable_position:
        "one page-1 step up from target2's rank (15 -> 8, 6 -> 3, top 3 holds); not ranking: 7 for difficulty <= 40, else 15",
      rank_gap: `target2_rank - target1_rank; a missing rank counts as ${NOT_RANKED}`,
      action:
        "not_a_target when the keyword is target1's navigation or brand demand (it names target1's brand, from its domain); else create_page when target2 does not rank, improve_page when it ranks worse, else defend",
      query_role:
        "a keyword naming target1's brand: with a login, pricing, support, app or career modifier or DataForSEO's navigational intent it is rival_navigation; with a comparison modifier (vs, alternatives, Vergleich) rival_comparison (a comparison page at most, medium priority at most); its reviews (avis, Erfahrungen), product names and promo codes rival_brand",
      page_type:
        "the keyword's judgement, unless the query asks for a tool (calculator, berechnen, a German compound ending in -rechner or -tabelle) or target1's ranking URL sits in a blog, knowledge or tool section, or the query is a question",
      business_potential: POTENTIAL_RULE,
      recommended_actions:
        "target2's gaps by priority band (opportunity), then business potential, then opportunity",
      order:
        "sort_by largest first (opportunity, search_volume, traffic_gap, rank_gap, cpc), unknown last; ties by keyword",
    },
  };
  const brand_certain = (options.brand_terms ?? []).length > 0;
  return { ...result, ...intersectionWorkflow(result, { market: options.market, brand_certain }) };
}

/** The owner's (target2's) brand terms and the rival's (target1's). */
export interface Brands {
  own: readonly BrandTerm[];
  rivals: readonly BrandTerm[];
}

/** One keyword: metrics, both positions, the gaps and target2's opportunity. */
export function gapOf(r: DomainIntersectionRow, brands: Brands): KeywordGap {
  const one = r.first.rank_group;
  const two = r.second?.rank_group ?? null;
  const winner = two === null || one < two ? "target1" : two < one ? "target2" : "tie";
  // target2's row: its opportunity counts only where it ranks worse or not at all.
  const judged = keywordRow(r.keyword, two);
  const role = rivalQueryRole(r.keyword.keyword, {
    ...brands,
    providerIntent: r.keyword.main_intent,
  });
  const format = role === "rival_comparison"
    ? { page_type: "comparison_page" as const, evidence: "keyword" as const }
    : pageFormatOf(r.keyword.keyword, [r.first.url], r.keyword.main_intent);
  const row = format ? { ...judged, recommended_page_type: format.page_type } : judged;
  const notATarget = role === "rival_navigation" || role === "rival_brand";
  const behind = winner === "target1" && !notATarget;
  return {
    ...row,
    target1_rank: one,
    target1_url: r.first.url,
    target1_traffic: round(r.first.etv, 1),
    target2_rank: two,
    target2_url: r.second?.url ?? null,
    target2_traffic: round(r.second?.etv ?? 0, 1),
    rank_gap: (two ?? NOT_RANKED) - one,
    traffic_gap: round(r.first.etv - (r.second?.etv ?? 0), 1),
    winner,
    reachable_position: behind ? row.reachable_position : null,
    opportunity_score: behind ? row.opportunity_score : null,
    action: notATarget
      ? "not_a_target"
      : two === null
      ? "create_page"
      : behind
      ? "improve_page"
      : "defend",
    query_role: role,
    trend: trendOf(r.keyword.monthly_searches),
    page_type_source: format?.evidence ?? "keyword",
    business_potential: businessPotential({ ...row, query_role: role }),
  };
}

const SORT_KEYS: Record<DomainIntersectionRequest["sort_by"], (g: KeywordGap) => number | null> = {
  opportunity: (g) => g.opportunity_score,
  search_volume: (g) => g.search_volume,
  traffic_gap: (g) => g.traffic_gap,
  rank_gap: (g) => g.rank_gap,
  cpc: (g) => g.cpc,
};

/** By the sort key, largest first and unknown last; ties by keyword. */
export function sortGaps(
  list: KeywordGap[],
  sortBy: DomainIntersectionRequest["sort_by"],
): KeywordGap[] {
  return sortByKey(list, SORT_KEYS[sortBy]);
}

function summaryOf(list: KeywordGap[]): DomainIntersectionResult["summary"] {
  const sum = (f: (g: KeywordGap) => number) => round(list.reduce((s, g) => s + f(g), 0), 1);
  return {
    keywords: list.length,
    target1_wins: list.filter((g) => g.winner === "target1").length,
    target2_wins: list.filter((g) => g.winner === "target2").length,
    ties: list.filter((g) => g.winner === "tie").length,
    target2_missing: list.filter((g) => g.target2_rank === null).length,
    rival_queries: list.filter((g) => g.query_role !== null).length,
    target1_traffic: sum((g) => g.target1_traffic),
    target2_traffic: sum((g) => g.target2_traffic),
  };
}
