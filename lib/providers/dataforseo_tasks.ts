/**
 * Our backlink requests as DataForSEO task objects (docs/providers.md#backlinks-endpoints): only
 * the fields each endpoint accepts, our defaults sent explicitly (`rank_scale`,
 * `backlinks_status_type`, `include_subdomains` ...), filters in DataForSEO's `[field, op, value]`
 * syntax joined by "and", and `order_by` as `"field,desc"`. Undefined fields are left out.
 */
import type { Raw } from "./dataforseo_rows.ts";
import type * as P from "./provider.ts";

/** One filter condition, `[field, operator, value]`. */
export type Condition = [string, string, string | number | boolean];

/**
 * Our ranks are on the 0-100 scale where the request has no `rank_scale`
 * (docs/providers.md#rank-scales).
 */
const OUR_SCALE: P.RankScale = "one_hundred";

/** Conditions joined by "and"; one condition goes flat; none gives undefined. */
export function filters(...conds: (Condition | undefined)[]): unknown[] | undefined {
  const list = conds.filter((c): c is Condition => c !== undefined);
  if (list.length <= 1) return list[0];
  return list.flatMap((c, i) => (i === 0 ? [c] : ["and", c]));
}

/** `field >= n` when n is given. */
const atLeast = (field: string, n?: number): Condition | undefined =>
  n === undefined ? undefined : [field, ">=", n];
/** `field <= n` when n is given. */
const atMost = (field: string, n?: number): Condition | undefined =>
  n === undefined ? undefined : [field, "<=", n];
/** `field` contains `text` (like, `%` wildcards) when text is given. */
const contains = (field: string, text?: string): Condition | undefined =>
  text === undefined ? undefined : [field, "like", `%${text}%`];
/** `field = true` when `on`. */
const isTrue = (field: string, on?: boolean): Condition | undefined =>
  on ? [field, "=", true] : undefined;

/** Drops undefined fields, so only what is set is sent. */
function task(fields: Raw): Raw {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The scope fields the list-shaped target endpoints share. */
function scope(req: P.TargetPage) {
  return {
    target: req.target,
    limit: req.limit,
    offset: req.offset,
    backlinks_status_type: req.backlinks_status_type,
    include_subdomains: true,
    exclude_internal_backlinks: true,
    rank_scale: req.rank_scale,
  };
}

/** Anchors and referring domains also take `include_indirect_links`. */
const aggregateScope = (req: P.TargetPage) => ({
  ...scope(req),
  include_indirect_links: true,
});

const LIST_ORDER: Record<P.BacklinksListRequest["sort_by"], string> = {
  rank: "rank,desc",
  page_rank: "page_from_rank,desc",
  first_seen: "first_seen,desc",
  // Backlink items have no lost_date; the latest last_seen comes closest (a GUESS,
  // docs/providers.md#guesses-still-to-verify).
  lost_date: "last_seen,desc",
};

const ANCHOR_ORDER: Record<P.BacklinksAnchorsRequest["sort_by"], string> = {
  backlinks: "backlinks,desc",
  rank: "rank,desc",
  referring_domains: "referring_domains,desc",
  spam_score: "backlinks_spam_score,desc",
  broken_backlinks: "broken_backlinks,desc",
};

const DOMAIN_ORDER: Record<P.BacklinksReferringDomainsRequest["sort_by"], string> = {
  rank: "rank,desc",
  backlinks: "backlinks,desc",
  referring_pages: "referring_pages,desc",
  spam_score: "backlinks_spam_score,desc",
  broken_backlinks: "broken_backlinks,desc",
  first_seen: "first_seen,desc",
  lost_date: "lost_date,desc",
};

const PAGE_ORDER: Record<P.BacklinksDomainPagesRequest["sort_by"], string> = {
  backlinks: "page_summary.backlinks,desc",
  referring_domains: "page_summary.referring_domains,desc",
  rank: "page_summary.rank,desc",
  spam_score: "page_summary.backlinks_spam_score,desc",
  broken_backlinks: "page_summary.broken_backlinks,desc",
  first_visited: "first_visited,desc",
  words_count: "meta.words_count,desc",
  external_links: "meta.external_links_count,desc",
};

const COMPETITOR_ORDER: Record<P.BacklinksCompetitorsRequest["sort_by"], string> = {
  // The operation scores opportunity itself; the provider returns the most overlapping first.
  opportunity: "intersections,desc",
  rank: "rank,desc",
  intersections: "intersections,desc",
};

// `rank` unprefixed as in the provider's example; the "1." prefix of the others is a GUESS
// (docs/providers.md#guesses-still-to-verify).
const INTERSECTION_ORDER: Record<P.BacklinksPageIntersectionRequest["sort_by"], string> = {
  rank: "rank,desc",
  domain_rank: "1.domain_from_rank,desc",
  page_rank: "1.page_from_rank,desc",
  first_seen: "1.first_seen,desc",
  last_seen: "1.last_seen,desc",
};

/** One task builder per endpoint. */
export const tasks = {
  summary: (req: P.BacklinksSummaryRequest): Raw =>
    task({
      target: req.target,
      include_subdomains: req.include_subdomains,
      include_indirect_links: req.include_indirect_links,
      exclude_internal_backlinks: req.exclude_internal_backlinks,
      internal_list_limit: req.internal_list_limit,
      backlinks_status_type: req.backlinks_status_type,
      rank_scale: req.rank_scale,
      backlinks_filters: filters(isTrue("dofollow", req.dofollow_only)),
    }),

  backlinks: (req: P.BacklinksListRequest): Raw =>
    task({
      ...scope(req),
      mode: req.mode,
      filters: filters(
        isTrue("dofollow", req.dofollow_only),
        isTrue("is_broken", req.broken_only),
        atLeast("rank", req.min_rank),
      ),
      order_by: [LIST_ORDER[req.sort_by]],
    }),

  anchors: (req: P.BacklinksAnchorsRequest): Raw =>
    task({
      ...aggregateScope(req),
      filters: filters(
        contains("anchor", req.anchor_filter),
        atLeast("backlinks", req.min_backlinks),
        atLeast("referring_domains", req.min_referring_domains),
      ),
      order_by: [ANCHOR_ORDER[req.sort_by]],
    }),

  referringDomains: (req: P.BacklinksReferringDomainsRequest): Raw =>
    task({
      ...aggregateScope(req),
      filters: filters(
        contains("domain", req.domain_filter),
        atLeast("backlinks", req.min_backlinks),
        atLeast("referring_pages", req.min_referring_pages),
        atLeast("rank", req.min_rank),
      ),
      order_by: [DOMAIN_ORDER[req.sort_by]],
    }),

  domainPages: (req: P.BacklinksDomainPagesRequest): Raw =>
    task({
      ...scope(req),
      filters: filters(
        contains("page", req.page_filter),
        contains("meta.title", req.title_filter),
        req.status_code === undefined ? undefined : ["status_code", "=", req.status_code],
        atLeast("page_summary.backlinks", req.min_backlinks),
        atLeast("page_summary.referring_domains", req.min_referring_domains),
      ),
      order_by: [PAGE_ORDER[req.sort_by]],
    }),

  competitors: (req: P.BacklinksCompetitorsRequest): Raw =>
    task({
      target: req.target,
      limit: req.limit,
      offset: req.offset,
      main_domain: req.main_domain,
      exclude_large_domains: req.exclude_large_domains,
      exclude_internal_backlinks: true,
      rank_scale: OUR_SCALE,
      filters: filters(
        atLeast("rank", req.min_rank),
        atLeast("intersections", req.min_intersections),
      ),
      order_by: [COMPETITOR_ORDER[req.sort_by]],
    }),

  timeseries: (req: P.BacklinksNewLostTimeseriesRequest): Raw =>
    task({
      target: req.target,
      date_from: req.date_from,
      date_to: req.date_to,
      group_range: req.group_range,
      include_subdomains: req.include_subdomains,
    }),

  pageIntersection: (req: P.BacklinksPageIntersectionRequest): Raw =>
    task({
      targets: Object.fromEntries(req.targets.map((t, i) => [String(i + 1), t])),
      exclude_targets: req.exclude_targets?.length ? req.exclude_targets : undefined,
      limit: req.limit,
      backlinks_status_type: req.backlinks_status_type,
      include_subdomains: true,
      include_indirect_links: true,
      exclude_internal_backlinks: true,
      intersection_mode: req.intersection_mode,
      rank_scale: OUR_SCALE,
      // The "1." prefix (the first target's link) is a GUESS
      // (docs/providers.md#guesses-still-to-verify).
      filters: filters(
        isTrue("1.dofollow", req.dofollow_only),
        atMost("1.backlink_spam_score", req.max_spam_score),
      ),
      order_by: [INTERSECTION_ORDER[req.sort_by]],
    }),
};

/**
 * Which of our request fields each DataForSEO field of a task is built from, per endpoint, where
 * the names differ (a same-named field is its own source).
 */
const SOURCES: Record<string, Record<string, string[]>> = {
  summary: { backlinks_filters: ["dofollow_only"] },
  backlinks: { filters: ["dofollow_only", "broken_only", "min_rank"], order_by: ["sort_by"] },
  anchors: {
    filters: ["anchor_filter", "min_backlinks", "min_referring_domains"],
    order_by: ["sort_by"],
  },
  referring_domains: {
    filters: ["domain_filter", "min_backlinks", "min_referring_pages", "min_rank"],
    order_by: ["sort_by"],
  },
  domain_pages: {
    filters: [
      "page_filter",
      "title_filter",
      "status_code",
      "min_backlinks",
      "min_referring_domains",
    ],
    order_by: ["sort_by"],
  },
  competitors: { filters: ["min_rank", "min_intersections"], order_by: ["sort_by"] },
  page_intersection: { filters: ["dofollow_only", "max_spam_score"], order_by: ["sort_by"] },
  // Labs and SERP calls are named by their path (`endpointOf`); an empty list marks a field
  // the adapter fixes itself (no field of ours to blame).
  "dataforseo_labs/google/keyword_ideas/live": {
    keywords: ["keyword"],
    filters: ["min_search_volume"],
    order_by: [],
  },
  "dataforseo_labs/google/ranked_keywords/live": {
    filters: ["max_rank", "min_search_volume"],
    order_by: ["sort_by"],
    historical_serp_mode: ["include_lost"],
    item_types: [],
  },
  "dataforseo_labs/google/relevant_pages/live": {
    filters: ["min_traffic"],
    order_by: ["sort_by"],
    item_types: [],
  },
  "dataforseo_labs/google/competitors_domain/live": {
    filters: ["min_intersections"],
    order_by: ["sort_by"],
    item_types: [],
  },
  "dataforseo_labs/google/domain_intersection/live": {
    filters: ["min_search_volume"],
    order_by: ["sort_by"],
    item_types: [],
  },
  "dataforseo_labs/google/page_intersection/live": {
    filters: ["max_rank", "min_search_volume"],
    order_by: ["sort_by"],
  },
  "serp/google/organic/live/advanced": { os: ["device"] },
};

/**
 * The fields of our request that DataForSEO's field `providerField` of `endpoint` was built
 * from (those set in `req`); empty when it is one of the adapter's own fixed defaults.
 */
export function requestFields(endpoint: string, providerField: string, req: object): string[] {
  const given = req as Record<string, unknown>;
  const head = providerField.split(".")[0];
  const sources = SOURCES[endpoint]?.[head] ?? [head];
  return sources.filter((f) => sent(f, given[f]));
}

/** Whether a request field shaped the task: set, not false, and not a `min_*` floor of 0. */
function sent(field: string, value: unknown): boolean {
  if (value === undefined || value === false) return false;
  return !(field.startsWith("min_") && value === 0);
}
