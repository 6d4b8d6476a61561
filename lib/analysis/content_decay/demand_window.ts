/**
 * Demand in the audit's window against the months just before it: did searches fall while the
 * clicks did? The comparison is the window's own months (those whose middle falls in the window)
 * against the three months before them, so a drop in clicks is set beside the demand of the same
 * weeks, not beside a year-old holiday peak.
 *
 * Why: Google Search Central, "Debugging drops in Google Search traffic", asks whether search
 * interest changed over the same period as the traffic (Google Trends on the affected queries)
 * before treating a drop as a ranking problem.
 */
import type { MonthlyVolume } from "../../providers/labs_types.ts";
import { mean, roundSigned } from "../../toolkit/numbers.ts";

/** Months before the window compared with it. */
export const BEFORE_MONTHS = 3;
/** A change of this many percent or more either way is rising or falling; less is stable. */
export const WINDOW_CHANGE_PCT = 20;

/** The window's demand and the months before it. */
export interface WindowDemand {
  /** yyyy-mm of the first and last month of the window with volumes. */
  from_month: string;
  to_month: string;
  average: number;
  before_from_month: string;
  before_to_month: string;
  before_average: number;
  change_pct: number;
  direction: "rising" | "falling" | "stable";
}

const key = (m: MonthlyVolume) => `${m.year}-${String(m.month).padStart(2, "0")}`;
const midOf = (m: MonthlyVolume) => Date.UTC(m.year, m.month - 1, 15);
const meanVolume = (ms: readonly MonthlyVolume[]) =>
  mean(ms.map((m) => Math.max(0, m.search_volume)));

/** The window's demand against the months before it; null without both in the data. */
export function windowDemandOf(
  monthly: readonly MonthlyVolume[],
  window: { from: number; to: number },
): WindowDemand | null {
  const oldestFirst = [...monthly].sort((a, b) => a.year - b.year || a.month - b.month);
  const inWindow = oldestFirst.filter((m) => midOf(m) >= window.from && midOf(m) <= window.to);
  if (inWindow.length === 0) return null;
  const first = oldestFirst.indexOf(inWindow[0]);
  const before = oldestFirst.slice(Math.max(0, first - BEFORE_MONTHS), first);
  if (before.length < 2) return null;
  const now = meanVolume(inWindow);
  const earlier = meanVolume(before);
  if (earlier <= 0) return null;
  const change = roundSigned((now - earlier) / earlier * 100, 1);
  return {
    from_month: key(inWindow[0]),
    to_month: key(inWindow[inWindow.length - 1]),
    average: Math.round(now),
    before_from_month: key(before[0]),
    before_to_month: key(before[before.length - 1]),
    before_average: Math.round(earlier),
    change_pct: change,
    direction: change >= WINDOW_CHANGE_PCT
      ? "rising"
      : change <= -WINDOW_CHANGE_PCT
      ? "falling"
      : "stable",
  };
}
