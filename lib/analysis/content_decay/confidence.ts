/**
 * How far the audit can be trusted: how many observations it rests on and over how much of the
 * window, whether the signals agree (the provider's own ranking against the series, a decay run
 * long enough to be more than a fluctuation), and the data source. Never a constant: two
 * audits with different evidence get different confidence.
 */
import type { ProviderName } from "../../providers/provider.ts";
import type { ProviderRanking } from "./result.ts";
import { MIN_OBSERVATIONS, type Trend } from "./rule.ts";

/** The weights of confidence, in one table. */
export const CONFIDENCE = {
  base: 0.3,
  /** Per observation beyond the first, up to `perObservationMax`. */
  perObservation: 0.05,
  perObservationMax: 0.35,
  /** Times the share of the window the observations span (first to last). */
  spread: 0.25,
  /** Per gap without observations, up to `gapMax`. */
  gap: 0.05,
  gapMax: 0.15,
  /** The provider's ranking agrees with the series (level and direction) ... */
  providerAgrees: 0.05,
  /** ... or contradicts it. */
  providerDisagrees: 0.15,
  /** A decay resting on the shortest sustained run, or a drop seen in the latest check only. */
  shortRun: 0.1,
  /** No monthly volumes: the fall in clicks cannot be split between rank and demand. */
  noDemand: 0.05,
  /** A SERP seen from outside is never certain. */
  max: 0.95,
  /** Too few observations to call a trend never support more than this. */
  insufficientCap: 0.3,
  /** Synthetic data never supports more than this. */
  sandboxCap: 0.3,
  floor: 0.1,
};

/** Whether the provider's ranking agrees with the series. */
export type Agreement = "agrees" | "disagrees" | "absent";

/**
 * The provider's ranking against the series: its rank within `tolerance` places of the latest
 * observed position, and its movement not the opposite of the verdict (a decay the provider sees
 * as a clear rise, or a page it lists as lost that the series holds).
 */
export function agreementOf(
  provider: ProviderRanking | null,
  series: { latest: number | null; tolerance: number; decayed: boolean },
): Agreement {
  if (!provider) return "absent";
  const levelOk = series.latest !== null
    ? Math.abs(provider.rank - series.latest) <= series.tolerance
    : provider.movement === "lost";
  const rise = provider.previous_rank_absolute !== null &&
    provider.previous_rank_absolute - provider.rank_absolute > series.tolerance;
  const contradicts = series.decayed ? rise : provider.movement === "lost";
  return levelOk && !contradicts ? "agrees" : "disagrees";
}

/** What confidence reads. */
export interface ConfidenceFacts {
  observations: number;
  /** Share 0-1 of the window between the first and the last observation. */
  spread: number;
  gaps: number;
  trend: Trend;
  /** Checks in the decay run (0 without a decay). */
  runLength: number;
  agreement: Agreement;
  demandKnown: boolean;
  provider: ProviderName;
}

/** The confidence 0-1 of the audit, to two decimals. */
export function confidenceOf(f: ConfidenceFacts): number {
  const c = CONFIDENCE;
  const shortRun = (f.runLength > 0 && f.runLength <= 2) || f.trend === "unconfirmed_drop";
  let value = c.base +
    Math.min(c.perObservationMax, c.perObservation * Math.max(0, f.observations - 1)) +
    c.spread * Math.min(1, Math.max(0, f.spread)) -
    Math.min(c.gapMax, c.gap * f.gaps) +
    (f.agreement === "agrees" ? c.providerAgrees : 0) -
    (f.agreement === "disagrees" ? c.providerDisagrees : 0) -
    (shortRun ? c.shortRun : 0) -
    (f.demandKnown ? 0 : c.noDemand);
  if (f.observations < MIN_OBSERVATIONS) value = Math.min(value, c.insufficientCap);
  if (f.provider === "sandbox") value = Math.min(value, c.sandboxCap);
  return Math.round(Math.max(c.floor, Math.min(c.max, value)) * 100) / 100;
}

/** The confidence rule, for `method`. */
export const CONFIDENCE_RULE =
  `confidence = ${CONFIDENCE.base} + ${CONFIDENCE.perObservation} per observation beyond the first (at most ${CONFIDENCE.perObservationMax}) + ${CONFIDENCE.spread} x the share of the window the observations span - ${CONFIDENCE.gap} per gap (at most ${CONFIDENCE.gapMax}) + ${CONFIDENCE.providerAgrees} when the provider's ranking agrees with the series (its rank within the noise band of the latest position, its movement not the opposite of the verdict) or - ${CONFIDENCE.providerDisagrees} when it contradicts it - ${CONFIDENCE.shortRun} when a decay rests on 2 checks or a drop on the latest check alone - ${CONFIDENCE.noDemand} without monthly search volumes; at most ${CONFIDENCE.max}; at most ${CONFIDENCE.insufficientCap} under ${MIN_OBSERVATIONS} observations and on sandbox data; at least ${CONFIDENCE.floor}`;
