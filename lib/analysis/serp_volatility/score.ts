/** The overall score: half the meanOrNull, half the peak of the pair scores, and its level. */
import { levelOf } from "./levels/mod.ts";
import { meanOrNull, round } from "./numbers.ts";
import type { SnapshotPair, Thresholds, VolatilityLevel } from "./result.ts";
import { SCORE_MIX } from "./thresholds.ts";

export interface Score {
  score: number;
  level: VolatilityLevel;
  meanScore: number;
  peakScore: number;
  meanRbo: number;
  /** The pair with the biggest shift (the first of equals). */
  peak: SnapshotPair | null;
  /** The latest interval, when its own score sets the level: the SERP is moving now. */
  current: SnapshotPair | null;
}

/**
 * Half the meanOrNull, half the peak, so one sharp shift is not averaged away by calm days; and never
 * below the latest interval's own score: a SERP is as volatile as it is now (rank-tracking
 * volatility sensors report the latest day, not a period average), so a shake-up in the last
 * interval is reported as the current state, whatever the quiet weeks before it.
 */
export function scoreOf(pairs: readonly SnapshotPair[], thresholds: Thresholds): Score {
  const pairScores = pairs.map((p) => p.score);
  const meanScore = meanOrNull(pairScores) ?? 0;
  const peakScore = pairScores.length > 0 ? Math.max(...pairScores) : 0;
  const blend = round(SCORE_MIX.mean * meanScore + SCORE_MIX.peak * peakScore, 1);
  const latest = pairs.at(-1) ?? null;
  const current = latest && latest.score > blend ? latest : null;
  const score = current ? current.score : blend;
  const level = levelOf(score, thresholds);
  const meanRbo = round(meanOrNull(pairs.map((p) => p.rbo)) ?? 1, 3);
  const peak = pairs.find((p) => p.score === peakScore) ?? null;
  return { score, level, meanScore, peakScore, meanRbo, peak, current };
}
