/** Thresholds of the keyword map: one table, read by every step. */

/** Score bands (0-100) of a keyword's best page. */
export const KEYWORD_MAP_THRESHOLDS = {
  /** At or above: the page owns the keyword. */
  strong: 50,
  /** At or above (and below strong): a weak match to optimise, or build a page when intent is opposite. */
  weak: 25,
  /** A second page within this many points of the best one (and at least `weak`) is a cannibalization risk. */
  risk_margin: 10,
  /** Missing keywords whose stem Jaccard reaches this (with compatible intent) share a suggested page. */
  group_similarity: 0.5,
} as const;

export const T = KEYWORD_MAP_THRESHOLDS;

/** Most competing pages listed per cannibalization risk. */
export const MAX_COMPETING = 10;
