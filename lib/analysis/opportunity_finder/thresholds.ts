/**
 * Feasibilities, bonuses, penalties, floors and bands of the opportunity finder, in one table
 * of constants; the scoring, rules and `method` read their numbers here.
 */
import type { OpportunityType, Priority } from "./kinds.ts";

/** How much easier each action is to land, 0-1: a link you had is the easiest to get back. */
export const FEASIBILITY: Record<OpportunityType, number> = {
  reclaim: 1,
  repair: 0.85,
  link_gap: 0.7,
  resource_page: 0.6,
  digital_pr: 0.4,
  outreach: 0.25,
};

export const FOCUS_BONUS = 15;
export const OFF_FOCUS_PENALTY = 10;
export const SPAM_PENALTY_MAX = 10;

export const PRIORITY_FLOOR: Record<Priority, number> = { high: 60, medium: 40, low: 0 };

/** Authority weights across the rank fields present (renormalised over those supplied). */
export const AUTHORITY_WEIGHTS = { domain_rank: 0.5, page_rank: 0.3, rank: 0.2 } as const;

/** Values used when a factor is unknown. */
export const UNKNOWN = { authority: 0.3, relevance: 0.3, dofollow: 0.6 } as const;
export const NOFOLLOW = 0.3;

/** Relevance floor of reclaim/repair: the source linked to the target before. */
export const EXISTING_LINK_RELEVANCE = 0.6;

/** A matched asset below this score is not pitched. */
export const MIN_MATCH = 0.15;

/** A topic counts as covered by an asset when the asset holds this share of its core terms. */
export const COVERED = 0.6;

/** Normalised authority (0-1) from which a topically matched source is a digital-PR target. */
export const PR_AUTHORITY = 0.7;
export const PR_MATCH = 0.3;

/** Priority levels, lowest first, for caps and the min_priority filter. */
export const LEVEL_RANK: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

/** Points taken from a platform source (UGC, social, review listing): its links carry little. */
export const PLATFORM_PENALTY = 30;
