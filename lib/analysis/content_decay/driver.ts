/**
 * What moves the page's clicks: its rank, the keyword's demand, both, or neither.
 *
 * Why: clicks = searches x click-through rate at the position. Google Search Central,
 * "Debugging drops in Google Search traffic", separates a drop in position from a drop in
 * search interest (seasonality, changing demand): the first may call for work on the page, the
 * second does not. Demand weighs on clicks now when the keyword is seasonal and off season (or
 * this calendar month draws under half the peak), or when its searches are falling (over the
 * twelve months, or over the window against the months before it).
 */
import type { DemandReading } from "./demand.ts";
import type { Trend } from "./rule.ts";

/** This calendar month at or under this share of the peak is a demand trough. */
export const TROUGH_SHARE = 0.5;

/** The driver values, in the result schema's order. */
export type Driver = "rank" | "demand" | "rank_and_demand" | "neither" | "unknown";

/** Whether the keyword's demand is down now (off season, under half the peak, or falling). */
export function demandDown(d: DemandReading | null): boolean {
  if (!d) return false;
  if (d.direction === "falling" || d.window?.direction === "falling") return true;
  if (d.direction !== "seasonal") return false;
  if (d.phase === "off_season") return true;
  const pct = d.this_month_vs_peak_pct;
  return pct !== null && pct <= -(1 - TROUGH_SHARE) * 100;
}

/** The driver of the page's clicks under the rule's outcome and the demand. */
export function driverOf(decayed: boolean, trend: Trend, demand: DemandReading | null): Driver {
  const known = demand !== null && demand.direction !== "unknown";
  if (decayed) return known && demandDown(demand) ? "rank_and_demand" : "rank";
  // Too little, never listed, or one low check: the rank's part cannot be told yet.
  if (["insufficient_data", "not_ranking", "unconfirmed_drop"].includes(trend)) return "unknown";
  if (!known) return "unknown";
  return demandDown(demand) ? "demand" : "neither";
}
