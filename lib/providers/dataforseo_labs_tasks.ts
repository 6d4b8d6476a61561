/**
 * Our Labs and SERP requests as DataForSEO task objects (docs/providers.md#labs-endpoints,
 * docs/providers.md#serp-google-organic-live-advanced): the market always sent as `location_code`
 * and `language_code` (docs/providers.md#markets-locations-and-languages), our defaults sent
 * explicitly, filters in `[field, op, value]` syntax joined by "and" (see `filters`), `order_by` as
 * `"field,dir"` (docs/providers.md#filters-ordering-and-numbered-targets). Undefined fields are left
 * out.
 */
import type { Raw } from "./dataforseo_rows.ts";
import { type Condition, filters } from "./dataforseo_tasks.ts";
import type * as L from "./labs_types.ts";
import type { SerpRequest } from "./serp_types.ts";

/** The Labs live path of `name`. */
export const labsPath = (name: string) => `dataforseo_labs/google/${name}/live`;

/** The SERP path (Google organic, live, advanced). */
export const SERP_PATH = "serp/google/organic/live/advanced";

/** Drops undefined fields, so only what is set is sent. */
function task(fields: Raw): Raw {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The market of a call as DataForSEO's code fields. */
const market = (req: L.Market) => ({
  location_code: req.location_code,
  language_code: req.language_code,
});

/** `field >= n` when n is above 0 (0 means "no minimum"). */
const atLeast = (field: string, n: number): Condition | undefined =>
  n > 0 ? [field, ">=", n] : undefined;

const VOLUME = "keyword_data.keyword_info.search_volume";
const CPC = "keyword_data.keyword_info.cpc";

const RANKED_ORDER: Record<L.RankedKeywordsRequest["sort_by"], string> = {
  // `opportunity` is scored by the operation; the provider is asked by traffic.
  opportunity: "ranked_serp_element.serp_item.etv,desc",
  estimated_traffic: "ranked_serp_element.serp_item.etv,desc",
  rank: "ranked_serp_element.serp_item.rank_group,asc",
  search_volume: `${VOLUME},desc`,
  cpc: `${CPC},desc`,
};

const PAGES_ORDER: Record<L.RelevantPagesRequest["sort_by"], string> = {
  keyword_count: "metrics.organic.count,desc",
  // top3 and opportunity are computed by the operation; the provider is asked by traffic.
  estimated_traffic: "metrics.organic.etv,desc",
  top3: "metrics.organic.etv,desc",
  opportunity: "metrics.organic.etv,desc",
};

const COMPETITOR_ORDER: Record<L.DomainCompetitorsRequest["sort_by"], string> = {
  overlap: "intersections,desc",
  // The `full_domain_metrics.` path in order_by is a GUESS
  // (docs/providers.md#guesses-still-to-verify).
  competitor_traffic: "full_domain_metrics.organic.etv,desc",
  // Scored by the operation; the provider returns the most overlapping first.
  threat: "intersections,desc",
  traffic_gap: "intersections,desc",
};

const INTERSECTION_ORDER: Record<L.DomainIntersectionRequest["sort_by"], string> = {
  // opportunity is scored by the operation; the provider is asked by volume.
  opportunity: `${VOLUME},desc`,
  search_volume: `${VOLUME},desc`,
  cpc: `${CPC},desc`,
  // GUESS: ordering by the first domain's element (docs/providers.md#guesses-still-to-verify).
  traffic_gap: "first_domain_serp_element.etv,desc",
  rank_gap: "first_domain_serp_element.rank_group,asc",
};

const PAGE_INTERSECTION_ORDER: Record<L.PagesIntersectionRequest["sort_by"], string> = {
  opportunity: `${VOLUME},desc`,
  search_volume: `${VOLUME},desc`,
  cpc: `${CPC},desc`,
  // GUESS: the "intersection_result.1." prefix in order_by
  // (docs/providers.md#guesses-still-to-verify).
  rank: "intersection_result.1.rank_group,asc",
  traffic_gap: "intersection_result.1.etv,desc",
};

/** One task builder per Labs endpoint, and the SERP task. */
export const labsTasks = {
  keywordIdeas: (req: L.KeywordIdeasRequest): Raw =>
    task({
      keywords: [req.keyword.toLowerCase()],
      ...market(req),
      limit: req.limit,
      filters: filters(atLeast("keyword_info.search_volume", req.min_search_volume)),
      order_by: ["relevance,desc"],
    }),

  keywordOverview: (req: L.KeywordOverviewRequest): Raw =>
    task({ keywords: req.keywords, ...market(req) }),

  rankedKeywords: (req: L.RankedKeywordsRequest): Raw =>
    task({
      target: req.target,
      ...market(req),
      limit: req.limit,
      item_types: ["organic", "featured_snippet"],
      // include_lost → "all" (live and lost together) is a GUESS
      // (docs/providers.md#guesses-still-to-verify).
      historical_serp_mode: req.include_lost ? "all" : "live",
      filters: filters(
        ["ranked_serp_element.serp_item.rank_group", "<=", req.max_rank],
        atLeast(VOLUME, req.min_search_volume),
        // Keywords are stored lower-cased (docs/providers.md#keyword-data).
        req.keyword === undefined
          ? undefined
          : ["keyword_data.keyword", "=", req.keyword.trim().toLowerCase()],
      ),
      order_by: [RANKED_ORDER[req.sort_by]],
    }),

  relevantPages: (req: L.RelevantPagesRequest): Raw =>
    task({
      target: req.target,
      ...market(req),
      limit: req.limit,
      historical_serp_mode: req.historical_serp_mode,
      item_types: ["organic", "paid"],
      filters: filters(atLeast("metrics.organic.etv", req.min_traffic)),
      order_by: [PAGES_ORDER[req.sort_by]],
    }),

  domainCompetitors: (req: L.DomainCompetitorsRequest): Raw =>
    task({
      target: req.target,
      ...market(req),
      limit: req.limit,
      max_rank_group: req.max_rank_group,
      item_types: ["organic"],
      exclude_top_domains: false,
      filters: filters(atLeast("intersections", req.min_intersections)),
      order_by: [COMPETITOR_ORDER[req.sort_by]],
    }),

  domainIntersection: (req: L.DomainIntersectionRequest): Raw =>
    task({
      target1: req.target1,
      target2: req.target2,
      ...market(req),
      limit: req.limit,
      intersections: req.intersections,
      item_types: ["organic"],
      filters: filters(atLeast(VOLUME, req.min_search_volume)),
      order_by: [INTERSECTION_ORDER[req.sort_by]],
    }),

  trafficEstimate: (req: L.TrafficEstimateRequest): Raw =>
    task({ targets: req.targets, ...market(req), item_types: req.item_types }),

  pagesIntersection: (req: L.PagesIntersectionRequest): Raw =>
    task({
      pages: Object.fromEntries(req.pages.map((p, i) => [String(i + 1), p])),
      exclude_pages: req.exclude_pages.length ? req.exclude_pages : undefined,
      ...market(req),
      item_types: req.item_types,
      limit: req.limit,
      intersection_mode: req.intersection_mode,
      include_serp_info: req.include_serp_info,
      include_clickstream_data: req.include_clickstream_data,
      // In union mode the keywords the first page does not rank for are the gaps: a rank filter
      // on it upstream would drop them, so the operation applies `max_rank` itself there.
      filters: filters(
        req.intersection_mode === "intersect"
          ? ["intersection_result.1.rank_group", "<=", req.max_rank]
          : undefined,
        atLeast(VOLUME, req.min_search_volume),
      ),
      order_by: [PAGE_INTERSECTION_ORDER[req.sort_by]],
    }),

  serp: (req: SerpRequest): Raw =>
    task({
      keyword: req.keyword,
      ...market(req),
      device: req.device,
      os: req.device === "mobile" ? "android" : "windows",
      depth: req.depth,
      // For reliable AI Overviews (+$0.002, docs/providers.md#costs); sent either way, as our
      // default.
      load_async_ai_overview: req.ai_overview,
    }),
};
