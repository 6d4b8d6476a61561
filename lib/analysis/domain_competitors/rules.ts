/**
 * How a competitor is judged: overlap (how much of the target's footprint it contests), strength
 * (how well it ranks there), the threat level they add up to, and the generic platforms that
 * rank for everything and are not direct competitors. Thresholds in one table.
 */
import { type Level, LEVEL_RANK } from "../../agent/workflow.ts";
import type { DomainCompetitorRow, PositionMetrics } from "../../providers/labs_types.ts";

/** Weights and bands of the threat rule. */
export const THREAT = {
  /** Sharing this share of the target's ranked keywords counts as full overlap. */
  fullOverlapShare: 0.25,
  overlapWeight: 0.6,
  strengthWeight: 0.4,
  high: 60,
  medium: 35,
  /**
   * Shared keywords a level needs: a couple of shared keywords is too thin a sample to call a
   * site a serious competitor, whatever its share of them.
   */
  minSharedForMedium: 5,
  minSharedForHigh: 20,
};

/**
 * Platforms that rank for nearly everything (matched on any label but the last, so
 * `en.wikipedia.org` and `amazon.co.uk` count): a reader learns little from them.
 */
export const GENERIC_PLATFORMS = [
  "wikipedia",
  "youtube",
  "amazon",
  "reddit",
  "quora",
  "facebook",
  "instagram",
  "linkedin",
  "pinterest",
  "twitter",
  "x",
  "tiktok",
  "medium",
  "ebay",
  "walmart",
  "google",
  "apple",
  "microsoft",
  "github",
  "yelp",
  "tripadvisor",
  "imdb",
  "wikihow",
  "forbes",
];

const GENERIC = new Set(GENERIC_PLATFORMS);

/** True for a generic platform's domain. */
export function isGenericPlatform(domain: string): boolean {
  const labels = domain.toLowerCase().split(".");
  return labels.slice(0, -1).some((l) => GENERIC.has(l));
}

/** Rankings at positions 1-10. */
export function top10(m: PositionMetrics): number {
  return m.pos_1 + m.pos_2_3 + m.pos_4_10;
}

/**
 * Overlap 0-100: the share of the target's keywords the competitor also ranks for, full at
 * `fullOverlapShare`; without the target's footprint, relative to the largest overlap listed.
 */
export function overlapScore(
  row: DomainCompetitorRow,
  basis: { targetKeywords: number | null; largest: number },
): number {
  const ratio = basis.targetKeywords
    ? row.intersections / basis.targetKeywords / THREAT.fullOverlapShare
    : row.intersections / Math.max(1, basis.largest);
  return Math.round(100 * Math.min(1, ratio));
}

/**
 * Strength 0-100 on the shared keywords: the competitor's share of the clicks both win there when
 * the target's traffic is known, else the share of shared keywords it ranks 1-10 for.
 */
export function strengthScore(row: DomainCompetitorRow): number {
  const mine = row.target_shared_organic?.etv;
  const theirs = row.shared_organic.etv;
  if (mine !== undefined && mine + theirs > 0) return Math.round(100 * theirs / (theirs + mine));
  const ranked = Math.max(row.shared_organic.count, row.intersections);
  return ranked > 0 ? Math.round(100 * Math.min(1, top10(row.shared_organic) / ranked)) : 0;
}

/** The threat score 0-100 and its level, capped when few keywords are shared. */
export function threatOf(
  overlap: number,
  strength: number,
  shared: number,
): { score: number; level: Level } {
  const score = Math.round(THREAT.overlapWeight * overlap + THREAT.strengthWeight * strength);
  const byScore: Level = score >= THREAT.high ? "high" : score >= THREAT.medium ? "medium" : "low";
  const cap: Level = shared >= THREAT.minSharedForHigh
    ? "high"
    : shared >= THREAT.minSharedForMedium
    ? "medium"
    : "low";
  return { score, level: LEVEL_RANK[byScore] < LEVEL_RANK[cap] ? cap : byScore };
}

/** The rule as `method` states it. */
export const THREAT_RULE =
  `threat = ${THREAT.overlapWeight} x overlap + ${THREAT.strengthWeight} x strength (0-100); high >= ${THREAT.high}, medium >= ${THREAT.medium}, else low. ` +
  `overlap = intersections / the target's keywords in the same rank range (its own row's intersections), full at ${
    THREAT.fullOverlapShare * 100
  }% (without the target's footprint: / the largest intersections listed). ` +
  `The level is at most low under ${THREAT.minSharedForMedium} shared keywords and at most medium under ${THREAT.minSharedForHigh}. ` +
  "strength = the competitor's share of the clicks both win on the shared keywords (without the target's traffic: the share of shared keywords it ranks 1-10 for).";
