/** The numbers the plan is scored, scheduled and its risks rated by, in one table. */

/** Effort points assumed for an item without `effort` (about one working day). */
export const DEFAULT_EFFORT = 1;

/** Scores, and the request's impact_score, run from 0 to this. */
export const SCORE_MAX = 100;

/** Weights of the score's parts (of `SCORE_MAX`); in-progress items get `IN_PROGRESS_BONUS` more. */
export const SCORE_WEIGHTS = { impact: 0.35, priority: 0.25, goal_fit: 0.2, ease: 0.2 } as const;

export const IN_PROGRESS_BONUS = 10;

/** Impact (0..1) of an item without impact_score, and ease of one without effort. */
export const MISSING_IMPACT = 0.5;
export const MISSING_EASE = 0.5;

export const PRIORITY_VALUE = { high: 1, medium: 0.6, low: 0.25 } as const;

/**
 * Goal fit by the goal terms an item's text names: none, one, two or more; every item gets
 * `no_goal` when the request names no goal.
 */
export const GOAL_FIT = { no_term: 0, one_term: 0.7, two_or_more_terms: 1, no_goal: 0.5 } as const;

export const EPSILON = 1e-9;

/** The plan's weeks are calendar weeks. */
export const DAYS_PER_WEEK = 7;

/** Points (effort, capacity) are reported to this many decimals. */
export const POINT_DIGITS = 2;

/** The risk register lists high risks first, then medium, then low (stable otherwise). */
export const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Dependencies that name no item: how many the risk quotes before "...". */
export const LISTED_REFERENCES = 5;

/** A dependency cycle: how many of its items the risk names before "and N more". */
export const LISTED_CYCLE_ITEMS = 6;

/** Items beyond the horizon are a high risk when one of them scores this much (or is high priority). */
export const OVER_HORIZON_HIGH_SCORE = 70;

/** Oversized items are a high risk when the largest is more than this many weeks of capacity. */
export const OVERSIZED_HIGH_WEEKS = 2;

/** Missing estimates are a medium risk when more than this share of the open items lack one. */
export const MISSING_ESTIMATES_MEDIUM_SHARE = 0.5;

/**
 * The agent workflow's confidence: `all_done` when no item is open, else `base`, less each
 * penalty that applies, never below `floor`.
 */
export const CONFIDENCE = {
  /** Every item is done: nothing left to schedule. */
  all_done: 0.9,
  /** The start for a plan with open items. */
  base: 0.85,
  /** A gap is widespread when more than 1 in this many open items have it. */
  widespread_one_in: 2,
  /** Subtracted when assumed efforts (no `effort` given) are widespread. */
  assumed_efforts: 0.15,
  /** Subtracted when unrated items (no priority and no impact_score) are widespread. */
  unrated_items: 0.1,
  /** Subtracted when dependencies form a cycle. */
  cycles: 0.1,
  /** Subtracted when a dependency matches no item, or more than one. */
  bad_references: 0.05,
  /** The least confidence, however uncertain the plan. */
  floor: 0.3,
} as const;
