/** Thresholds per sensitivity, reason strengths and severity bands, in one table. */
import { DIRECT_EVIDENCE } from "./evidence.ts";
import type { Sensitivity } from "./input.ts";
import { type Severity, thresholdsSchema } from "./result.ts";
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

export const SEVERITY_BANDS = { high: 60, medium: 35 } as const;

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
