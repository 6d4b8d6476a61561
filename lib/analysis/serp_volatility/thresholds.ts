/**
 * The score's weights, the interpretation thresholds, the CTR curve and the limits the rules
 * read, in one table; `method` and the rules' `when` quote their numbers from here.
 */
import type { Sensitivity } from "./input.ts";
import type { Thresholds } from "./result.ts";

export { SERP_HISTORY_MAX_SNAPSHOTS } from "../../store/serp_history.ts";

/** RBO persistence: the top 10 ranks carry about 86% of the weight. */
export const RBO_P = 0.9;

/** Weights of the pair score's three parts; they sum to 1. */
export const WEIGHTS = { rbo: 0.6, jaccard_top10: 0.25, position_shift: 0.15 } as const;

/** A mean shift of this many positions among kept URLs counts as a full reshuffle. */
export const SHIFT_SATURATION = 10;

/** The overall score: these shares of the pair scores' mean and peak (they sum to 1). */
export const SCORE_MIX = { mean: 0.5, peak: 0.5 } as const;

/** The first results page: Jaccard compares positions 1 to this; a shorter snapshot is short. */
export const FIRST_PAGE = 10;

/**
 * Interpretation thresholds per sensitivity. `high` sensitivity calls a SERP volatile
 * earlier (useful for money keywords); `low` tolerates more churn (news-like SERPs).
 */
export const THRESHOLDS: Record<Sensitivity, Thresholds> = {
  low: { moderate: 20, volatile: 45, highly_volatile: 70 },
  medium: { moderate: 15, volatile: 35, highly_volatile: 60 },
  high: { moderate: 10, volatile: 25, highly_volatile: 45 },
};

/**
 * Estimated click-through rate (percent) by position 1-10, a public organic CTR curve
 * (Sistrix 2020); `CTR_DEEP.ctr` for positions up to `CTR_DEEP.until`, `CTR_DEEP.beyond`
 * deeper. Used only for `visibility`.
 */
export const CTR = [28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5];
export const CTR_DEEP = { until: 20, ctr: 1, beyond: 0.2 } as const;

/** A tracked domain that falls (or rises) this many positions has lost (or gained). */
export const MOVE_POSITIONS = 3;

/** Fewer snapshots than this are few comparisons (the confidence stops growing here). */
export const ENOUGH_SNAPSHOTS = 6;
/** The newest snapshot older than this many days is stale. */
export const STALE_DAYS = 30;
/** Intervals are uneven when the longest is more than this many times the shortest. */
export const UNEVEN_INTERVAL_RATIO = 3;
/** While the SERP shifts, snapshot again after this many days. */
export const RESNAPSHOT_DAYS = { min: 3, max: 7 } as const;
/** At most this many competitor newcomers are studied, and this many tracked losers named. */
export const MAX_NEWCOMERS = 3;
export const MAX_LOST_PLACES = 3;

export const DAY_MS = 86_400_000;

/**
 * A domain's new URL within this many places of its old one, the old one gone, is the same
 * result under a new address (a migration or a redirect), not a SERP change.
 */
export const URL_SWAP_POSITIONS = 1;

/**
 * The agent workflow's confidence: `base`, plus `per_comparison` for each pair of consecutive
 * snapshots up to `comparisons_max` in all, less each penalty that applies, held between
 * `floor` and `ceiling`.
 */
export const CONFIDENCE = {
  /** The start, before any comparison of snapshots. */
  base: 0.5,
  /** Added per comparison of two consecutive snapshots... */
  per_comparison: 0.075,
  /** ...up to this much in all (reached at `ENOUGH_SNAPSHOTS`). */
  comparisons_max: 0.35,
  /** Subtracted when a snapshot lists fewer than `FIRST_PAGE` URLs: scores on short lists swing more. */
  short_list: 0.1,
  /** Subtracted when a snapshot had duplicate URLs (merged) or URLs that did not parse. */
  unclean_snapshot: 0.05,
  /** Subtracted when consecutive snapshots share the same `checked_at`. */
  same_times: 0.05,
  /** The least confidence, however little data. */
  floor: 0.2,
  /** The most confidence stored snapshots support. */
  ceiling: 0.9,
} as const;
