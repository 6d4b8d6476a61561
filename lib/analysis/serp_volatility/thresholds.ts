/** The score's weights, the interpretation thresholds and the CTR curve, in one table. */
import type { Sensitivity } from "./input.ts";
import type { Thresholds } from "./result.ts";

/** RBO persistence: the top 10 ranks carry about 86% of the weight. */
export const RBO_P = 0.9;

/** Weights of the pair score's three parts; they sum to 1. */
export const WEIGHTS = { rbo: 0.6, jaccard_top10: 0.25, position_shift: 0.15 } as const;

/** A mean shift of this many positions among kept URLs counts as a full reshuffle. */
export const SHIFT_SATURATION = 10;

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
 * (Sistrix 2020); 1% for positions 11-20 and 0.2% beyond. Used only for `visibility`.
 */
export const CTR = [28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5];

/** A tracked domain that falls (or rises) this many positions has lost (or gained). */
export const MOVE_POSITIONS = 3;

export const DAY_MS = 86_400_000;
