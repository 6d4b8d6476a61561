/**
 * The one interface provider-backed operations call (docs/contract.md#providers): eight backlink
 * calls here, the Labs keyword/domain calls (`labs_types.ts`) and the SERP call (`serp_types.ts`),
 * in our own snake_case domain types. Requests mirror the parsed request bodies of the matching
 * operations (`lib/operations/backlinks_*.ts`, defaults applied); answers carry the rows, the
 * provider's total, the cost in USD and which provider answered. Adapters: `dataforseo.ts` (real)
 * and `sandbox.ts`.
 */
import type { LabsCalls } from "./labs_types.ts";
import type { SerpCalls } from "./serp_types.ts";

export type * from "./labs_types.ts";
export type * from "./serp_types.ts";

/** Which provider answered a call. */
export type ProviderName = "dataforseo" | "sandbox";

/** What a provider answer holds, for how long it is cached (`CACHE_TTL_<KIND>_SECONDS`). */
export const DATA_KINDS = ["backlinks", "timeseries", "keywords", "domains", "serp"] as const;

/** A kind of provider data. */
export type DataKind = typeof DATA_KINDS[number];

/** Which backlinks to count. */
export type BacklinksStatusType = "live" | "all" | "lost";

/** Scale of rank values: 0-100 or 0-1000. */
export type RankScale = "one_hundred" | "one_thousand";

/**
 * A rank on the 0-100 scale (one decimal), whatever scale it was asked on; kept inside 0-100
 * even when a provider's value strays off its scale.
 */
export function rankOn100(rank: number, scale: RankScale): number {
  const onHundred = scale === "one_thousand" ? rank / 10 : rank;
  return Math.min(100, Math.max(0, Math.round(onHundred * 10) / 10));
}

// ---------------------------------------------------------------------------------------------
// Requests: the fields of each operation's parsed body.

/** POST /backlinks/summary. */
export interface BacklinksSummaryRequest {
  target: string;
  include_subdomains: boolean;
  include_indirect_links: boolean;
  exclude_internal_backlinks: boolean;
  backlinks_status_type: BacklinksStatusType;
  dofollow_only: boolean;
  internal_list_limit: number;
  rank_scale: RankScale;
}

/** The paging and scope fields the list-shaped target calls share. */
export interface TargetPage {
  target: string;
  limit: number;
  offset: number;
  backlinks_status_type: BacklinksStatusType;
  rank_scale: RankScale;
}

/** POST /backlinks/list. */
export interface BacklinksListRequest extends TargetPage {
  mode: "as_is" | "one_per_domain" | "one_per_anchor";
  dofollow_only: boolean;
  broken_only: boolean;
  min_rank?: number;
  sort_by: "rank" | "page_rank" | "first_seen" | "lost_date";
}

/** POST /backlinks/anchors. */
export interface BacklinksAnchorsRequest extends TargetPage {
  anchor_filter?: string;
  min_backlinks?: number;
  min_referring_domains?: number;
  sort_by: "backlinks" | "rank" | "referring_domains" | "spam_score" | "broken_backlinks";
}

/** POST /backlinks/referring-domains. */
export interface BacklinksReferringDomainsRequest extends TargetPage {
  domain_filter?: string;
  min_backlinks?: number;
  min_referring_pages?: number;
  min_rank?: number;
  sort_by:
    | "rank"
    | "backlinks"
    | "referring_pages"
    | "spam_score"
    | "broken_backlinks"
    | "first_seen"
    | "lost_date";
}

/** POST /backlinks/domain-pages. */
export interface BacklinksDomainPagesRequest extends TargetPage {
  page_filter?: string;
  title_filter?: string;
  status_code?: number;
  min_backlinks?: number;
  min_referring_domains?: number;
  sort_by:
    | "backlinks"
    | "referring_domains"
    | "rank"
    | "spam_score"
    | "broken_backlinks"
    | "first_visited"
    | "words_count"
    | "external_links";
}

/** POST /backlinks/competitors (ranks are always on the 0-100 scale). */
export interface BacklinksCompetitorsRequest {
  target: string;
  limit: number;
  offset: number;
  min_rank?: number;
  min_intersections?: number;
  main_domain: boolean;
  exclude_large_domains: boolean;
  /** `opportunity` is scored by the operation; the provider is asked by intersections. */
  sort_by: "opportunity" | "rank" | "intersections";
}

/** POST /backlinks/new-lost-timeseries. */
export interface BacklinksNewLostTimeseriesRequest {
  target: string;
  date_from?: string;
  date_to?: string;
  group_range: "day" | "week" | "month" | "year";
  include_subdomains: boolean;
}

/** POST /backlinks/page-intersection (ranks are always on the 0-100 scale). */
export interface BacklinksPageIntersectionRequest {
  targets: string[];
  exclude_targets?: string[];
  limit: number;
  backlinks_status_type: BacklinksStatusType;
  dofollow_only?: boolean;
  intersection_mode: "partial" | "all";
  max_spam_score?: number;
  sort_by: "rank" | "domain_rank" | "page_rank" | "first_seen" | "last_seen";
}

// ---------------------------------------------------------------------------------------------
// Rows. Dates are ISO 8601 (`2024-03-26T02:46:50+00:00`); ranks follow the request's scale.

/** Counts of links by key (TLD, link type, attribute, platform, semantic location, country). */
export type Breakdown = Record<string, number>;

/** The aggregate link counts of a target, an anchor, a referring domain or a page. */
export interface LinkProfile {
  rank: number;
  backlinks: number;
  backlinks_spam_score: number;
  first_seen: string | null;
  lost_date: string | null;
  broken_backlinks: number;
  broken_pages: number;
  referring_domains: number;
  referring_domains_nofollow: number;
  referring_main_domains: number;
  referring_ips: number;
  referring_subnets: number;
  referring_pages: number;
  referring_pages_nofollow: number;
}

/** The backlink profile of one target. */
export interface BacklinkSummary extends LinkProfile {
  target: string;
  crawled_pages: number;
  internal_links_count: number;
  external_links_count: number;
  target_spam_score: number;
  referring_links_tld: Breakdown;
  referring_links_types: Breakdown;
  referring_links_attributes: Breakdown;
  referring_links_platform_types: Breakdown;
  referring_links_semantic_locations: Breakdown;
  referring_links_countries: Breakdown;
}

/** One link from a source page to the target. */
export interface Backlink {
  url_from: string;
  domain_from: string;
  url_to: string;
  domain_to: string;
  tld_from: string;
  rank: number;
  page_from_rank: number;
  domain_from_rank: number;
  backlink_spam_score: number;
  dofollow: boolean;
  /** anchor, image, meta, canonical, alternate or redirect. */
  item_type: string;
  anchor: string;
  attributes: string[];
  page_from_title: string;
  page_from_status_code: number;
  domain_from_country: string | null;
  semantic_location: string;
  is_new: boolean;
  is_lost: boolean;
  is_broken: boolean;
  url_to_status_code: number | null;
  /** Where the target URL redirects, when it answers 3xx. */
  url_to_redirect_target?: string | null;
  first_seen: string | null;
  prev_seen: string | null;
  last_seen: string | null;
}

/** One anchor text and the links that use it. */
export interface AnchorRow extends LinkProfile {
  anchor: string;
}

/** One domain linking to the target. */
export interface ReferringDomainRow extends LinkProfile {
  domain: string;
  /** Where the domain's links sit (footer, article, …), when the provider says. */
  referring_links_semantic_locations?: Breakdown;
}

/** One backlink-bearing page of a domain and its links. */
export interface DomainPageRow extends LinkProfile {
  page: string;
  title: string | null;
  status_code: number;
  words_count: number;
  internal_links_count: number;
  external_links_count: number;
  first_visited: string | null;
}

/** One domain sharing backlink sources with the target. */
export interface CompetitorRow {
  domain: string;
  rank: number;
  intersections: number;
}

/** New and lost links of one period (`date` is the period's last day, yyyy-mm-dd). */
export interface NewLostPoint {
  date: string;
  new_backlinks: number;
  lost_backlinks: number;
  new_referring_domains: number;
  lost_referring_domains: number;
  new_referring_main_domains: number;
  lost_referring_main_domains: number;
}

/** One source page linking to the intersected targets. */
export interface PageIntersectionRow {
  url_from: string;
  domain_from: string;
  intersections_count: number;
  /** The links of the source page, per target of the request (in the request's order). */
  links: { target: string; backlinks: Backlink[] }[];
}

// ---------------------------------------------------------------------------------------------
// Answers.

/** What every provider answer carries besides its data. */
export interface ProviderAnswer {
  /** Rows the provider has in all (before limit and offset); 0 or 1 for a summary. */
  total_count: number;
  /** What the provider charged for the call, in USD. */
  cost_usd: number;
  provider: ProviderName;
}

/** A list answer. */
export interface RowsAnswer<T> extends ProviderAnswer {
  rows: T[];
}

/** The summary answer; `summary` is null when the provider has no data on the target. */
export interface SummaryAnswer extends ProviderAnswer {
  summary: BacklinkSummary | null;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (the job was cancelled or timed out). */
  signal?: AbortSignal;
}

/** The provider behind every provider-backed operation: backlinks, Labs and SERP calls. */
export interface SeoDataProvider extends LabsCalls, SerpCalls {
  readonly name: ProviderName;
  backlinksSummary(req: BacklinksSummaryRequest, opts?: CallOptions): Promise<SummaryAnswer>;
  backlinksList(req: BacklinksListRequest, opts?: CallOptions): Promise<RowsAnswer<Backlink>>;
  backlinksAnchors(
    req: BacklinksAnchorsRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<AnchorRow>>;
  backlinksReferringDomains(
    req: BacklinksReferringDomainsRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<ReferringDomainRow>>;
  backlinksDomainPages(
    req: BacklinksDomainPagesRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<DomainPageRow>>;
  backlinksCompetitors(
    req: BacklinksCompetitorsRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<CompetitorRow>>;
  backlinksNewLostTimeseries(
    req: BacklinksNewLostTimeseriesRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<NewLostPoint>>;
  backlinksPageIntersection(
    req: BacklinksPageIntersectionRequest,
    opts?: CallOptions,
  ): Promise<RowsAnswer<PageIntersectionRow>>;
}

/** The calls of `SeoDataProvider`. */
export type ProviderCall = Exclude<keyof SeoDataProvider, "name">;

/** The data kind of each call: its cache TTL. */
export const CALL_KINDS: Record<ProviderCall, DataKind> = {
  backlinksSummary: "backlinks",
  backlinksList: "backlinks",
  backlinksAnchors: "backlinks",
  backlinksReferringDomains: "backlinks",
  backlinksDomainPages: "backlinks",
  backlinksCompetitors: "backlinks",
  backlinksNewLostTimeseries: "timeseries",
  backlinksPageIntersection: "backlinks",
  keywordIdeas: "keywords",
  keywordOverview: "keywords",
  rankedKeywords: "domains",
  relevantPages: "domains",
  domainCompetitors: "domains",
  domainIntersection: "domains",
  trafficEstimate: "domains",
  pagesIntersection: "domains",
  serpOrganic: "serp",
};
