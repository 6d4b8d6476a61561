/**
 * How a target's traffic is read: its footprint type from the channel mix, and its opportunity as
 * the distance to the best target in the set. Thresholds in one table.
 */
import type { TargetTraffic } from "./result.ts";

/** Bands of the footprint rule. */
export const FOOTPRINT = {
  /** Under this many estimated monthly clicks in all, a footprint is negligible. */
  negligible: 50,
  /** Paid at or above this share of the total: paid-led. */
  paidLed: 0.5,
  /** Local pack at or above this share: local-led. */
  localLed: 0.4,
  /** Organic plus featured snippets at or above this share: organic-led. */
  organicLed: 0.7,
};

/** The footprint type, first rule that applies. */
export function footprintOf(
  total: number,
  mix: TargetTraffic["channel_mix"],
): TargetTraffic["footprint_type"] {
  if (total < FOOTPRINT.negligible) return "negligible";
  if ((mix.paid ?? 0) >= FOOTPRINT.paidLed) return "paid_led";
  if ((mix.local_pack ?? 0) >= FOOTPRINT.localLed) return "local_led";
  if (mix.organic + (mix.featured_snippet ?? 0) >= FOOTPRINT.organicLed) return "organic_led";
  return "mixed";
}

/** The footprint rule as `method` states it. */
export const FOOTPRINT_RULE =
  `first that applies: negligible (under ${FOOTPRINT.negligible} clicks a month in all), paid_led (paid >= ${
    FOOTPRINT.paidLed * 100
  }% of the total), local_led (local pack >= ${
    FOOTPRINT.localLed * 100
  }%), organic_led (organic + featured snippet >= ${FOOTPRINT.organicLed * 100}%), else mixed`;

/** 0-100: how far `organic` is below `best` on a log scale (0 for the leader or when all are 0). */
export function opportunityOf(organic: number, best: number): number {
  if (best <= 0) return 0;
  const ratio = Math.log10(1 + Math.max(0, organic)) / Math.log10(1 + best);
  return Math.round(100 * Math.max(0, 1 - ratio));
}

/** The opportunity rule as `method` and the description state it. */
export const OPPORTUNITY_RULE =
  "opportunity = 100 x (1 - log10(1 + organic traffic) / log10(1 + the benchmark's organic traffic)), the benchmark being the like-for-like target with the most organic traffic: 0 for the benchmark, 100 for a found target with none; log scale because traffic spans orders of magnitude; null for a target without data (found: false) or set aside as another kind of site. A single target scores 0 (nothing to compare with).";
