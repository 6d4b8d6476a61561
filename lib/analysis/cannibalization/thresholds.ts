/**
 * Every number the analysis judges by, in one place: thresholds per sensitivity, reason
 * strengths and evidence, severity bands, the remediation rules' limits and the list caps.
 */
import type { Sensitivity } from "./input.ts";
import { type ReasonType, type Severity, thresholdsSchema } from "./result.ts";
import { z } from "zod";

/** The thresholds one sensitivity applies. */
export type CannibalizationThresholds = z.output<typeof thresholdsSchema>;

export const THRESHOLDS: Record<Sensitivity, CannibalizationThresholds> = {
  conservative: {
    title_similarity: 0.8,
    target_overlap: 0.5,
    query_overlap: 0.3,
    min_query_share: 0.2,
    primary_match_score: 80,
    min_conflict_score: 35,
  },
  balanced: {
    title_similarity: 0.6,
    target_overlap: 0.3,
    query_overlap: 0.15,
    min_query_share: 0.1,
    primary_match_score: 65,
    min_conflict_score: 0,
  },
  aggressive: {
    title_similarity: 0.5,
    target_overlap: 0.15,
    query_overlap: 0.05,
    min_query_share: 0.05,
    primary_match_score: 50,
    min_conflict_score: 0,
  },
};

/** Strength (0..1) each reason contributes; the conflict score combines them as a noisy-OR. */
export const STRENGTH = {
  same_primary: 0.5,
  primary_is_target: 0.4,
  primary_matches_page: 0.4,
  target_overlap: 0.45,
  query_overlap: 0.7,
  query_overlap_unweighted: 0.5,
  title: 0.3,
  canonical_loop: 0.7,
  canonical_to_non_indexable: 0.6,
  canonical_chain: 0.4,
  canonical_ignored: 0.5,
  noindex_with_canonical: 0.2,
  noindex_still_ranking: 0.3,
} as const;

/**
 * How strongly each kind of reason shows that two pages compete, 0 to 1: queries both pages
 * rank for are Google's own behaviour; a canonical or indexability problem is a fact of the
 * pages; shared keywords and titles only say what the pages were written for. A conflict's
 * evidence is its strongest reason's; it scales the result's confidence and is each reason
 * rule's `confidence`.
 */
export const EVIDENCE: Record<ReasonType, number> = {
  shared_ranking_queries: 1,
  canonical_ignored: 1,
  canonical_loop: 0.9,
  canonical_chain: 0.9,
  canonical_to_non_indexable: 0.9,
  noindex_with_canonical: 0.9,
  noindex_still_ranking: 0.8,
  shared_primary_keyword: 0.55,
  shared_target_keywords: 0.5,
  near_duplicate_title: 0.35,
};

/** The evidence of shared ranking queries compared by count (no clicks or impressions). */
export const UNWEIGHTED_QUERY_EVIDENCE = 0.8;

/** Below this, a conflict rests on wording alone: its severity is at most medium. */
export const DIRECT_EVIDENCE = 0.8;

export const SEVERITY_BANDS = { high: 60, medium: 35 } as const;

/** A share or similarity this close to a threshold meets it (floating-point noise). */
export const EPSILON = 1e-9;

/** Most keywords or queries a reason quotes. */
export const MAX_REASON_KEYWORDS = 10;

/** Longest keyword a differentiate step suggests (characters). */
export const MAX_SUGGESTED_KEYWORD_LENGTH = 200;

/**
 * Title words on more than `share` of the competing pages are site-wide boilerplate (brand
 * suffixes), left out of title similarity when there are `min_pages` or more.
 */
export const TITLE_BOILERPLATE = { min_pages: 5, share: 0.5 } as const;

/**
 * Queries on `share` or more of the competing pages, with `min_pages` or more, are site-wide
 * (navigational), not cannibalization.
 */
export const SITE_WIDE_QUERY = { min_pages: 10, share: 0.5 } as const;

/** The limits of the remediation rules. */
export const REMEDIATION = {
  /** Pages of different intents are merged after all when this share of a page's query demand is contested. */
  intent_contested_share: 0.6,
  /** Clicks on queries the kept page does not rank for that make a page one of its own... */
  own_query_clicks: 50,
  /** ...when they are also at least this share of the page's clicks. */
  own_query_share: 0.5,
  /** A contested share of the page's demand from which an overlap is strong, not partial. */
  strong_share: 0.5,
  /** Title similarity from which two titles are the same title (a strong overlap, a URL variant). */
  same_title: 0.8,
  /** A page with no backlinks and at most this share of the kept page's clicks has nothing to move. */
  weak_click_share: 0.1,
} as const;

/**
 * The agent workflow's confidence before the clusters' evidence scales it (what the data lets
 * the analysis see): `base`, plus each weight times the share of pages that carry that data,
 * less each penalty that applies, held between `floor` and `ceiling`.
 */
export const CONFIDENCE = {
  /** Pages with titles and URLs only: what wording alone supports. */
  base: 0.45,
  /** Times the share of pages whose ranking queries all carry impressions (or all clicks). */
  ranking_queries: 0.2,
  /** Times the share of pages with clicks or impressions of their own. */
  page_traffic: 0.1,
  /** Times the share of pages with a primary keyword or target keywords. */
  target_keywords: 0.1,
  /** Times the share of pages with a page type. */
  page_type: 0.05,
  /** Subtracted when duplicate URL rows had to be merged. */
  duplicate_rows: 0.05,
  /** Subtracted when relative URLs came with no site to resolve them against. */
  relative_urls: 0.05,
  /** The least confidence, however little data. */
  floor: 0.3,
  /** The most confidence the supplied data supports. */
  ceiling: 0.9,
} as const;

/** Most pages one primary keyword is matched against (best first), to bound the pairs. */
export const MAX_PRIMARY_MATCHES = 50;

/** Most conflicts listed; clusters and remediation always use all of them. */
export const MAX_CONFLICTS_LISTED = 200;

/** Most page signals listed (pages in conflict first); the analysis always reads every page. */
export const MAX_PAGE_SIGNALS_LISTED = 200;

/** Most remediation steps listed, in cluster order. */
export const MAX_REMEDIATION_LISTED = 300;

/** Clusters whose pages and keywords the keyword-map follow-up re-maps. */
export const MAX_CLUSTERS_REMAPPED = 20;

/** Pages (in input order) the keyword-map follow-up sends, with 20 keywords each at most. */
export const MAX_PAGES_REMAPPED = 200;
export const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

export const PRIORITY: Record<Severity, "high" | "medium" | "low"> = {
  high: "high",
  medium: "medium",
  low: "low",
};

/**
 * The severity of a conflict score. A conflict that rests on wording alone (shared keywords or
 * titles, no query both pages rank for and no canonical problem) is at most medium: "high" is
 * kept for what Google's own behaviour or the pages' signals show.
 */
export function severityOf(score: number, evidence: number): Severity {
  const band = score >= SEVERITY_BANDS.high
    ? "high"
    : score >= SEVERITY_BANDS.medium
    ? "medium"
    : "low";
  return band === "high" && evidence < DIRECT_EVIDENCE ? "medium" : band;
}
