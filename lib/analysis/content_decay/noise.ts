/**
 * The noise band of a rank series: how far a page's position moves from check to check without
 * anything having happened to it. A move is a decay only when it leaves that band.
 *
 * Why: Google Search Central, "Debugging drops in Google Search traffic" (2023-), separates a
 * small drop in position among the top results ("for example, dropping from position 2 to 4")
 * from a large one ("from position 4 to 29"): small fluctuations happen all the time and do not
 * call for drastic changes. Rank trackers read a move against the keyword's own volatility, and
 * lower positions churn more than the top ones. So the band is the wider of:
 * - the series' own spread: the farthest the earlier checks strayed from their median (the single
 *   most extreme one set aside once there are five or more: one outlier is not the noise);
 * - a floor that grows with the position: one place in the top 3 (a #3/#4 swap is never decay),
 *   a fifth of the position further down (two places at #8-#12, four at #20).
 */
import { median } from "../../toolkit/numbers.ts";

/** The floor's share of the position: a fifth (two places at #10, ten at #50). */
export const FLOOR_SHARE = 0.2;
/** The floor is never under one place. */
export const FLOOR_MIN = 1;
/** From this many earlier checks, the single most extreme deviation is set aside. */
export const TRIM_FROM = 5;

/** The band the earlier checks draw around their median position. */
export interface NoiseBand {
  /** The median position of the earlier checks (an unlisted page counted beyond the depth). */
  reference: number;
  /** The farthest the earlier checks strayed from `reference` (after trimming). */
  spread: number;
  /** The floor for `reference`. */
  floor: number;
  /** max(spread, floor): a position worse than reference + tolerance is beyond the noise. */
  tolerance: number;
  /** The earlier checks' best and worst positions. */
  best: number;
  worst: number;
  /** How many checks the band rests on. */
  count: number;
}

/** The floor of the band at `position`: one place in the top 3, a fifth of it further down. */
export function floorAt(position: number): number {
  return Math.max(FLOOR_MIN, Math.round(position * FLOOR_SHARE));
}

/** The band of `ranks` (earlier checks, any order; at least one). */
export function bandOf(ranks: readonly number[]): NoiseBand {
  const reference = median(ranks);
  const deviations = ranks.map((r) => Math.abs(r - reference)).sort((a, b) => a - b);
  const kept = deviations.length >= TRIM_FROM ? deviations.slice(0, -1) : deviations;
  const spread = kept.length ? kept[kept.length - 1] : 0;
  const floor = floorAt(reference);
  return {
    reference,
    spread,
    floor,
    tolerance: Math.max(spread, floor),
    best: Math.min(...ranks),
    worst: Math.max(...ranks),
    count: ranks.length,
  };
}

/** Whether `rank` is worse than the band allows. */
export function beyondBand(rank: number, band: NoiseBand): boolean {
  return rank > band.reference + band.tolerance;
}

/** The band rule as `method` states it. */
export const NOISE_RULE =
  `noise band of the earlier checks = their median position +/- the wider of (a) their own spread (the farthest a check strayed from the median, the single most extreme set aside from ${TRIM_FROM} checks on) and (b) a floor of max(${FLOOR_MIN}, round(${FLOOR_SHARE} x position)) places (one place in the top 3: a swap of neighbours is never decay; Google's "small drop in position", e.g. 2 to 4, is a fluctuation)`;
