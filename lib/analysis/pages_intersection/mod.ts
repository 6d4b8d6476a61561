/**
 * Pages intersection: the keywords several pages rank for, read for the first page (the
 * owner's, by convention): where each page ranks, the spread, the clicks the best page takes that
 * the first does not, the first page's opportunity and a priority.
 */
import type {
  PagesIntersectionRequest,
  PagesIntersectionRow,
  SerpPosition,
} from "../../providers/labs_types.ts";
import type { Level } from "../../agent/workflow.ts";
import type { RowsAnswer } from "../../providers/provider.ts";
import type { ResolvedMarket } from "../../geo/geo.ts";
import { OPPORTUNITY_FORMULA } from "../keyword_judgement/mod.ts";
import { keywordRow, sortByKey } from "../keyword_rows/mod.ts";
import { round } from "../../toolkit/numbers.ts";
import type { PageKeyword, PagesIntersectionResult } from "./result.ts";
import { pagesWorkflow } from "./workflow.ts";
import { brandProfile, type BrandTerm, registrableDomain } from "../business/brand.ts";
import { rivalBrands, rivalQueryRole } from "../domain_intersection/rival_queries.ts";
import { isArticleUrl, pageFormatOf } from "../domain_intersection/page_format.ts";

export { PagesIntersectionResultSchema } from "./result.ts";
export type { PagesIntersectionResult } from "./result.ts";

/** The priority rule's threshold on the first page's opportunity score. */
export const PRIORITY = { opportunity: 30 };

/** The priority rule as `method` states it. */
export const PRIORITY_RULE =
  `high: the first page is behind (absent, or another page ranks better) and its opportunity >= ${PRIORITY.opportunity}; medium: behind, or it can still climb (its reachable position beats its rank) with opportunity >= ${PRIORITY.opportunity}; else low (it holds its place). At most medium when the keyword needs a guide and the first page is not an article; low when the keyword names another page's brand (its navigation, reviews or brand demand)`;

/** Compares the pages keyword by keyword. */
export function analyzePagesIntersection(
  req: PagesIntersectionRequest,
  answer: RowsAnswer<PagesIntersectionRow>,
  options: { market: ResolvedMarket; brand_terms?: readonly string[] },
): PagesIntersectionResult {
  const brands = brandsOf(req.pages, options.brand_terms);
  // The rows the request asks for: volume, max_rank on the first page, all pages in intersect mode.
  const rows = answer.rows.filter((r) => keeps(r, req));
  const keywords = sortKeywords(rows.map((r) => keywordOf(r, req.pages, brands)), req.sort_by)
    .slice(0, req.limit);
  const result = {
    pages: req.pages,
    intersection_mode: req.intersection_mode,
    market: { location: options.market.location, language: options.market.language },
    data_source: answer.provider,
    total_count: answer.total_count,
    summary: summaryOf(keywords),
    keywords,
    method: {
      priority: PRIORITY_RULE,
      opportunity: `${OPPORTUNITY_FORMULA} Scored for the first page.`,
      traffic_gap: "the best-ranking page's traffic - the first page's (an absent page has 0)",
      max_rank:
        "applies to the first page: a keyword where it ranks worse is left out; one where it does not rank stays (a gap)",
      order:
        "sort_by: opportunity (priority band, then opportunity_score), search_volume, traffic_gap, cpc largest first; rank: the first page's best first; unknown last; ties by keyword",
    },
  };
  const brand_certain = (options.brand_terms ?? []).length > 0;
  return { ...result, ...pagesWorkflow(result, { market: options.market, brand_certain }) };
}

/** The first page's brand (its domain, brand_terms) and the other pages' (their domains). */
export function brandsOf(
  pages: readonly string[],
  brand_terms?: readonly string[],
): { own: readonly BrandTerm[]; rivals: readonly BrandTerm[] } {
  const host = (p: string) => {
    try {
      return new URL(p.replace(/\*/g, "")).hostname;
    } catch {
      return p;
    }
  };
  const own = registrableDomain(host(pages[0] ?? ""));
  const others = [...new Set(pages.slice(1).map((p) => registrableDomain(host(p))))]
    .filter((d): d is string => !!d && d !== own);
  return {
    own: brandProfile({ target: own, brand_terms }).terms,
    rivals: rivalBrands(others),
  };
}

function keeps(r: PagesIntersectionRow, req: PagesIntersectionRequest): boolean {
  const first = r.positions[0]?.rank_group ?? null;
  if ((r.keyword.search_volume ?? 0) < req.min_search_volume) return false;
  if (first !== null && first > req.max_rank) return false;
  return req.intersection_mode === "union" || r.positions.every((p) => p !== null);
}

/** One keyword: each page's rank, the spread, the gap and the first page's opportunity. */
export function keywordOf(
  r: PagesIntersectionRow,
  pages: string[],
  brands: { own: readonly BrandTerm[]; rivals: readonly BrandTerm[] } = { own: [], rivals: [] },
): PageKeyword {
  const at = (i: number): SerpPosition | null => r.positions[i] ?? null;
  const ranks = pages.map((page, i) => ({
    page,
    rank: at(i)?.rank_group ?? null,
    url: at(i)?.url ?? null,
    result_type: at(i)?.type ?? null,
    traffic: round(at(i)?.etv ?? 0, 1),
  }));
  const ranking = ranks.filter((p) => p.rank !== null);
  const best = ranking.reduce<typeof ranks[number] | null>(
    (b, p) => (b === null || p.rank! < b.rank! ? p : b),
    null,
  );
  const first = ranks[0];
  // The first page's row: its opportunity at the position it can reach from its rank.
  const judged = keywordRow(r.keyword, first.rank);
  // The format Google rewards is read off the best-ranking page of the set.
  const role = rivalQueryRole(r.keyword.keyword, {
    ...brands,
    providerIntent: r.keyword.main_intent,
  });
  const format = role === "rival_comparison"
    ? { page_type: "comparison_page" as const, evidence: "keyword" as const }
    : pageFormatOf(r.keyword.keyword, best ? [best.url] : [], r.keyword.main_intent);
  const row = format ? { ...judged, recommended_page_type: format.page_type } : judged;
  // A guide's query on a product or service page: the page cannot answer it, a guide can.
  const needsArticle = row.recommended_page_type === "guide" ||
    row.recommended_page_type === "blog_post";
  const fits = !needsArticle || isArticleUrl(first.url ?? first.page);
  const reachable = row.reachable_position;
  const opportunity = row.opportunity_score;
  const behind = first.rank === null || (best !== null && best.rank! < first.rank);
  const spread = ranking.length >= 2
    ? Math.max(...ranking.map((p) => p.rank!)) - Math.min(...ranking.map((p) => p.rank!))
    : null;
  return {
    ...row,
    ranks,
    first_page_rank: first.rank,
    best_rank: best?.rank ?? null,
    best_page: best?.page ?? null,
    rank_spread: spread,
    traffic_gap: round(Math.max(0, (best?.traffic ?? 0) - first.traffic), 1),
    priority: capped(
      priorityOf({ behind, climbs: first.rank === null || reachable < first.rank, opportunity }),
      role !== null ? "low" : fits ? "high" : "medium",
    ),
    query_role: role,
    page_type_source: format?.evidence ?? "keyword",
    first_page_fits: fits,
  };
}

/** The priority rule (`PRIORITY_RULE`). */
export function priorityOf(
  f: { behind: boolean; climbs: boolean; opportunity: number },
): Level {
  const worth = f.opportunity >= PRIORITY.opportunity;
  return f.behind && worth ? "high" : f.behind || (f.climbs && worth) ? "medium" : "low";
}

const LEVELS: Level[] = ["low", "medium", "high"];

/** `level`, at most `cap`. */
function capped(level: Level, cap: Level): Level {
  return LEVELS[Math.min(LEVELS.indexOf(level), LEVELS.indexOf(cap))];
}

const SORT_KEYS: Record<PagesIntersectionRequest["sort_by"], (k: PageKeyword) => number | null> = {
  // The opportunity for the first page: its priority band (the score read with the page's fit
  // and the query's owner) first, then the score within the band.
  opportunity: (k) => LEVELS.indexOf(k.priority) * 1000 + k.opportunity_score,
  search_volume: (k) => k.search_volume,
  traffic_gap: (k) => k.traffic_gap,
  // Best rank first: negate so "largest first" puts position 1 on top.
  rank: (k) => k.first_page_rank === null ? null : -k.first_page_rank,
  cpc: (k) => k.cpc,
};

/** By the sort key, largest first and unknown last; ties by keyword. */
export function sortKeywords(
  list: PageKeyword[],
  sortBy: PagesIntersectionRequest["sort_by"],
): PageKeyword[] {
  return sortByKey(list, SORT_KEYS[sortBy]);
}

function summaryOf(list: PageKeyword[]): PagesIntersectionResult["summary"] {
  const n = (f: (k: PageKeyword) => boolean) => list.filter(f).length;
  return {
    keywords: list.length,
    first_page_ranks: n((k) => k.first_page_rank !== null),
    first_page_best: n((k) => k.first_page_rank !== null && k.first_page_rank === k.best_rank),
    first_page_behind: n((k) => k.first_page_rank === null || k.best_rank! < k.first_page_rank),
    high_priority: n((k) => k.priority === "high"),
    medium_priority: n((k) => k.priority === "medium"),
    low_priority: n((k) => k.priority === "low"),
  };
}
