/** How far the audit can be trusted: the number and spread of observations, and the data source. */
import type { ProviderName } from "../../providers/provider.ts";
import { MIN_OBSERVATIONS } from "./rule.ts";

/** The weights of confidence, in one table. */
export const CONFIDENCE = {
  base: 0.3,
  /** Per observation beyond the first, up to `perObservationMax`. */
  perObservation: 0.05,
  perObservationMax: 0.35,
  /** Times the share of the window the observations span (first to last). */
  spread: 0.25,
  /** Per gap longer than a week, up to `gapMax`. */
  gap: 0.05,
  gapMax: 0.15,
  /** A decision resting on the latest observation alone. */
  singleLow: 0.1,
  /** Too few observations to call a trend never support more than this. */
  insufficientCap: 0.3,
  /** Synthetic data never supports more than this. */
  sandboxCap: 0.3,
  floor: 0.1,
};

/** What confidence reads. */
export interface ConfidenceFacts {
  observations: number;
  /** Share 0-1 of the window between the first and the last observation. */
  spread: number;
  gaps: number;
  /** The decay rests on one low observation. */
  singleLow: boolean;
  provider: ProviderName;
}

/** The confidence 0-1 of the audit, to two decimals. */
export function confidenceOf(f: ConfidenceFacts): number {
  const c = CONFIDENCE;
  let value = c.base +
    Math.min(c.perObservationMax, c.perObservation * Math.max(0, f.observations - 1)) +
    c.spread * Math.min(1, Math.max(0, f.spread)) -
    Math.min(c.gapMax, c.gap * f.gaps) -
    (f.singleLow ? c.singleLow : 0);
  if (f.observations < MIN_OBSERVATIONS) value = Math.min(value, c.insufficientCap);
  if (f.provider === "sandbox") value = Math.min(value, c.sandboxCap);
  return Math.round(Math.max(c.floor, Math.min(1, value)) * 100) / 100;
}

/** The confidence rule, for `method`. */
export const CONFIDENCE_RULE =
  `confidence = ${CONFIDENCE.base} + ${CONFIDENCE.perObservation} per observation beyond the first (at most ${CONFIDENCE.perObservationMax}) + ${CONFIDENCE.spread} x the share of the window the observations span - ${CONFIDENCE.gap} per gap over a week (at most ${CONFIDENCE.gapMax}) - ${CONFIDENCE.singleLow} when the decay rests on the latest observation alone; at most ${CONFIDENCE.insufficientCap} under ${MIN_OBSERVATIONS} observations and on sandbox data; at least ${CONFIDENCE.floor}`;
