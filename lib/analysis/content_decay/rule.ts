/**
 * The decay rule, declared once: the value of a position, the baseline, the cutoff that
 * `threshold` sets, the trailing run below it and the trend it reads as.
 */
import { ctrAt } from "../keyword_judgement/mod.ts";

/** A position's value: its expected click-through rate, 0 when the page is not listed. */
export function valueOf(position: number | null): number {
  return position === null ? 0 : ctrAt(position);
}

/** The baseline is the median of the window's first third of observations (at least one). */
export const BASELINE_SHARE = 1 / 3;
/** Fewer observations than this in the window say too little to call a trend. */
export const MIN_OBSERVATIONS = 3;

/** The trends an audit reads, with what each means. */
export const TRENDS = [
  "stable",
  "declining",
  "recovering",
  "lost",
  "not_ranking",
  "insufficient_data",
] as const;

export type Trend = typeof TRENDS[number];

/** What the rule found in a series of values (oldest first). */
export interface RuleOutcome {
  trend: Trend;
  decayed: boolean;
  /** The median value of the first third. */
  baseline: number;
  /** Observations the baseline is the median of. */
  baselineCount: number;
  /** baseline x (1 - threshold / 100): a value below it is a decline beyond the threshold. */
  cutoff: number;
  /** Index of the first observation of the trailing run below the cutoff; null when none. */
  dropIndex: number | null;
  /** The series dipped below the cutoff and came back before its last observation. */
  fluctuated: boolean;
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Index of the first of the trailing values all strictly below `cutoff`; null when the last is not. */
function trailingRunStart(values: readonly number[], cutoff: number): number | null {
  let start: number | null = null;
  for (let i = values.length - 1; i >= 0 && values[i] < cutoff; i--) start = i;
  return start;
}

/** Whether some value before `end` fell below `cutoff` and a later one before `end` came back. */
function dippedAndRecovered(values: readonly number[], cutoff: number, end: number): boolean {
  let dipped = false;
  for (let i = 0; i < end; i++) {
    if (values[i] < cutoff) dipped = true;
    else if (dipped) return true;
  }
  return false;
}

/**
 * Applies the rule to the window's values (oldest first). Decay: the latest observations stay
 * below the cutoff since a drop, over at least two observations, or over the latest alone when
 * the series never dipped and came back before (a lone low point in a series that already went
 * up and down reads as fluctuation). `lost` is a decay whose latest observation does not list
 * the page at all.
 */
export function applyRule(values: readonly number[], threshold: number): RuleOutcome {
  const baselineCount = Math.max(1, Math.ceil(values.length * BASELINE_SHARE));
  const baseline = values.length ? median(values.slice(0, baselineCount)) : 0;
  const cutoff = baseline * (1 - threshold / 100);
  const run = trailingRunStart(values, cutoff);
  const fluctuated = dippedAndRecovered(values, cutoff, run ?? values.length);
  const decayed = values.length >= MIN_OBSERVATIONS && run !== null &&
    (values.length - run >= 2 || !fluctuated);
  const base = { baseline, baselineCount, cutoff, fluctuated, decayed };
  return { ...base, dropIndex: decayed ? run : null, trend: trendOf(values, base) };
}

/** The trend the rule's findings read as. */
function trendOf(
  values: readonly number[],
  r: { baseline: number; cutoff: number; decayed: boolean; fluctuated: boolean },
): Trend {
  if (values.length < MIN_OBSERVATIONS) return "insufficient_data";
  if (values.every((v) => v === 0)) return "not_ranking";
  const latest = values[values.length - 1];
  if (r.decayed) return latest === 0 ? "lost" : "declining";
  // Not ranking at the start, ranking now; or back above the cutoff after a sustained drop.
  if (r.baseline === 0 && latest > 0) return "recovering";
  if (latest >= r.cutoff && longestRunBelow(values, r.cutoff) >= 2) return "recovering";
  return "stable";
}

/** The most consecutive values below `cutoff`: a lone low point is noise, two in a row a drop. */
function longestRunBelow(values: readonly number[], cutoff: number): number {
  let longest = 0;
  let run = 0;
  for (const v of values) {
    run = v < cutoff ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The rule as `method` states it. */
export function ruleText(threshold: number): string {
  return `Each observation's value is the expected click-through rate of the page's position (0 when the page is not listed within the depth fetched). Baseline = the median value of the first third of the window's observations; cutoff = baseline x (1 - ${threshold} / 100). Decay: the latest observations are all below the cutoff, over at least 2 observations, or over the latest one alone when the series had not dipped below the cutoff and come back before. The drop date is the first observation of that trailing run. Recovering: back at or above the cutoff after at least 2 consecutive observations below it, or listed now after a baseline of not being listed. Fewer than ${MIN_OBSERVATIONS} observations: insufficient_data.`;
}
