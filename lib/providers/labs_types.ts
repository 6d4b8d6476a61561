/**
 * The keyword and domain calls of `SeoDataProvider` (DataForSEO Labs,
 * docs/providers.md#labs-endpoints) in our own snake_case domain types. Requests carry the resolved
 * locale (`location_code`, `language_code`; see `lib/geo/geo.ts`) and the fields of the matching
 * operation's parsed body that shape the provider query; everything the analysis decides on its own
 * stays out.
 */
import type { CallOptions, RowsAnswer } from "./provider.ts";
import type { Intent } from "../toolkit/values.ts";

/** The search market of a Labs call, as resolved from `location`/`location_code`/`language`. */
export interface Market {
  /** Google geo target id, e.g. 2840. */
  location_code: number;
  /** Language code, e.g. `en`. */
  language_code: string;
}

/** The search intent DataForSEO reports for a keyword. */
export type SearchIntent = Intent;

/** One month of search volume. */
export interface MonthlyVolume {
  year: number;
  month: number;
  search_volume: number;
}

/** What is known about one keyword in one market (Labs KeywordInfo, properties and intent). */
export interface KeywordMetrics {
  keyword: string;
  /** Average monthly searches; null when the provider has no figure. */
  search_volume: number | null;
  /** Cost per click in USD; null when unknown. */
  cpc: number | null;
  /** Paid competition 0-1; null when unknown. */
  competition: number | null;
  competition_level: "low" | "medium" | "high" | null;
  /** The last twelve months, newest first (empty when unknown). */
  monthly_searches: MonthlyVolume[];
  /** Ranking difficulty 0-100; null when unknown. */
  keyword_difficulty: number | null;
  main_intent: SearchIntent | null;
  /** The SERP features shown for the keyword (`serp_info.serp_item_types`); empty when unknown. */
  serp_features: string[];
}

/** Position counts and traffic of a domain or page in one result type (Labs MetricsInfo). */
export interface PositionMetrics {
  pos_1: number;
  pos_2_3: number;
  pos_4_10: number;
  pos_11_20: number;
  /** Positions 21-100 together. */
  pos_21_100: number;
  /** Estimated monthly traffic (clicks). */
  etv: number;
  /** Keywords ranked. */
  count: number;
  /** Estimated monthly cost of that traffic as ads, USD. */
  estimated_paid_traffic_cost: number;
  is_new: number;
  is_up: number;
  is_down: number;
  is_lost: number;
}

/** A result type of a Labs SERP: organic, paid, featured_snippet or local_pack. */
export type ResultType = "organic" | "paid" | "featured_snippet" | "local_pack";

/** Where a domain or page ranks for a keyword (a Labs SERP element). */
export interface SerpPosition {
  /** organic, paid, featured_snippet, local_pack, ai_overview_reference ... */
  type: string;
  rank_group: number;
  rank_absolute: number;
  url: string | null;
  domain: string | null;
  title: string | null;
  /** Estimated monthly traffic from this position. */
  etv: number;
  /** The absolute rank before the last update; null when new or unknown. */
  previous_rank_absolute: number | null;
  is_new: boolean;
  is_up: boolean;
  is_down: boolean;
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** POST /keyword-ideas/suggest (keyword_ideas). */
export interface KeywordIdeasRequest extends Market {
  keyword: string;
  limit: number;
  min_search_volume: number;
}

/** POST /keyword-metrics/overview (keyword_overview). */
export interface KeywordOverviewRequest extends Market {
  keywords: string[];
}

/** POST /domain/ranked-keywords (ranked_keywords). */
export interface RankedKeywordsRequest extends Market {
  target: string;
  limit: number;
  max_rank: number;
  min_search_volume: number;
  include_lost: boolean;
  /** Only this keyword (exact match, case-insensitive): one keyword's rank and its change. */
  keyword?: string;
  /** `opportunity` is scored by the operation; the provider is asked by traffic. */
  sort_by: "opportunity" | "estimated_traffic" | "rank" | "search_volume" | "cpc";
}

/** POST /domain/relevant-pages (relevant_pages). */
export interface RelevantPagesRequest extends Market {
  target: string;
  limit: number;
  min_traffic: number;
  historical_serp_mode: "live" | "lost" | "all";
  /** `top3` and `opportunity` are computed by the operation; the provider is asked by traffic. */
  sort_by: "estimated_traffic" | "keyword_count" | "top3" | "opportunity";
}

/** POST /domain/competitors (competitors_domain). */
export interface DomainCompetitorsRequest extends Market {
  target: string;
  limit: number;
  min_intersections: number;
  max_rank_group: number;
  /** Scored by the operation except `overlap` (intersections) and `competitor_traffic`. */
  sort_by: "threat" | "overlap" | "competitor_traffic" | "traffic_gap";
}

/** POST /domain/intersection (domain_intersection). */
export interface DomainIntersectionRequest extends Market {
  target1: string;
  target2: string;
  limit: number;
  /** true: keywords both rank for; false: target1 ranks and target2 does not. */
  intersections: boolean;
  min_search_volume: number;
  sort_by: "opportunity" | "search_volume" | "traffic_gap" | "rank_gap" | "cpc";
}

/** POST /domain/traffic-estimate (bulk_traffic_estimation). */
export interface TrafficEstimateRequest extends Market {
  targets: string[];
  /** Always includes organic. */
  item_types: ResultType[];
}

/** POST /pages/intersection (page_intersection). */
export interface PagesIntersectionRequest extends Market {
  pages: string[];
  exclude_pages: string[];
  item_types: ResultType[];
  limit: number;
  intersection_mode: "union" | "intersect";
  include_serp_info: boolean;
  include_clickstream_data: boolean;
  min_search_volume: number;
  /** Applies to the first page. */
  max_rank: number;
  sort_by: "opportunity" | "search_volume" | "traffic_gap" | "rank" | "cpc";
}

// ---------------------------------------------------------------------------------------------
// Rows.

/** One keyword a domain or page ranks for. */
export interface RankedKeywordRow {
  keyword: KeywordMetrics;
  position: SerpPosition;
  /** The ranking was lost (only with `include_lost`). */
  is_lost: boolean;
}

/** One page of a domain and its traffic per result type. */
export interface RelevantPageRow {
  page: string;
  organic: PositionMetrics;
  paid: PositionMetrics | null;
}

/** One domain competing with the target in organic search. */
export interface DomainCompetitorRow {
  domain: string;
  avg_position: number;
  /** Keywords both rank for. */
  intersections: number;
  /** The competitor's whole organic footprint. */
  full_organic: PositionMetrics;
  /** The competitor on the shared keywords. */
  shared_organic: PositionMetrics;
  /** The target on the shared keywords; null when the provider did not say. */
  target_shared_organic: PositionMetrics | null;
}

/** One keyword of a domain intersection: where each domain ranks. */
export interface DomainIntersectionRow {
  keyword: KeywordMetrics;
  first: SerpPosition;
  /** Null when target2 does not rank (`intersections: false`). */
  second: SerpPosition | null;
}

/** Estimated traffic of one target by result type (null: not asked). */
export interface TrafficEstimateRow {
  target: string;
  organic: { etv: number; count: number };
  paid: { etv: number; count: number } | null;
  featured_snippet: { etv: number; count: number } | null;
  local_pack: { etv: number; count: number } | null;
}

/** One keyword of a page intersection: the position of each requested page, in order. */
export interface PagesIntersectionRow {
  keyword: KeywordMetrics;
  /** One per requested page; null where that page does not rank. */
  positions: (SerpPosition | null)[];
}

/** The answer of keyword_ideas: the seed's own metrics when known, and the ideas. */
export interface KeywordIdeasAnswer extends RowsAnswer<KeywordMetrics> {
  seed: KeywordMetrics | null;
}

/** The Labs calls of the provider. */
export interface LabsCalls {
  keywordIdeas(req: KeywordIdeasRequest, opts?: CallOptions): Promise<KeywordIdeasAnswer>;
  keywordOverview(
    req: KeywordOverviewRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<KeywordMetrics>>;
  rankedKeywords(
    req: RankedKeywordsRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<RankedKeywordRow>>;
  relevantPages(
    req: RelevantPagesRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<RelevantPageRow>>;
  domainCompetitors(
    req: DomainCompetitorsRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<DomainCompetitorRow>>;
  domainIntersection(
    req: DomainIntersectionRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<DomainIntersectionRow>>;
  trafficEstimate(
    req: TrafficEstimateRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<TrafficEstimateRow>>;
  pagesIntersection(
    req: PagesIntersectionRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<PagesIntersectionRow>>;
}
